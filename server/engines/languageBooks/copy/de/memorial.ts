// The German words of a book in someone's memory (scenes/memorial.ts): told by the family, in the past, warm.
// The hero as "mein Opa" only where the sentence takes the nominative: names and family words are never
// declined.
import type { Line, MemorialCopy, Words } from '../../copy';
import { up } from './words';

/** The hero as the one speaking calls them (nominative): "mein Opa", "meine Oma" for a family word, else the name. */
const mine = (w: Words) => (w.buddy?.family ? `${w.g('mein', 'meine', 'mein')} ${w.buddy.calls}` : w.H);
/** The hero as the one speaking addresses them: "Opa", or the name. */
const calls = (w: Words) => w.buddy?.calls ?? w.H;

/** Captions for any memory (the hero in an old photo), when the page's own are used up. */
const MEMORIES: Line[] = [
  () => 'Vor vielen Jahren.',
  () => 'In jenem Sommer.',
  () => 'Ein ganz gewöhnlicher Tag, vor langer Zeit.',
  () => 'So, wie wir uns erinnern.',
  () => 'Ein Foto, tausend Erinnerungen.',
  () => 'So bleibt es in Erinnerung.',
  () => 'Einer der schönsten Tage.',
  () => 'Ein Moment zum Aufheben.',
  () => 'Die gute alte Zeit.',
  () => 'Was für Tage.',
  () => 'Ein Lächeln, das niemand vergisst.',
  () => 'Immer gut gelaunt.',
  (w) => w.hobby && `Wieder einmal: ${w.hobby}.`,
  (w) => `${w.H} an einem sonnigen Tag.`,
  (w) => `${w.H}, wie immer.`,
  () => 'Noch eine Erinnerung aus dem Album.',
];
/** Captions for any moment of the family now, when the page's own are used up. */
const TOGETHER: Line[] = [
  () => 'Die Familie, beisammen.',
  () => 'Ein ruhiger Moment.',
  () => 'Heute hat niemand es eilig.',
  () => 'Die Fotos gehen von Hand zu Hand.',
  () => 'Eine Tasse Tee, und noch eine Geschichte.',
  () => 'Der Nachmittag vergeht wie im Flug.',
  () => 'Alle zusammen, wie früher.',
  () => 'Alles ist ruhig.',
  () => 'Jemand lächelt still.',
  () => 'Eine lange Umarmung.',
  () => 'Niemand will, dass der Tag zu Ende geht.',
  () => 'Worte braucht es nicht.',
  () => 'Und die Familie hält zusammen.',
  () => 'Ein ruhiger Tag in guter Gesellschaft.',
];

