// The German book: every sentence the built-in writer can say in German (copy.ts explains the shape). Family
// and friends say "du"; what depends on the hero's gender (Held/Heldin, ihr/sein) goes through w.g; names stay
// as written and never take a genitive -s ("die Geschichte von Anna"); foes and prizes are declined by hand
// (der Nebelbaron, den Nebelbaron, mit dem Nebelbaron, des Nebelbarons). A phrase from the answers stands where
// any form of it reads: after a question ("Und wenn Anna frei hat? Lesen und Wandern.") or a colon.
// The beats' lines are in de/opening.ts and de/closing.ts, the helpers they share in de/words.ts.
import type { BookCopy } from '../copy';
import { matterWords } from '../../words/matterWords';
import type { Gender, NounForms, Person, Species } from '../types';
import { openingBeats } from './de/opening';
import { closingBeats } from './de/closing';
import { memorialDe } from './de/memorial';
import { animalDe } from './de/animal';
import { asNoun, dreamOf, dreamThat, inline, up } from './de/words';

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
  baby: ['Baby', 'Baby', 'Baby'],
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

export const german: BookCopy = {
  beats: { ...openingBeats, ...closingBeats },
  memorial: memorialDe,
  animal: animalDe,
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
        `Als ${w.foe.the} ${w.prize.obj} stiehlt, tritt ${w.H} vor. Mit ${w.buddy ? w.buddy.name : 'den Liebsten'} ` +
        `an der Seite wartet ${w.arena} ein Abenteuer, das niemand so schnell vergisst.`,
    },
    {
      key: 'foe',
      title: (w) => `${w.H} gegen ${w.foe.obj}`,
      description: (w) =>
        `${up(w.foe.the)} hat einen finsteren Plan, und nur ${w.H} kann ihn durchkreuzen. ` +
        (w.job
          ? `Wer hätte gedacht, dass ausgerechnet ${w.H}, ${inline(w.job)}, den Tag rettet?`
          : `Wer hätte gedacht, dass ausgerechnet ${w.H} einmal die ganze Stadt rettet?`),
    },
    {
      key: 'dream',
      title: (w) => `Der große Tag von ${w.H}`,
      description: (w) =>
        (w.dream
          ? dreamOf(w)
            ? `${w.H} träumt ${w.dream}.`
            : dreamThat(w)
              ? `${w.H} wünscht sich vor allem eins: ${inline(w.dream)}.`
              : `${w.H} hat einen großen Traum: ${inline(asNoun(w.dream))}.`
          : `${w.H} hat schon immer von etwas Großem geträumt.`) +
        ` Doch dann kommt ${w.foe.the} dazwischen, und ${w.arena} entscheidet sich alles.`,
    },
    {
      key: 'secret',
      title: (w) => `Das Geheimnis ${w.prize.of}`,
      description: (w) =>
        `Ein vergessener Brief bringt ${w.H} auf die Spur ${w.prize.of}. ` +
        `Doch auch ${w.foe.the} sucht danach – das Wettrennen hat begonnen.`,
    },
    {
      key: 'hobby',
      title: (w) => `${w.H} eilt zur Rettung`,
      description: (w) =>
        w.hobby
          ? `Und wenn ${w.H} frei hat? ${up(w.hobby)}. ` +
            `Niemand ahnte, dass genau das die Stadt retten würde, als ${w.foe.the} ${w.prize.obj} stahl.`
          : `Niemand ahnte, dass ausgerechnet ${w.H} die Stadt retten würde, als ${w.foe.the} ${w.prize.obj} stahl.`,
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
  quotes: matterWords('de').quotes,
};
