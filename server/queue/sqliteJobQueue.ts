// The embedded job queue: jobs live in SQLite (jobs table) and run in this process, a few per kind at a
// time. A job left running by a process that died is run again at start-up; a failure is retried with
// a growing pause up to the handler's limit; progress and endings are pushed to watchers as they happen.
// One server process per database (the deployment this app targets); see jobQueue.ts for scaling out.
import { EventEmitter, on } from 'node:events';
import type { AppDatabase } from '../db/client';
import type { Logger } from '../lib/logger';
import { DomainError } from '../lib/errors';
import { isEnded, type JobHandler, type JobQueue, type JobView } from './jobQueue';
import * as rows from './jobRows';

export interface SqliteJobQueueOptions {
  db: AppDatabase;
  log: Logger;
  handlers: JobHandler[];
  now?: () => Date;
  /** A running job's claim lasts this long and is renewed while it runs. */
  leaseMs?: number;
  /** First pause before a retry; it doubles with each attempt. */
  retryDelayMs?: number;
}

const NOT_RETRIED = new Set(['invalid', 'not-found', 'quota-exceeded']);
const GENERIC_FAILURE = 'Something went wrong. Please try again.';

export function createSqliteJobQueue(opts: SqliteJobQueueOptions): JobQueue {
  const { db, log } = opts;
  const now = opts.now ?? (() => new Date());
  const leaseMs = opts.leaseMs ?? 30_000;
  const retryDelayMs = opts.retryDelayMs ?? 500;
  const handlers = new Map(opts.handlers.map((h) => [h.kind, h]));
  const running = new Map<string, AbortController>();
  const runningPerKind = new Map<string, number>();
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const closing = new AbortController();
  let pumpScheduled = false;

  const requeued = rows.requeueOrphans(db, now());
  if (requeued > 0) log.info({ jobs: requeued }, 'resuming jobs left running by the previous process');
  // Retries that come due and lapsed leases are picked up by this tick; new jobs start at once.
  const ticker = setInterval(() => schedulePump(), 1000);
  ticker.unref();
  schedulePump();

  function publish(id: string) {
    const row = rows.findJob(db, id);
    if (row) events.emit(id, rows.toView(row));
  }

  function schedulePump() {
    if (pumpScheduled || closing.signal.aborted) return;
    pumpScheduled = true;
    setImmediate(() => {
      pumpScheduled = false;
      // The database closed under us (its owner shut down without closing the queue): nothing to run.
      if (!db.$client.open) return clearInterval(ticker);
      for (const handler of handlers.values()) {
        while ((runningPerKind.get(handler.kind) ?? 0) < handler.concurrency) {
          const row = rows.claimNext(db, handler.kind, now(), leaseMs);
          if (!row) break;
          void execute(handler, row);
        }
      }
    });
  }

  async function execute(handler: JobHandler, row: NonNullable<ReturnType<typeof rows.claimNext>>) {
    const controller = new AbortController();
    const signal = AbortSignal.any([controller.signal, closing.signal]);
    running.set(row.id, controller);
    runningPerKind.set(handler.kind, (runningPerKind.get(handler.kind) ?? 0) + 1);
    publish(row.id);
    const heartbeat = setInterval(() => {
      // A step that ignores its signal can outlive the queue's close (and the database): stop renewing then;
      // the job is still running in the table and the next start takes it over.
      if (closing.signal.aborted || !db.$client.open) return clearInterval(heartbeat);
      if (!rows.touchRunning(db, row.id, { leaseUntil: new Date(now().getTime() + leaseMs) }, now()))
        controller.abort();
    }, leaseMs / 3);
    heartbeat.unref();
    const input = JSON.parse(row.input) as unknown;
    try {
      const result = await handler.run(input, {
        jobId: row.id,
        attempt: row.attempts,
        signal,
        progress: (progress) => {
          if (rows.touchRunning(db, row.id, { progress }, now())) publish(row.id);
        },
      });
      if (rows.finishRunning(db, row.id, { status: 'succeeded', result }, now())) publish(row.id);
    } catch (error) {
      settleFailure(handler, row, input, error, signal);
    } finally {
      clearInterval(heartbeat);
      running.delete(row.id);
      runningPerKind.set(handler.kind, (runningPerKind.get(handler.kind) ?? 1) - 1);
      schedulePump();
    }
  }

  function settleFailure(
    handler: JobHandler,
    row: { id: string; attempts: number },
    input: unknown,
    error: unknown,
    signal: AbortSignal,
  ) {
    // Shutting down: the job stays running in the table and is resumed at the next start.
    if (closing.signal.aborted) return;
    if (signal.aborted && rows.findJob(db, row.id)?.status === 'canceled') return;
    const domain = error instanceof DomainError ? error : null;
    const message = domain?.message ?? GENERIC_FAILURE;
    if (!domain) log.error({ err: error, jobId: row.id, kind: handler.kind }, 'job step failed');
    const final = domain && (NOT_RETRIED.has(domain.kind) || (domain.kind === 'upstream' && !handler.retryUpstream));
    const retry = row.attempts < handler.maxAttempts && !final;
    const runAfter = new Date(now().getTime() + retryDelayMs * 2 ** (row.attempts - 1));
    const outcome = retry
      ? { status: 'queued' as const, runAfter, error: message }
      : { status: 'failed' as const, error: message, errorKind: domain?.kind ?? null };
    if (rows.finishRunning(db, row.id, outcome, now())) {
      if (!retry) handler.onGiveUp?.(input);
      else setTimeout(schedulePump, runAfter.getTime() - now().getTime()).unref();
      publish(row.id);
    }
  }

  const queue: JobQueue = {
    start(kind, request) {
      const handler = handlers.get(kind);
      if (!handler) throw new Error(`no handler for job kind ${kind}`);
      const { row, created } = rows.insertOrFindActive(db, kind, request, handler.maxAttempts, now());
      schedulePump();
      return { job: rows.toView(row), created };
    },
    get(id) {
      const row = rows.findJob(db, id);
      return row ? rows.toView(row) : null;
    },
    findActive(kind, subject) {
      const row = rows.findActiveRow(db, kind, subject);
      return row ? rows.toView(row) : null;
    },
    activeCount: (kind) => rows.countActive(db, kind),
    cancel(id) {
      const row = rows.findJob(db, id);
      if (!row) return null;
      if (rows.cancelActive(db, id, now())) {
        running.get(id)?.abort();
        handlers.get(row.kind)?.onGiveUp?.(JSON.parse(row.input));
        publish(id);
      }
      return queue.get(id);
    },
    async *watch(id, signal) {
      const stop = signal ? AbortSignal.any([signal, closing.signal]) : closing.signal;
      // Listen before reading, so no change between the read and the first wait is missed.
      const changes = on(events, id, { signal: stop });
      const current = queue.get(id);
      if (!current) return;
      yield current;
      if (isEnded(current.status)) return;
      try {
        for await (const [view] of changes as AsyncIterable<[JobView]>) {
          yield view;
          if (isEnded(view.status)) return;
        }
      } catch (error) {
        if (!stop.aborted) throw error;
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
      // Give running steps a moment to notice; whatever is still running is resumed at the next start.
      const deadline = Date.now() + 2000;
      while (running.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    },
  };
  return queue;
}