export const memorialDe: MemorialCopy = {
  beats: {
    album: {
      titles: [(w) => `Das Album von ${w.H}`, () => 'Erinnerungen'],
      summary: [(w) => `Die Familie schlägt das Fotoalbum auf und erinnert sich an ${w.H}.`],
      panels: [
        {
          caption: [
            () => 'An einem ruhigen Nachmittag holt die Familie das alte Fotoalbum hervor.',
            () => 'Zu Hause wird das Fotoalbum aufgeschlagen.',
          ],
          buddy: [(w) => `Schaut mal, da ist ${mine(w)}!`, (w) => `Auf diesem Foto lacht ${mine(w)} so schön.`],
        },
        { caption: [(w) => `${w.H}, vor vielen Jahren, mit diesem Lächeln.`, (w) => `So war ${w.H}.`] },
        {
          caption: [() => 'Jede Seite erzählt eine Geschichte.'],
          buddy: [() => 'Erinnert ihr euch an diesen Tag?', () => 'Das Foto ist aus jenem Sommer.'],
        },
      ],
    },
    remember: {
      titles: [(w) => `So war ${w.H}`, () => 'Die Tage von früher'],
      summary: [(w) => `Die Familie erinnert sich an ${w.H} bei der Arbeit und an alles, was ${w.H} liebte.`],
      panels: [
        {
          caption: [
            (w) => w.job && `Der Beruf von ${w.H}: ${w.job}.`,
            (w) => `${w.H} hatte immer etwas zu tun.`,
            () => 'So viel Arbeit, und so viel Lachen.',
            (w) => `${w.H} bei der Arbeit, wie jeden Morgen.`,
          ],
        },
        {
          caption: [
            (w) => w.hobby && `Am liebsten: ${w.hobby}.`,
            (w) => `${w.H} freute sich über die kleinen Dinge.`,
            () => 'Die Sonntage waren etwas Besonderes.',
          ],
        },
        {
          caption: [
            () => 'Manche Erinnerungen bleiben für immer.',
            () => 'Jede Erinnerung ein Schatz.',
            () => 'Als wäre es gestern gewesen.',
          ],
          buddy: [
            (w) => `Niemand konnte das so wie ${mine(w)}.`,
            (w) => w.hobby && `Ich weiß es noch genau: ${w.hobby}.`,
            () => 'Ich habe so viel gelernt.',
            () => 'Für mich war immer Zeit da.',
          ],
        },
      ],
    },
    stories: {
      titles: [() => 'Familiengeschichten', () => 'Erzähl sie noch einmal'],
      summary: [(w) => `Die Familie erzählt ihre liebsten Geschichten über ${w.H}.`],
      panels: [
        {
          caption: [
            () => 'Jeder hat eine Geschichte zu erzählen.',
            () => 'Jemand fängt an: „Wisst ihr noch …?“',
            () => 'Die Geschichten von damals.',
          ],
          buddy: [
            (w) => `Hab ich euch erzählt, was ${mine(w)} in jenem Sommer gemacht hat?`,
            () => 'Diese Geschichte kann ich auswendig.',
            () => 'Das ist meine liebste.',
            () => 'Hört euch diese an, die ist herrlich.',
          ],
        },
        {
          caption: [
            (w) => `${w.H}, mitten im Abenteuer, genau wie in der Geschichte.`,
            () => 'Und genau so ist es passiert.',
            () => 'Alles fing an einem ganz normalen Morgen an.',
            () => 'Niemand konnte es glauben.',
          ],
        },
        {
          caption: [
            () => 'Das ganze Haus ist voller Lachen.',
            () => 'Niemand wird es leid, sie zu hören.',
            () => 'Und das Lachen hört nicht auf.',
          ],
          buddy: [
            () => 'Erzähl sie noch einmal!',
            () => 'Jedes Mal muss ich mehr lachen.',
            () => 'Was für eine Geschichte!',
            () => 'Das ist die beste von allen.',
          ],
        },
      ],
    },
    dream: {
      titles: [(w) => `Der Traum von ${w.H}`, () => 'Ein Tag zum Erinnern'],
      summary: [(w) => `Die Familie erfüllt gemeinsam den Traum von ${w.H}.`],
      panels: [
        {
          caption: [
            (w) => w.dream && `${w.H} träumte immer davon: ${w.dream}.`,
            () => 'Heute bricht die ganze Familie gemeinsam auf.',
          ],
          buddy: [() => 'Heute machen wir es gemeinsam.', () => 'Los geht’s, alle zusammen.'],
        },
        {
          caption: [() => 'Und endlich sind sie da.', (w) => `Der Ort, von dem ${w.H} so oft erzählt hat.`],
          buddy: [(w) => `Das hätte ${mine(w)} so geliebt.`, () => 'Es ist so schön wie in den Geschichten.'],
        },
        { caption: [(w) => `${w.H}, vor vielen Jahren, mit dem Traum von diesem Ort.`] },
      ],
    },
    goodbye: {
      titles: [() => 'Wieder zu Hause', () => 'Für immer bei uns'],
      summary: [(w) => `Wieder zu Hause kommt das Album zurück ins Regal, und ${w.H} bleibt in ihren Herzen.`],
      panels: [
        {
          caption: [() => 'Wieder zu Hause kommt das Album zurück ins Regal.'],
          buddy: [() => 'Das war ein wunderschöner Tag.'],
        },
        { caption: [(w) => `${w.H} auf dem Lieblingsfoto.`] },
        {
          caption: [(w) => `${up(w.H)} lebt in jeder Geschichte weiter, die wir erzählen.`],
          buddy: [(w) => `Danke für alles, ${calls(w)}.`],
        },
      ],
    },
  },
  ideas: [
    {
      key: 'm-album',
      title: (w) => `Das Album von ${w.H}`,
      description: (w) =>
        `Die Familie schlägt das alte Fotoalbum auf, und jede Seite erzählt eine Geschichte von ${w.H}.`,
    },
    {
      key: 'm-dream',
      title: (w) => `Der Traum von ${w.H}`,
      description: (w) =>
        w.dream
          ? `${w.H} träumte immer davon: ${w.dream}. Heute erlebt die Familie es gemeinsam.`
          : `Die Familie macht sich einen ganzen Tag lang auf, um zu erleben, was ${w.H} am meisten liebte.`,
    },
    {
      key: 'm-day',
      title: () => 'Ein Tag zum Erinnern',
      description: (w) =>
        w.hobby
          ? `Ein Tag wie früher, mit dem, was ${w.H} am liebsten tat: ${w.hobby}.`
          : `Ein Tag wie früher, erzählt von den Menschen, die ${w.H} lieben.`,
    },
  ],
  memories: MEMORIES,
  together: TOGETHER,
  dedication: [
    (w) => `In liebevoller Erinnerung an ${w.H}`,
    (w) => `In Erinnerung an ${w.H}. Deine Geschichten bleiben bei uns`,
  ],
  alsoThere: (who) => `Auch dabei: ${who}.`,
  cheers: [
    (w) => `Du fehlst uns, ${calls(w)}.`,
    () => 'Für immer in unseren Herzen.',
    (w) => `Danke für alles, ${calls(w)}.`,
  ],
};
