// The Spanish words of a book whose hero is an animal (scenes/animal.ts): the family talks to it by its name,
// it thinks and makes its own sound, never talks.
import type { AnimalCopy } from '../../copy';

export const animalEs: AnimalCopy = {
  beats: {
    wake: {
      titles: [(w) => `Buenos días, ${w.H}`, () => 'Un día cualquiera'],
      summary: [(w) => `${w.H} empieza el día en casa, con la familia.`],
      panels: [
        { caption: [() => 'Amanece en casa.', (w) => `Un día más empieza para ${w.H}.`] },
        { buddy: [(w) => `¡Buenos días, ${w.H}!`, (w) => `¿Has dormido bien, ${w.H}?`], hero: [(w) => w.heroSound] },
        { hero: [() => '¿Ya es hora de desayunar?', () => 'Hoy va a pasar algo. Lo noto.'] },
      ],
    },
    play: {
      titles: [() => '¡A jugar!', () => 'Un día en el parque'],
      summary: [(w) => `${w.H} pasa la mañana jugando en el parque.`],
      panels: [
        {
          caption: [
            (w) => w.hobby && `Lo que más le gusta a ${w.H}: ${w.hobby}.`,
            () => 'En el parque, todo es una aventura.',
          ],
        },
        { buddy: [(w) => `¡Corre, ${w.H}, corre!`, (w) => `¡Muy bien, ${w.H}!`], hero: [(w) => w.heroSound] },
        { hero: [() => 'Esto es lo mejor del mundo.', () => 'Otra vez. Otra vez. ¡Otra vez!'] },
      ],
    },
    trouble: {
      titles: [() => 'Algo ha desaparecido', () => '¿Dónde está?'],
      summary: [() => 'Algo muy querido por la familia ha desaparecido.'],
      panels: [
        {
          caption: [
            () => 'De pronto, algo muy querido ha desaparecido.',
            () => 'La familia lo busca por toda la casa.',
          ],
          buddy: [
            () => '¿Dónde estará? ¡Lo he buscado por todas partes!',
            () => 'No puede haber desaparecido sin más.',
          ],
        },
        { hero: [() => 'Un momento… huele a algo.', () => 'Nadie lo ha visto. Yo sí.'] },
        { caption: [(w) => `${w.H} sabe algo que nadie más sabe.`], hero: [(w) => w.heroSound] },
      ],
    },
    trail: {
      titles: [() => 'La pista', () => 'Tras el rastro', () => 'Por toda la ciudad'],
      summary: [(w) => `${w.H} sigue una pista por toda la ciudad.`],
      panels: [
        {
          caption: [(w) => `${w.H} sigue el rastro, con la nariz pegada al suelo.`, () => 'Calle arriba, calle abajo.'],
        },
        { hero: [() => '¡Aquí! Una pista.', () => 'Por aquí ha pasado. Seguro.'] },
        {
          caption: [
            () => 'Un hueco en la valla: justo lo que hacía falta.',
            () => 'Ya nada puede detener esta aventura.',
          ],
          hero: [(w) => w.heroSound],
        },
      ],
    },
    found: {
      titles: [() => '¡Encontrado!', (w) => `¡Bien hecho, ${w.H}!`],
      summary: [(w) => `${w.H} encuentra lo que se había perdido, y la familia no se lo puede creer.`],
      panels: [
        { caption: [() => '¡Y por fin, ahí está!', () => 'Misión cumplida.'], hero: [(w) => w.heroSound] },
        { buddy: [(w) => `¡${w.H}, lo has encontrado!`, (w) => `¡Eres increíble, ${w.H}!`] },
        { hero: [() => 'Lo sabía.', () => '¿Hay premio?'] },
      ],
    },
    home: {
      titles: [() => 'De vuelta a casa', () => 'El mejor día'],
      summary: [(w) => `De vuelta en casa, ${w.H} descansa con la familia.`],
      panels: [
        { caption: [() => 'Por fin en casa.', () => 'La casa vuelve a estar en calma.'] },
        { buddy: [(w) => `Te lo has ganado, ${w.H}.`, (w) => `Buenas noches, ${w.H}.`], hero: [(w) => w.heroSound] },
        { hero: [() => 'El mejor día de mi vida.', () => 'Mañana, más aventuras.'] },
      ],
    },
  },
  ideas: [
    {
      key: 'a-lost',
      title: (w) => `${w.H} al rescate`,
      description: (w) => `Algo muy querido desaparece en casa y solo ${w.H} puede seguir la pista por toda la ciudad.`,
    },
    {
      key: 'a-day',
      title: (w) => `El gran día de ${w.H}`,
      description: (w) =>
        w.hobby
          ? `Lo que más le gusta a ${w.H}: ${w.hobby}. Hoy, eso se convierte en una aventura.`
          : `Un día normal se convierte en una aventura para ${w.H}.`,
    },
    {
      key: 'a-trail',
      title: (w) => `${w.H} tras la pista`,
      description: (w) => `Nadie más vio la pista, pero ${w.H} sí: un rastro que cruza toda la ciudad.`,
    },
  ],
  captions: [
    () => 'Así es la vida en casa.',
    () => 'Un rato tranquilo.',
    () => 'Nadie se lo esperaba.',
    () => 'Y la aventura sigue.',
    () => 'Con buen olfato, todo se encuentra.',
    () => 'Paso a paso.',
    () => 'Mientras tanto, en la ciudad…',
    () => 'Un poco más allá.',
  ],
  thoughts: [
    () => 'Hmm…',
    () => 'Huele bien.',
    () => 'Qué interesante.',
    () => 'Sigo, sigo.',
    () => '¿Y eso?',
    () => 'Aquí pasa algo.',
    () => 'Casi, casi.',
    () => 'No me rindo.',
  ],
};
