// French answers as people type them: a word or a rambling sentence, with "Elle est…", "Il travaille comme…",
// "à la retraite", a family as a list or a sentence ("Mariée à Paul, ils ont une fille, Emma"), a child's school
// year (CE2, CM1), a teen at the collège, a pet named after the species word.
import type { LifeStage } from '../../../shared/script';
import { pick, type LanguageFacts, type WrittenPerson } from './types';

const WOMEN = [
  'Monique',
  'Catherine',
  'Marie-Claire',
  'Sylvie',
  'Nathalie',
  'Françoise',
  'Isabelle',
  'Hélène',
  'Anne',
  'Sophie',
  'Brigitte',
  'Claire',
];
const MEN = [
  'Jean-Pierre',
  'Michel',
  'Philippe',
  'Alain',
  'Pierre',
  'Bernard',
  'Thierry',
  'Éric',
  'Laurent',
  'Christophe',
  'Antoine',
  'Yves',
];
const KIDS_F = ['Emma', 'Léa', 'Chloé', 'Inès', 'Louise', 'Jade'];
const KIDS_M = ['Hugo', 'Lucas', 'Léo', 'Gabriel', 'Arthur', 'Jules'];
const PETS = [
  ['chien', 'Filou'],
  ['chatte', 'Minette'],
  ['perroquet', 'Coco'],
  ['chienne', 'Praline'],
  ['chat', 'Caramel'],
  ['lapin', 'Pompon'],
] as const;
/** Job words as a woman and a man say them. */
const JOBS: Array<[string, string]> = [
  ['infirmière', 'infirmier'],
  ['institutrice', 'instituteur'],
  ['boulangère', 'boulanger'],
  ['avocate', 'avocat'],
  ['cuisinière', 'cuisinier'],
  ['coiffeuse', 'coiffeur'],
  ['pharmacienne', 'pharmacien'],
  ['aide-soignante', 'aide-soignant'],
  ['factrice', 'facteur'],
  ['agricultrice', 'agriculteur'],
];
/** Hobbies and dreams as typed, some with the hero's pronoun ("Elle adore…", "Il voudrait…"). */
const HOBBIES = (p: string) => [
  'La pétanque et les mots croisés',
  `${p} adore cuisiner pour toute la famille`,
  'le foot',
  'Lire des polars, se promener au bord de la mer et faire des mots fléchés',
  'Jardiner',
  `${p} aime beaucoup la pêche`,
  `alors surtout le jardinage, mais ${p.toLowerCase()} passe aussi des heures à tricoter devant la télé`,
  'La danse',
  'Faire des gâteaux',
  'Le vélo, les randonnées en montagne',
  'Sa passion : la photo',
  `${p} fait de la chorale le mardi`,
];
const DREAMS = (p: string) => [
  'Retourner en Bretagne',
  `${p} rêve de voir les aurores boréales`,
  'Ouvrir sa propre boulangerie',
  'Faire le tour du monde',
  'Avoir un grand potager',
  'Aller au Japon',
  'Son rêve, c’est de voir la mer à Tahiti',
  `${p} voudrait traverser l’Atlantique en voilier`,
  'Que toute sa famille soit heureuse',
];
const GENRES = [
  'policier',
  'science-fiction',
  'comédie romantique',
  'horreur',
  'aventure',
  'fantasy',
  'Un bon polar',
  'un truc de pirates',
  'fantastique',
];

/** "Elle est infirmière" and its ways; the hero's gender must show in the words or the name. */
function jobAnswer(rng: () => number, woman: boolean, job: string, retired: boolean): string {
  const [pronoun, cap] = woman ? ['elle', 'Elle'] : ['il', 'Il'];
  const bare = job[0].toUpperCase() + job.slice(1);
  if (retired)
    return pick(rng, [
      `${bare} à la retraite`,
      `${cap} est ${job} à la retraite`,
      `Retraité${woman ? 'e' : ''}, ancien${woman ? 'ne' : ''} ${job}`,
      `${cap} a été ${job} pendant 35 ans, aujourd’hui à la retraite`,
    ]);
  return pick(rng, [
    `${cap} est ${job}`,
    bare,
    `${cap} travaille comme ${job}`,
    `${cap} est ${job}, et ${pronoun === 'elle' ? 'la meilleure' : 'le meilleur'} du quartier`,
    `Alors ${pronoun} est ${job} depuis 20 ans, ${pronoun} fait des horaires de fou mais ${pronoun} adore ça`,
  ]);
}

