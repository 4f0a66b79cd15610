// The Spanish book: every sentence the built-in writer can say in Spanish (copy.ts explains the shape).
// Agreement goes through w.g / w.buddy.g (masculino, femenino, and a wording without gender); names stay as
// written; a family calls the hero by its word for them (abuela, mamá, tío) through w.buddy.calls.
import type { BookCopy, Words } from '../copy';
import type { NounForms } from '../types';

const up = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
const noun = (name: string, gender: 'f' | 'm', article = true): NounForms => {
  const the = article ? `${gender === 'f' ? 'la' : 'el'} ${name}` : name;
  const of = article ? (gender === 'f' ? `de la ${name}` : `del ${name}`) : `de ${name}`;
  const obj = article ? (gender === 'f' ? `a la ${name}` : `al ${name}`) : `a ${name}`;
  return { name, gender, the, of, obj, with: `con ${the}` };
};
const thing = (name: string, gender: 'f' | 'm'): NounForms => ({ ...noun(name, gender), obj: noun(name, gender).the });

/** "¡Abuela, mira!" when the speaker has a word for the hero, else the hero's name. */
const SPECIES: Record<string, string> = {
  dog: 'perro',
  cat: 'gato',
  bird: 'pájaro',
  parrot: 'loro',
  rabbit: 'conejo',
  horse: 'caballo',
  fish: 'pez',
  turtle: 'tortuga',
  hamster: 'hámster',
  pet: 'mascota',
};
/** An animal's word as the answers tell it, a female's when they do ("su perra Canela"). */
const animal = (p: { species?: string; gender: string }) =>
  (p.gender === 'f' && FEMALE_ANIMALS[p.species ?? 'pet']) || SPECIES[p.species ?? 'pet'];
const FEMALE_ANIMALS: Record<string, string> = { dog: 'perra', cat: 'gata', horse: 'yegua' };
/** A relation's word: masculine, feminine, and one for when the answers do not tell ('' for the name alone). */
const KIN: Partial<Record<string, [string, string, string]>> = {
  spouse: ['marido', 'mujer', 'pareja'],
  partner: ['novio', 'novia', 'pareja'],
  child: ['hijo', 'hija', ''],
  grandchild: ['nieto', 'nieta', ''],
  parent: ['padre', 'madre', ''],
  grandparent: ['abuelo', 'abuela', ''],
  sibling: ['hermano', 'hermana', ''],
  cousin: ['primo', 'prima', ''],
  auntUncle: ['tío', 'tía', ''],
  nieceNephew: ['sobrino', 'sobrina', ''],
  friend: ['amigo', 'amiga', ''],
  neighbour: ['vecino', 'vecina', ''],
  colleague: ['compañero', 'compañera', ''],
};
const call = (w: Words) => (w.buddy ? up(w.buddy.calls) : w.H);
const work = (w: Words) => (w.stage === 'child' || w.stage === 'teen' ? 'el colegio' : 'el trabajo');

