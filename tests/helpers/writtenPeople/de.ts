// German answers as people type them: a word or a rambling sentence, with and without "Sie ist…", "Er arbeitet
// als…"; a family as a list, with colons and brackets, or as a sentence ("Verheiratet mit Klaus, eine Tochter");
// retirees with grandchildren, children and teenagers with their age, pets with names ("Dackel Waldi").
import type { LifeStage } from '../../../shared/script';
import { pick, type LanguageFacts, type WrittenPerson } from './types';

type Truth = WrittenPerson['truth'];

const WOMEN = [
  'Ursula',
  'Monika',
  'Petra',
  'Sabine',
  'Renate',
  'Helga',
  'Karin',
  'Gabi',
  'Andrea',
  'Heike',
  'Brigitte',
  'Anja',
  'Birgit',
  'Christa',
];
const MEN = [
  'Klaus',
  'Jürgen',
  'Wolfgang',
  'Peter',
  'Dieter',
  'Thomas',
  'Frank',
  'Uwe',
  'Manfred',
  'Heinz',
  'Stefan',
  'Horst',
  'Bernd',
  'Rainer',
];
const KIDS_F = ['Lea', 'Mia', 'Emma', 'Hannah', 'Lina', 'Marie', 'Clara', 'Frieda'];
const KIDS_M = ['Paul', 'Ben', 'Finn', 'Jonas', 'Emil', 'Anton', 'Felix', 'Moritz'];
/** A pet's species word, its article, and a name. */
const PETS: Array<[string, 'der' | 'die' | 'das', string]> = [
  ['Hund', 'der', 'Bello'],
  ['Dackel', 'der', 'Waldi'],
  ['Katze', 'die', 'Minka'],
  ['Kater', 'der', 'Mikesch'],
  ['Wellensittich', 'der', 'Hansi'],
  ['Kaninchen', 'das', 'Hoppel'],
  ['Pferd', 'das', 'Luna'],
];
/** Jobs: feminine, masculine. */
const JOBS: Array<[string, string]> = [
  ['Krankenschwester', 'Krankenpfleger'],
  ['Lehrerin', 'Lehrer'],
  ['Bäckerin', 'Bäcker'],
  ['Ärztin', 'Arzt'],
  ['Köchin', 'Koch'],
  ['Friseurin', 'Friseur'],
  ['Ingenieurin', 'Ingenieur'],
  ['Polizistin', 'Polizist'],
  ['Erzieherin', 'Erzieher'],
  ['Tischlerin', 'Tischler'],
  ['Bankkauffrau', 'Bankkaufmann'],
  ['Busfahrerin', 'Busfahrer'],
];
const GENRES = [
  'Krimi',
  'Science-Fiction',
  'Fantasy',
  'Grusel',
  'Abenteuer',
  'Liebesgeschichte',
  'eine lustige Komödie',
  'Was mit Piraten',
  'Detektivgeschichte',
  'Märchen',
  'Weltraum',
];

/** She or he, with the possessives that agree: "Sie … ihr Hund", "Er … sein Hund". */
const voice = (woman: boolean) => ({
  Pro: woman ? 'Sie' : 'Er',
  pro: woman ? 'sie' : 'er',
  Poss: woman ? 'Ihr' : 'Sein',
  poss: woman ? 'ihr' : 'sein',
  posse: woman ? 'ihre' : 'seine',
  Posse: woman ? 'Ihre' : 'Seine',
});

const hobbiesOf = (woman: boolean) => {
  const v = voice(woman);
  return [
    'Lesen, Wandern und Gartenarbeit',
    `${v.Pro} liest gern Krimis`,
    'Stricken und Kreuzworträtsel',
    'Fußball, Fußball, Fußball',
    `${v.Pro} kocht leidenschaftlich gern für die ganze Familie`,
    `Backen! ${v.Posse} Käsekuchen sind legendär`,
    `${v.Posse} Hobbys sind Radfahren und Fotografieren`,
    `Hat Spaß am Tanzen`,
    `Ach, da gibt es so viel – im Garten werkeln, Marmelade einkochen, Karten spielen und sonntags zum Flohmarkt`,
    'Skat mit den Jungs vom Stammtisch',
    `${v.Pro} singt im Chor`,
  ];
};

