// The queue part of `npm run bench -- workers` (alone: npx tsx bench/queue.ts [--tiny]): what the job machinery
// adds per job and per page, on SQLite and on PostgreSQL (a throwaway cluster, tests/helpers/postgres.ts). The
// real queue (queue/sqliteJobQueue.ts, the one every process uses) runs job kinds whose step does nothing:
//   - empty jobs one after another (start, claim, publish, finish, publish, the waiter told): a job's latency;
//   - the same jobs all started at once, one at a time per kind as a book's are: the machinery's throughput;
//   - a job whose step reports progress many times: the cost of one progress write (a book writes one per page).
// A lease renewal is the same guarded UPDATE as a progress write, once per lease/3 (10 s by default).
// Per page of a 12-page book: one progress write, a share of the job's own start and end, and of the renewals.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { closeDatabase, type AppDatabase } from '../server/db/client';
import { openAppDatabase } from '../server/db/openAppDatabase';
import { silentLogger } from '../server/lib/logger';
import type { JobHandler, JobQueue } from '../server/queue/jobQueue';
import { createSqliteJobQueue } from '../server/queue/sqliteJobQueue';
import { startTestPostgres } from '../tests/helpers/postgres';
import { benchOptions, fmt, isMain, median, printRows, type BenchOptions, type BenchRow } from './table';

const OWNER = { userId: null, visitorId: 'queue-bench-visitor' };
/** The pages of the smallest book (an 8-page story has 12 interior pages): the job's cost is shared by them. */
const BOOK_PAGES = 12;
const DEFAULT_LEASE_MS = 30_000;

interface Settings {
  /** Jobs run one after another, and started together. */
  jobs: number;
  /** Progress reports in the job that reports. */
  steps: number;
}
const settings = (opts: BenchOptions): Settings => (opts.tiny ? { jobs: 5, steps: 5 } : { jobs: 200, steps: 200 });

export interface QueueFigures {
  engine: 'SQLite' | 'PostgreSQL';
  /** Median time from start to the waiter seeing the end, one job at a time, ms. */
  latencyMs: number;
  /** Wall time per job when many wait in line, ms, and this process's CPU per job, ms. */
  perJobMs: number;
  perJobCpuMs: number;
  /** One progress write (a guarded UPDATE, then the row read again for watchers), ms. */
  progressMs: number;
}

function handlers(steps: number): JobHandler[] {
  return [
    { kind: 'bench-empty', maxAttempts: 1, concurrency: 1, run: async () => ({}) },
    {
      kind: 'bench-steps',
      maxAttempts: 1,
      concurrency: 1,
      async run(_input, { progress }) {
        // A step that reports as a book does: between reports the step yields, as a page's drawing would.
        for (let done = 1; done <= steps; done++) {
          progress({ done, total: steps, step: 'drawing' });
          await new Promise((resolve) => setImmediate(resolve));
        }
        return {};
      },
    },
  ];
}

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

async function runJob(queue: JobQueue, kind: string, subject: string): Promise<number> {
  const from = performance.now();
  const { job } = await queue.start(kind, { subject, input: {}, owner: OWNER });
  const ended = await queue.waitFor(job.id);
  if (ended.status !== 'succeeded') throw new Error(`a ${kind} job ended ${ended.status}`);
  return performance.now() - from;
}

async function measure(engine: QueueFigures['engine'], db: AppDatabase, s: Settings): Promise<QueueFigures> {
  const queue = createSqliteJobQueue({ db, log: silentLogger, handlers: handlers(s.steps), leaseMs: DEFAULT_LEASE_MS });
  try {
    // Warm-up: the first statements of a kind are prepared (SQLite) or planned (PostgreSQL) once.
    for (let i = 0; i < 5; i++) await runJob(queue, 'bench-empty', `warm-${i}`);
    await runJob(queue, 'bench-steps', 'warm-steps');

    const latencies: number[] = [];
    for (let i = 0; i < s.jobs; i++) latencies.push(await runJob(queue, 'bench-empty', `one-${i}`));

    const cpuFrom = cpuMs();
    const from = performance.now();
    // Waited for one after another: a waiter reads a job it does not see run every 300 ms, and 200 of them
    // at once would be the waiters' cost, not the queue's.
    const line = [];
    for (let i = 0; i < s.jobs; i++) {
      line.push((await queue.start('bench-empty', { subject: `line-${i}`, input: {}, owner: OWNER })).job.id);
    }
    for (const id of line) await queue.waitFor(id);
    const perJobMs = (performance.now() - from) / s.jobs;
    const perJobCpuMs = (cpuMs() - cpuFrom) / s.jobs;

    const stepped: number[] = [];
    for (let i = 0; i < 3; i++) stepped.push(await runJob(queue, 'bench-steps', `steps-${i}`));
    const progressMs = Math.max(0, median(stepped) - median(latencies)) / s.steps;
    return { engine, latencyMs: median(latencies), perJobMs, perJobCpuMs, progressMs };
  } finally {
    await queue.close();
  }
}

export async function measureQueue(opts: BenchOptions): Promise<QueueFigures[]> {
  const s = settings(opts);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comics-queue-bench-'));
  const cluster = await startTestPostgres();
  try {
    const figures: QueueFigures[] = [];
    for (const [engine, databaseUrl] of [
      ['SQLite', null],
      ['PostgreSQL', cluster.url],
    ] as const) {
      const db = await openAppDatabase({ databaseUrl, databasePoolSize: 10, dataDir });
      try {
        figures.push(await measure(engine, db, s));
      } finally {
        await closeDatabase(db);
      }
    }
    return figures;
  } finally {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What the machinery adds to one page of a 12-page book: its progress write, and shares of the rest. */
export const perPageMs = (f: QueueFigures, pageMs: number) =>
  f.progressMs + f.perJobMs / BOOK_PAGES + f.progressMs * (pageMs / (DEFAULT_LEASE_MS / 3));

/** Rows; `pageMs`, a page's median drawing time measured in the same run (the workers part), when known. */
export function queueRows(figures: QueueFigures[], pageMs?: number): BenchRow[] {
  return figures.map((f) => {
    const page = perPageMs(f, pageMs ?? 0);
    return {
      section: 'Queue',
      name: `job machinery, ${f.engine}`,
      figure:
        `job ${fmt.ms(f.latencyMs)} alone · ${fmt.ms(f.perJobMs)} each in line (CPU ${fmt.ms(f.perJobCpuMs)}) · ` +
        `progress write ${fmt.ms(f.progressMs)} · per page ${fmt.ms(page)}`,
      reference: pageMs === undefined ? undefined : `page drawn in ${fmt.ms(pageMs)} (p50, 1 worker)`,
      ratio: pageMs === undefined ? undefined : `${((page / pageMs) * 100).toFixed(2)}% of a page`,
    };
  });
}

if (isMain(import.meta.url)) printRows(queueRows(await measureQueue(benchOptions())));
