// A tiny seeded PRNG (mulberry32) for anything that must be varied yet reproducible:
// the same seed always yields the same sequence of numbers in [0, 1). And FNV-1a, to turn text (a layout
// id, a balloon id, a setting) into such a seed.

/** Folds any number (integer, fraction, negative, huge, NaN) into a 32-bit unsigned seed. */
function toUint32(seed: number): number {
  if (!Number.isFinite(seed)) return 0;
  if (Number.isInteger(seed)) return ((seed >>> 0) ^ (Math.floor(seed / 4294967296) >>> 0)) >>> 0;
  // Fractional seeds (e.g. Math.random()) keep their fractional bits instead of all truncating to 0.
  return (Math.floor((seed % 1) * 4294967296) ^ (Math.trunc(seed) >>> 0)) >>> 0;
}

/** mulberry32: returns a function producing deterministic numbers in [0, 1) for the given seed. */
export function seededRandom(seed: number): () => number {
  let state = toUint32(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over a string, 32 bits unsigned; `basis` continues from an earlier hash (or varies the start). */
export function fnv1a(text: string, basis = FNV_OFFSET): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}

/** FNV-1a's multiply step on its own, e.g. to separate the parts of a hashed list. */
export const fnvStep = (h: number, byte: number) => Math.imul(h ^ byte, FNV_PRIME) >>> 0;

export { FNV_OFFSET };
