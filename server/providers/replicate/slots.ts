// At most `limit` paid predictions at once; the rest wait in line, in order. A waiter whose signal aborts
// leaves the line at once (nothing was started, nothing is paid), unlike a work queue that refuses when full:
// a book's panels all wait their turn.
export interface Slots {
  /** Resolves with a release function once a slot is free; rejects with the signal's reason if it aborts first. */
  acquire(signal?: AbortSignal): Promise<() => void>;
  readonly active: number;
  readonly waiting: number;
}

export function createSlots(limit: number): Slots {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`slots: limit must be a positive integer, got ${limit}`);
  let active = 0;
  const line: Array<() => void> = [];

  function releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = line.shift();
      if (next)
        next(); // the slot passes straight to the next in line
      else active -= 1;
    };
  }

  return {
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (active < limit) {
        active += 1;
        return Promise.resolve(releaser());
      }
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          const at = line.indexOf(grant);
          if (at >= 0) line.splice(at, 1);
          reject(signal!.reason);
        };
        const grant = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(releaser());
        };
        line.push(grant);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}
