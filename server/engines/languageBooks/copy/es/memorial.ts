// The Spanish words of a book in someone's memory (scenes/memorial.ts): told by the family, in the past, warm.
import type { Line, MemorialCopy, Words } from '../../copy';
import { up } from './words';

/** The hero as the one speaking calls them: "mi abuelo" for a family word, else the name. */
const mine = (w: Words) => (w.buddy?.family ? `mi ${w.buddy.calls}` : w.H);
/** The hero as the one speaking addresses them: "abuelo", or the name. */
const calls = (w: Words) => w.buddy?.calls ?? w.H;

/** Captions for any memory (the hero in an old photo), when the page's own are used up. */
const MEMORIES: Line[] = [
  () => 'Hace años.',
  () => 'Aquel verano.',
  () => 'Un día cualquiera, hace tiempo.',
  () => 'Tal como lo recordamos.',
  () => 'Una foto, mil recuerdos.',
  () => 'Así lo recordamos.',
  () => 'De los mejores días.',
  () => 'Un momento para guardar.',
  () => 'Los buenos tiempos.',
  () => 'Qué días aquellos.',
  () => 'Una sonrisa que nadie olvida.',
  () => 'Siempre de buen humor.',
  (w) => w.hobby && `Otra vez, a lo suyo: ${w.hobby}.`,
  (w) => `${w.H}, en un día de sol.`,
  (w) => `${w.H}, como siempre.`,
  () => 'Otro recuerdo del álbum.',
];
/** Captions for any moment of the family now, when the page's own are used up. */
const TOGETHER: Line[] = [
  () => 'La familia, junta.',
  () => 'Un momento tranquilo.',
  () => 'Nadie tiene prisa hoy.',
  () => 'Las fotos pasan de mano en mano.',
  () => 'Una taza de té, y otra historia.',
  () => 'La tarde se hace corta.',
  () => 'Todos juntos, como antes.',
  () => 'Se respira calma.',
  () => 'Alguien sonríe en silencio.',
  () => 'Un abrazo largo.',
  () => 'Nadie quiere que el día acabe.',
  () => 'Las palabras sobran.',
  () => 'Y la familia sigue adelante, junta.',
  () => 'Un día tranquilo, en buena compañía.',
];

