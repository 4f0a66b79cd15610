// The German lines of acts 1 and 2 (acts.ts): the hero's days, the foe's coming and the plan against it.
import type { OpeningBeats } from '../acts';
import { call, dreamOf, dreamThat, inline, ownWords, school, up, work } from './words';

export const openingBeats: OpeningBeats = {
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
    titles: [() => 'Guten Morgen!', () => 'Ein Tag wie jeder andere', (w) => !school(w) && 'Kaffee und Pläne'],
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
          (w) =>
            w.buddy
              ? 'Was sind deine Pläne für heute?'
              : school(w)
                ? 'Erst mal Frühstück. Dann die Welt.'
                : 'Erst mal Kaffee. Dann die Welt.',
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
};
