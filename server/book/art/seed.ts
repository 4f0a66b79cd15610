// Seeds for the built-in art: a panel's drawing is varied by its seed and by what it shows, yet the same
// request always draws the same pixels.
import { seededRandom } from '../../lib/seededRandom';

/** FNV-1a over a string, folded with a number: a 32-bit seed. */
export function mixSeed(seed: number, ...parts: (string | number)[]): number {
  let h = (0x811c9dc5 ^ (Number.isFinite(seed) ? Math.floor(seed) >>> 0 : 0)) >>> 0;
  for (const part of parts) {
    const text = String(part);
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    h = Math.imul(h ^ 0x9e, 0x01000193) >>> 0;
  }
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
