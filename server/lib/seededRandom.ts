// The one seeded random helper of the server: everything the built-in engines vary (ideas, scripts, panel
// art, covers, layouts, lettering) must be reproducible, so the same seed always gives the same book.
//   seededRandom  mulberry32, numbers in [0, 1) from a seed
//   dice          the same generator with ranges, picks and chances (the panel art's vocabulary)
//   shuffled, pickOne, seededUuid   what the idea and script writers draw with it
//   fnv1a, mixSeed, hashUnit        text (a layout id, a balloon id, a setting) turned into a seed or a number
// Changing any of these changes every book drawn from a seed: tests and stored previews compare them.

/** A seeded generator: the next number in [0, 1). */
export type Rng = () => number;

/** Folds any number (integer, fraction, negative, huge, NaN) into a 32-bit unsigned seed. */
function toUint32(seed: number): number {
  if (!Number.isFinite(seed)) return 0;
  if (Number.isInteger(seed)) return ((seed >>> 0) ^ (Math.floor(seed / 4294967296) >>> 0)) >>> 0;
  // Fractional seeds (e.g. Math.random()) keep their fractional bits instead of all truncating to 0.
  return (Math.floor((seed % 1) * 4294967296) ^ (Math.trunc(seed) >>> 0)) >>> 0;
}

/** mulberry32: returns a function producing deterministic numbers in [0, 1) for the given seed. */
export function seededRandom(seed: number): Rng {
  let state = toUint32(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The generator with the draws the art makes: ranges, whole numbers, picks and chances. */
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

/** One of the items (the first of an empty list's undefined, never an index out of a list's end). */
export function pickOne<T>(items: readonly T[], rng: Rng): T {
  return items[Math.floor(rng() * items.length) % Math.max(items.length, 1)];
}

/** A copy of the items in a seeded order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A UUID-v4-formatted id drawn from the seeded generator. */
export function seededUuid(rng: Rng): string {
  const bytes = Array.from({ length: 16 }, () => Math.floor(rng() * 256) & 0xff);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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

/** A seed folded with the parts of what is drawn (FNV-1a over each, separated): a panel varies by what it shows. */
export function mixSeed(seed: number, ...parts: (string | number)[]): number {
  let h = (FNV_OFFSET ^ (Number.isFinite(seed) ? Math.floor(seed) >>> 0 : 0)) >>> 0;
  for (const part of parts) h = fnvStep(fnv1a(String(part), h), 0x9e);
  return h;
}

/** A number in [0, 1) from a text (an item id) and an index, with no generator to carry: FNV-1a, then mixed. */
export function hashUnit(text: string, index = 0): number {
  let h = fnv1a(text, FNV_OFFSET ^ index);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return ((h ^ (h >>> 15)) >>> 0) / 4294967296;
}
