// The local idea generator: spec section 8 rules, grammatical and personal wording for any answers (hand-picked
// regressions and generated answers), determinism, and the avoid list.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateLocalIdeaSet, generateLocalIdeas } from '../../server/engines/ideas/localIdeas';
import { SAMPLE_PERSONAS } from '../../server/engines/ideas/samplePersonas';
import { readAnswers } from '../../server/engines/answers/readAnswers';
import { seededRandom } from '../../server/lib/seededRandom';
import type { GenerateIdeasInput, Idea } from '../../shared/schemas';
import type { BookType } from '../../shared/bookTypes';
import { contentWords, expectGoodSet } from '../helpers/ideaQuality';
import { answersArb, authorArb, pick } from '../helpers/answerPools';

const TYPES: BookType[] = ['black-and-white-manga', '30s-50s-style'];
const text = (ideas: Idea[]) => ideas.map((i) => `${i.title}\n${i.description}`).join('\n');
const many = (input: GenerateIdeasInput, seeds = 12) =>
  Array.from({ length: seeds }, (_, s) => generateLocalIdeas(input, s + 1));

const MARIA = (type: BookType, extra: GenerateIdeasInput['answers'] = []): GenerateIdeasInput => ({
  author: 'Maria',
  type,
  answers: [
    { id: 'job', answer: 'She is a dentist who sings to patients' },
    { id: 'family', answer: 'My mom Rosa, my husband Joe and two kids' },
    { id: 'friends', answer: 'Jake and Lisa' },
    { id: 'hobbies', answer: 'Salsa dancing and baking sourdough' },
    { id: 'dream', answer: 'I want to open a bakery on the moon' },
    ...extra,
  ],
});

/** The bad outputs customers reported, as inputs. */
const REGRESSIONS: GenerateIdeasInput['answers'][] = [
  [
    { id: 'job', answer: 'retired' },
    { id: 'hobbies', answer: 'baking sourdough, sailing her little boat called the Bedpan Express' },
    { id: 'dream', answer: 'never meet a goose again' },
  ],
  [
    { id: 'hobbies', answer: 'is terrified of geese' },
    { id: 'family', answer: 'the whole family' },
  ],
  [
    { id: 'friends', answer: 'each other' },
    { id: 'hobbies', answer: 'chess' },
  ],
  [
    { id: 'family', answer: 'my sister Ana' },
    { id: 'dream', answer: 'to see the world' },
  ],
];

describe('generateLocalIdeas: the spec rules', () => {
  it('gives three good ideas for every sample persona, both styles, many seeds', () => {
    for (const persona of SAMPLE_PERSONAS) {
      for (const type of TYPES) {
        for (let seed = 0; seed < 8; seed += 1)
          expectGoodSet(generateLocalIdeas({ author: persona.author, type, answers: persona.answers }, seed));
      }
    }
  });

  it('is deterministic for a seed and avoid list, ids included', () => {
    for (const type of TYPES) {
      expect(generateLocalIdeas(MARIA(type), 1234)).toEqual(generateLocalIdeas(MARIA(type), 1234));
      const avoid = generateLocalIdeaSet(MARIA(type), 1).keys;
      expect(generateLocalIdeas(MARIA(type), 7, { avoid })).toEqual(generateLocalIdeas(MARIA(type), 7, { avoid }));
      expect(generateLocalIdeas(MARIA(type), 1)).not.toEqual(generateLocalIdeas(MARIA(type), 2));
    }
  });

  it("defaults the genre to 'adventure' for manga and 'slice of life' otherwise, and names a given one", () => {
    for (let seed = 0; seed < 15; seed += 1) {
      expect(text(generateLocalIdeas(MARIA('black-and-white-manga'), seed))).toMatch(/adventure/);
      expect(text(generateLocalIdeas(MARIA('30s-50s-style'), seed))).toMatch(/slice of life/);
      expect(text(generateLocalIdeas({ author: 'Ann', type: '30s-50s-style', answers: [] }, seed))).toMatch(
        /slice of life/,
      );
      const noir = text(generateLocalIdeas(MARIA('30s-50s-style', [{ id: 'genre', answer: 'A noir story' }]), seed));
      expect(noir).toMatch(/noir/);
      expect(noir).not.toMatch(/slice of life/);
    }
    expect(text(many(MARIA('black-and-white-manga', [{ id: 'genre', answer: 'sci fi' }])).flat())).toContain('sci-fi');
  });

  it('leans on manga tropes for manga and Golden Age tropes for vintage', () => {
    const manga = text(many(MARIA('black-and-white-manga'), 30).flat());
    const vintage = text(many(MARIA('30s-50s-style'), 30).flat());
    for (const trope of [/rival/i, /tournament/i, /another world|world where/i, /legendary/i])
      expect(manga).toMatch(trope);
    for (const trope of [/mad scientist/i, /masked/i, /Amazing|Astonishing/, /serial|rocket/i])
      expect(vintage).toMatch(trope);
  });

  it("uses the person's answers, turned into phrases without boilerplate", () => {
    const all = text(many(MARIA('black-and-white-manga'), 20).flat());
    for (const detail of [/dentist who sings/i, /bakery on the moon/i, /Mom Rosa|Joe/, /Jake|Lisa/, /salsa|sourdough/i])
      expect(all).toMatch(detail);
    expect(all).not.toMatch(/she is a|i want to|\bmy mom\b/i);
  });

  it('agrees verbs with groups and never calls the hero a nobody', () => {
    const kids = {
      author: 'Sam',
      type: 'black-and-white-manga' as const,
      answers: [{ id: 'family', answer: 'two kids' }],
    };
    const all = text(many(kids, 30).flat());
    expect(all).toContain('two kids');
    expect(all).not.toMatch(/two kids (?:is|learns|vows|teaches|reveals|enters|watches)\b/i);
    const jobless = text(many({ author: 'Mateo', type: 'black-and-white-manga', answers: [] }, 30).flat());
    expect(jobless).not.toMatch(/nobody|ordinary|humble/i);
  });

  it('handles an empty author, odd seeds and malformed input without throwing', () => {
    for (const type of TYPES) {
      for (const seed of [0, -7, Math.PI, Number.NaN, 2 ** 40])
        expectGoodSet(generateLocalIdeas({ author: '', type, answers: [] }, seed));
    }
    const malformed = { author: undefined, type: 'nope', answers: [null, { id: 5 }, { id: 'job' }] };
    expectGoodSet(generateLocalIdeas(malformed as unknown as GenerateIdeasInput, 1));
  });
});