function adult(rng: () => number, seed: number): WrittenPerson {
  const woman = rng() < 0.5;
  const author = pick(rng, woman ? WOMEN : MEN);
  const [f, m] = pick(rng, JOBS);
  const retired = rng() < 0.4;
  const grandkid = pick(rng, [...KIDS_F, ...KIDS_M]);
  const partner = pick(
    rng,
    (woman ? MEN : WOMEN).filter((n) => n !== author),
  );
  const [species, pet] = pick(rng, PETS);
  const friendA = pick(
    rng,
    WOMEN.filter((n) => n !== author && n !== partner),
  );
  const friendB = pick(
    rng,
    MEN.filter((n) => n !== author && n !== partner),
  );
  const people: WrittenPerson['truth']['people'] = [];
  let family: string;
  const form = Math.floor(rng() * 6);
  const son = species === 'chatte' || species === 'chienne' ? 'sa' : 'son';
  if (form === 0 || retired) {
    const girl = KIDS_F.includes(grandkid);
    family = pick(rng, [
      `${girl ? 'Sa petite-fille' : 'Son petit-fils'} ${grandkid} et ${son} ${species} ${pet}`,
      `${grandkid} (${girl ? 'sa petite-fille' : 'son petit-fils'}) et ${son} ${species} ${pet}`,
      `Trois petits-enfants : ${grandkid}, ${girl ? 'Hugo' : 'Léa'} et ${girl ? 'Arthur' : 'Inès'}. Et ${son} ` +
        `${species} ${pet}, bien sûr`,
    ]);
    people.push({ name: grandkid, relation: 'grandchild' }, { name: pet, relation: 'pet' });
    if (family.startsWith('Trois'))
      people.push(
        { name: girl ? 'Hugo' : 'Léa', relation: 'grandchild' },
        { name: girl ? 'Arthur' : 'Inès', relation: 'grandchild' },
      );
  } else if (form === 1) {
    const child = grandkid === 'Léo' ? 'Chloé' : 'Emma';
    family = `Marié${woman ? 'e' : ''} à ${partner}, ils ont une fille, ${child}`;
    people.push({ name: partner, relation: 'spouse' }, { name: child, relation: 'child' });
  } else if (form === 2) {
    family = `${partner} (${woman ? 'son mari' : 'sa femme'}) et ${son} ${species} ${pet}`;
    people.push({ name: partner, relation: 'spouse' }, { name: pet, relation: 'pet' });
  } else if (form === 3) {
    const [a, b] = [pick(rng, KIDS_F), pick(rng, KIDS_M)];
    family =
      `${woman ? 'Elle' : 'Il'} vit avec ${woman ? 'son mari' : 'sa femme'} ${partner} et leurs deux ` +
      `enfants, ${a} et ${b}`;
    people.push({ name: partner, relation: 'spouse' }, { name: a, relation: 'child' }, { name: b, relation: 'child' });
  } else if (form === 4) {
    family =
      `Alors il y a ${partner}, ${woman ? 'son mari' : 'sa femme'} depuis trente ans, et puis les ` +
      `enfants, mais ils sont grands maintenant`;
    people.push({ name: partner, relation: 'spouse' });
  } else {
    const kid = pick(rng, KIDS_M);
    family = `Son fils ${kid}`;
    people.push({ name: kid, relation: 'child' });
  }
  const friends = pick(rng, [
    `${friendA} et ${friendB}, du quartier`,
    `Sa meilleure amie, c’est ${friendA}`,
    `${friendA}, ${friendB} et toute la bande de la pétanque`,
    `Les copains du club de rando : ${friendB} et ${friendA}`,
    `Sa voisine ${friendA}, et ${friendB}, un ami d’enfance`,
  ]);
  for (const name of [friendA, friendB]) {
    if (friends.includes(name))
      people.push({ name, relation: friends.startsWith(`Sa voisine ${name}`) ? 'other' : 'friend' });
  }
  return {
    author,
    type: rng() < 0.5 ? '30s-50s-style' : 'black-and-white-manga',
    seed,
    answers: [
      { id: 'job', answer: jobAnswer(rng, woman, woman ? f : m, retired) },
      { id: 'family', answer: family },
      { id: 'friends', answer: friends },
      { id: 'hobbies', answer: pick(rng, HOBBIES(woman ? 'Elle' : 'Il')) },
      { id: 'dream', answer: pick(rng, DREAMS(woman ? 'Elle' : 'Il')) },
      { id: 'genre', answer: pick(rng, GENRES) },
    ],
    truth: { gender: woman ? 'f' : 'm', stage: (retired || form === 0 ? 'senior' : 'adult') as LifeStage, people },
  };
}

