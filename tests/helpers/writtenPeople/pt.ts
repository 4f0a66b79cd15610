// Brazilian Portuguese answers as people type them: a word or a rambling paragraph, with "É…", "Trabalha
// como…", "Ela adora…", a family as a list or a sentence ("Tem dois filhos: Pedro e Ana"), Dona and Seu before
// names, children at school, teenagers in ensino médio, retirees with grandchildren and a calopsita.
import type { LifeStage } from '../../../shared/script';
import { pick, type LanguageFacts, type WrittenPerson } from './types';

const WOMEN = [
  'Maria Aparecida',
  'Ana Paula',
  'Beatriz',
  'Raquel',
  'Fernanda',
  'Lúcia',
  'Cláudia',
  'Inês',
  'Conceição',
  'Rosângela',
  'Simone',
  'Denise',
];
const MEN = [
  'José Carlos',
  'João',
  'Antônio',
  'Francisco',
  'Luiz',
  'Paulo',
  'Sérgio',
  'Rafael',
  'Marcos',
  'Joaquim',
  'Roberto',
  'Miguel',
];
const KIDS_F = ['Helena', 'Alice', 'Laura', 'Manuela', 'Sofia', 'Valentina'];
const KIDS_M = ['Arthur', 'Davi', 'Heitor', 'Theo', 'Pedro', 'Bernardo'];
/** The species word, its article ("o cachorro", "a gata") and a pet's name. */
const PETS = [
  ['cachorro', 'o', 'Paçoca'],
  ['gata', 'a', 'Mimi'],
  ['papagaio', 'o', 'Zeca'],
  ['cachorrinha', 'a', 'Mel'],
  ['gato', 'o', 'Frajola'],
  ['calopsita', 'a', 'Kiwi'],
] as const;
const JOBS: Array<[string, string]> = [
  ['enfermeira', 'enfermeiro'],
  ['professora', 'professor'],
  ['padeira', 'padeiro'],
  ['advogada', 'advogado'],
  ['cozinheira', 'cozinheiro'],
  ['engenheira', 'engenheiro'],
  ['cabeleireira', 'cabeleireiro'],
  ['médica', 'médico'],
  ['costureira', 'costureiro'],
  ['motorista de ônibus', 'motorista de ônibus'],
  ['dentista', 'dentista'],
];
const HOBBIES = [
  'Jogar dominó e dançar forró',
  'Adora cozinhar para a família toda',
  'futebol',
  'Ler, caminhar na praia e fazer palavras cruzadas',
  'Cuidar das plantas',
  'Gosta muito de pescar',
  'Gosta do mar',
  'Dançar',
  'Fazer bolo',
  'Andar de bicicleta',
  'ah, jardinagem principalmente, mas também passa horas fazendo crochê enquanto vê novela',
  'Nas horas vagas, gosta de tocar violão com os amigos',
];
const DREAMS = [
  'Conhecer Portugal',
  'Sonha em ver a aurora boreal',
  'Quer abrir uma padaria',
  'Ser astronauta',
  'viajar o mundo inteiro',
  'Ter um sítio com horta e galinhas',
  'Conhecer o Japão',
  'Sonha com uma casa na praia',
];
const GENRES = [
  'mistério',
  'ficção científica',
  'comédia romântica',
  'terror',
  'aventura',
  'fantasia',
  'Um romance policial',
  'algo com piratas',
];

const cap = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
type People = WrittenPerson['truth']['people'];