describe('generateLocalIdeas: customer regressions', () => {
  it('reads every reported bad case into good ideas', () => {
    for (const answers of REGRESSIONS) {
      for (const type of TYPES) {
        for (let seed = 0; seed < 10; seed += 1) {
          const ideas = generateLocalIdeas({ author: 'Margaret', type, answers }, seed);
          expectGoodSet(ideas);
          const all = text(ideas);
          expect(all).not.toMatch(
            /retiring\.|fueled by sailing her little|nevering|crush \w+ at is|and each other|ordinary nobody/i,
          );
        }
      }
    }
  });

  it('surfaces the funny details: Gerald, the Bedpan Express, geese', () => {
    const input = (type: BookType): GenerateIdeasInput => ({
      author: 'Margaret',
      type,
      answers: [
        { id: 'job', answer: 'Retired' },
        {
          id: 'hobbies',
          answer: 'Baking bread with a sourdough starter named Gerald, sailing a boat called the Bedpan Express',
        },
        { id: 'dream', answer: 'She is terrified of geese and dreams of never meeting one again' },
      ],
    });
    for (const type of TYPES) {
      const all = text(many(input(type), 8).flat());
      expect(all).toContain('Gerald');
      expect(all).toContain('Bedpan Express');
      expect(all).toMatch(/geese/i);
    }
  });
});

const inputArb = fc.record({ author: authorArb, type: pick(TYPES), answers: answersArb });

describe('generateLocalIdeas: generated answers', () => {
  it('is grammatical, within limits, and deterministic for any answers', () => {
    fc.assert(
      fc.property(inputArb, fc.integer(), (input, seed) => {
        const ideas = generateLocalIdeas(input, seed);
        expectGoodSet(ideas);
        expect(generateLocalIdeas(input, seed)).toEqual(ideas);
      }),
      { numRuns: 400, seed: 42 },
    );
  });

  it('mentions something from the answers in every idea when the answers can be read', () => {
    fc.assert(
      fc.property(inputArb, fc.integer(), (input, seed) => {
        const facts = readAnswers(input);
        const readable =
          facts.job?.noun ||
          facts.job?.does ||
          facts.hobbies.length ||
          facts.dream?.of ||
          facts.family.length ||
          facts.friends.length;
        fc.pre(Boolean(readable));
        const people = [...facts.family, ...facts.friends, ...facts.pets].map((p) =>
          (p.name ?? p.relation ?? '').toLowerCase(),
        );
        const words = [
          ...contentWords(input.answers),
          ...people,
          ...facts.named.map((t) => t.name.toLowerCase()),
        ].filter(Boolean);
        for (const idea of generateLocalIdeas(input, seed)) {
          const said = `${idea.title} ${idea.description}`.toLowerCase();
          // A quotation (“…”) is the visitor's own answer, so it counts too.
          expect(said.includes('“') || words.some((w) => said.includes(w)), `${idea.title} / ${idea.description}`).toBe(
            true,
          );
        }
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('keeps every limit on random token soup', () => {
    const rng = seededRandom(99);
    const pieces = [
      'dentist',
      'who',
      'the',
      'moon',
      'and',
      '🐙',
      "O'Hara",
      '<b>',
      'I am a',
      'to',
      ',',
      '.',
      'x'.repeat(30),
      'ÿ',
      '"',
      'named',
      'called',
    ];
    const phrase = () =>
      Array.from({ length: Math.floor(rng() * 40) }, () => pieces[Math.floor(rng() * pieces.length)]).join(' ');
    for (let round = 0; round < 150; round += 1) {
      const answers = ['job', 'family', 'friends', 'hobbies', 'dream', 'genre']
        .filter(() => rng() < 0.7)
        .map((id) => ({ id, answer: phrase() }));
      expectGoodSet(generateLocalIdeas({ author: phrase().slice(0, 120), type: TYPES[round % 2], answers }, round));
    }
  });
});
