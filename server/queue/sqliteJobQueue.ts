// The embedded job queue: jobs live in SQLite (jobs table) and run in the processes that draw from it, a few
// per kind at a time: the web process itself (JOBS=in-process) or worker processes on the same database file
// (npm run worker, server/worker.ts). A claim is a lease renewed while the job runs: a process that shuts
// down gives its jobs back at once, and the job of one that died is taken by any process once its lease has
// lapsed. A failure is retried with a growing pause up to the handler's limit. Watchers get progress and the
// end as they happen from this process, and by reading the job's row while it runs in another: when
// PostgreSQL's notification says it changed, or on SQLite every watchPollMs (jobChangeFeed.ts).
import { EventEmitter } from 'node:events';
import { isDatabaseOpen, type AppDatabase } from '../db/client';
import type { Logger } from '../lib/logger';
import { AWAY, DomainError, Unavailable } from '../lib/errors';
import { isBusy, retryWhileBusy } from '../db/retryWhileBusy';
import { outageOf } from '../lib/outageLog';
import { createJobChangeFeed } from './jobChangeFeed';
import { ClaimLost, isEnded, type JobHandler, type JobQueue, type JobView } from './jobQueue';
import { keepClaim } from './claimKeeper';
import * as rows from './jobRows';
import { storedSaid } from '../lib/said';

export interface SqliteJobQueueOptions {
  db: AppDatabase;
  log: Logger;
  handlers: JobHandler[];
  now?: () => Date;
  /** A running job's claim lasts this long and is renewed while it runs. */
  leaseMs?: number;
  /** First pause before a retry; it doubles with each attempt. */
  retryDelayMs?: number;
  /** False: jobs are only started and watched here, and worker processes run them (JOBS=external). */
  runJobs?: boolean;
  /** How often a watcher reads a job that runs in another process (SQLite, or PostgreSQL's channel down). */
  watchPollMs?: number;
  /** On PostgreSQL, with the job notifications heard: how often a watcher reads anyway, in case one is lost. */
  watchSafetyPollMs?: number;
}

const NOT_RETRIED = new Set(['invalid', 'not-found', 'quota-exceeded']);
const GENERIC_FAILURE = 'Something went wrong. Please try again.';
/** How long a job's ending waits for another process's write lock; past it the lease lapses and it runs again. */
const FINISH_BUSY_DEADLINE_MS = 5000;

