// The German book: every sentence the built-in writer can say in German (copy.ts explains the shape). Family
// and friends say "du"; what depends on the hero's gender (Held/Heldin, ihr/sein) goes through w.g; names stay
// as written and never take a genitive -s ("die Geschichte von Anna"); foes and prizes are declined by hand
// (der Nebelbaron, den Nebelbaron, mit dem Nebelbaron, des Nebelbarons). A phrase from the answers stands where
// any form of it reads: after a question ("Und wenn Anna frei hat? Lesen und Wandern.") or a colon.
import type { BookCopy, Words } from '../copy';
import type { Gender, NounForms, Person, Species } from '../types';
import { de } from '../lexicons/de';

const up = (text: string) => text.charAt(0).toLocaleUpperCase('de') + text.slice(1);

/** First words that stay lower case inside a sentence: articles, prepositions, adverbs. */
const LOWER = new Set(
  (
    'ab als am an auf aus auch bald bei beim bis dass durch ein eine einem einen einer eines einfach einmal endlich ' +
    'früher für ganz gegen gemeinsam gern gerne hier immer im in ins irgendwann jetzt jeden jede jedes lieber mal ' +
    'mehr mit nach noch nochmal nur ohne richtig schon sehr seit selbst selbstständig so später über um unbedingt ' +
    'unter viel viele vom von vor wieder wenn wie wirklich zu zum zur zusammen'
  ).split(' '),
);
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('de') + text.slice(1);
/** Job nouns ("Lehrer", "Krankenschwester"): a first word that ends like an adjective but is a noun. */
const NOUNS = new Set([...de.masculine, ...de.feminine]);
/**
 * An answer's phrase inside a sentence, its first word as German writes it there: a noun capitalised
 * ("Krankenschwester im Ruhestand", "Gartenarbeit", even when typed in lower case), an adjective before its noun,
 * a preposition or an adverb in lower case ("pensionierte Lehrerin", "im Ruhestand", "einmal nach Japan reisen").
 */
const inline = (phrase: string) => {
  const first = phrase.split(/[\s,]/u)[0].toLocaleLowerCase('de');
  const adjective = /^\p{L}+(?:e|er|es|en|em)\s+\p{Lu}/u.test(phrase) && !NOUNS.has(first);
  return LOWER.has(first) || adjective ? lowerFirst(phrase) : up(phrase);
};

/**
 * A wish said as an object ("wünscht sich einen großen Garten") as the noun phrase a label takes ("ein großer
 * Garten"); an infinitive phrase keeps its object ("einen Marathon laufen").
 */
const asNoun = (phrase: string) =>
  /\s\p{Ll}+$/u.test(phrase)
    ? phrase
    : phrase.replace(
        /^einen\s+(?:(\p{Ll}+)en\s+)?/iu,
        (_, adjective?: string) => `ein ${adjective ? `${adjective}er ` : ''}`,
      );
/** "träumt von einem Café" keeps its "von": the copy says "der Traum von einem Café". */
const dreamOf = (w: Words) => Boolean(w.dream && /^(?:von|vom|davon)(?!\p{L})/u.test(w.dream));
const dreamThat = (w: Words) => Boolean(w.dream && /^dass(?!\p{L})/iu.test(w.dream));
/** Whether the dream can be thought in the first person: it says nothing of "sie", "ihr", "sein"… */
const ownWords = (w: Words) =>
  Boolean(
    w.dream &&
      !/(?<!\p{L})(?:sie|er|ihr|ihre|ihrem|ihren|ihrer|sein|seine|seinem|seinen|seiner|sich|ihm|ihn)(?!\p{L})/iu.test(
        w.dream,
      ),
  );

type Article = 'm' | 'f' | 'n';
const GENDER: Record<Article, Gender> = { m: 'm', f: 'f', n: 'x' };
/** A foe or a prize with its article, in every case: der/den/mit dem/des Nebelbarons, die/die/mit der/der Krone. */
const noun = (gender: Article, name: string, genitive = `${name}s`): NounForms =>
  gender === 'f'
    ? { name, gender: 'f', the: `die ${name}`, obj: `die ${name}`, with: `mit der ${name}`, of: `der ${name}` }
    : {
        name,
        gender: GENDER[gender],
        the: `${gender === 'm' ? 'der' : 'das'} ${name}`,
        obj: `${gender === 'm' ? 'den' : 'das'} ${name}`,
        with: `mit dem ${name}`,
        of: `des ${genitive}`,
      };
/** A foe named by title, as a name: the same in every case ("mit Kapitän Sturmbart", "von Kapitän Sturmbart"). */
const titled = (name: string, gender: 'm' | 'f'): NounForms => ({
  name,
  gender,
  the: name,
  obj: name,
  with: `mit ${name}`,
  of: `von ${name}`,
});

