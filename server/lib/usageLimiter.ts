// Per-caller quotas for paid generation (ideas, covers, scripts, painted books), for saving comics, for
// starting orders (each makes a checkout session at Stripe) and for guessing gift links: a sliding window
// per caller (one hour; books one day; gift guesses one minute) kept in memory. One process serves one
// machine, so memory is the right store; a refund undoes a charge for a generation that failed, so users
// are not billed for our errors.
//
// Bounded work per call, whatever it holds: each kind keeps its callers in a Map ordered by last use, so
// forgetting callers idle for a whole window takes them off the front, a few per call (never a scan of
// everything held); and a hard cap per kind drops the longest idle when a flood of new addresses arrives.
// A caller's own list holds at most its quota. Addresses count per network a customer gets: an IPv6 /64.
import { addressBlock } from './addressBlock';

export type UsageKind = 'ideas' | 'covers' | 'saves' | 'scripts' | 'books' | 'giftGuesses' | 'orders';

export interface UsageLimiter {
  /** Charges one use to every key; returns false (charging nothing) if any key is over its quota. */
  tryTake(kind: UsageKind, keys: string[]): boolean;
  refund(kind: UsageKind, keys: string[]): void;
}

const HOUR_MS = 60 * 60 * 1000;
/** A painted book is dozens of paid calls: its limit counts per day. Unknown gift-link tokens count per minute. */
const WINDOW_MS: Record<UsageKind, number> = {
  ideas: HOUR_MS,
  covers: HOUR_MS,
  saves: HOUR_MS,
  scripts: HOUR_MS,
  books: 24 * HOUR_MS,
  giftGuesses: 60_000,
  orders: HOUR_MS,
};
/** Callers held per kind at most (a few megabytes): beyond it the longest idle is forgotten. */
export const MAX_CALLERS_PER_KIND = 100_000;
/** Idle callers forgotten per call at most: the work of a call stays small however many went idle at once. */
const EXPIRED_PER_CALL = 8;

/** `ip:<address>` keys count per block (an IPv6 /64); other keys (`user:<id>`) as they are. */
const callerOf = (key: string) => (key.startsWith('ip:') ? `ip:${addressBlock(key.slice(3))}` : key);

export function createUsageLimiter(
  /** Uses allowed per window (books: per day, gift guesses per minute, the others per hour). */
  perWindow: Record<UsageKind, number>,
  now: () => number = Date.now,
): UsageLimiter {
  /** Per kind: each caller's recent uses (oldest first), the Map ordered by last use (least recent first). */
  const kinds = new Map<UsageKind, Map<string, number[]>>();

  function callersOf(kind: UsageKind): Map<string, number[]> {
    let callers = kinds.get(kind);
    if (!callers) {
      callers = new Map();
      kinds.set(kind, callers);
    }
    return callers;
  }

  /** Forgets, from the least recently used end, callers with no use left inside the window. */
  function forgetIdle(callers: Map<string, number[]>, cutoff: number) {
    let forgotten = 0;
    for (const [caller, uses] of callers) {
      if (forgotten >= EXPIRED_PER_CALL || uses[uses.length - 1] > cutoff) break;
      callers.delete(caller);
      forgotten++;
    }
  }

  /** The caller's uses inside the window (the expired ones dropped from the front). */
  function recent(callers: Map<string, number[]>, caller: string, cutoff: number): number[] {
    const uses = callers.get(caller);
    if (!uses) return [];
    let expired = 0;
    while (expired < uses.length && uses[expired] <= cutoff) expired++;
    if (expired) uses.splice(0, expired);
    return uses;
  }

  return {
    tryTake(kind, keys) {
      const callers = callersOf(kind);
      const at = now();
      const cutoff = at - WINDOW_MS[kind];
      forgetIdle(callers, cutoff);
      const ids = [...new Set(keys.map(callerOf))];
      const lists = ids.map((id) => recent(callers, id, cutoff));
      if (lists.some((uses) => uses.length >= perWindow[kind])) return false;
      ids.forEach((id, i) => {
        // Re-inserted at the end: the Map stays ordered by last use.
        callers.delete(id);
        lists[i].push(at);
        callers.set(id, lists[i]);
      });
      while (callers.size > MAX_CALLERS_PER_KIND) callers.delete(callers.keys().next().value!);
      return true;
    },
    refund(kind, keys) {
      const callers = callersOf(kind);
      for (const id of new Set(keys.map(callerOf))) callers.get(id)?.pop();
    },
  };
}
