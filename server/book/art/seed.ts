// Seeds for the built-in art: a panel's drawing is varied by its seed and by what it shows, yet the same
// request always draws the same pixels.
import { FNV_OFFSET, fnv1a, fnvStep, seededRandom } from '../../lib/seededRandom';

/** FNV-1a over a string, folded with a number: a 32-bit seed. */
export function mixSeed(seed: number, ...parts: (string | number)[]): number {
  let h = (FNV_OFFSET ^ (Number.isFinite(seed) ? Math.floor(seed) >>> 0 : 0)) >>> 0;
  for (const part of parts) h = fnvStep(fnv1a(String(part), h), 0x9e);
  return h;
}

export interface Dice {
  /** [0, 1) */
  next(): number;
  /** [a, b) */
  range(a: number, b: number): number;
  /** An integer in [a, b] */
  int(a: number, b: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function dice(seed: number): Dice {
  const random = seededRandom(seed);
  return {
    next: random,
    range: (a, b) => a + (b - a) * random(),
    int: (a, b) => a + Math.floor(random() * (b - a + 1)),
    pick: (items) => items[Math.floor(random() * items.length)],
    chance: (p) => random() < p,
  };
}