/** An animal's word and its grammatical gender, for "ihr Hund", "ihre Katze", "ihr Pferd". */
const SPECIES: Record<Species, [string, Article]> = {
  dog: ['Hund', 'm'],
  cat: ['Katze', 'f'],
  bird: ['Vogel', 'm'],
  parrot: ['Papagei', 'm'],
  rabbit: ['Kaninchen', 'n'],
  horse: ['Pferd', 'n'],
  fish: ['Fisch', 'm'],
  turtle: ['Schildkröte', 'f'],
  hamster: ['Hamster', 'm'],
  pet: ['Haustier', 'n'],
};
/** A female animal's own word ("ihre Hündin Bella"). */
const FEMALE: Partial<Record<Species, [string, Article]>> = { dog: ['Hündin', 'f'], horse: ['Stute', 'f'] };
const animal = (p: Person): [string, Article] =>
  (p.gender === 'f' && FEMALE[p.species ?? 'pet']) || SPECIES[p.species ?? 'pet'];
/** A relation's word: masculine, feminine, and a neuter one where German has it ('' for the name alone). */
const KIN: Partial<Record<Person['relation'], [string, string, string]>> = {
  spouse: ['Mann', 'Frau', ''],
  partner: ['Partner', 'Partnerin', ''],
  child: ['Sohn', 'Tochter', 'Kind'],
  grandchild: ['Enkel', 'Enkelin', 'Enkelkind'],
  parent: ['Vater', 'Mutter', ''],
  grandparent: ['Opa', 'Oma', ''],
  sibling: ['Bruder', 'Schwester', ''],
  cousin: ['Cousin', 'Cousine', ''],
  auntUncle: ['Onkel', 'Tante', ''],
  nieceNephew: ['Neffe', 'Nichte', ''],
  friend: ['Freund', 'Freundin', ''],
  neighbour: ['Nachbar', 'Nachbarin', ''],
  colleague: ['Kollege', 'Kollegin', ''],
};
/** How the cast list says a relation when the answers do not tell the person's gender. */
const NEUTRAL_ROLE: Partial<Record<Person['relation'], (hero: string) => string>> = {
  spouse: (h) => `an der Seite von ${h}`,
  partner: (h) => `an der Seite von ${h}`,
  friend: (h) => `einer der liebsten Menschen von ${h}`,
  neighbour: (h) => `wohnt in der Nachbarschaft von ${h}`,
  colleague: (h) => `arbeitet mit ${h} zusammen`,
};
const kinWord = (p: Person): [string, Article] | undefined => {
  const i = p.gender === 'm' ? 0 : p.gender === 'f' ? 1 : 2;
  const word = KIN[p.relation]?.[i];
  return word ? [word, (['m', 'f', 'n'] as const)[i]] : undefined;
};
/** "ihre Enkelin", "sein Hund"; with the hero's gender unknown, the article ("der Hund"). */
const possessive = (hero: Gender, gender: Article) =>
  hero === 'f'
    ? gender === 'f'
      ? 'ihre'
      : 'ihr'
    : hero === 'm'
      ? gender === 'f'
        ? 'seine'
        : 'sein'
      : { m: 'der', f: 'die', n: 'das' }[gender];

const call = (w: Words) => (w.buddy ? w.buddy.calls : w.H);
const school = (w: Words) => w.stage === 'child' || w.stage === 'teen';
const work = (w: Words) => (school(w) ? 'die Schule' : w.stage === 'senior' ? 'der Garten' : 'die Arbeit');
/** "Auf meinen Opa!", "Auf meine Oma!" from family; a friend or a spouse says the name. */
const toast = (w: Words, lead: string) =>
  w.buddy?.family
    ? w.g(`${lead} meinen ${w.buddy.calls}!`, `${lead} meine ${w.buddy.calls}!`, `${lead} ${w.H}!`)
    : `${lead} ${w.H}!`;

