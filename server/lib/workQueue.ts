// A bound on work that is expensive while it runs: at most `concurrency` jobs at once and `maxWaiting`
// in line; beyond that a job is refused at once (BusyError) without doing any of it. Under a burst the
// server stays responsive and its memory flat instead of starting everything and failing everything.
import os from 'node:os';
import { BUSY, Unavailable } from './errors';

export class BusyError extends Unavailable {
  constructor() {
    super(BUSY);
  }
}

export interface WorkQueue {
  /** Runs `work` when a slot is free; rejects with BusyError (not running it) when the line is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createWorkQueue(opts: { concurrency: number; maxWaiting: number }): WorkQueue {
  let running = 0;
  const line: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = line.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
    async run(work) {
      if (running >= opts.concurrency) {
        if (line.length >= opts.maxWaiting) throw new BusyError();
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

/** Pixel work uses every core; a few more wait their turn (a cover takes well under a second). */
export function renderQueueSize(): { concurrency: number; maxWaiting: number } {
  const cores = Math.max(1, os.availableParallelism());
  return { concurrency: cores, maxWaiting: cores * 4 };
}
