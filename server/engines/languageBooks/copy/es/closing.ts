// The Spanish lines of acts 3 to 5 (acts.ts): the training, the trap, the last battle and the party after it.
import type { ClosingBeats } from '../acts';
import { up } from './words';

export const closingBeats: ClosingBeats = {
  train: {
    titles: [() => 'Entrenamiento', () => 'Otra vez desde el principio', () => 'Sudor y valor'],
    summary: [(w) => `${w.H} entrena sin descanso para estar ${w.g('listo', 'lista', 'a la altura')}.`],
    panels: [
      {
        caption: [
          () => 'Al amanecer, el entrenamiento empieza.',
          () => 'Un día más, una vuelta más.',
          (w) => w.hobby && `Todo sirve, hasta esto: ${w.hobby}.`,
        ],
      },
      {
        hero: [() => '¡Otra vez!', () => 'Esta vez sí que sí.'],
        buddy: [(w) => `¡Vamos, ${w.buddy?.calls}, tú puedes!`, () => '¡Más alto! ¡Más rápido!'],
      },
      { hero: [() => '¡Lo conseguí!', () => 'Cada día un poco mejor.'] },
    ],
  },
  trial: {
    titles: [() => 'La prueba', () => 'El puente'],
    summary: [(w) => `De camino a la guarida ${w.foe.of}, ${w.H} supera una trampa.`],
    panels: [
      { caption: [(w) => `El camino a la guarida ${w.foe.of} está lleno de trampas.`] },
      { hero: [() => '¡Uy! Casi.'] },
      { hero: [() => 'Nada me va a parar.'] },
    ],
  },
  chase: {
    titles: [() => 'Persecución', () => 'Por los tejados'],
    summary: [(w) => `${w.H} persigue ${w.foe.obj} por los tejados.`],
    panels: [
      { foe: [() => '¡Atrápame si puedes!'] },
      { hero: [() => '¡No te escaparás!'] },
      { caption: [(w) => `${up(w.foe.the)} se escapa… por ahora.`] },
    ],
  },
  setback: {
    titles: [() => 'Todo perdido', () => 'La trampa'],
    summary: [(w) => `${w.H} cae en la trampa ${w.foe.of}.`],
    panels: [
      { foe: [(w) => `¡Te tengo, ${w.H}!`] },
      { foe: [(w) => `${up(w.prize.the)} se queda conmigo para siempre.`] },
      { hero: [() => '¿Cómo he podido caer en esto?', () => 'Quizá no soy tan fuerte como pensaba…'] },
    ],
  },
  rally: {
    titles: [() => 'Nunca en soledad', () => 'Ayuda inesperada'],
    summary: [(w) => `${w.buddy ? w.buddy.name : 'Alguien'} llega a tiempo para liberar a ${w.H}.`],
    panels: [
      {
        buddy: [(w) => `¡Aguanta, ${w.buddy?.calls}! ¡Ya estoy aquí!`],
        caption: [(w) => !w.buddy && 'Justo a tiempo, llega ayuda.'],
      },
      { hero: [(w) => (w.buddy ? `¡${up(w.buddy.called)}! Sabía que vendrías.` : '¡Gracias!')] },
      {
        caption: [
          (w) =>
            w.buddy && w.both('Juntos, son imparables.', 'Juntas, son imparables.', 'Codo con codo, nada les para.'),
        ],
      },
    ],
  },
  eve: {
    titles: [() => 'La noche antes', () => 'Calma antes de la tormenta'],
    summary: [(w) => `La noche antes del gran día, ${w.H} reúne fuerzas.`],
    panels: [
      { caption: [(w) => `Mañana, todo se decide ${w.arena}.`] },
      {
        buddy: [
          (w) =>
            w.buddy &&
            `Pase lo que pase, ${w.buddy.calls}: ` +
              w.buddy.g('estoy muy orgulloso de ti', 'estoy muy orgullosa de ti', 'te admiro muchísimo') +
              '.',
        ],
        hero: [() => 'Gracias. Lo necesitaba.'],
      },
      { hero: [() => 'Respira. Mañana es el día.'] },
    ],
  },
  showdown: {
    titles: [() => 'El gran duelo', () => 'La batalla final'],
    summary: [(w) => `${w.H} y ${w.foe.the} se enfrentan ${w.arena}.`],
    panels: [
      { caption: [(w) => `${up(w.arena)}, por fin cara a cara.`] },
      { foe: [(w) => `¡Esta vez no tendrás tanta suerte, ${w.H}!`] },
      { hero: [() => '¡Ahora verás de lo que soy capaz!'] },
      { foe: [() => '¡¿Qué?! ¡Imposible!'] },
    ],
  },
  splash: {
    titles: [() => '¡Victoria!', () => 'El gran momento'],
    summary: [(w) => `Con un golpe de genio, ${w.H} vence ${w.foe.obj}.`],
    panels: [
      {
        caption: [(w) => `¡${w.H} lo ha conseguido!`],
        hero: [() => '¡Se acabó!', () => '¡Por todos los que quiero!'],
      },
    ],
  },
  aftermath: {
    titles: [() => 'Después de la tormenta', () => 'Paz'],
    summary: [(w) => `${w.H} recupera ${w.prize.the} y perdona ${w.foe.obj}.`],
    panels: [
      { foe: [() => 'Está bien… has ganado.'] },
      { hero: [() => 'Todo el mundo merece una segunda oportunidad.'] },
      { caption: [(w) => `${up(w.prize.the)} vuelve a casa.`] },
    ],
  },
  allies: {
    titles: [() => 'Todos a una', () => 'Refuerzos'],
    summary: [(w) => `Los suyos llegan para ayudar a ${w.H}.`],
    panels: [
      {
        buddy: [
          (w) =>
            w.buddy && `¡Vamos, ${w.buddy.calls}! ${w.g('¡No estás solo!', '¡No estás sola!', '¡Aquí nos tienes!')}`,
        ],
      },
      { hero: [() => '¡Espalda con espalda!'] },
      { foe: [() => '¿Tantos contra uno? ¡Esto no vale!'] },
    ],
  },
  celebrate: {
    titles: [() => '¡Fiesta!', () => 'La gran fiesta'],
    summary: [(w) => `Todo el pueblo celebra la victoria de ${w.H}.`],
    panels: [
      { caption: [() => 'Esa noche, todo el pueblo sale a celebrarlo.'] },
      { buddy: [(w) => w.buddy && (w.buddy.family ? `¡Viva mi ${w.buddy.calls}!` : `¡Viva ${w.H}!`)] },
      { hero: [() => 'No lo hice sin ayuda. ¡Esto es de todos!'] },
    ],
  },
  dream: {
    titles: [() => 'Sueños', () => 'Mañana'],
    summary: [(w) => `${w.H} piensa en lo que vendrá.`],
    panels: [
      {
        caption: [
          (w) => w.dream && `Y ahora, el sueño de siempre: ${w.dream}.`,
          () => 'Después de todo, quedan muchos sueños por cumplir.',
        ],
      },
      { hero: [() => '¿Y por qué no?', () => 'Nada es imposible.'] },
      {
        buddy: [(w) => `Lo conseguirás, ${w.buddy?.calls}.`],
        hero: [(w) => (w.buddy ? 'Lo sé.' : 'Lo conseguiré.')],
      },
    ],
  },
  coda: {
    titles: [() => 'De vuelta a casa', () => 'Hogar, dulce hogar'],
    summary: [(w) => `${w.H} vuelve a casa con los suyos.`],
    panels: [
      { caption: [(w) => `${up(w.prize.the)} tiene un sitio de honor en casa de ${w.H}.`] },
      {
        buddy: [(w) => w.buddy && (w.buddy.family ? `¡Por mi ${w.buddy.calls}!` : `¡Por ${w.H}!`)],
        hero: [() => '¡Por todos nosotros!'],
      },
      { caption: [() => 'Y en la ciudad, por fin, todo vuelve a estar en calma.'] },
    ],
  },
  finale: {
    titles: [() => 'Hasta pronto', () => 'Continuará…'],
    summary: [(w) => `${w.H} se despide, ${w.g('listo', 'lista', 'con ganas')} para la próxima aventura.`],
    panels: [
      { hero: [() => '¡Hasta la próxima!'], buddy: [(w) => `¡Te queremos, ${w.buddy?.calls}!`] },
      { caption: [() => 'Pero esta historia… continuará.'] },
    ],
  },
};