function child(rng: () => number, seed: number): WrittenPerson {
  const girl = rng() < 0.5;
  const author = pick(rng, girl ? KIDS_F : KIDS_M);
  const age = 6 + Math.floor(rng() * 5);
  const mum = pick(rng, WOMEN);
  const dad = pick(rng, MEN);
  const [species, pet] = pick(rng, PETS);
  const son = species === 'chatte' || species === 'chienne' ? 'sa' : 'son';
  const year = ['CP', 'CE1', 'CE2', 'CM1', 'CM2'][age - 6];
  return {
    author,
    type: rng() < 0.5 ? '30s-50s-style' : 'black-and-white-manga',
    seed,
    answers: [
      {
        id: 'job',
        answer: pick(rng, [
          `${girl ? 'Elle' : 'Il'} a ${age} ans et va à l’école`,
          `Écoli${girl ? 'ère' : 'er'} en ${year}`,
          `${girl ? 'Elle' : 'Il'} est en ${year}`,
          `C’est ${girl ? 'une petite fille' : 'un petit garçon'} de ${age} ans`,
        ]),
      },
      {
        id: 'family',
        answer: pick(rng, [
          `Sa maman ${mum}, son papa ${dad} et ${son} ${species} ${pet}`,
          `Ses parents, ${mum} et ${dad}, et ${son} ${species} ${pet}`,
        ]),
      },
      { id: 'friends', answer: pick(rng, ['Ses copains de l’école', `${pick(rng, KIDS_F)} et ${pick(rng, KIDS_M)}`]) },
      {
        id: 'hobbies',
        answer: pick(rng, [
          'Jouer au foot',
          'Dessiner des dinosaures',
          'Jouer aux Lego',
          'Faire du vélo',
          `${girl ? 'Elle' : 'Il'} adore la piscine`,
        ]),
      },
      {
        id: 'dream',
        answer: pick(rng, [
          'Devenir astronaute',
          'Avoir un dragon',
          girl ? 'Être footballeuse' : 'Être footballeur',
          'Aller sur la Lune',
        ]),
      },
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

function teen(rng: () => number, seed: number): WrittenPerson {
  const girl = rng() < 0.5;
  const author = pick(rng, girl ? ['Manon', 'Camille', 'Clara', 'Lina'] : ['Nathan', 'Théo', 'Enzo', 'Maxime']);
  const sister = pick(
    rng,
    KIDS_F.filter((n) => n !== author),
  );
  const friend = pick(
    rng,
    (girl ? KIDS_F : KIDS_M).filter((n) => n !== sister),
  );
  return {
    author,
    type: rng() < 0.5 ? '30s-50s-style' : 'black-and-white-manga',
    seed,
    answers: [
      {
        id: 'job',
        answer: pick(rng, [
          `${girl ? 'Lycéenne' : 'Lycéen'}, en seconde`,
          `${girl ? 'Elle' : 'Il'} a 14 ans, ${girl ? 'elle' : 'il'} va au collège`,
          `${girl ? 'Collégienne' : 'Collégien'} en 4e`,
        ]),
      },
      { id: 'family', answer: `Sa petite sœur ${sister}, ses parents` },
      {
        id: 'friends',
        answer: pick(rng, [
          `${girl ? 'Sa meilleure amie' : 'Son meilleur ami'} ${friend}`,
          `${friend}, toujours ${friend}`,
        ]),
      },
      {
        id: 'hobbies',
        answer: pick(rng, [
          'Les jeux vidéo et le basket',
          'La guitare',
          `${girl ? 'Elle' : 'Il'} passe son temps à dessiner des mangas`,
        ]),
      },
      { id: 'dream', answer: pick(rng, ['Devenir youtubeur', 'Partir vivre au Canada', 'Monter un groupe de rock']) },
      { id: 'genre', answer: pick(rng, GENRES) },
    ],
    truth: {
      gender: girl ? 'f' : 'm',
      stage: 'teen',
      people: [
        { name: sister, relation: 'sibling' },
        { name: friend, relation: 'friend' },
      ],
    },
  };
}

export const frenchFacts: LanguageFacts = {
  code: 'fr',
  people: (rng, n) =>
    Array.from({ length: n }, (_, i) => (i % 6 === 3 ? child(rng, i) : i % 6 === 5 ? teen(rng, i) : adult(rng, i))),
  sharedWithEnglish: [
    'a',
    'on',
    'me',
    'oh',
    'page',
    'son',
    'sort',
    'plus',
    'fort',
    'or',
    'car',
    'face',
    'place',
    'rage',
    'dire',
    'vent',
    'coin',
    'main',
    'chat',
    'fin',
    'pas',
    'encore',
    'rose',
    'date',
    'long',
    'grand',
    'table',
    'tape',
    'client',
    'pour',
    'bras',
    'as',
    'ah',
    'ha',
    'est',
    'courage',
    'attention',
    'possible',
    'impossible',
    'capable',
    'secret',
    'moment',
    'bravo',
    'danger',
    'plan',
  ],
  heroWords: {
    m: [
      'prêt pour',
      'lui-même',
      'tout seul',
      'sois prudent',
      'pas seul',
      'aussi fort',
      'être prêt',
      'beaucoup trop lent',
      'trop fort',
    ],
    f: [
      'prête pour',
      'elle-même',
      'toute seule',
      'sois prudente',
      'pas seule',
      'aussi forte',
      'être prête',
      'beaucoup trop lente',
      'trop forte',
    ],
  },
  address: { grandchild: { f: 'mamie', m: 'papi' }, child: { f: 'maman', m: 'papa' } },
  functionWords: [
    'le',
    'la',
    'les',
    'l’',
    'un',
    'une',
    'des',
    'du',
    'de',
    'd’',
    'au',
    'aux',
    'à',
    'avec',
    'pour',
    'par',
    'sans',
    'sur',
    'sous',
    'dans',
    'chez',
    'et',
    'ou',
    'mais',
    'que',
    'qu’',
    'son',
    'sa',
    'ses',
    'mon',
    'ma',
    'mes',
  ],
  workWords: ['travail', 'boulot', 'bureau', 'patron', 'retraite', 'collègues'],
};
