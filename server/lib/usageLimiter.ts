// Per-caller quotas for paid generation (ideas, covers, scripts, painted books), for saving comics, for
// starting orders (each makes a checkout session at Stripe), for guessing gift links, for e-mailing them, and
// the per-address upload limit, kept where every instance of the app sees it (the database), so a second
// instance behind a proxy neither doubles a quota nor forgets a refusal. A refund undoes a charge for a
// generation that failed, so users are not billed for our errors.
//
// The paid kinds count over a sliding window (the last hour; books the last 24 hours): a use is taken only while
// fewer than the quota were taken in the window before it, so no moment gives more than the quota in any
// window's length (fixed windows gave twice a quota across their edge: three books before midnight UTC and three
// after). The others count per fixed window (one hour; gift guesses one minute), which is enough where a
// doubled burst costs nothing, and keeps a flood of distinct addresses to one row each.
//
// The interface is asynchronous although SQLite answers at once: a PostgreSQL (or Redis) implementation is
// then a drop-in. Addresses count per network a customer gets: an IPv6 /64.
import { addressBlock } from './addressBlock';

export type UsageKind = 'ideas' | 'covers' | 'saves' | 'scripts' | 'books' | 'giftGuesses' | 'orders' | 'giftEmails';

export interface UsageLimiter {
  /** Charges one use to every key; resolves false (charging nothing) if any key is over its quota. */
  tryTake(kind: UsageKind, keys: string[]): Promise<boolean>;
  /**
   * Charges one use to every key; resolves null, or (charging nothing) the first caller over its quota as
   * callersOf names it (`ip:2001:db8:1:2::/64`, `user:…`), so the refusal can say whose quota it was.
   */
  take(kind: UsageKind, keys: string[]): Promise<string | null>;
  /** Gives back the latest use charged to each key. */
  refund(kind: UsageKind, keys: string[]): Promise<void>;
  /**
   * Counts one hit of `key` in the fixed window of `windowMs` it falls in, always (a rate limiter that
   * refuses past a maximum reads the count): the count so far, and when the window ends (epoch ms).
   */
  hit(bucket: string, key: string, windowMs: number): Promise<{ count: number; resetsAt: number }>;
}

const HOUR_MS = 60 * 60 * 1000;
/** A painted book is dozens of paid calls: its limit counts per day. Unknown gift-link tokens count per minute. */
export const WINDOW_MS: Record<UsageKind, number> = {
  ideas: HOUR_MS,
  covers: HOUR_MS,
  saves: HOUR_MS,
  scripts: HOUR_MS,
  books: 24 * HOUR_MS,
  giftGuesses: 60_000,
  orders: HOUR_MS,
  // Gift links e-mailed per account per day: each sends from the shop's address to one the giver types.
  giftEmails: 24 * HOUR_MS,
};

/** The kinds that count over a sliding window: every one that pays an outside service. */
export const SLIDING_KINDS: ReadonlySet<UsageKind> = new Set<UsageKind>(['ideas', 'covers', 'scripts', 'books']);

/** Uses allowed per window, by kind; `perAddress` overrides it for `ip:` callers of a kind (books per line). */
export interface Quotas {
  perWindow: Record<UsageKind, number>;
  perAddress?: Partial<Record<UsageKind, number>>;
}

/** The quota of `caller` (as callersOf names it) for `kind`. */
export const quotaOf = ({ perWindow, perAddress }: Quotas, kind: UsageKind, caller: string): number =>
  (caller.startsWith('ip:') ? perAddress?.[kind] : undefined) ?? perWindow[kind];

/** The start of the fixed window of `windowMs` that `at` (epoch ms) falls in: windows start at the epoch. */
export const windowStart = (at: number, windowMs: number) => at - (at % windowMs);

/**
 * Where one use of `kind` taken at `at` counts: in a sliding window, as a row of its own that lasts a window's
 * length, taken while the rows after `since` hold fewer than the quota; else in the fixed window from `start`.
 */
export function takeWindow(kind: UsageKind, at: number) {
  const windowMs = WINDOW_MS[kind];
  if (SLIDING_KINDS.has(kind))
    return { sliding: true as const, start: at, expiresAt: at + windowMs, since: at - windowMs };
  const start = windowStart(at, windowMs);
  return { sliding: false as const, start, expiresAt: start + windowMs, since: start };
}

/** `ip:<address>` keys count per block (an IPv6 /64); other keys (`user:<id>`) as they are. Duplicates once. */
export const callersOf = (keys: string[]): string[] => [
  ...new Set(keys.map((key) => (key.startsWith('ip:') ? `ip:${addressBlock(key.slice(3))}` : key))),
];