export function createSqliteJobQueue(opts: SqliteJobQueueOptions): JobQueue {
  const { db, log } = opts;
  const now = opts.now ?? (() => new Date());
  const leaseMs = opts.leaseMs ?? 30_000;
  const retryDelayMs = opts.retryDelayMs ?? 500;
  const runJobs = opts.runJobs ?? true;
  const changes = createJobChangeFeed(db, log, {
    pollMs: opts.watchPollMs ?? 300,
    safetyPollMs: opts.watchSafetyPollMs ?? 5000,
  });
  const handlers = new Map(opts.handlers.map((h) => [h.kind, h]));
  const running = new Map<string, { controller: AbortController; claim: rows.Claim }>();
  const runningPerKind = new Map<string, number>();
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const closing = new AbortController();
  let pumpScheduled = false;

  // Retries that come due and lapsed leases (a job whose process died) are picked up by this tick; new jobs
  // start at once. Jobs running at start-up may belong to a live process, so they are left to their leases.
  let sweepDue = true;
  const ticker = setInterval(() => {
    sweepDue = true;
    schedulePump();
  }, 1000);
  ticker.unref();
  schedulePump();

  async function publish(id: string) {
    const row = await rows.findJob(db, id);
    if (row) events.emit(id, rows.toView(row));
  }

  /**
   * Whether a failure is news: not when the database was closed under a step (its owner shut down: nobody is
   * left to tell), nor when the database or the file store is away (its outage is logged once, lib/outageLog.ts;
   * the queue tries again every tick meanwhile, which would otherwise be an error a second).
   */
  const isNews = (error: unknown) => isDatabaseOpen(db) && outageOf(error) === null;

  /** For a write whose caller does not wait (a heartbeat, a progress report): its failure is logged. */
  const logFailure = (what: string, jobId: string) => (error: unknown) => {
    if (isNews(error)) log.error({ err: error, jobId }, `job ${what} failed`);
  };

  // One pump at a time: its claims are awaited, and a second pump between a slot's check and its claim could
  // fill the same slot twice. A pump asked for while one is scheduled or running runs again after it.
  let pumpAgain = false;

  function schedulePump() {
    if (!runJobs || closing.signal.aborted) return;
    if (pumpScheduled) {
      pumpAgain = true;
      return;
    }
    pumpScheduled = true;
    // Detached: a start inside a transaction schedules this pump, whose claims must not join that transaction.
    setImmediate(() => {
      db.$gate
        .detached(pump)
        .catch((error: unknown) => {
          if (isNews(error)) log.error({ err: error }, 'could not claim jobs; trying again at the next tick');
        })
        .finally(() => {
          pumpScheduled = false;
          if (pumpAgain) {
            pumpAgain = false;
            schedulePump();
          }
        });
    });
  }

  async function pump() {
    // The database closed under us (its owner shut down without closing the queue): nothing to run.
    if (!isDatabaseOpen(db)) return clearInterval(ticker);
    if (sweepDue) {
      sweepDue = false;
      await endExhausted();
    }
    for (const handler of handlers.values()) {
      while ((runningPerKind.get(handler.kind) ?? 0) < handler.concurrency && !closing.signal.aborted) {
        const row = await claimOrWait(handler.kind);
        if (!row) break;
        void execute(handler, row);
      }
    }
  }

  /**
   * Jobs whose runner died (or froze) on their last try are ended through their give-up path, not run again:
   * a one-try paid step is never paid for twice. Once a tick, in one statement for every kind run here.
   */
  async function endExhausted() {
    let ended: Awaited<ReturnType<typeof rows.failExhausted>>;
    try {
      ended = await rows.failExhausted(db, [...handlers.keys()], now(), GENERIC_FAILURE);
    } catch (error) {
      if (isBusy(error)) return;
      throw error;
    }
    for (const row of ended) {
      log.warn({ jobId: row.id, kind: row.kind, attempts: row.attempts }, 'a job stopped on its last try; it is ended');
      handlers.get(row.kind)?.onGiveUp?.(JSON.parse(row.input));
      await publish(row.id);
    }
  }

  /** The next job, or none now: another process holding the write lock means trying again at the next tick. */
  async function claimOrWait(kind: string) {
    try {
      return await rows.claimNext(db, kind, now(), leaseMs);
    } catch (error) {
      if (isBusy(error)) return undefined;
      throw error;
    }
  }

  /** A write that may meet another process's lock: skipped (false) then; the next heartbeat or step retries. */
  async function unlessBusy(write: () => Promise<boolean>): Promise<boolean | null> {
    try {
      return await write();
    } catch (error) {
      if (isBusy(error)) return null;
      throw error;
    }
  }

  async function execute(handler: JobHandler, row: NonNullable<Awaited<ReturnType<typeof rows.claimNext>>>) {
    const controller = new AbortController();
    const claim = { id: row.id, attempt: row.attempts, maxAttempts: row.maxAttempts };
    const keeper = keepClaim({ db, claim, leaseMs, now, log, closing: closing.signal });
    const signal = AbortSignal.any([controller.signal, closing.signal, keeper.signal]);
    running.set(row.id, { controller, claim });
    log.debug?.({ jobId: row.id, kind: handler.kind, attempt: row.attempts }, 'job claimed');
    runningPerKind.set(handler.kind, (runningPerKind.get(handler.kind) ?? 0) + 1);
    const input = JSON.parse(row.input) as unknown;
    // Progress writes go one after another, and the job's end waits for the last: on PostgreSQL two writes on
    // two connections could land in either order, and a late "storing" must not follow the end's "done".
    let progressWrites: Promise<unknown> = Promise.resolve();
    try {
      await publish(row.id);
      const result = await handler.run(input, {
        jobId: row.id,
        attempt: row.attempts,
        signal,
        confirmClaim: keeper.confirm,
        progress: (progress) => {
          // Progress is a report, not a state: a busy moment skips one, the next carries the news.
          progressWrites = progressWrites
            .then(() => unlessBusy(() => rows.touchRunning(db, claim, { progress }, now())))
            .then(async (written) => {
              if (written) await publish(row.id);
            })
            .catch(logFailure('progress', claim.id));
        },
      });
      await progressWrites;
      const outcome = { status: 'succeeded' as const, result, triesForRerun: handler.maxAttempts };
      const finish = () => rows.finishRunning(db, claim, outcome, now());
      if (await retryWhileBusy(finish, FINISH_BUSY_DEADLINE_MS)) await publish(row.id);
    } catch (error) {
      await settleFailure(handler, claim, input, error, signal, keeper.signal).catch((failure) => {
        if (isNews(failure))
          log.error({ err: failure, jobId: claim.id }, 'could not record the end of a job; it runs again later');
      });
    } finally {
      keeper.stop();
      running.delete(row.id);
      runningPerKind.set(handler.kind, (runningPerKind.get(handler.kind) ?? 1) - 1);
      schedulePump();
    }
  }

  async function settleFailure(
    handler: JobHandler,
    claim: rows.Claim,
    input: unknown,
    error: unknown,
    signal: AbortSignal,
    claimGone: AbortSignal,
  ) {
    // Shutting down: the job goes back to the line for another process (or the next start) to take.
    if (closing.signal.aborted) {
      if (isDatabaseOpen(db)) await rows.releaseRunning(db, claim, now());
      return;
    }
    if (signal.aborted && (await rows.findJob(db, claim.id))?.status === 'canceled') return;
    // The claim is gone or in doubt: another runner has the job, or will once the lease lapses. If the row
    // is still this runner's (a renewal that failed), it goes back to the line at once; its try is counted.
    if (claimGone.aborted || error instanceof ClaimLost) {
      await rows.releaseRunning(db, claim, now()).catch(() => false);
      return;
    }
    // A database or file store that is away is temporary: retried, and said in people's words if it lasts.
    const away = outageOf(error);
    const domain = error instanceof DomainError ? error : away ? new Unavailable(AWAY[away]) : null;
    const message = domain?.message ?? GENERIC_FAILURE;
    if (!domain && isNews(error)) log.error({ err: error, jobId: claim.id, kind: handler.kind }, 'job step failed');
    const final = domain && (NOT_RETRIED.has(domain.kind) || (domain.kind === 'upstream' && !handler.retryUpstream));
    const retry = claim.attempt < claim.maxAttempts && !final;
    const runAfter = new Date(now().getTime() + retryDelayMs * 2 ** (claim.attempt - 1));
    // The words' key and values are kept too, so the browser says them in the visitor's language.
    const errorSaid = storedSaid(domain?.messageKey ? { key: domain.messageKey, params: domain.messageParams } : null);
    const outcome = retry
      ? { status: 'queued' as const, runAfter, error: message, errorSaid }
      : { status: 'failed' as const, error: message, errorKind: domain?.kind ?? null, errorSaid };
    if (await retryWhileBusy(() => rows.finishRunning(db, claim, outcome, now()), FINISH_BUSY_DEADLINE_MS)) {
      if (!retry) handler.onGiveUp?.(input);
      else setTimeout(schedulePump, runAfter.getTime() - now().getTime()).unref();
      await publish(claim.id);
    }
  }

  const queue: JobQueue = {
    async start(kind, request, within = db) {
      const handler = handlers.get(kind);
      if (!handler) throw new Error(`no handler for job kind ${kind}`);
      const { row, created } = await rows.insertOrFindActive(within, kind, request, handler.maxAttempts, now());
      schedulePump();
      return { job: rows.toView(row), created };
    },
    async get(id) {
      const row = await rows.findJob(db, id);
      return row ? rows.toView(row) : null;
    },
    async findActive(kind, subject) {
      const row = await rows.findActiveRow(db, kind, subject);
      return row ? rows.toView(row) : null;
    },
    activeCount: (kind) => rows.countActive(db, kind),
    holdsClaim: (id, attempt) => rows.holdsClaim(db, { id, attempt }, now()),
    async cancel(id) {
      const row = await rows.findJob(db, id);
      if (!row) return null;
      if (await rows.cancelActive(db, id, now())) {
        running.get(id)?.controller.abort();
        handlers.get(row.kind)?.onGiveUp?.(JSON.parse(row.input));
        await publish(id);
      }
      return queue.get(id);
    },
    async *watch(id, signal) {
      // A signal of this watch's own even without the caller's: listeners hung on the queue-wide one would add
      // up, one a watcher (twenty covers waited for at once drew Node's leak warning).
      const stop = AbortSignal.any(signal ? [signal, closing.signal] : [closing.signal]);
      // Changes made here arrive as events, each with its own state; a job running in another process is
      // read from its row when the change feed pokes (or its poll comes due), only while someone watches.
      // A poke during a read is kept for the next round: that read may have come before the change.
      // A change seen both ways is given once.
      const arrived: JobView[] = [];
      let poked = false;
      let wake = () => {};
      const onChange = (view: JobView) => {
        arrived.push(view);
        wake();
      };
      events.on(id, onChange);
      const unsubscribe = changes.subscribe(id, () => {
        poked = true;
        wake();
      });
      const onStop = () => wake();
      stop.addEventListener('abort', onStop);
      let last = '';
      try {
        for (let first = true; !stop.aborted; first = false) {
          if (arrived.length === 0 && !first && !poked) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, changes.pollMs());
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            if (stop.aborted) return;
          }
          poked = false;
          const fresh = arrived.length > 0 ? arrived.splice(0) : first || !running.has(id) ? [await queue.get(id)] : [];
          for (const view of fresh) {
            if (!view) return;
            const seen = JSON.stringify(view);
            if (seen === last) continue;
            last = seen;
            yield view;
            if (isEnded(view.status)) return;
          }
        }
      } finally {
        events.off(id, onChange);
        unsubscribe();
        stop.removeEventListener('abort', onStop);
      }
    },
    async waitFor(id, signal) {
      let last: JobView | null = null;
      for await (const view of queue.watch(id, signal)) last = view;
      if (!last || !isEnded(last.status)) throw new Error('stopped waiting for the job');
      return last;
    },
    deleteEndedBefore: (cutoff) => rows.deleteEndedBefore(db, cutoff),
    async close() {
      clearInterval(ticker);
      closing.abort();
      // Give running steps a moment to notice; jobs whose step ignores its signal go back to the line anyway.
      const deadline = Date.now() + 2000;
      while (running.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await changes.close();
      if (!isDatabaseOpen(db)) return;
      for (const { claim } of running.values()) await rows.releaseRunning(db, claim, now());
    },
  };
  return queue;
}