export const memorialEs: MemorialCopy = {
  beats: {
    album: {
      titles: [(w) => `El álbum de ${w.H}`, () => 'Recuerdos en familia'],
      summary: [(w) => `La familia abre el álbum de fotos y recuerda a ${w.H}.`],
      panels: [
        {
          caption: [
            () => 'Una tarde tranquila, la familia se reúne alrededor del viejo álbum.',
            () => 'En casa, alguien saca el álbum de fotos.',
          ],
          buddy: [(w) => `Mirad, aquí está ${mine(w)}.`, (w) => `En esta foto, ${mine(w)} está sonriendo.`],
        },
        { caption: [(w) => `${w.H}, hace muchos años, con esa sonrisa de siempre.`, (w) => `Así era ${w.H}.`] },
        {
          caption: [() => 'Cada página trae una historia.'],
          buddy: [() => '¿Os acordáis de este día?', () => 'Esta foto es de aquel verano.'],
        },
      ],
    },
    remember: {
      titles: [(w) => `Así era ${w.H}`, () => 'Los días de siempre'],
      summary: [(w) => `La familia recuerda a ${w.H} en el trabajo y en lo que más le gustaba.`],
      panels: [
        {
          caption: [
            (w) => w.job && `El oficio de ${w.H}: ${w.job}.`,
            (w) => `${w.H} siempre tenía algo entre manos.`,
            () => 'Cuánto trabajo, y cuántas risas.',
            (w) => `${w.H}, manos a la obra, como cada mañana.`,
          ],
        },
        {
          caption: [
            (w) => w.hobby && `Lo que más le gustaba: ${w.hobby}.`,
            (w) => `${w.H} era feliz con las cosas sencillas.`,
            () => 'Los domingos eran especiales.',
            (w) => `${w.H} siempre encontraba un rato para lo suyo.`,
          ],
        },
        {
          caption: [
            () => 'Hay recuerdos que no se van nunca.',
            () => 'Cada recuerdo, un tesoro.',
            () => 'Como si fuera ayer.',
          ],
          buddy: [
            (w) => `Nadie lo hacía como ${mine(w)}.`,
            (w) => w.hobby && `Todavía me acuerdo: ${w.hobby}.`,
            () => 'Me enseñó tantas cosas.',
            () => 'Siempre tenía tiempo para mí.',
          ],
        },
      ],
    },
    stories: {
      titles: [() => 'Historias de familia', () => 'Cuéntala otra vez'],
      summary: [(w) => `La familia cuenta sus historias favoritas de ${w.H}.`],
      panels: [
        {
          caption: [
            () => 'Todos tienen una historia que contar.',
            () => 'Alguien empieza: «¿Os acordáis…?»',
            () => 'Las historias de siempre.',
          ],
          buddy: [
            (w) => `¿Os he contado lo que hizo ${mine(w)} aquel verano?`,
            () => 'Esta historia me la sé de memoria.',
            () => 'Esta es mi favorita.',
            () => 'Escuchad esta, que es buenísima.',
          ],
        },
        {
          caption: [
            (w) => `${w.H}, en plena aventura, como en la historia.`,
            () => 'Y así fue como pasó.',
            () => 'Todo empezó una mañana cualquiera.',
            () => 'Nadie se lo podía creer.',
          ],
        },
        {
          caption: [() => 'Las risas llenan la casa.', () => 'Nadie se cansa de oírla.', () => 'Y las risas no paran.'],
          buddy: [
            () => '¡Contadla otra vez!',
            () => 'Cada vez que la oigo me río más.',
            () => '¡Qué risa!',
            () => 'Esa es la mejor de todas.',
          ],
        },
      ],
    },
    dream: {
      titles: [(w) => `El sueño de ${w.H}`, () => 'Un día para recordar'],
      summary: [(w) => `Toda la familia, junta, cumple el sueño de ${w.H}.`],
      panels: [
        {
          caption: [
            (w) => w.dream && `${w.H} siempre soñó con esto: ${w.dream}.`,
            () => 'Hoy la familia sale junta, con un plan.',
          ],
          buddy: [(w) => `Hoy lo hacemos por ${mine(w)}.`, () => 'Vamos, todos juntos.'],
        },
        {
          caption: [() => 'Y por fin, aquí están.', (w) => `El lugar del que tanto hablaba ${w.H}.`],
          buddy: [(w) => `A ${mine(w)} le habría encantado esto.`, () => 'Es tan bonito como en las historias.'],
        },
        { caption: [(w) => `${w.H}, hace muchos años, soñando con este lugar.`] },
      ],
    },
    goodbye: {
      titles: [() => 'De vuelta a casa', () => 'Siempre con nosotros'],
      summary: [(w) => `De vuelta en casa, la familia guarda el álbum, y a ${w.H} en el corazón.`],
      panels: [
        {
          caption: [() => 'De vuelta en casa, el álbum vuelve a su estante.'],
          buddy: [() => 'Ha sido un día precioso.'],
        },
        { caption: [(w) => `${w.H}, en su foto favorita.`] },
        {
          caption: [(w) => `${up(w.H)} sigue en cada historia que contamos.`],
          buddy: [(w) => `Gracias por todo, ${calls(w)}.`],
        },
      ],
    },
  },
  ideas: [
    {
      key: 'm-album',
      title: (w) => `El álbum de ${w.H}`,
      description: (w) => `La familia abre el viejo álbum de fotos y cada página trae una historia de ${w.H}.`,
    },
    {
      key: 'm-dream',
      title: (w) => `El sueño de ${w.H}`,
      description: (w) =>
        w.dream
          ? `${w.H} siempre soñó con esto: ${w.dream}. Hoy la familia lo vive, junta.`
          : `La familia sale un día entero a vivir lo que ${w.H} más quería.`,
    },
    {
      key: 'm-day',
      title: () => 'Un día para recordar',
      description: (w) =>
        w.hobby
          ? `Un día como los de antes, con lo que más le gustaba a ${w.H}: ${w.hobby}.`
          : `Un día como los de antes, contado por quienes más quieren a ${w.H}.`,
    },
  ],
  memories: MEMORIES,
  together: TOGETHER,
  dedication: [(w) => `En memoria de ${w.H}`, (w) => `En memoria de ${w.H}. Tus historias siguen con nosotros`],
  alsoThere: (who) => `Con la familia, también ${who}.`,
  cheers: [
    (w) => `Siempre te recordaremos, ${calls(w)}.`,
    () => 'Siempre en nuestro corazón.',
    (w) => `Gracias por todo, ${calls(w)}.`,
  ],
};
