// Choosing the three templates of an idea set by answer coverage, weighted by the seed.
import { answersUsed, type AnswerKey, type Template } from './template';
import { shuffled, type Rng } from './seeded';

/**
 * Picks three templates. Only triples that mention the genre and show as many of the given answers as possible
 * qualify; among them one is drawn at random, weighted towards triples that lean less on stand-in values
 * ('the whole family', 'daydreaming'), where every idea uses at least one real answer, and whose descriptions
 * fit 90 characters without an ellipsis.
 */
export function pickTemplates(pool: Template[], given: Set<AnswerKey>, rng: Rng, overflows: boolean[]): Template[] {
  const used = pool.map(answersUsed);
  const personal = used.map((keys) => [...keys].some((key) => key !== 'genre' && given.has(key)));
  const standIns = used.map((keys) => [...keys].filter((key) => key !== 'genre' && !given.has(key)).length);
  const candidates: Array<{ picks: number[]; covered: number; weight: number }> = [];
  for (let a = 0; a < pool.length; a += 1) {
    for (let b = a + 1; b < pool.length; b += 1) {
      for (let c = b + 1; c < pool.length; c += 1) {
        const picks = [a, b, c];
        const union = new Set(picks.flatMap((i) => [...used[i]]));
        if (!union.has('genre')) continue;
        const covered = [...given].filter((key) => union.has(key)).length;
        const stand = picks.reduce((sum, i) => sum + standIns[i], 0);
        const impersonal = picks.filter((i) => !personal[i]).length;
        const overflowing = picks.filter((i) => overflows[i]).length;
        candidates.push({ picks, covered, weight: 0.6 ** stand * 0.25 ** impersonal * 0.02 ** overflowing });
      }
    }
  }
  const most = Math.max(...candidates.map((c) => c.covered));
  const top = candidates.filter((c) => c.covered === most);
  const total = top.reduce((sum, c) => sum + c.weight, 0);
  let roll = rng() * total;
  let chosen = top[top.length - 1];
  for (const candidate of top) {
    roll -= candidate.weight;
    if (roll < 0) {
      chosen = candidate;
      break;
    }
  }
  return shuffled(
    chosen.picks.map((i) => pool[i]),
    rng,
  );
}
