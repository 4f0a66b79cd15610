// Spanish answers as people type them: a word or a rambling paragraph, with "Es…", "Trabaja como…", a
// family as a list or a sentence, Spain's and Latin America's words (cole, prepa), accents sometimes missing.
import type { LifeStage } from '../../../shared/script';
import { pick, type LanguageFacts, type WrittenPerson } from './types';

const WOMEN = [
  'Carmen',
  'Lucía',
  'María José',
  'Pilar',
  'Rocío',
  'Ana Belén',
  'Guadalupe',
  'Marta',
  'Isabel',
  'Valentina',
  'Ximena',
  'Dolores',
];
const MEN = [
  'Manuel',
  'José Luis',
  'Andrés',
  'Pedro',
  'Javier',
  'Tomás',
  'Sergio',
  'Alejandro',
  'Óscar',
  'Francisco',
  'Iván',
  'Raúl',
];
const KIDS_F = ['Lucía', 'Sofía', 'Martina', 'Paula', 'Daniela', 'Valeria'];
const KIDS_M = ['Hugo', 'Mateo', 'Pablo', 'Diego', 'Leo', 'Bruno'];
const PETS = [
  ['perro', 'Chispa'],
  ['gata', 'Luna'],
  ['loro', 'Paco'],
  ['perrita', 'Canela'],
  ['gato', 'Bigotes'],
] as const;
const JOBS: Array<[string, string]> = [
  ['enfermera', 'enfermero'],
  ['maestra', 'maestro'],
  ['panadera', 'panadero'],
  ['abogada', 'abogado'],
  ['cocinera', 'cocinero'],
  ['ingeniera', 'ingeniero'],
  ['peluquera', 'peluquero'],
  ['médica', 'médico'],
];
const HOBBIES = [
  'Jugar al dominó y bailar salsa',
  'Le encanta cocinar para toda la familia',
  'el fútbol',
  'Leer novelas, pasear por la playa y hacer crucigramas',
  'Cuidar sus plantas',
  'Le gusta mucho pescar',
  'pues mira, la jardinería sobre todo, aunque también pasa horas haciendo punto mientras ve la tele',
  'Bailar',
  'Hacer pasteles',
  'Montar en bici por el monte',
];
const DREAMS = [
  'Volver a La Habana',
  'Sueña con ver la aurora boreal',
  'Quiere abrir una panadería',
  'Ser astronauta',
  'viajar por todo el mundo',
  'Tener un huerto enorme',
  'Conocer Japón',
];
const GENRES = [
  'misterio',
  'ciencia ficción',
  'comedia romántica',
  'terror',
  'aventuras',
  'fantasía',
  'Una novela negra',
  'algo de piratas',
];

function adult(rng: () => number, seed: number): WrittenPerson {
  const woman = rng() < 0.5;
  const author = pick(rng, woman ? WOMEN : MEN);
  const [f, m] = pick(rng, JOBS);
  const job = woman ? f : m;
  const retired = rng() < 0.4;
  const gendered = retired ? `${job} ${woman ? 'jubilada' : 'jubilado'}` : job;
  const jobAnswer = pick(rng, [
    `Es ${gendered}`,
    `${gendered[0].toUpperCase()}${gendered.slice(1)}`,
    `Trabaja como ${gendered}`,
    `Es ${gendered}, y la mejor del barrio`.replace('la mejor', woman ? 'la mejor' : 'el mejor'),
  ]);
  const grandkid = pick(rng, [...KIDS_F, ...KIDS_M]);
  const partner = pick(rng, woman ? MEN : WOMEN);
  const [species, pet] = pick(rng, PETS);
  const friendA = pick(
    rng,
    WOMEN.filter((n) => n !== author),
  );
  const friendB = pick(
    rng,
    MEN.filter((n) => n !== author && n !== partner),
  );
  const people: WrittenPerson['truth']['people'] = [];
  let family: string;
  const form = Math.floor(rng() * 4);
  if (form === 0 || retired) {
    family = `Su ${KIDS_F.includes(grandkid) ? 'nieta' : 'nieto'} ${grandkid} y su ${species} ${pet}`;
    people.push({ name: grandkid, relation: 'grandchild' }, { name: pet, relation: 'pet' });
  } else if (form === 1) {
    family = `Casad${woman ? 'a' : 'o'} con ${partner}, tienen una hija, ${grandkid === 'Leo' ? 'Sofía' : 'Paula'}`;
    people.push(
      { name: partner, relation: 'spouse' },
      { name: grandkid === 'Leo' ? 'Sofía' : 'Paula', relation: 'child' },
    );
  } else if (form === 2) {
    family = `${partner} (su ${woman ? 'marido' : 'mujer'}) y su ${species} ${pet}`;
    people.push({ name: partner, relation: 'spouse' }, { name: pet, relation: 'pet' });
  } else {
    family = `Su hijo ${pick(rng, KIDS_M)}`;
    people.push({ name: family.split(' ').pop()!, relation: 'child' });
  }
  const friends = pick(rng, [
    `${friendA} y ${friendB}, del barrio`,
    `Su mejor amiga es ${friendA}`,
    `${friendA}, ${friendB} y el resto del grupo de baile`,
  ]);
  for (const name of [friendA, friendB]) if (friends.includes(name)) people.push({ name, relation: 'friend' });
  return {
    author,
    type: rng() < 0.5 ? '30s-50s-style' : 'black-and-white-manga',
    seed,
    answers: [
      { id: 'job', answer: jobAnswer },
      { id: 'family', answer: family },
      { id: 'friends', answer: friends },
      { id: 'hobbies', answer: pick(rng, HOBBIES) },
      { id: 'dream', answer: pick(rng, DREAMS) },
      { id: 'genre', answer: pick(rng, GENRES) },
    ],
    truth: {
      gender: woman ? 'f' : 'm',
      stage: (retired ? 'senior' : form === 0 ? 'senior' : 'adult') as LifeStage,
      people,
    },
  };
}

