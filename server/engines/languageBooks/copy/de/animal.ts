// The German words of a book whose hero is an animal (scenes/animal.ts): the family talks to it by its name,
// it thinks and makes its own sound, never talks.
import type { AnimalCopy } from '../../copy';

export const animalDe: AnimalCopy = {
  beats: {
    wake: {
      titles: [(w) => `Guten Morgen, ${w.H}`, () => 'Ein ganz normaler Tag'],
      summary: [(w) => `${w.H} beginnt den Tag zu Hause, mit der Familie.`],
      panels: [
        { caption: [() => 'Der Morgen bricht an.', (w) => `Ein neuer Tag beginnt für ${w.H}.`] },
        {
          buddy: [(w) => `Guten Morgen, ${w.H}!`, (w) => `Hast du gut geschlafen, ${w.H}?`],
          hero: [(w) => w.heroSound],
        },
        { hero: [() => 'Gibt es schon Frühstück?', () => 'Heute passiert etwas. Ich spüre es.'] },
      ],
    },
    play: {
      titles: [() => 'Spielzeit!', () => 'Ein Tag im Park'],
      summary: [(w) => `${w.H} verbringt den Vormittag beim Spielen im Park.`],
      panels: [
        { caption: [(w) => w.hobby && `Am liebsten: ${w.hobby}.`, () => 'Im Park ist alles ein Abenteuer.'] },
        { buddy: [(w) => `Lauf, ${w.H}, lauf!`, (w) => `Super, ${w.H}!`], hero: [(w) => w.heroSound] },
        { hero: [() => 'Das ist das Beste auf der ganzen Welt.', () => 'Nochmal. Nochmal. Nochmal!'] },
      ],
    },
    trouble: {
      titles: [() => 'Etwas ist verschwunden', () => 'Wo ist es nur?'],
      summary: [() => 'Etwas, das der Familie sehr viel bedeutet, ist verschwunden.'],
      panels: [
        {
          caption: [
            () => 'Plötzlich ist etwas sehr Wichtiges verschwunden.',
            () => 'Die Familie sucht im ganzen Haus.',
          ],
          buddy: [() => 'Wo kann es nur sein? Ich habe überall gesucht!', () => 'Es kann doch nicht einfach weg sein.'],
        },
        { hero: [() => 'Moment mal … da riecht etwas.', () => 'Niemand hat es gesehen. Ich schon.'] },
        { caption: [(w) => `${w.H} weiß etwas, das sonst niemand weiß.`], hero: [(w) => w.heroSound] },
      ],
    },
    trail: {
      titles: [() => 'Die Spur', () => 'Immer der Nase nach', () => 'Quer durch die Stadt'],
      summary: [(w) => `${w.H} folgt einer Spur quer durch die Stadt.`],
      panels: [
        {
          caption: [
            (w) => `${w.H} folgt der Spur, die Nase dicht am Boden.`,
            () => 'Die Straße hinauf, die Straße hinab.',
          ],
        },
        { hero: [() => 'Hier! Eine Spur.', () => 'Hier ist es vorbeigekommen. Ganz sicher.'] },
        {
          caption: [() => 'Ein Loch im Zaun: genau das Richtige.', () => 'Jetzt ist nichts mehr aufzuhalten.'],
          hero: [(w) => w.heroSound],
        },
      ],
    },
    found: {
      titles: [() => 'Gefunden!', (w) => `Gut gemacht, ${w.H}!`],
      summary: [(w) => `${w.H} findet, was verloren war, und die Familie kann es kaum glauben.`],
      panels: [
        { caption: [() => 'Und endlich: da ist es!', () => 'Mission erfüllt.'], hero: [(w) => w.heroSound] },
        { buddy: [(w) => `${w.H}, du hast es gefunden!`, (w) => `Du bist unglaublich, ${w.H}!`] },
        { hero: [() => 'Ich wusste es.', () => 'Gibt es eine Belohnung?'] },
      ],
    },
    home: {
      titles: [() => 'Wieder zu Hause', () => 'Der beste Tag'],
      summary: [(w) => `Wieder zu Hause ruht sich ${w.H} bei der Familie aus.`],
      panels: [
        { caption: [() => 'Endlich zu Hause.', () => 'Im Haus wird es wieder ruhig.'] },
        {
          buddy: [(w) => `Das hast du dir verdient, ${w.H}.`, (w) => `Gute Nacht, ${w.H}.`],
          hero: [(w) => w.heroSound],
        },
        { hero: [() => 'Der beste Tag meines Lebens.', () => 'Morgen gibt es neue Abenteuer.'] },
      ],
    },
  },
  ideas: [
    {
      key: 'a-lost',
      title: (w) => `${w.H} hilft`,
      description: (w) =>
        `Zu Hause verschwindet etwas sehr Wichtiges, und nur ${w.H} kann der Spur quer durch die Stadt folgen.`,
    },
    {
      key: 'a-day',
      title: (w) => `Der große Tag von ${w.H}`,
      description: (w) =>
        w.hobby
          ? `Am liebsten: ${w.hobby}. Heute wird daraus ein Abenteuer für ${w.H}.`
          : `Ein ganz normaler Tag wird für ${w.H} zum Abenteuer.`,
    },
    {
      key: 'a-trail',
      title: (w) => `${w.H} auf der Spur`,
      description: (w) => `Niemand hat die Spur gesehen, nur ${w.H}: eine Fährte quer durch die ganze Stadt.`,
    },
  ],
  captions: [
    () => 'So ist das Leben zu Hause.',
    () => 'Ein ruhiger Moment.',
    () => 'Damit hat niemand gerechnet.',
    () => 'Und das Abenteuer geht weiter.',
    () => 'Mit einer guten Nase findet man alles.',
    () => 'Schritt für Schritt.',
    () => 'Währenddessen in der Stadt …',
    () => 'Ein Stück weiter.',
  ],
  thoughts: [
    () => 'Hmm …',
    () => 'Das riecht gut.',
    () => 'Wie spannend.',
    () => 'Weiter, weiter.',
    () => 'Und was ist das?',
    () => 'Hier ist was los.',
    () => 'Fast, fast.',
    () => 'Ich gebe nicht auf.',
  ],
};