const dreamsOf = (woman: boolean) => {
  const v = voice(woman);
  return [
    'Einmal nach Japan reisen',
    `${v.Pro} träumt von einem eigenen Café`,
    'Eine Weltreise mit dem Wohnmobil',
    `${v.Pro} möchte unbedingt einmal die Nordlichter sehen`,
    'Ein kleines Haus am Meer',
    `${v.Pro} wünscht sich, dass die ganze Familie mal wieder zusammen Urlaub macht`,
    `${v.Poss} größter Traum ist es, mit 70 noch den Kilimandscharo zu besteigen`,
    'Noch einmal nach Italien, wo alles angefangen hat',
  ];
};

function adult(rng: () => number, seed: number): WrittenPerson {
  const woman = rng() < 0.5;
  const v = voice(woman);
  const author = pick(rng, woman ? WOMEN : MEN);
  const [f, m] = pick(rng, JOBS);
  const job = woman ? f : m;
  const retired = rng() < 0.4;
  const jobAnswer = retired
    ? pick(rng, [
        `${woman ? 'Rentnerin' : 'Rentner'}, früher ${job}`,
        `${job} im Ruhestand`,
        `${v.Pro} war ${job}, jetzt ist ${v.pro} in Rente`,
        `${v.Pro} ist seit ein paar Jahren in Rente und genießt das sehr, vorher war ${v.pro} über dreißig ` +
          `Jahre lang ${job}`,
      ])
    : pick(rng, [
        `${v.Pro} ist ${job}`,
        job,
        `Arbeitet als ${job}`,
        `${v.Pro} arbeitet als ${job} bei uns im Ort`,
        `${v.Pro} ist ${job} – und zwar mit Leib und Seele, seit über zwanzig Jahren schon`,
      ]);
  const grandkids = [pick(rng, KIDS_F), pick(rng, KIDS_M)] as const;
  const partner = pick(rng, woman ? MEN.filter((n) => n !== author) : WOMEN.filter((n) => n !== author));
  const [species, article, pet] = pick(rng, PETS);
  const friendA = pick(
    rng,
    WOMEN.filter((n) => n !== author && n !== partner),
  );
  const friendB = pick(
    rng,
    MEN.filter((n) => n !== author && n !== partner),
  );
  const people: Truth['people'] = [];
  let family: string;
  const form = Math.floor(rng() * 5);
  if (form === 0 || retired) {
    const [girl, boy] = grandkids;
    family = pick(rng, [
      `${v.Posse} Enkelin ${girl} und ${v.poss} ${species} ${pet}`,
      `Zwei Enkel: ${girl} und ${boy}. Dazu ${species} ${pet}`,
      `${woman ? 'Ihr Mann' : 'Seine Frau'} ${partner}, die Enkelkinder ${girl} und ${boy} und natürlich ` +
        `${article} ${species} ${pet}`,
    ]);
    const spouse = family.includes(partner);
    if (spouse) people.push({ name: partner, relation: 'spouse' });
    people.push({ name: girl, relation: 'grandchild' });
    if (family.includes(boy)) people.push({ name: boy, relation: 'grandchild' });
    people.push({ name: pet, relation: 'pet' });
  } else if (form === 1) {
    const daughter = pick(rng, KIDS_F);
    family = `Verheiratet mit ${partner}, eine Tochter, ${daughter}`;
    people.push({ name: partner, relation: 'spouse' }, { name: daughter, relation: 'child' });
  } else if (form === 2) {
    family = `${partner} (${woman ? 'ihr Mann' : 'seine Frau'}) und ${article} ${species} ${pet}`;
    people.push({ name: partner, relation: 'spouse' }, { name: pet, relation: 'pet' });
  } else if (form === 3) {
    const son = pick(rng, KIDS_M);
    family = pick(rng, [`${v.Poss} Sohn ${son}`, `Sohn ${son}, der gerade studiert`]);
    people.push({ name: son, relation: 'child' });
  } else {
    const [girl, boy] = [pick(rng, KIDS_F), pick(rng, KIDS_M)];
    family = `Zwei Kinder, ${girl} und ${boy}, und ein ${species} namens ${pet}`;
    people.push({ name: girl, relation: 'child' }, { name: boy, relation: 'child' }, { name: pet, relation: 'pet' });
  }
  const friends = pick(rng, [
    `${friendA} und ${friendB} aus dem Chor`,
    `${v.Posse} beste Freundin ${friendA}`,
    `${friendA}, ${friendB} und der Rest vom Kegelclub`,
    `Die Nachbarn, die Leute vom Sportverein und ganz besonders ${friendA}`,
  ]);
  for (const name of [friendA, friendB]) {
    if (friends.includes(name))
      people.push({ name, relation: friends.startsWith('Die Nachbarn') ? 'other' : 'friend' });
  }
  return {
    author,
    type: rng() < 0.5 ? '30s-50s-style' : 'black-and-white-manga',
    seed,
    answers: [
      { id: 'job', answer: jobAnswer },
      { id: 'family', answer: family },
      { id: 'friends', answer: friends },
      { id: 'hobbies', answer: pick(rng, hobbiesOf(woman)) },
      { id: 'dream', answer: pick(rng, dreamsOf(woman)) },
      { id: 'genre', answer: pick(rng, GENRES) },
    ],
    truth: { gender: woman ? 'f' : 'm', stage: (retired || form === 0 ? 'senior' : 'adult') as LifeStage, people },
  };
}

