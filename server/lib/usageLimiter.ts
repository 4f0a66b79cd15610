// Per-caller quotas for paid generation (ideas, covers, scripts, painted books), for saving comics and for
// starting orders (each makes a checkout session at Stripe): a
// sliding window (one hour; books one day) kept in memory.
// One process serves one machine, so memory is the right store; a refund undoes a charge for a
// generation that failed, so users are not billed for our errors.
export type UsageKind = 'ideas' | 'covers' | 'saves' | 'scripts' | 'books' | 'giftGuesses' | 'orders';

export interface UsageLimiter {
  /** Charges one use to every key; returns false (charging nothing) if any key is over its quota. */
  tryTake(kind: UsageKind, keys: string[]): boolean;
  refund(kind: UsageKind, keys: string[]): void;
}

const HOUR_MS = 60 * 60 * 1000;
/** A painted book is dozens of paid calls: its limit counts per day. */
// Unknown gift-link tokens count per minute: guessing a link is slowed to a crawl.
const WINDOW_MS: Record<UsageKind, number> = { ideas: HOUR_MS, covers: HOUR_MS, saves: HOUR_MS, scripts: HOUR_MS, books: 24 * HOUR_MS, giftGuesses: 60_000, orders: HOUR_MS };

export function createUsageLimiter(
  /** Uses allowed per window (books: per day, the others per hour). */
  perWindow: Record<UsageKind, number>,
  now: () => number = Date.now,
): UsageLimiter {
  const uses = new Map<string, number[]>();

  function recent(id: string): number[] {
    const cutoff = now() - WINDOW_MS[id.slice(0, id.indexOf(':')) as UsageKind];
    const list = (uses.get(id) ?? []).filter((at) => at > cutoff);
    if (list.length) uses.set(id, list);
    else uses.delete(id);
    return list;
  }

  /** Forgets callers with no use inside the window, so many one-off addresses cannot grow the map forever. */
  function sweep() {
    if (uses.size < 10_000) return;
    for (const id of [...uses.keys()]) recent(id);
  }

  return {
    tryTake(kind, keys) {
      sweep();
      const ids = keys.map((k) => `${kind}:${k}`);
      if (ids.some((id) => recent(id).length >= perWindow[kind])) return false;
      for (const id of ids) uses.set(id, [...recent(id), now()]);
      return true;
    },
    refund(kind, keys) {
      for (const key of keys) {
        const list = recent(`${kind}:${key}`);
        list.pop();
      }
    },
  };
}