export const spanish: BookCopy = {
  beats: {
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
      titles: [() => 'Buenos días', () => 'Un día como cualquier otro', () => 'Café y planes'],
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
            (w) => (w.buddy ? `¿Qué planes tienes hoy, ${w.buddy.called}?` : 'Primero el café. Luego, el mundo.'),
            () => '¿Alguien ha visto mis llaves?',
          ],
          buddy: [(w) => `¡Hoy será un gran día, ${w.buddy?.calls}!`, () => '¿Me guardas un poco de café?'],
        },
        {
          hero: [
            (w) => `¡Nos vamos! ${up(work(w))} no espera.`,
            (w) => w.stage === 'senior' && '¡A disfrutar del día!',
          ],
        },
      ],
    },
    work: {
      titles: [
        (w) => (w.stage === 'child' || w.stage === 'teen' ? 'Un día de clase' : 'Manos a la obra'),
        (w) => (w.stage === 'child' || w.stage === 'teen' ? 'Aprender es una aventura' : 'Un día de trabajo'),
      ],
      summary: [
        (w) =>
          w.stage === 'child' || w.stage === 'teen'
            ? `${w.H} pasa el día en el colegio.`
            : `${w.H} pasa el día haciendo lo que mejor sabe hacer.`,
      ],
      panels: [
        {
          caption: [
            (w) => w.job && `Nadie lo hace como ${w.H}: ${w.job} de los pies a la cabeza.`,
            (w) => `${up(work(w))} de ${w.H} nunca es aburrido.`,
          ],
        },
        {
          hero: [
            (w) =>
              w.stage === 'child' || w.stage === 'teen' ? '¡Ya sé la respuesta!' : 'Esto lo arreglo yo en un momento.',
            () => 'Un poco de paciencia y todo sale bien.',
          ],
        },
        {
          caption: [
            (w) => (w.stage === 'child' || w.stage === 'teen' ? 'Otra lección aprendida.' : 'Otro trabajo bien hecho.'),
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
              `Pase lo que pase, ${w.buddy.calls}: ${w.buddy.g('estoy muy orgulloso de ti', 'estoy muy orgullosa de ti', 'te admiro muchísimo')}.`,
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
  },
  kinds: {
    mystery: {
      foes: [noun('Sombra Gris', 'f'), noun('Barón Niebla', 'm')],
      prizes: [thing('Reloj de Oro', 'm'), thing('Llave de Plata', 'f')],
      arena: 'en el viejo puerto',
      lair: 'en el almacén abandonado',
    },
    space: {
      foes: [noun('Comandante Nébula', 'f'), noun('Doctor Cometa', 'm')],
      prizes: [thing('Cristal Estelar', 'm'), thing('Brújula Cósmica', 'f')],
      arena: 'en la estación espacial',
      lair: 'en la nave nodriza',
    },
    magic: {
      foes: [noun('Bruja del Hielo', 'f'), noun('Hechicero Gris', 'm')],
      prizes: [thing('Corona de Cristal', 'f'), thing('Libro de los Hechizos', 'm')],
      arena: 'en las murallas del castillo',
      lair: 'en la torre de piedra negra',
    },
    spooky: {
      foes: [noun('Dama de la Niebla', 'f'), noun('Conde Medianoche', 'm')],
      prizes: [thing('Farol Encantado', 'm'), thing('Campana de Plata', 'f')],
      arena: 'en la vieja mansión de la colina',
      lair: 'en la cripta',
    },
    heart: {
      foes: [noun('Don Gruñón', 'm', false), noun('Doña Envidia', 'f', false)],
      prizes: [thing('Gran Trofeo de la Fiesta', 'm'), thing('Copa del Barrio', 'f')],
      arena: 'en la plaza del pueblo',
      lair: 'en la tienda de enfrente',
    },
    adventure: {
      foes: [noun('Capitán Tormenta', 'm'), noun('Reina Pirata', 'f')],
      prizes: [thing('Mapa del Tesoro', 'm'), thing('Perla del Mar', 'f')],
      arena: 'en el templo de la selva',
      lair: 'en la cueva de la cascada',
    },
  },
  ideas: [
    {
      key: 'prize',
      title: (w) => `${w.H} y ${w.prize.the}`,
      description: (w) =>
        `Cuando ${w.foe.the} roba ${w.prize.the}, ${w.H} es quien da un paso al frente. Con la ayuda de ${w.buddy ? w.buddy.name : 'los suyos'}, le espera una aventura ${w.arena} que nadie olvidará.`,
    },
    {
      key: 'foe',
      title: (w) => `${w.H} contra ${w.foe.the}`,
      description: (w) =>
        `${up(w.foe.the)} tiene un plan y solo ${w.H} puede ${w.foe.gender === 'f' ? 'detenerla' : 'detenerlo'}. ${w.job ? `Nadie esperaba que ${w.g('un', 'una', 'alguien como')} ${w.job} fuera a salvar el día.` : 'Nadie esperaba que fuera a salvar el día.'}`,
    },
    {
      key: 'dream',
      title: (w) => `El gran día de ${w.H}`,
      description: (w) =>
        `${w.dream ? `${w.H} sueña con esto: ${w.dream}.` : `${w.H} siempre ha soñado con algo grande.`} Pero ${w.foe.the} se cruza en su camino, y todo se decide ${w.arena}.`,
    },
    {
      key: 'secret',
      title: (w) => `El secreto ${w.prize.of}`,
      description: (w) =>
        `Una carta olvidada lleva a ${w.H} tras la pista ${w.prize.of}. ${up(w.foe.the)} también la busca, y la carrera ha empezado.`,
    },
    {
      key: 'hobby',
      title: (w) => `${w.H} al rescate`,
      description: (w) =>
        `${w.hobby ? `Lo que más le gusta a ${w.H}: ${w.hobby}. ` : ''}Nadie imaginaba que eso iba a salvar la ciudad ${w.foe.with} ${w.foe.gender === 'f' ? 'suelta' : 'suelto'}.`,
    },
  ],
  calledByHero: {
    parent: { f: 'mamá', m: 'papá' },
    grandparent: { f: 'abuela', m: 'abuelo' },
    auntUncle: { f: 'tía', m: 'tío' },
    spouse: { f: 'cariño', m: 'cariño' },
    partner: { f: 'cariño', m: 'cariño' },
  },
  address: {
    grandchild: { f: 'abuela', m: 'abuelo' },
    child: { f: 'mamá', m: 'papá' },
    nieceNephew: { f: 'tía', m: 'tío' },
    spouse: { f: 'cariño', m: 'cariño' },
    partner: { f: 'cariño', m: 'cariño' },
  },
  intro: (p) => {
    if (p.relation === 'pet') return `su ${animal(p)} ${p.name}`;
    const word = KIN[p.relation]?.[p.gender === 'm' ? 0 : p.gender === 'f' ? 1 : 2];
    return word ? `su ${word} ${p.name}` : p.name;
  },
  role: (p, hero) =>
    p.relation === 'pet'
      ? `${animal(p)} de ${hero}`
      : `${KIN[p.relation]?.[p.gender === 'm' ? 0 : p.gender === 'f' ? 1 : 2] || 'persona querida'} de ${hero}`,
  heroRole: (g) => (g === 'm' ? 'el protagonista' : g === 'f' ? 'la protagonista' : 'protagonista'),
  foeRole: 'quien lo complica todo',
  sounds: {
    dog: '¡Guau!',
    cat: '¡Miau!',
    bird: '¡Pío, pío!',
    parrot: '¡Hola, hola!',
    rabbit: '…',
    horse: '¡Hiiii!',
    fish: '¡Blub!',
    turtle: '…',
    hamster: '¡Squiii!',
    pet: '…',
  },
  sfx: {
    hit: ['¡PUM!', '¡ZAS!', '¡CRAC!', '¡PAF!'],
    move: ['¡FIUUU!', '¡ZUUM!', '¡ZAS!'],
    tension: ['¡BRRR!', 'TIC, TAC…', '¡CRIIIC!'],
    quiet: ['Shhh…', 'Tic, tac…', 'Fiuuu…'],
    heart: ['¡Bravo!', '¡Olé!', 'Chas, chas…'],
  },
  cheers: [
    (w) => w.buddy && `¡Bien hecho, ${w.buddy.calls}!`,
    (w) => w.buddy && `¡Sabía que lo conseguirías, ${w.buddy.calls}!`,
    () => '¡Qué orgullo!',
    () => '¡Hurra!',
  ],
  alsoThere: (who) => `También lo celebran ${who}.`,
  list: [', ', ' y '],
  dedication: [
    (w) => w.hobby && `Para ${w.H}, que nunca se cansa de esto: ${w.hobby}`,
    (w) => w.dream && `Para ${w.H}, y su sueño: ${w.dream}`,
    (w) => `Para ${w.H}, con todo nuestro cariño`,
  ],
  someone: 'nuestra protagonista',
  quote: (id, quoted, w) =>
    ({
      job: `Si preguntas por su día, ${w.H} te dirá: ${quoted}`,
      family: `Su familia, en sus propias palabras: ${quoted}`,
      friends: `Sus amigos, en sus propias palabras: ${quoted}`,
      hobbies: `Lo que le gusta a ${w.H}, en sus propias palabras: ${quoted}`,
      dream: `Su sueño, palabra por palabra: ${quoted}`,
    })[id] ?? `En sus propias palabras: ${quoted}`,
  quotes: ['«', '»'],
};
