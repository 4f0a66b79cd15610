// The German lines of acts 3 to 5 (acts.ts): the training, the trap, the last battle and the party after it.
import type { ClosingBeats } from '../acts';
import { asNoun, dreamOf, dreamThat, inline, toast, up } from './words';

export const closingBeats: ClosingBeats = {
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
            `Egal, was passiert, ${w.buddy.calls}: Du bist ` +
              w.g('mein Held', 'meine Heldin', 'mein größtes Vorbild') +
              '.',
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
};
