// Work that runs once per installation however many processes share the database (the order poller's
// round, the daily sweeps): a named lease that one process holds at a time, and a schedule that runs the
// work only while holding it. The store's interface is asynchronous so a PostgreSQL implementation is a
// drop-in beside the SQLite one (server/db/sqliteLeases.ts).
//
// The lease lasts one period of its work and is renewed every third of one. Why the period: a holder that
// dies keeps the work from running for at most one period (the next process takes it at its first try after
// the expiry and runs the work at once), so a crash costs what one late round costs and never a burst of
// extra rounds; and two missed renewals in a row (a long pause of the event loop) still leave it held.
import type { Logger } from './logger';
import { outageOf } from './outageLog';

export interface Leases {
  /** Takes the lease for `ttlMs` when it is free, expired or already `holder`'s; true when `holder` has it. */
  take(name: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Extends `holder`'s lease by `ttlMs` from now; false when another process holds it now. */
  renew(name: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up at once (a stopping process), so another may take it without waiting for the expiry. */
  release(name: string, holder: string): Promise<void>;
}

/** Lease checks per period of the work: renewed this often, and tried this often by the others. */
const CHECKS_PER_PERIOD = 3;

export interface LeasedWork {
  /** The lease's name, one per kind of work (`orders.poll`, `sweeps.daily`). */
  name: string;
  periodMs: number;
  /** When this process first tries for the lease (the holder then runs the work at once). */
  firstTryAfterMs?: number;
  run(): Promise<unknown>;
}

/**
 * Runs `work` every period in whichever process holds its lease: tries for it (or renews it) every third
 * of a period, runs at once on taking it and then every period while holding it. Never two runs of one
 * process at once. Returns a stop that releases the lease when held.
 */
export function startLeasedWork(
  deps: { leases: Leases; instanceId: string; log: Logger },
  work: LeasedWork,
): () => Promise<void> {
  const { leases, instanceId, log } = deps;
  const checkEveryMs = Math.max(1, Math.floor(work.periodMs / CHECKS_PER_PERIOD));
  let held = false;
  let checksSinceRun = 0;
  let running: Promise<unknown> | null = null;
  let checking = false;
  let stopped = false;

  const check = async () => {
    if (checking || stopped) return;
    checking = true;
    try {
      const had = held;
      held = had
        ? await leases.renew(work.name, instanceId, work.periodMs)
        : await leases.take(work.name, instanceId, work.periodMs);
      if (held && !had) log.info({ lease: work.name }, 'this process now runs the work of this lease');
      if (!held || stopped) return;
      checksSinceRun = had ? checksSinceRun + 1 : CHECKS_PER_PERIOD;
      if (checksSinceRun < CHECKS_PER_PERIOD || running) return;
      checksSinceRun = 0;
      running = work
        .run()
        .catch((error) => log.error({ err: error, lease: work.name }, 'the work of a lease failed'))
        .finally(() => (running = null));
    } catch (error) {
      // The database is busy or gone: not holding is the safe belief; the next check tries again. A database
      // that cannot be reached has its own line, once per outage (lib/outageLog.ts).
      held = false;
      if (!outageOf(error)) log.warn({ err: error, lease: work.name }, 'could not check a lease');
    } finally {
      checking = false;
    }
  };

  // The checks count from the first: a period is always CHECKS_PER_PERIOD of them.
  let timer: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    timer = setInterval(() => void check(), checkEveryMs);
    timer.unref();
    void check();
  }, work.firstTryAfterMs ?? 0);
  first.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    if (held) {
      held = false;
      await leases.release(work.name, instanceId).catch(() => undefined);
    }
  };
}