export const german: BookCopy = {
  beats: {
    intro: {
      titles: [(w) => `Das ist die Geschichte von ${w.H}`, () => 'Wie alles begann'],
      summary: [(w) => `Wir lernen ${w.H} an einem ganz normalen Tag kennen – noch ahnt niemand, was kommt.`],
      panels: [
        {
          caption: [
            (w) => `Ein ganz normaler Tag im Leben von ${w.H}.`,
            (w) => w.job && `${w.H}, ${inline(w.job)}, startet in einen Tag wie jeden anderen.`,
          ],
        },
        {
          caption: [(w) => w.buddy && `Zu Hause ist immer jemand da: ${w.buddy.intro}.`],
          hero: [() => 'Guten Morgen, ihr Lieben!'],
          buddy: [(w) => `Guten Morgen, ${w.buddy?.calls}!`],
        },
        { hero: [() => 'Heute liegt irgendwas in der Luft…', () => 'So ruhig heute… fast zu ruhig.'] },
      ],
    },
    morning: {
      titles: [() => 'Guten Morgen!', () => 'Ein Tag wie jeder andere', () => 'Kaffee und Pläne'],
      summary: [(w) => `Der Morgen beginnt für ${w.H} wie immer – zu Hause.`],
      panels: [
        // The job is said on the first page when the answers give one (the reader's phrase starts lower case).
        {
          caption: [
            (w) =>
              w.job
                ? `${w.H}, ${inline(w.job)}, ist wie immer früh auf den Beinen.`
                : `Jeden Morgen lässt ${w.H} den Tag in aller Ruhe beginnen.`,
          ],
        },
        {
          caption: [(w) => w.pet && `${up(w.pet.intro)} wartet schon sehnsüchtig aufs Frühstück.`],
          hero: [
            (w) => (w.buddy ? 'Was sind deine Pläne für heute?' : 'Erst mal Kaffee. Dann die Welt.'),
            () => 'Hat jemand meinen Schlüssel gesehen?',
          ],
          buddy: [
            (w) => `Heute wird ein großartiger Tag, ${w.buddy?.calls}!`,
            (w) => `Lässt du mir noch was übrig, ${w.buddy?.calls}?`,
          ],
        },
        {
          hero: [
            (w) => `Los geht's! ${up(work(w))} wartet nicht.`,
            (w) => w.stage === 'senior' && 'Auf in einen schönen Tag!',
          ],
        },
      ],
    },
    work: {
      titles: [
        (w) =>
          school(w) ? 'Ein Tag in der Schule' : w.stage === 'senior' ? 'Ruhestand? Von wegen!' : 'Ran an die Arbeit',
        (w) => (school(w) ? 'Pause? Später!' : 'Volle Kraft voraus'),
      ],
      summary: [
        (w) =>
          school(w)
            ? `${w.H} verbringt den Tag in der Schule.`
            : w.stage === 'senior'
              ? `${w.H} hat auch im Ruhestand alle Hände voll zu tun.`
              : `${w.H} gibt den ganzen Tag alles.`,
      ],
      panels: [
        {
          caption: [
            (w) =>
              w.job && w.stage !== 'senior' && `Keiner macht das so wie ${w.H}: ${inline(w.job)} mit Leib und Seele.`,
            (w) =>
              school(w)
                ? `Mit ${w.H} wird es in der Schule nie langweilig.`
                : w.stage === 'senior'
                  ? `Mit ${w.H} wird es nie langweilig – Ruhestand hin oder her.`
                  : `Mit ${w.H} wird es bei der Arbeit nie langweilig.`,
          ],
        },
        {
          hero: [
            (w) => (w.stage === 'child' ? 'Ich weiß die Antwort!' : 'Das krieg ich hin, kein Problem.'),
            () => 'Mit ein bisschen Geduld klappt alles.',
          ],
        },
        {
          caption: [() => 'Wieder etwas geschafft.', (w) => `Manchmal staunt sogar ${w.H} über sich selbst.`],
          hero: [() => 'Perfekt!'],
        },
      ],
    },
    friends: {
      titles: [() => 'In bester Gesellschaft', () => 'Ein Nachmittag unter Freunden', () => 'Gute Laune garantiert'],
      summary: [(w) => `${w.H} verbringt den Nachmittag mit den liebsten Menschen.`],
      panels: [
        {
          caption: [
            (w) =>
              w.round === 0 && w.hobby
                ? `Und wenn ${w.H} frei hat? ${up(w.hobby)}.`
                : 'Am Nachmittag erwacht der Marktplatz zum Leben.',
            (w) => w.round > 0 && 'Sonne, gute Laune und die besten Leute der Welt.',
          ],
        },
        {
          hero: [(w) => (w.buddy ? `${w.buddy.called}, guck mal!` : 'Seht euch das an!'), () => 'Ta-daa!'],
          buddy: [
            (w) => `Du bist unglaublich, ${w.buddy?.calls}!`,
            () => 'Nochmal, nochmal!',
            () => 'Wie machst du das bloß?',
          ],
        },
        {
          hero: [
            () => 'Solche Tage sind Gold wert.',
            () => 'Das würde ich gegen nichts auf der Welt eintauschen.',
            () => 'Mehr braucht man nicht zum Glücklichsein.',
          ],
        },
      ],
    },
    evening: {
      titles: [() => 'Wenn es Abend wird', () => 'Unter den Sternen', () => 'Sternenhimmel'],
      summary: [(w) => `Am Ende des Tages ruht sich ${w.H} aus und träumt.`],
      panels: [
        { caption: [() => 'Der Abend senkt sich über die Stadt.', () => 'Nach und nach leuchten die Fenster.'] },
        {
          hero: [() => 'Was für ein langer Tag…', () => 'Jetzt erst mal die Füße hochlegen.'],
          buddy: [(w) => `Ruh dich aus, ${w.buddy?.calls}. Das hast du dir verdient.`, () => 'Noch einen Tee?'],
        },
        {
          hero: [
            (w) =>
              ownWords(w) &&
              (dreamOf(w) ? `Ach, mein Traum ${w.dream}…` : !dreamThat(w) && `Eines Tages… ${inline(w.dream ?? '')}.`),
            () => 'Eines Tages mache ich etwas ganz Großes.',
            () => 'Die Sterne sind heute so hell…',
          ],
        },
      ],
    },
    omen: {
      titles: [() => 'Ein seltsames Licht', () => 'Irgendwas stimmt hier nicht'],
      summary: [(w) => `Ein seltsames Licht kündigt die Ankunft ${w.foe.of} an.`],
      panels: [
        { caption: [() => 'In dieser Nacht flackert etwas Seltsames über den Dächern.'] },
        {
          hero: [() => 'Was war das denn?', () => 'Hast du das auch gesehen?'],
          buddy: [(w) => `${call(w)}, das gefällt mir gar nicht…`],
        },
        { foe: [(w) => `Genieß es, solange du kannst, ${w.H}.`, () => 'Bald gehört das alles mir.'] },
      ],
    },
    challenge: {
      titles: [(w) => `${up(w.foe.the)} ist da`, () => 'Die Herausforderung'],
      summary: [(w) => `${up(w.foe.the)} stiehlt ${w.prize.obj} vor aller Augen.`],
      panels: [
        { caption: [(w) => `Plötzlich steht ${w.foe.the} mitten auf dem Platz!`] },
        {
          foe: [
            (w) => `${up(w.prize.the)} gehört jetzt mir! Und keiner kann etwas dagegen tun.`,
            (w) => `Ohne ${w.prize.obj} ist diese Stadt verloren. Hahaha!`,
          ],
        },
        { hero: [() => 'Gib das sofort zurück! Das gehört dir nicht!', (w) => `Nicht so schnell, ${w.foe.name}!`] },
      ],
    },
    decision: {
      titles: [() => 'Die Entscheidung', () => 'Jetzt oder nie'],
      summary: [(w) => `${w.H} beschließt, es ${w.foe.with} aufzunehmen.`],
      panels: [
        {
          caption: [() => 'In dieser Nacht kann niemand schlafen.'],
          buddy: [(w) => `Willst du wirklich los, ${w.buddy?.calls}?`, () => 'Das ist gefährlich…'],
        },
        { hero: [() => 'Wenn ich es nicht mache, wer dann?', () => 'Ich muss es wenigstens versuchen.'] },
        {
          caption: [(w) => `Und so tritt ${w.H} hinaus in die Nacht.`],
          buddy: [(w) => `Pass gut auf dich auf, ${w.buddy?.calls}!`],
        },
      ],
    },
    firstClash: {
      titles: [() => 'Die erste Begegnung', () => 'Auge in Auge'],
      summary: [(w) => `${w.H} tritt zum ersten Mal gegen ${w.foe.obj} an – und verliert.`],
      panels: [
        { hero: [(w) => `Halt, ${w.foe.name}! Keinen Schritt weiter!`] },
        { foe: [() => 'Ha! Ist das etwa schon alles?'] },
        {
          caption: [() => 'Die erste Runde ist verloren. Der Kampf noch lange nicht.'],
          hero: [() => 'Das ist noch nicht vorbei.'],
        },
      ],
    },
    gather: {
      titles: [() => 'Krisensitzung in der Küche', () => 'Der Plan', () => 'Alle an einen Tisch'],
      summary: [(w) => `${w.H} trommelt alle zusammen, um einen Plan zu schmieden.`],
      panels: [
        {
          hero: [() => 'Ich brauche eure Hilfe.', () => 'Hört mal alle her!'],
          buddy: [(w) => `Wir sind für dich da, ${w.buddy?.calls}.`, () => 'Was ist dein Plan?'],
        },
        {
          buddy: [(w) => `Hier versteckt sich ${w.foe.the}, ganz sicher!`, () => 'Und wenn wir es hier versuchen?'],
          caption: [() => 'Eine Karte, ein Bleistift und jede Menge Mut.', () => 'Langsam wird ein Plan daraus.'],
        },
        { hero: [() => 'Alle zusammen!', () => 'Zusammen sind wir stark!', () => 'Auf drei: eins, zwei, drei!'] },
      ],
    },
    secret: {
      titles: [() => 'Ein altes Geheimnis', () => 'Der versteckte Brief'],
      summary: [(w) => `${w.H} entdeckt ein Geheimnis, das alles verändert.`],
      panels: [
        { caption: [() => 'Ganz hinten in einer Schublade: ein vergessener Brief.'] },
        { hero: [(w) => `Hier steht, wie man ${w.prize.obj} findet…`] },
        { hero: [() => 'Jetzt weiß ich, was zu tun ist.'], buddy: [() => 'Was hast du gefunden?'] },
      ],
    },
    train: {
      titles: [
        () => 'Training',
        () => 'Noch mal von vorn',
        () => 'Schweiß und Mut',
        () => 'Übung macht den Meister',
        () => 'Kein Tag ohne Training',
        () => 'Härter, schneller, besser',
      ],
      summary: [(w) => `${w.H} trainiert ohne Pause, um bereit zu sein.`],
      panels: [
        {
          caption: [
            () => 'Im Morgengrauen beginnt das Training.',
            () => 'Noch ein Tag, noch eine Runde.',
            () => 'Der Park ist noch leer. Perfekt zum Üben.',
            (w) => w.hobby && `Geheimes Trainingsprogramm? ${up(w.hobby)}. Hilft tatsächlich!`,
          ],
        },
        {
          hero: [() => 'Noch mal!', () => 'Diesmal klappt es.', () => 'Uff… ein letztes Mal.'],
          buddy: [
            (w) => `Los, ${w.buddy?.calls}, das schaffst du!`,
            () => 'Höher! Schneller!',
            () => 'Schon viel besser!',
          ],
        },
        { hero: [() => 'Geschafft!', () => 'Jeden Tag ein bisschen besser.', () => 'Hat funktioniert!'] },
      ],
    },
    trial: {
      titles: [() => 'Die Prüfung', () => 'Die wackelige Brücke', () => 'Fallen über Fallen'],
      summary: [(w) => `Auf dem Weg zum Versteck ${w.foe.of} entkommt ${w.H} knapp einer Falle.`],
      panels: [
        {
          caption: [
            (w) => `Der Weg zum Versteck ${w.foe.of} steckt voller Fallen.`,
            () => 'Eine Brücke, die bei jedem Schritt ächzt.',
          ],
        },
        { hero: [() => 'Huch! Das war knapp.', () => 'Hoppla! Nicht mit mir!'] },
        { hero: [() => 'Jetzt kann mich nichts mehr stoppen.', () => 'Weiter geht’s!'] },
      ],
    },
    chase: {
      titles: [() => 'Die Verfolgungsjagd', () => 'Über die Dächer', () => 'Katz und Maus'],
      summary: [(w) => `${w.H} jagt ${w.foe.obj} über die Dächer.`],
      panels: [
        { foe: [() => 'Fang mich doch, wenn du kannst!', () => 'Zu langsam, viel zu langsam!'] },
        { hero: [() => 'Du entkommst mir nicht!', () => 'Gleich hab ich dich!'] },
        {
          caption: [(w) => `${up(w.foe.the)} entwischt… fürs Erste.`, () => 'Wieder entwischt. Aber nicht mehr lange.'],
        },
      ],
    },
    setback: {
      titles: [() => 'Alles verloren?', () => 'Die Falle'],
      summary: [(w) => `${w.H} tappt in die Falle ${w.foe.of}.`],
      panels: [
        { foe: [(w) => `Hab ich dich, ${w.H}!`] },
        { foe: [(w) => `${up(w.prize.the)} bleibt für immer bei mir.`] },
        {
          hero: [
            () => 'Wie konnte ich nur darauf reinfallen?',
            () => 'Vielleicht bin ich doch nicht so stark, wie ich dachte…',
          ],
        },
      ],
    },
    rally: {
      titles: [() => 'Nie allein', () => 'Unverhoffte Hilfe'],
      summary: [(w) => `${w.buddy ? w.buddy.name : 'Hilfe'} kommt gerade rechtzeitig, um ${w.H} zu befreien.`],
      panels: [
        {
          buddy: [(w) => `Halt durch, ${w.buddy?.calls}! Ich bin da!`],
          caption: [(w) => !w.buddy && 'Gerade noch rechtzeitig naht Hilfe.'],
        },
        {
          hero: [
            (w) =>
              w.buddy ? `${w.buddy.called}! Ich wusste, dass du kommst.` : 'Danke! Das war Rettung in letzter Sekunde.',
          ],
        },
        {
          caption: [
            (w) =>
              w.buddy &&
              `${w.both('Zwei Helden', 'Zwei Heldinnen', 'Zwei, die zusammenhalten')} – und nichts kann sie aufhalten.`,
          ],
        },
      ],
    },
    eve: {
      titles: [() => 'Die Nacht davor', () => 'Die Ruhe vor dem Sturm'],
      summary: [(w) => `In der Nacht vor dem großen Tag sammelt ${w.H} neue Kraft.`],
      panels: [
        { caption: [(w) => `Morgen entscheidet sich alles ${w.arena}.`] },
        {
          buddy: [
            (w) =>
              w.buddy &&
              `Egal, was passiert, ${w.buddy.calls}: Du bist ${w.g('mein Held', 'meine Heldin', 'mein größtes Vorbild')}.`,
            (w) => w.buddy && `Egal, was passiert, ${w.buddy.calls}: Ich bin so stolz auf dich.`,
          ],
          hero: [() => 'Danke. Das hab ich gebraucht.'],
        },
        { hero: [() => 'Tief durchatmen. Morgen ist der Tag.'] },
      ],
    },
    showdown: {
      titles: [() => 'Das große Duell', () => 'Der Endkampf'],
      summary: [(w) => `${w.H} und ${w.foe.the} stehen sich ${w.arena} gegenüber.`],
      panels: [
        { caption: [(w) => `${up(w.arena)}, endlich Auge in Auge.`] },
        { foe: [(w) => `Diesmal hast du nicht so viel Glück, ${w.H}!`] },
        { hero: [() => 'Jetzt zeig ich dir, was ich draufhabe!'] },
        { foe: [() => 'Was?! Unmöglich!'] },
      ],
    },
    splash: {
      titles: [() => 'Sieg!', () => 'Der große Moment'],
      summary: [(w) => `Mit einem genialen Zug besiegt ${w.H} ${w.foe.obj}.`],
      panels: [
        {
          caption: [
            (w) => `${w.H} hat es geschafft!`,
            (w) => `${w.H} ist ${w.g('der Held', 'die Heldin', 'der Star')} des Tages!`,
          ],
          hero: [() => 'Schluss jetzt!', () => 'Für alle, die ich liebe!'],
        },
      ],
    },
    aftermath: {
      titles: [() => 'Nach dem Sturm', () => 'Frieden'],
      summary: [(w) => `${w.H} holt ${w.prize.obj} zurück und hat sogar für ${w.foe.obj} ein gutes Wort übrig.`],
      panels: [
        { foe: [() => 'Schon gut… du hast gewonnen.'] },
        { hero: [() => 'Jeder verdient eine zweite Chance.'] },
        { caption: [(w) => `${up(w.prize.the)} kehrt nach Hause zurück.`] },
      ],
    },
    allies: {
      titles: [() => 'Alle zusammen', () => 'Verstärkung', () => 'Gemeinsam stark'],
      summary: [(w) => `Die Liebsten von ${w.H} eilen zu Hilfe.`],
      panels: [
        { buddy: [(w) => w.buddy && `Los, ${w.buddy.calls}! Du bist nicht allein!`, () => 'Wir kommen!'] },
        { hero: [() => 'Rücken an Rücken!', () => 'Jetzt zeigen wir es allen!'] },
        {
          foe: [
            (w) => `So viele gegen ${w.foe.gender === 'f' ? 'eine' : 'einen'}? Das ist unfair!`,
            () => 'Rückzug! Rückzug!',
          ],
        },
      ],
    },
    celebrate: {
      titles: [() => 'Das große Fest', () => 'Ein Fest für alle', () => 'Die Stadt feiert'],
      summary: [(w) => `Die ganze Stadt feiert den Sieg von ${w.H}.`],
      panels: [
        {
          caption: [
            () => 'In dieser Nacht feiert die ganze Stadt.',
            (w) => `Die ganze Stadt feiert ${w.g('ihren Helden', 'ihre Heldin', 'den großen Sieg')}!`,
            () => 'Lampions, Musik und die größte Torte der Stadt.',
          ],
        },
        { buddy: [(w) => w.buddy && toast(w, 'Ein Hoch auf')] },
        {
          hero: [
            () => 'Das hab ich nicht allein geschafft. Das ist euer Sieg!',
            () => 'Hört auf, ich werde ja ganz rot!',
          ],
        },
      ],
    },
    dream: {
      titles: [() => 'Träume', () => 'Morgen', () => 'Was noch kommt'],
      summary: [(w) => `${w.H} denkt an das, was noch kommt.`],
      panels: [
        {
          caption: [
            (w) =>
              w.dream && w.round === 0
                ? dreamOf(w)
                  ? `Und jetzt? Wieder dieser alte Traum ${w.dream}.`
                  : dreamThat(w)
                    ? `Und der größte Wunsch bleibt: ${inline(w.dream)}.`
                    : `Und jetzt? Der Traum von immer: ${inline(asNoun(w.dream))}.`
                : 'Nach allem, was passiert ist, warten noch so viele Träume.',
            (w) => w.round > 0 && 'Der Himmel färbt sich rot. Zeit zum Träumen.',
          ],
        },
        {
          hero: [
            () => 'Warum eigentlich nicht?',
            () => 'Nichts ist unmöglich.',
            () => 'Man muss nur fest genug daran glauben.',
          ],
        },
        {
          buddy: [(w) => `Du schaffst das, ${w.buddy?.calls}.`, () => 'Ich glaube an dich.'],
          hero: [(w) => (w.buddy ? 'Ich weiß.' : 'Ich schaffe das.'), (w) => w.buddy && 'Danke, dass du da bist.'],
        },
      ],
    },
    coda: {
      titles: [() => 'Wieder zu Hause', () => 'Daheim ist es am schönsten'],
      summary: [(w) => `${w.H} kehrt zu den Liebsten nach Hause zurück.`],
      panels: [
        { caption: [(w) => `${up(w.prize.the)} bekommt bei ${w.H} zu Hause einen Ehrenplatz.`] },
        { buddy: [(w) => w.buddy && toast(w, 'Auf')], hero: [() => 'Auf uns alle!'] },
        { caption: [() => 'Und über der Stadt liegt endlich wieder friedliche Stille.'] },
      ],
    },
    finale: {
      titles: [() => 'Bis bald!', () => 'Fortsetzung folgt…'],
      summary: [(w) => `${w.H} verabschiedet sich – bereit für das nächste Abenteuer.`],
      panels: [
        { hero: [() => 'Bis zum nächsten Mal!'], buddy: [(w) => `Wir haben dich lieb, ${w.buddy?.calls}!`] },
        { caption: [() => 'Aber diese Geschichte… geht weiter.'] },
      ],
    },
  },
  kinds: {
    mystery: {
      foes: [noun('m', 'Nebelbaron'), noun('f', 'Schattenkatze')],
      prizes: [noun('m', 'Silberschlüssel'), noun('n', 'Goldmedaillon')],
      arena: 'am alten Hafen',
      lair: 'im verlassenen Lagerhaus',
    },
    space: {
      foes: [titled('Kommandantin Nebula', 'f'), titled('Doktor Komet', 'm')],
      prizes: [noun('m', 'Sternenkristall'), noun('f', 'Sternenkarte')],
      arena: 'auf der Raumstation',
      lair: 'im Mutterschiff',
    },
    magic: {
      foes: [noun('f', 'Eishexe'), noun('m', 'Schattenzauberer')],
      prizes: [noun('f', 'Kristallkrone'), noun('n', 'Zauberbuch')],
      arena: 'auf den Burgmauern',
      lair: 'im Turm aus schwarzem Stein',
    },
    spooky: {
      foes: [noun('f', 'Nebeldame'), titled('Graf Mitternacht', 'm')],
      prizes: [noun('f', 'Geisterlaterne'), noun('f', 'Silberglocke')],
      arena: 'in der alten Villa auf dem Hügel',
      lair: 'in der Gruft',
    },
    heart: {
      foes: [titled('Baron Besserwisser', 'm'), titled('Frau Missgunst', 'f')],
      prizes: [noun('m', 'Wanderpokal'), noun('f', 'Goldmedaille')],
      arena: 'auf dem Marktplatz',
      lair: 'im Laden auf der anderen Straßenseite',
    },
    adventure: {
      foes: [titled('Kapitän Sturmbart', 'm'), noun('f', 'Piratenkönigin')],
      prizes: [noun('f', 'Schatzkarte'), noun('f', 'Meeresperle')],
      arena: 'im Dschungeltempel',
      lair: 'in der Höhle hinter dem Wasserfall',
    },
  },
  ideas: [
    {
      key: 'prize',
      title: (w) => `${w.H} und ${w.prize.the}`,
      description: (w) =>
        `Als ${w.foe.the} ${w.prize.obj} stiehlt, tritt ${w.H} vor. Mit ${w.buddy ? w.buddy.name : 'den Liebsten'} an der Seite wartet ${w.arena} ein Abenteuer, das niemand so schnell vergisst.`,
    },
    {
      key: 'foe',
      title: (w) => `${w.H} gegen ${w.foe.obj}`,
      description: (w) =>
        `${up(w.foe.the)} hat einen finsteren Plan, und nur ${w.H} kann ihn durchkreuzen. ${w.job ? `Wer hätte gedacht, dass ausgerechnet ${w.H}, ${inline(w.job)}, den Tag rettet?` : `Wer hätte gedacht, dass ausgerechnet ${w.H} einmal die ganze Stadt rettet?`}`,
    },
    {
      key: 'dream',
      title: (w) => `Der große Tag von ${w.H}`,
      description: (w) =>
        `${w.dream ? (dreamOf(w) ? `${w.H} träumt ${w.dream}.` : dreamThat(w) ? `${w.H} wünscht sich vor allem eins: ${inline(w.dream)}.` : `${w.H} hat einen großen Traum: ${inline(asNoun(w.dream))}.`) : `${w.H} hat schon immer von etwas Großem geträumt.`} Doch dann kommt ${w.foe.the} dazwischen, und ${w.arena} entscheidet sich alles.`,
    },
    {
      key: 'secret',
      title: (w) => `Das Geheimnis ${w.prize.of}`,
      description: (w) =>
        `Ein vergessener Brief bringt ${w.H} auf die Spur ${w.prize.of}. Doch auch ${w.foe.the} sucht danach – das Wettrennen hat begonnen.`,
    },
    {
      key: 'hobby',
      title: (w) => `${w.H} eilt zur Rettung`,
      description: (w) =>
        `${w.hobby ? `Und wenn ${w.H} frei hat? ${up(w.hobby)}. ` : ''}Niemand ahnte, dass genau das die Stadt retten würde, als ${w.foe.the} ${w.prize.obj} stahl.`,
    },
  ],
  calledByHero: {
    parent: { f: 'Mama', m: 'Papa' },
    grandparent: { f: 'Oma', m: 'Opa' },
    spouse: { f: 'Schatz', m: 'Schatz' },
    partner: { f: 'Schatz', m: 'Schatz' },
  },
  address: {
    grandchild: { f: 'Oma', m: 'Opa' },
    child: { f: 'Mama', m: 'Papa' },
    nieceNephew: { f: 'Tante', m: 'Onkel' },
    spouse: { f: 'Schatz', m: 'Schatz' },
    partner: { f: 'Schatz', m: 'Schatz' },
  },
  intro: (p, hero) => {
    if (p.relation === 'pet') {
      const [word, gender] = animal(p);
      return `${possessive(hero, gender)} ${word} ${p.name}`;
    }
    const kin = kinWord(p);
    return kin && hero !== 'x' ? `${possessive(hero, kin[1])} ${kin[0]} ${p.name}` : p.name;
  },
  role: (p, hero) => {
    if (p.relation === 'pet') return `${animal(p)[0]} von ${hero}`;
    const kin = kinWord(p);
    return kin
      ? `${kin[0]} von ${hero}`
      : (NEUTRAL_ROLE[p.relation] ?? ((h: string) => `aus der Familie von ${h}`))(hero);
  },
  heroRole: (g) => (g === 'm' ? 'der Held' : g === 'f' ? 'die Heldin' : 'die Hauptfigur'),
  foeRole: 'sorgt für jede Menge Ärger',
  sounds: {
    dog: 'Wuff!',
    cat: 'Miau!',
    bird: 'Piep, piep!',
    parrot: 'Hallo, hallo!',
    rabbit: 'Mümmel, mümmel…',
    horse: 'Wieher!',
    fish: 'Blubb!',
    turtle: '…',
    hamster: 'Fiep!',
    pet: '…',
  },
  sfx: {
    hit: ['BUMM!', 'KRACH!', 'WUMM!', 'ZACK!', 'PENG!', 'KLONK!'],
    move: ['WUSCH!', 'ZISCH!', 'SAUS!', 'HUI!'],
    tension: ['KNARZ…', 'TICK, TACK…', 'GRUMMEL…', 'KNISTER…'],
    quiet: ['Psst…', 'Zirp, zirp…', 'Tick, tack…', 'Gähn…'],
    heart: ['Bravo!', 'Hurra!', 'Klatsch, klatsch!', 'Juhu!'],
  },
  cheers: [
    (w) => w.buddy && `Gut gemacht, ${w.buddy.calls}!`,
    (w) => w.buddy && `Ich wusste, dass du es schaffst, ${w.buddy.calls}!`,
    () => 'Wir sind so stolz auf dich!',
    (w) => w.g('Du bist der Größte!', 'Du bist die Größte!', 'Du bist einfach großartig!'),
    () => 'Hurra!',
  ],
  alsoThere: (who) => `Auch mit dabei: ${who}.`,
  list: [', ', ' und '],
  dedication: [
    (w) =>
      w.dream &&
      (dreamThat(w)
        ? `Für ${w.H} – mit dem Wunsch, ${inline(w.dream)}`
        : `Für ${w.H} und ${dreamOf(w) ? `den Traum ${w.dream}` : `den großen Traum: ${inline(asNoun(w.dream))}`}`),
    (w) => `Für ${w.H}, in Liebe`,
    (w) => `Für ${w.H} – von ganzem Herzen`,
    (w) => `Für ${w.H} – weil das Leben mit dir ein Abenteuer ist`,
  ],
  someone: 'Sonnenschein',
  quote: (id, quoted, w) =>
    ({
      job: `Fragt man nach dem Alltag von ${w.H}, heißt es: ${quoted}`,
      family: `Über die Familie von ${w.H} heißt es: ${quoted}`,
      friends: `Und die Freunde? ${quoted}`,
      hobbies: `Was ${w.H} Freude macht, in eigenen Worten: ${quoted}`,
      dream: `Der große Traum, Wort für Wort: ${quoted}`,
    })[id] ?? `In eigenen Worten: ${quoted}`,
  quotes: ['„', '“'],
};