function child(rng: () => number, seed: number): WrittenPerson {
  const girl = rng() < 0.5;
  const author = pick(rng, girl ? KIDS_F : KIDS_M);
  const age = 5 + Math.floor(rng() * 6);
  const mum = pick(rng, WOMEN);
  const dad = pick(rng, MEN);
  const [species, pet] = pick(rng, PETS);
  return {
    author,
    type: rng() < 0.5 ? '30s-50s-style' : 'black-and-white-manga',
    seed,
    answers: [
      {
        id: 'job',
        answer: pick(rng, [
          `Tiene ${age} años y va al cole`,
          `Va al colegio, está en ${Math.max(1, age - 5)}º de primaria`,
          `Es ${girl ? 'una niña' : 'un niño'} de ${age} años`,
        ]),
      },
      { id: 'family', answer: `Su mamá ${mum}, su papá ${dad} y su ${species} ${pet}` },
      { id: 'friends', answer: pick(rng, ['Sus amigos del cole', `${pick(rng, KIDS_F)} y ${pick(rng, KIDS_M)}`]) },
      {
        id: 'hobbies',
        answer: pick(rng, ['Jugar al fútbol', 'Dibujar dinosaurios', 'Le encantan los legos', 'Montar en bici']),
      },
      { id: 'dream', answer: pick(rng, ['Ser astronauta', 'Tener un dragón', 'Ser futbolista']) },
      { id: 'genre', answer: pick(rng, GENRES) },
    ],
    truth: {
      gender: girl ? 'f' : 'm',
      stage: 'child',
      people: [
        { name: mum, relation: 'other' },
        { name: dad, relation: 'other' },
        { name: pet, relation: 'pet' },
      ],
    },
  };
}

export const spanishFacts: LanguageFacts = {
  code: 'es',
  people: (rng, n) => Array.from({ length: n }, (_, i) => (i % 4 === 3 ? child(rng, i) : adult(rng, i))),
  sharedWithEnglish: [
    'a',
    'no',
    'me',
    'has',
    'de',
    'con',
    'sin',
    'once',
    'come',
    'pie',
    'dime',
    'red',
    'son',
    'van',
    'era',
    'fin',
    'gran',
    'hoy',
    'he',
  ],
  heroWords: { m: ['listo', 'sí mismo', 'no estás solo'], f: ['lista', 'sí misma', 'no estás sola'] },
  address: { grandchild: { f: 'abuela', m: 'abuelo' }, child: { f: 'mamá', m: 'papá' } },
  functionWords: [
    'el',
    'la',
    'los',
    'las',
    'un',
    'una',
    'de',
    'del',
    'al',
    'a',
    'en',
    'con',
    'por',
    'para',
    'y',
    'o',
    'que',
    'su',
    'sus',
    'mi',
  ],
  workWords: ['trabajo', 'oficina', 'jefe', 'jubilación'],
};