function adult(rng: () => number, seed: number): WrittenPerson {
  const woman = rng() < 0.5;
  const author = pick(rng, woman ? WOMEN : MEN);
  const [f, m] = pick(rng, JOBS);
  const job = woman ? f : m;
  const retired = rng() < 0.4;
  const gendered = retired ? `${job} ${woman ? 'aposentada' : 'aposentado'}` : job;
  const jobAnswer = pick(
    rng,
    retired
      ? [
          `É ${gendered}`,
          cap(gendered),
          `${woman ? 'Aposentada' : 'Aposentado'}, foi ${job} a vida toda`,
          `Se aposentou como ${job}`,
        ]
      : [
          `É ${job}`,
          cap(job),
          `Trabalha como ${job}`,
          `É ${job}, ${woman ? 'a melhor' : 'o melhor'} do bairro`,
          `${woman ? 'Ela' : 'Ele'} é ${job} há mais de vinte anos e ama o que faz`,
        ],
  );
  const kidF = pick(rng, KIDS_F);
  const kidM = pick(rng, KIDS_M);
  const grandkid = pick(rng, [kidF, kidM]);
  const partner = pick(
    rng,
    (woman ? MEN : WOMEN).filter((n) => n !== author),
  );
  const [species, article, pet] = pick(rng, PETS);
  const friendA = pick(
    rng,
    WOMEN.filter((n) => n !== author && n !== partner),
  );
  const friendB = pick(
    rng,
    MEN.filter((n) => n !== author && n !== partner),
  );
  const people: People = [];
  let family: string;
  const form = Math.floor(rng() * 5);
  const senior = retired || form === 0;
  if (senior) {
    family = pick(rng, [
      `${grandkid === kidF ? 'Sua neta' : 'Seu neto'} ${grandkid} e ${article} ${species} ${pet}`,
      `${woman ? 'Viúva' : 'Viúvo'}, tem dois netos: ${kidF} e ${kidM}`,
    ]);
    if (family.includes('dois netos'))
      people.push({ name: kidF, relation: 'grandchild' }, { name: kidM, relation: 'grandchild' });
    else people.push({ name: grandkid, relation: 'grandchild' }, { name: pet, relation: 'pet' });
  } else if (form === 1) {
    family =
      `${woman ? 'Seu marido' : 'Sua esposa'} ${partner} e ${woman ? 'a' : 'o'} ` +
      `${woman ? 'filha' : 'filho'} ${woman ? kidF : kidM}`;
    people.push({ name: partner, relation: 'spouse' }, { name: woman ? kidF : kidM, relation: 'child' });
  } else if (form === 2) {
    family = pick(rng, [
      `${partner} (${woman ? 'o marido' : 'a esposa'}) e ${article} ${species} ${pet}, que é o xodó da casa`,
      `${woman ? 'Casada' : 'Casado'} com ${partner}, tem ${woman ? `uma filha, a ${kidF}` : `um filho, o ${kidM}`}`,
    ]);
    if (family.startsWith('Casad'))
      people.push({ name: partner, relation: 'spouse' }, { name: woman ? kidF : kidM, relation: 'child' });
    else people.push({ name: partner, relation: 'spouse' }, { name: pet, relation: 'pet' });
  } else if (form === 3) {
    family = `Tem dois filhos: ${kidM} e ${kidF}`;
    people.push({ name: kidM, relation: 'child' }, { name: kidF, relation: 'child' });
  } else {
    family =
      `Ah, a família é grande! ${woman ? 'O marido' : 'A esposa'} ${partner}, a filha ${kidF} e ` +
      `${article} ${species} ${pet}, que manda na casa`;
    people.push(
      { name: partner, relation: 'spouse' },
      { name: kidF, relation: 'child' },
      { name: pet, relation: 'pet' },
    );
  }
  const friends = pick(rng, [
    `${friendA} e ${friendB}, da igreja`,
    `A melhor amiga é a ${friendA}`,
    `${friendA}, ${friendB} e o resto da turma do dominó`,
    `Tem muitos amigos, mas o inseparável é o ${friendB}, amigo desde a escola`,
    `Dona ${friendA}, a vizinha, e Seu ${friendB}, o compadre`,
  ]);
  // "Dona Fernanda, a vizinha": a neighbour, which the truth has no word for.
  for (const name of [friendA, friendB]) {
    if (friends.includes(name))
      people.push({ name, relation: friends.startsWith('Dona') && name === friendA ? 'other' : 'friend' });
  }
  const hobbies = pick(rng, [
    ...HOBBIES,
    woman ? 'Ela adora ver novela e fazer tricô' : 'Ele é apaixonado pelo Flamengo',
  ]);
  return {
    author,
    type: rng() < 0.5 ? '30s-50s-style' : 'black-and-white-manga',
    seed,
    answers: [
      { id: 'job', answer: jobAnswer },
      { id: 'family', answer: family },
      { id: 'friends', answer: friends },
      { id: 'hobbies', answer: hobbies },
      { id: 'dream', answer: pick(rng, DREAMS) },
      { id: 'genre', answer: pick(rng, GENRES) },
    ],
    truth: { gender: woman ? 'f' : 'm', stage: (senior ? 'senior' : 'adult') as LifeStage, people },
  };
}

