// A runner's hold on its job while the step runs. The lease is renewed every third of its length, and the
// step is told to stop (its signal aborted with ClaimLost) as soon as the hold is in doubt: a renewal the
// database refused (the job was taken over or canceled), a renewal that failed, or a lease that ran out
// unrenewed (a frozen process, or a database gone silent while the renewal hangs). Another process may take
// the job once its lease has lapsed, so a runner past that point must not act on the outside world.
// `confirm()` renews at once: called right before a call that cannot be taken back, it is the last word.
// Local expiry is measured on the monotonic clock (real time passed since the renewal was sent), so a test's
// injected clock, or a wall clock set back, never ends a live claim early or keeps a dead one.
import { performance } from 'node:perf_hooks';
import { type AppDatabase, isDatabaseOpen } from '../db/client';
import { isBusy } from '../db/retryWhileBusy';
import type { Logger } from '../lib/logger';
import { outageOf } from '../lib/outageLog';
import { ClaimLost } from './jobQueue';
import * as rows from './jobRows';

export interface ClaimKeeper {
  /** Aborted (with ClaimLost as its reason) once this runner may no longer hold the job. */
  signal: AbortSignal;
  /** Renews the claim now; throws ClaimLost when it is gone. */
  confirm(): Promise<void>;
  stop(): void;
}

interface KeeperOptions {
  db: AppDatabase;
  claim: rows.Claim;
  leaseMs: number;
  now: () => Date;
  log: Logger;
  /** The queue is closing: renewals stop (the close gives the job back). */
  closing: AbortSignal;
}

/** How long confirm() waits between tries while another process holds SQLite's write lock. */
const BUSY_PAUSE_MS = 50;

export function keepClaim({ db, claim, leaseMs, now, log, closing }: KeeperOptions): ClaimKeeper {
  const lost = new AbortController();
  // The claim's own statement wrote a lease of leaseMs from a moment just before this one.
  let validUntil = performance.now() + leaseMs;
  let inFlight: Promise<boolean | null> | null = null;

  const lose = (reason: string) => {
    if (lost.signal.aborted) return;
    log.info({ jobId: claim.id, attempt: claim.attempt, reason }, 'a job step is stopped: its claim is gone');
    lost.abort(new ClaimLost(reason));
  };

  /** One renewal: true renewed, false refused (the claim is gone), null skipped (SQLite busy elsewhere). */
  async function renew(): Promise<boolean | null> {
    const sentAt = performance.now();
    const stamp = now();
    let renewed: boolean;
    try {
      renewed = await rows.touchRunning(db, claim, { leaseUntil: new Date(stamp.getTime() + leaseMs) }, stamp);
    } catch (error) {
      if (isBusy(error)) return null;
      throw error;
    }
    if (renewed) validUntil = Math.max(validUntil, sentAt + leaseMs);
    else lose('another runner took it over, or it was canceled');
    return renewed;
  }

  const renewOnce = () => {
    inFlight ??= renew().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const heartbeat = setInterval(() => {
    // A step that ignores its signal can outlive the queue's close (and the database): stop renewing then;
    // the close has given the job back (or its lease lapses) for another process to take.
    if (closing.aborted || !isDatabaseOpen(db) || lost.signal.aborted) return clearInterval(heartbeat);
    if (performance.now() >= validUntil) return lose('its lease ran out before it could be renewed');
    // A renewal still waiting (a silent database) is not doubled; the check above ends the claim in time.
    if (inFlight) return;
    renewOnce().catch((error: unknown) => {
      // An outage is logged once by its outage log (lib/outageLog.ts), not by every job's renewal.
      if (isDatabaseOpen(db) && outageOf(error) === null)
        log.error({ err: error, jobId: claim.id }, 'job lease renewal failed');
      lose('a lease renewal failed');
    });
  }, leaseMs / 3);
  heartbeat.unref();

  return {
    signal: lost.signal,
    async confirm() {
      for (;;) {
        if (lost.signal.aborted) throw lost.signal.reason;
        if (performance.now() >= validUntil) lose('its lease ran out before it could be renewed');
        else {
          let renewed: boolean | null;
          try {
            renewed = await renewOnce();
          } catch {
            lose('a lease renewal failed');
            continue;
          }
          if (renewed && performance.now() < validUntil) return;
          if (renewed === null) await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS));
        }
      }
    },
    stop: () => clearInterval(heartbeat),
  };
}
