// Joins identical concurrent requests to one promise, so a double click on a paid generation pays once.
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    /** Runs `work` unless a call with the same key is still running, in which case it shares that result. */
    run(key: string, work: () => Promise<T>): { promise: Promise<T>; joined: boolean } {
      const existing = running.get(key);
      if (existing) return { promise: existing, joined: true };
      const promise = work().finally(() => running.delete(key));
      running.set(key, promise);
      return { promise, joined: false };
    },
  };
}
