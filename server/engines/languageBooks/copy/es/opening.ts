// The Spanish lines of acts 1 and 2 (acts.ts): the hero's days, the foe's coming and the plan against it.
import type { OpeningBeats } from '../acts';
import { call, day, up, work } from './words';

export const openingBeats: OpeningBeats = {
  intro: {
    titles: [(w) => `Esta es la historia de ${w.H}`, () => 'Todo empieza aquí'],
    summary: [(w) => `Conocemos a ${w.H} en un día cualquiera, sin saber lo que está por llegar.`],
    panels: [
      {
        caption: [
          (w) => `Un día cualquiera en la vida de ${w.H}.`,
          (w) => w.job && `${w.H}, ${w.job}, empieza un día como cualquier otro.`,
        ],
      },
      {
        caption: [(w) => w.buddy && `En casa nunca falta compañía: ${w.buddy.intro}.`],
        hero: [() => '¡Buenos días a todos!'],
        buddy: [(w) => `¡Buenos días, ${w.buddy?.calls}!`],
      },
      {
        hero: [
          () => 'Hoy tengo la sensación de que va a pasar algo.',
          () => 'Qué tranquilo está todo… demasiado tranquilo.',
        ],
      },
    ],
  },
  morning: {
    titles: [() => 'Buenos días', () => 'Un día como cualquier otro', (w) => day(w) !== 'school' && 'Café y planes'],
    summary: [(w) => `La mañana de ${w.H} empieza como siempre, en casa.`],
    panels: [
      {
        caption: [
          (w) => `Cada mañana, ${w.H} empieza el día sin prisas.`,
          (w) => w.job && `${w.H}, ${w.job}, se levanta temprano, como siempre.`,
        ],
      },
      {
        caption: [
          (w) => w.buddy && `En casa nunca falta compañía: ${w.buddy.intro}.`,
          (w) => w.pet && `${up(w.pet.intro)} espera su desayuno.`,
        ],
        hero: [
          (w) =>
            w.buddy
              ? `¿Qué planes tienes hoy, ${w.buddy.called}?`
              : day(w) === 'school'
                ? 'Primero el desayuno. Luego, el mundo.'
                : 'Primero el café. Luego, el mundo.',
          () => '¿Alguien ha visto mis llaves?',
        ],
        buddy: [
          (w) => `¡Hoy será un gran día, ${w.buddy?.calls}!`,
          (w) => day(w) !== 'school' && '¿Me guardas un poco de café?',
        ],
      },
      {
        hero: [
          (w) => day(w) !== 'garden' && `¡Nos vamos! ${up(work(w))} no espera.`,
          (w) => day(w) === 'garden' && '¡A disfrutar del día!',
        ],
      },
    ],
  },
  work: {
    titles: [
      (w) => ({ school: 'Un día de clase', garden: '¿Jubilación? ¡Ni hablar!', work: 'Manos a la obra' })[day(w)],
      (w) => ({ school: 'Aprender es una aventura', garden: 'Manos a la tierra', work: 'Un día de trabajo' })[day(w)],
    ],
    summary: [
      (w) =>
        ({
          school: `${w.H} pasa el día en el colegio.`,
          garden: `${w.H} pasa la mañana en el huerto del barrio.`,
          work: `${w.H} pasa el día haciendo lo que mejor sabe hacer.`,
        })[day(w)],
    ],
    panels: [
      {
        caption: [
          (w) => day(w) === 'work' && w.job && `Nadie lo hace como ${w.H}: ${w.job} de los pies a la cabeza.`,
          (w) => day(w) === 'garden' && `En el huerto del barrio, ${w.H} no para ni un minuto.`,
          (w) => `${up(work(w))} de ${w.H} nunca es aburrido.`,
        ],
      },
      {
        hero: [
          (w) =>
            ({
              school: '¡Ya sé la respuesta!',
              garden: 'Estos tomates no se van a regar solos.',
              work: 'Esto lo arreglo yo en un momento.',
            })[day(w)],
          () => 'Un poco de paciencia y todo sale bien.',
        ],
      },
      {
        caption: [
          (w) =>
            ({
              school: 'Otra lección aprendida.',
              garden: 'Otra mañana bien aprovechada.',
              work: 'Otro trabajo bien hecho.',
            })[day(w)],
          (w) => `Hasta ${w.H} ${w.g('se sorprende a sí mismo', 'se sorprende a sí misma', 'se sorprende')} a veces.`,
        ],
        hero: [() => '¡Perfecto!'],
      },
    ],
  },
  friends: {
    titles: [() => 'Buena compañía', () => 'Tarde de amigos'],
    summary: [(w) => `${w.H} disfruta de la tarde con la gente que quiere.`],
    panels: [
      {
        caption: [
          (w) => w.hobby && `Lo que más le gusta a ${w.H}: ${w.hobby}.`,
          () => 'Por la tarde, la plaza se llena de vida.',
        ],
      },
      {
        hero: [(w) => (w.buddy ? `¡${up(w.buddy.called)}, mira esto!` : '¡Mirad esto!')],
        buddy: [(w) => `¡Eres increíble, ${w.buddy?.calls}!`, () => '¡Otra vez, otra vez!'],
      },
      { hero: [() => 'Días así valen oro.', () => 'No cambiaría esto por nada.'] },
    ],
  },
  evening: {
    titles: [() => 'Cae la tarde', () => 'Bajo las estrellas'],
    summary: [(w) => `Al final del día, ${w.H} descansa y sueña.`],
    panels: [
      { caption: [() => 'Cae la tarde sobre la ciudad.'] },
      { hero: [() => 'Qué día tan largo…'], buddy: [(w) => `Descansa, ${w.buddy?.calls}. Te lo has ganado.`] },
      { hero: [(w) => w.dream && `Algún día… ${w.dream}.`, () => 'Algún día haré algo grande.'] },
    ],
  },
  omen: {
    titles: [() => 'Una luz extraña', () => 'Algo no va bien'],
    summary: [(w) => `Una luz extraña anuncia la llegada ${w.foe.of}.`],
    panels: [
      { caption: [() => 'Esa noche, algo extraño brilla sobre los tejados.'] },
      {
        hero: [() => '¿Qué ha sido eso?', () => '¿Lo has visto tú también?'],
        buddy: [(w) => `${call(w)}, no me gusta nada esto…`],
      },
      { foe: [(w) => `Disfruta mientras puedas, ${w.H}.`, () => 'Pronto todo esto será mío.'] },
    ],
  },
  challenge: {
    titles: [(w) => `Llega ${w.foe.the}`, () => 'El desafío'],
    summary: [(w) => `${up(w.foe.the)} roba ${w.prize.the} delante de todo el mundo.`],
    panels: [
      { caption: [(w) => `De pronto, aparece ${w.foe.the}.`] },
      {
        foe: [
          (w) =>
            w.prize.gender === 'f'
              ? `¡${up(w.prize.the)} es mía! Nadie podrá quitármela.`
              : `¡${up(w.prize.the)} es mío! Nadie podrá quitármelo.`,
          (w) => `Sin ${w.prize.the}, esta ciudad es mía.`,
        ],
      },
      {
        hero: [
          (w) => `¡${w.prize.gender === 'f' ? 'Devuélvela' : 'Devuélvelo'}! ¡No te pertenece!`,
          (w) => `No tan deprisa, ${w.foe.name}.`,
        ],
      },
    ],
  },
  decision: {
    titles: [() => 'La decisión', () => 'Ahora o nunca'],
    summary: [(w) => `${w.H} decide plantar cara ${w.foe.obj}.`],
    panels: [
      {
        caption: [() => 'Esa noche, nadie puede dormir.'],
        buddy: [(w) => `¿De verdad vas a ir, ${w.buddy?.calls}?`, () => 'Es peligroso…'],
      },
      { hero: [() => 'Si no lo hago yo, ¿quién lo hará?', () => 'Tengo que intentarlo.'] },
      { caption: [(w) => `Y así, ${w.H} sale a la noche.`], buddy: [(w) => `¡Ten cuidado, ${w.buddy?.calls}!`] },
    ],
  },
  firstClash: {
    titles: [() => 'Primer encuentro', () => 'Cara a cara'],
    summary: [(w) => `${w.H} se enfrenta por primera vez ${w.foe.with}, y pierde.`],
    panels: [
      { hero: [(w) => `¡Alto ahí, ${w.foe.name}!`] },
      { foe: [() => '¡Ja! ¿Eso es todo lo que sabes hacer?'] },
      { caption: [() => 'La primera batalla está perdida. La guerra, no.'], hero: [() => 'Esto no ha terminado.'] },
    ],
  },
  gather: {
    titles: [() => 'Reunión en la cocina', () => 'El plan'],
    summary: [(w) => `${w.H} reúne a los suyos para preparar un plan.`],
    panels: [
      { hero: [() => 'Necesito vuestra ayuda.'], buddy: [(w) => `Aquí estamos, ${w.buddy?.calls}.`] },
      {
        buddy: [(w) => `${w.foe.name} se esconde aquí, ¡seguro!`],
        caption: [() => 'Un mapa, un lápiz y mucho valor.'],
      },
      { hero: [() => '¡Todos juntos!'] },
    ],
  },
  secret: {
    titles: [() => 'Un viejo secreto', () => 'La carta escondida'],
    summary: [(w) => `${w.H} descubre un secreto que lo cambia todo.`],
    panels: [
      { caption: [() => 'En el fondo de un cajón, una carta olvidada.'] },
      { hero: [(w) => `Aquí dice cómo encontrar ${w.prize.obj}…`] },
      { hero: [() => 'Ya sé lo que tengo que hacer.'], buddy: [() => '¿Qué has encontrado?'] },
    ],
  },
};