function child(rng: () => number, seed: number): WrittenPerson {
  const girl = rng() < 0.5;
  const v = voice(girl);
  const author = pick(rng, girl ? KIDS_F : KIDS_M);
  const age = 5 + Math.floor(rng() * 6);
  const mum = pick(rng, WOMEN);
  const dad = pick(rng, MEN);
  const sibling = pick(
    rng,
    (girl ? KIDS_M : KIDS_F).filter((n) => n !== author),
  );
  const [species, article, pet] = pick(rng, PETS);
  const form = Math.floor(rng() * 2);
  const family =
    form === 0
      ? `Mama ${mum}, Papa ${dad} und ${article} ${species} ${pet}`
      : `${v.Posse} Eltern ${mum} und ${dad}, ${girl ? 'ihr kleiner Bruder' : 'seine kleine Schwester'} ` +
        `${sibling} und ${article} ${species} ${pet}`;
  const friendA = pick(
    rng,
    KIDS_F.filter((n) => n !== author && n !== sibling),
  );
  const friendB = pick(
    rng,
    KIDS_M.filter((n) => n !== author && n !== sibling),
  );
  const friends = pick(rng, [
    'Die Kinder aus der Klasse',
    `${friendA} und ${friendB} aus der Kita`,
    `${v.Posse} beste Freundin ${friendA}`,
  ]);
  const people: Truth['people'] = [
    { name: mum, relation: 'other' },
    { name: dad, relation: 'other' },
    ...(form === 1 ? [{ name: sibling, relation: 'sibling' as const }] : []),
    { name: pet, relation: 'pet' },
    ...[friendA, friendB].filter((n) => friends.includes(n)).map((name) => ({ name, relation: 'friend' as const })),
  ];
  return {
    author,
    type: rng() < 0.5 ? '30s-50s-style' : 'black-and-white-manga',
    seed,
    answers: [
      {
        id: 'job',
        answer: pick(rng, [
          `${v.Pro} ist ${age} und geht in die Grundschule`,
          `${age} Jahre alt, geht in die ${Math.max(1, age - 5)}. Klasse`,
          age < 7
            ? `Geht in den Kindergarten, ${v.pro} ist ${age} Jahre alt`
            : `${girl ? 'Schülerin' : 'Schüler'}, ${age} Jahre`,
        ]),
      },
      { id: 'family', answer: family },
      { id: 'friends', answer: friends },
      {
        id: 'hobbies',
        answer: pick(rng, [
          'Fußball spielen',
          'Malen und Basteln',
          'Dinos! Alles über Dinos',
          `${v.Pro} liebt Lego`,
          'Reiten',
          'Schwimmen und Trampolinspringen',
        ]),
      },
      {
        id: 'dream',
        answer: pick(rng, [
          girl ? 'Astronautin werden' : 'Astronaut werden',
          'Ein eigenes Pony',
          `${v.Pro} möchte einen Drachen als Haustier`,
          girl ? 'Tierärztin werden' : 'Profifußballer werden',
        ]),
      },
      { id: 'genre', answer: pick(rng, GENRES) },
    ],
    truth: { gender: girl ? 'f' : 'm', stage: 'child', people },
  };
}