function child(rng: () => number, seed: number): WrittenPerson {
  const girl = rng() < 0.5;
  const author = pick(rng, girl ? KIDS_F : KIDS_M);
  const age = 5 + Math.floor(rng() * 6);
  const mum = pick(rng, WOMEN);
  const dad = pick(rng, MEN);
  const [species, article, pet] = pick(rng, PETS);
  const friendF = pick(
    rng,
    KIDS_F.filter((n) => n !== author),
  );
  const friendM = pick(
    rng,
    KIDS_M.filter((n) => n !== author),
  );
  const friends = pick(rng, [
    'Os amigos da escola',
    `${friendF} e ${friendM}`,
    `${girl ? 'A melhor amiga é a' : 'O melhor amigo é o'} ${girl ? friendF : friendM}`,
  ]);
  const people: People = [
    { name: mum, relation: 'other' },
    { name: dad, relation: 'other' },
    { name: pet, relation: 'pet' },
  ];
  for (const name of [friendF, friendM]) if (friends.includes(name)) people.push({ name, relation: 'friend' });
  return {
    author,
    type: rng() < 0.5 ? '30s-50s-style' : 'black-and-white-manga',
    seed,
    answers: [
      {
        id: 'job',
        answer: pick(rng, [
          `Tem ${age} anos e vai à escola`,
          `Está no ${Math.max(1, age - 5)}º ano do fundamental`,
          `É ${girl ? 'uma menina' : 'um menino'} de ${age} anos`,
          `${age} anos, ainda na escolinha`,
        ]),
      },
      {
        id: 'family',
        answer: pick(rng, [
          `Sua mãe ${mum}, seu pai ${dad} e ${article} ${species} ${pet}`,
          `Mãe ${mum}, pai ${dad} e ${article} ${species} ${pet}`,
        ]),
      },
      { id: 'friends', answer: friends },
      {
        id: 'hobbies',
        answer: pick(rng, [
          'Jogar bola',
          'Desenhar dinossauros',
          'Adora brincar de Lego',
          'Andar de bicicleta',
          'Assistir desenho e pular na cama elástica',
        ]),
      },
      {
        id: 'dream',
        answer: pick(rng, [
          'Ser astronauta',
          'Ter um dragão',
          girl ? 'Ser jogadora de futebol' : 'Ser jogador de futebol',
          'Ir para a Disney',
        ]),
      },
      { id: 'genre', answer: pick(rng, GENRES) },
    ],
    truth: { gender: girl ? 'f' : 'm', stage: 'child', people },
  };
}

function teen(rng: () => number, seed: number): WrittenPerson {
  const girl = rng() < 0.5;
  const author = pick(
    rng,
    girl ? ['Larissa', 'Giovanna', 'Yasmin', 'Júlia'] : ['Gustavo', 'Enzo', 'Vinícius', 'Matheus'],
  );
  const age = 13 + Math.floor(rng() * 5);
  const sibling = pick(rng, [...KIDS_F, ...KIDS_M]);
  const friend = pick(rng, ['Bruna', 'Camila', 'Diego', 'Thiago']);
  const she = friend.endsWith('a');
  return {
    author,
    type: rng() < 0.5 ? '30s-50s-style' : 'black-and-white-manga',
    seed,
    answers: [
      {
        id: 'job',
        answer: pick(rng, [
          `Tem ${age} anos e está no ensino médio`,
          `Estudante, ${age} anos`,
          `Está no primeiro ano do ensino médio e estuda pro vestibular`,
        ]),
      },
      {
        id: 'family',
        answer: pick(rng, [
          `Mora com os pais e ${KIDS_F.includes(sibling) ? 'a irmãzinha' : 'o irmãozinho'} ${sibling}`,
          `Os pais e ${KIDS_F.includes(sibling) ? 'a irmã mais nova' : 'o irmão mais novo'}, ${sibling}`,
        ]),
      },
      { id: 'friends', answer: `${she ? 'A melhor amiga é a' : 'O melhor amigo é o'} ${friend}, desde a creche` },
      {
        id: 'hobbies',
        answer: pick(rng, [
          'Jogar videogame e ouvir música',
          'Vôlei',
          girl ? 'Ela adora desenhar mangá' : 'Ele adora andar de skate',
        ]),
      },
      {
        id: 'dream',
        answer: pick(rng, ['Passar em medicina', 'Quer morar fora', girl ? 'Ser cantora famosa' : 'Ser cantor famoso']),
      },
      { id: 'genre', answer: pick(rng, GENRES) },
    ],
    truth: {
      gender: girl ? 'f' : 'm',
      stage: 'teen',
      people: [
        { name: sibling, relation: 'sibling' },
        { name: friend, relation: 'friend' },
      ],
    },
  };
}

export const portugueseFacts: LanguageFacts = {
  code: 'pt',
  people: (rng, n) =>
    Array.from({ length: n }, (_, i) => (i % 4 === 3 ? child(rng, i) : i % 8 === 6 ? teen(rng, i) : adult(rng, i))),
  sharedWithEnglish: [
    'a',
    'as',
    'do',
    'no',
    'me',
    'for',
    'come',
    'era',
    'mar',
    'vale',
    'final',
    'real',
    'total',
    'legal',
    'animal',
    'hospital',
    'favor',
    'pare',
    'cola',
    'dose',
    'pose',
  ],
  heroWords: {
    m: ['pronto para', 'consigo mesmo', 'sozinho', 'obrigado'],
    f: ['pronta para', 'consigo mesma', 'sozinha', 'obrigada'],
  },
  address: { grandchild: { f: 'vovó', m: 'vovô' }, child: { f: 'mãe', m: 'pai' } },
  functionWords: [
    'o',
    'a',
    'os',
    'as',
    'um',
    'uma',
    'de',
    'do',
    'da',
    'dos',
    'das',
    'em',
    'no',
    'na',
    'ao',
    'à',
    'com',
    'por',
    'pelo',
    'pela',
    'para',
    'pra',
    'e',
    'ou',
    'que',
    'se',
    'mas',
    'nem',
  ],
  workWords: ['trabalho', 'escritório', 'chefe', 'aposentadoria', 'expediente', 'salário', 'batente'],
};
