// Idea titles take fragments of the answers; a fragment may stop only where the answer's phrase could stop
// (its end, before "and", a preposition or another boundary word, or an adverb), never in the middle of a
// verb and its particle: "Another World Runs on Handing" from "handing out nanosecond wires" was the bug.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateLocalIdeas } from '../../server/engines/ideas/localIdeas';
import { isBoundary } from '../../server/engines/answers/textLimits';

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

/**
 * Runs of at least one word of 4+ letters that a title shares with an answer, where the answer goes on
 * after the run with a word the phrase needs (not a boundary word, an adverb, or the end).
 */
function cutMidPhrase(title: string, answer: string): string[] {
  const t = words(title);
  const a = words(answer);
  const found: string[] = [];
  for (let i = 0; i < t.length; i++) {
    for (let j = 0; j < a.length; j++) {
      if (t[i] !== a[j] || (i > 0 && j > 0 && t[i - 1] === a[j - 1])) continue;
      let n = 0;
      while (i + n < t.length && j + n < a.length && t[i + n] === a[j + n]) n++;
      const run = a.slice(j, j + n);
      const next = a[j + n];
      const meaningful = run.some((w) => w.length >= 4);
      const continues = next !== undefined && !isBoundary(next) && next !== 'and' && !next.endsWith('ly');
      if (meaningful && continues) found.push(`${run.join(' ')} | ${next}`);
    }
  }
  return found;
}

const VERBS = ['handing', 'picking', 'tying', 'setting', 'looking', 'carrying', 'sorting', 'knocking'];
const PARTICLES = ['out', 'up', 'down', 'off', 'away', 'over', 'back'];
const NOUNS = ['nanosecond wires', 'stamps', 'old boats', 'fossils', 'birthday cakes', 'love letters'];
const TYPES = ['30s-50s-style', 'black-and-white-manga'] as const;

describe('idea titles never stop in the middle of an answer’s phrase', () => {
  it('the reported answer: no "Handing" alone', () => {
    const answers = [
      { id: 'job', answer: 'Retired bus driver' },
      { id: 'hobbies', answer: 'handing out nanosecond wires and sailing' },
    ];
    for (let seed = 0; seed < 60; seed++) {
      for (const idea of generateLocalIdeas({ author: 'Grace Hopper', type: TYPES[seed % 2], answers }, seed)) {
        expect(idea.title).not.toMatch(/Handing(?! Out)/);
      }
    }
  });

  it('over generated hobbies with verbs and particles, every title fragment ends where the phrase may', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VERBS),
        fc.constantFrom(...PARTICLES),
        fc.constantFrom(...NOUNS),
        fc.constantFrom('sailing', 'knitting', 'chess', 'gardening on the roof'),
        fc.integer({ min: 0, max: 10_000 }),
        (verb, particle, noun, second, seed) => {
          const hobbies = `${verb} ${particle} ${noun} and ${second}`;
          const answers = [
            { id: 'job', answer: 'School librarian' },
            { id: 'hobbies', answer: hobbies },
            { id: 'dream', answer: 'to see the northern lights' },
          ];
          for (const idea of generateLocalIdeas({ author: 'Ama Mensah', type: TYPES[seed % 2], answers }, seed)) {
            expect(cutMidPhrase(idea.title, hobbies), `${idea.title} from "${hobbies}"`).toEqual([]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