function teen(rng: () => number, seed: number): WrittenPerson {
  const girl = rng() < 0.5;
  const v = voice(girl);
  const author = pick(
    rng,
    girl ? ['Lena', 'Sophie', 'Laura', 'Jana', 'Lara'] : ['Jonas', 'Leon', 'Niklas', 'Tim', 'Luca'],
  );
  const age = 13 + Math.floor(rng() * 5);
  const mum = pick(rng, WOMEN);
  const sister = pick(
    rng,
    KIDS_F.filter((n) => n !== author),
  );
  const friendA = pick(
    rng,
    KIDS_F.filter((n) => n !== sister),
  );
  const friendB = pick(
    rng,
    KIDS_M.filter((n) => n !== author),
  );
  return {
    author,
    type: rng() < 0.5 ? '30s-50s-style' : 'black-and-white-manga',
    seed,
    answers: [
      {
        id: 'job',
        answer: pick(rng, [
          `${v.Pro} ist ${age} und geht aufs Gymnasium`,
          `${girl ? 'Schülerin' : 'Schüler'}, ${age} Jahre, macht bald Abi`,
          `${age}-jährige${girl ? '' : 'r'} ${girl ? 'Schülerin' : 'Schüler'} an der Gesamtschule`,
        ]),
      },
      { id: 'family', answer: `${v.Posse} Mutter ${mum} und ${v.posse} große Schwester ${sister}` },
      { id: 'friends', answer: `${friendA} und ${friendB}, die zwei sind unzertrennlich` },
      {
        id: 'hobbies',
        answer: pick(rng, [
          'Zocken und Basketball',
          `${v.Pro} tanzt im Verein`,
          'Gitarre spielen',
          'Zeichnen, vor allem Comics',
        ]),
      },
      {
        id: 'dream',
        answer: pick(rng, [
          'Nach dem Abi ein Jahr nach Australien',
          girl ? 'Sängerin werden' : 'Sänger werden',
          'Ein eigenes Pferd',
        ]),
      },
      { id: 'genre', answer: pick(rng, GENRES) },
    ],
    truth: {
      gender: girl ? 'f' : 'm',
      stage: 'teen',
      people: [
        { name: mum, relation: 'other' },
        { name: sister, relation: 'sibling' },
        { name: friendA, relation: 'friend' },
        { name: friendB, relation: 'friend' },
      ],
    },
  };
}

export const germanFacts: LanguageFacts = {
  code: 'de',
  people: (rng, n) =>
    Array.from({ length: n }, (_, i) => (i % 4 === 3 ? child(rng, i) : i % 8 === 5 ? teen(rng, i) : adult(rng, i))),
  sharedWithEnglish: [
    'in',
    'die',
    'also',
    'man',
    'will',
    'so',
    'was',
    'oh',
    'hat',
    'bald',
    'see',
    'all',
    'her',
    'war',
    'an',
    'am',
    'um',
    'hand',
    'arm',
    'fast',
    'halt',
    'hell',
    'elf',
    'rest',
    'still',
    'wind',
    'warm',
    'kind',
  ],
  heroWords: { m: ['Held', 'mein Held', 'bist der Größte'], f: ['Heldin', 'meine Heldin', 'bist die Größte'] },
  address: { grandchild: { f: 'Oma', m: 'Opa' }, child: { f: 'Mama', m: 'Papa' } },
  functionWords: [
    'der',
    'die',
    'das',
    'den',
    'dem',
    'des',
    'ein',
    'eine',
    'einen',
    'einem',
    'einer',
    'und',
    'oder',
    'aber',
    'dass',
    'mit',
    'von',
    'zu',
    'zum',
    'zur',
    'für',
    'gegen',
    'auf',
    'an',
    'am',
    'im',
    'in',
    'bei',
    'beim',
    'aus',
    'nach',
    'vor',
    'ohne',
    'durch',
    'um',
  ],
  workWords: ['Arbeit', 'Büro', 'Chef', 'Chefin', 'Feierabend', 'Rente', 'Ruhestand', 'Kollegen'],
};
