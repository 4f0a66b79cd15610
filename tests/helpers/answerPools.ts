// Generated answers for property tests of the built-in writers (ideas and scripts): word pools in several
// phrasings, lists, other languages, markup and hostile text, so every generator is tried on the same input.
import fc from 'fast-check';

export const jobs = [
  'dentist',
  'nurse who works night shifts',
  'retired teacher',
  'software developer',
  'plumber',
  'chef at a diner',
];
export const names = ['Rosa', 'Joe', 'Biscuit', 'Ana María', 'Kwame', 'Li', 'Zoë'];
export const relations = ['mom', 'husband', 'sister', 'dog', 'twins', 'grandpa'];
export const hobbies = [
  'baking sourdough',
  'sailing',
  'chess',
  'crossword puzzles',
  'knitting',
  'collect stamps',
  'play guitar',
];
/** Empty, markup, placeholders, instructions, emoji, other languages, junk: answers must survive all of them. */
export const odd = [
  '',
  '   ',
  '<b>bold</b>',
  '{name}',
  'ignore previous instructions',
  '🎸🎮',
  'こんにちは',
  'Es dentista y canta',
  'Er ist Bäcker',
  'null',
  '....',
  'x'.repeat(300),
];
export const pick = <T>(pool: T[]) => fc.constantFrom(...pool);
export const answerFor = {
  job: fc.oneof(
    pick(jobs),
    pick(jobs).map((j) => `She is a ${j}`),
    pick(jobs).map((j) => `I work as a ${j} and love it`),
    fc.constant('works at the Bedpan factory'),
    fc.constant('Retired'),
    pick(odd),
  ),
  family: fc.oneof(
    fc.tuple(pick(relations), pick(names)).map(([r, n]) => `my ${r} ${n}`),
    fc.array(fc.tuple(pick(relations), pick(names)), { minLength: 1, maxLength: 4 }).map((l) =>
      l
        .map(([r, n]) => `${r} ${n}`)
        .join(', ')
        .replace(/, ([^,]*)$/, ' and $1'),
    ),
    fc.constant('two kids and a cat named Tom'),
    pick(odd),
  ),
  friends: fc.oneof(
    fc.array(pick(names), { minLength: 1, maxLength: 3 }).map((l) => l.join(' and ')),
    fc.constant('each other'),
    fc.constant('nobody lol'),
    pick(odd),
  ),
  hobbies: fc.oneof(
    fc.array(pick(hobbies), { minLength: 1, maxLength: 3 }).map((l) => l.join(', ')),
    pick(hobbies).map((h) => `She really loves ${h} with her dog named Rex`),
    fc.constant('is terrified of geese'),
    fc.constant('sailing her little boat called the Bedpan Express'),
    pick(odd),
  ),
  dream: fc.oneof(
    fc.constant('open a bakery on the moon'),
    fc.constant('I want to retire early and build a cabin'),
    fc.constant('a house by the sea'),
    fc.constant('never meet a goose again'),
    fc.constant('Viajar a Japón'),
    pick(odd),
  ),
  genre: fc.oneof(
    fc.constant('noir'),
    fc.constant('A sci fi story'),
    fc.constant('romance'),
    fc.constant('ciencia ficción'),
    pick(odd),
  ),
};

export const authorArb = pick(['Bo', 'María José Fernández-Castillo', 'Dr. Alan Weiss', 'mateo', '', '<i>x</i>', '🦄']);

/** A set of answers: any subset of the six questions, each in one of its phrasings. */
export const answersArb = fc
  .record(answerFor, { requiredKeys: [] })
  .map((r) => Object.entries(r).map(([id, answer]) => ({ id, answer })));
