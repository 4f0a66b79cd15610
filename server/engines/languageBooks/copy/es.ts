// The Spanish book: every sentence the built-in writer can say in Spanish (copy.ts explains the shape).
// Agreement goes through w.g / w.buddy.g (masculino, femenino, and a wording without gender); names stay as
// written; a family calls the hero by its word for them (abuela, mamá, tío) through w.buddy.calls.
// The beats' lines are in es/opening.ts and es/closing.ts, the helpers they share in es/words.ts.
import type { BookCopy } from '../copy';
import { matterWords } from '../../words/matterWords';
import type { NounForms } from '../types';
import { openingBeats } from './es/opening';
import { closingBeats } from './es/closing';
import { memorialEs } from './es/memorial';
import { animalEs } from './es/animal';
import { up } from './es/words';

const noun = (name: string, gender: 'f' | 'm', article = true): NounForms => {
  const the = article ? `${gender === 'f' ? 'la' : 'el'} ${name}` : name;
  const of = article ? (gender === 'f' ? `de la ${name}` : `del ${name}`) : `de ${name}`;
  const obj = article ? (gender === 'f' ? `a la ${name}` : `al ${name}`) : `a ${name}`;
  return { name, gender, the, of, obj, with: `con ${the}` };
};
const thing = (name: string, gender: 'f' | 'm'): NounForms => ({ ...noun(name, gender), obj: noun(name, gender).the });

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
  baby: ['bebé', 'bebé', 'bebé'],
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

export const spanish: BookCopy = {
  beats: { ...openingBeats, ...closingBeats },
  memorial: memorialEs,
  animal: animalEs,
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
        `Cuando ${w.foe.the} roba ${w.prize.the}, ${w.H} es quien da un paso al frente. ` +
        `Con la ayuda de ${w.buddy ? w.buddy.name : 'los suyos'}, ` +
        `le espera una aventura ${w.arena} que nadie olvidará.`,
    },
    {
      key: 'foe',
      title: (w) => `${w.H} contra ${w.foe.the}`,
      description: (w) =>
        `${up(w.foe.the)} tiene un plan y solo ${w.H} puede ${w.foe.gender === 'f' ? 'detenerla' : 'detenerlo'}. ` +
        (w.job
          ? `Nadie esperaba que ${w.g('un', 'una', 'alguien como')} ${w.job} fuera a salvar el día.`
          : 'Nadie esperaba que fuera a salvar el día.'),
    },
    {
      key: 'dream',
      title: (w) => `El gran día de ${w.H}`,
      description: (w) =>
        (w.dream ? `${w.H} sueña con esto: ${w.dream}.` : `${w.H} siempre ha soñado con algo grande.`) +
        ` Pero ${w.foe.the} se cruza en su camino, y todo se decide ${w.arena}.`,
    },
    {
      key: 'secret',
      title: (w) => `El secreto ${w.prize.of}`,
      description: (w) =>
        `Una carta olvidada lleva a ${w.H} tras la pista ${w.prize.of}. ` +
        `${up(w.foe.the)} también la busca, y la carrera ha empezado.`,
    },
    {
      key: 'hobby',
      title: (w) => `${w.H} al rescate`,
      description: (w) =>
        (w.hobby
          ? `Lo que más le gusta a ${w.H}: ${w.hobby}. Nadie imaginaba que eso iba a salvar la ciudad`
          : `Nadie imaginaba que ${w.H} iba a salvar la ciudad`) +
        ` ${w.foe.with} ${w.foe.gender === 'f' ? 'suelta' : 'suelto'}.`,
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
  // A colon, not a verb: 'celebran' with one name ('También lo celebran su hija Ana') was wrong.
  alsoThere: (who) => `También en la fiesta: ${who}.`,
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
  quotes: matterWords('es').quotes,
};
