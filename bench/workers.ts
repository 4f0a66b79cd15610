// The workers part of `npm run bench` (npm run bench -- workers; alone: npx tsx bench/workers.ts [--tiny]
// [--sqlite-only|--postgres-only]): books per minute with 1, 2 and 4 `npm run worker` processes on one
// database. The web process is the production server with JOBS=external (it only starts and watches jobs);
// the workers are dist/server/worker.js as npm run worker starts it. On PostgreSQL (a throwaway cluster,
// tests/helpers/postgres.ts) and on SQLite (one file in the shared DATA_DIR). K books of the smallest story
// (8 pages: 12 interior pages each) are started at once through the web, their stories written beforehand, and
// timed from the first start until the last ends. CPU: the workers' own (from /proc/<pid>/stat) and the
// whole machine's busy share (/proc/stat, neighbours included), beside the load average.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startTestPostgres } from '../tests/helpers/postgres';
import { portrait } from '../tests/fixtures/portraits';
import { freePort } from '../tests/helpers/freePort';
import { PRODUCTION_MALLOC_ENV, startServer, type ServerProcess } from '../tests/load/server';
import { productionServerEnv } from './api';
import { finished, trpc, upload } from './book';
import { signIn } from './signIn';
import { benchOptions, isMain, median, printRows, type BenchOptions, type BenchRow } from './table';

const STORY_PAGES = 8;

interface Settings {
  workerCounts: number[];
  books: number;
  engines: Engine[];
}
type Engine = 'postgres' | 'sqlite';

const settings = (opts: BenchOptions, argv = process.argv): Settings => {
  const engines: Engine[] = argv.includes('--sqlite-only')
    ? ['sqlite']
    : argv.includes('--postgres-only')
      ? ['postgres']
      : ['postgres', 'sqlite'];
  // Four books keep four workers busy (one each; a worker runs two at once, so one worker has two in hand).
  return opts.tiny ? { workerCounts: [1], books: 1, engines } : { workerCounts: [1, 2, 4], books: 4, engines };
};

export interface WorkersRun {
  engine: Engine;
  workers: number;
  books: number;
  pages: number;
  seconds: number;
  /** CPU seconds (user + system, all threads) the worker processes and the web process used while timed. */
  workerCpu: number;
  webCpu: number;
  /** The machine's busy share of all its cores while timed (neighbours included), 0..1. */
  machineBusy: number;
  /** Gaps between a book's consecutive finished pages (its first from the moment it was started), ms. */
  pageGaps: number[];
  loadBefore: number;
}

/** CPU time (user + system) a process has used so far, in seconds. */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The machine's busy and total jiffies so far, summed over its cores (/proc/stat's first line). */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = fields.map(Number);
  const idle = n[3] + n[4];
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/** Workers still running: killed if this process ends before it stops them. */
const alive = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of alive) child.kill('SIGKILL');
});

/** A worker as npm run worker starts it (package.json "worker"), resolved once it says it runs jobs. */
async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/worker.js'], {
    // At info, for the line that says it is ready (the web process's warn level would hide it).
    env: { ...process.env, ...PRODUCTION_MALLOC_ENV, NODE_ENV: 'production', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  alive.add(child);
  child.once('exit', () => alive.delete(child));
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('worker is running jobs')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`a worker exited with ${code} before running jobs:\n${out}`)));
  });
  child.stdout!.resume();
  return child;
}

async function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** Where a run's database lives: a fresh PostgreSQL database in the bench's cluster, or DATA_DIR's file. */
interface RunDatabase {
  env: Record<string, string>;
  /** Every finished page's book and finish time (ISO text on both engines). */
  donePages(): Promise<{ comicId: string; number: number; doneAt: string }[]>;
  drop(): Promise<void>;
}

const DONE_PAGES_SQL =
  'SELECT comic_id AS "comicId", number, updated_at AS "doneAt" FROM book_pages WHERE status = \'done\'';

async function postgresDatabase(clusterUrl: string, name: string): Promise<RunDatabase> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    // Five processes at most share the cluster's 300 connections; the default pool size is kept.
    env: { DATABASE_URL: url.toString() },
    async donePages() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(DONE_PAGES_SQL)).rows;
      } finally {
        await client.end();
      }
    },
    drop: async () => undefined,
  };
}

function sqliteDatabase(dataDir: string): RunDatabase {
  return {
    env: {},
    async donePages() {
      const db = new Database(path.join(dataDir, 'comics.db'), { readonly: true });
      try {
        return db.prepare(DONE_PAGES_SQL).all() as { comicId: string; number: number; doneAt: string }[];
      } finally {
        db.close();
      }
    },
    drop: async () => undefined,
  };
}

/** K comics with their stories written (by the workers), ready for their books to be started together. */
async function prepareComics(server: ServerProcess, cookie: string, count: number): Promise<string[]> {
  const photo = await upload(server.base, cookie, (await portrait('medium-dark-white')).photo);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const { id } = await trpc<{ id: string }>(server.base, cookie, 'comics.save', {
      draft: {
        type: i % 2 ? '30s-50s-style' : 'black-and-white-manga',
        author: 'Maria Lopez',
        answers: [{ id: 'job', question: 'q', hint: '', answer: 'Dentist who sings to her patients' }],
        characters: [],
        idea: { id: `i${i}`, title: `The Singing Dentist #${i}`, description: 'Maria saves the city.' },
        mainCharacterPhoto: photo,
      },
    });
    ids.push(id);
  }
  const scripts = await Promise.all(
    ids.map((comicId) => trpc<{ id: string }>(server.base, cookie, 'scripts.start', { comicId, pages: STORY_PAGES })),
  );
  for (const script of scripts) {
    const status = await finished(server.base, cookie, script.id);
    if (status !== 'succeeded') throw new Error(`a story ended ${status}`);
  }
  return ids;
}

async function runOnce(engine: Engine, workers: number, books: number, clusterUrl?: string): Promise<WorkersRun> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comics-workers-bench-'));
  const database =
    engine === 'postgres'
      ? await postgresDatabase(clusterUrl!, `bench_${workers}w_${Date.now()}`)
      : sqliteDatabase(dataDir);
  const shared = { ...productionServerEnv(dataDir), ...database.env };
  const server = await startServer(
    {
      ...shared,
      JOBS: 'external',
      BOOKS_PER_USER_PER_DAY: '1000',
      RATE_LIMIT_SCRIPTS_PER_HOUR: '1000',
      RATE_LIMIT_SAVES_PER_HOUR: '1000',
    },
    await freePort(),
  );
  const procs: ChildProcess[] = [];
  try {
    procs.push(...(await Promise.all(Array.from({ length: workers }, () => startWorker(shared)))));
    const cookie = await signIn(server.base, 'workers-bench@example.com');
    const comicIds = await prepareComics(server, cookie, books);

    const loadBefore = loadAverage();
    const cpuOf = () => procs.reduce((sum, p) => sum + cpuSecondsOf(p.pid!), 0);
    const [workerCpu0, webCpu0, ticks0] = [cpuOf(), cpuSecondsOf(server.pid), machineTicks()];
    const startedAt = Date.now();
    const from = performance.now();
    const jobs = await Promise.all(
      comicIds.map((comicId) => trpc<{ id: string }>(server.base, cookie, 'book.start', { comicId })),
    );
    const ends = await Promise.all(jobs.map((job) => finished(server.base, cookie, job.id)));
    const seconds = (performance.now() - from) / 1000;
    const [workerCpu, webCpu, ticks] = [cpuOf() - workerCpu0, cpuSecondsOf(server.pid) - webCpu0, machineTicks()];
    if (ends.some((status) => status !== 'succeeded')) throw new Error(`books ended ${ends.join(', ')}`);

    const pages = await database.donePages();
    const byBook = new Map<string, number[]>();
    for (const page of pages) byBook.set(page.comicId, [...(byBook.get(page.comicId) ?? []), Date.parse(page.doneAt)]);
    const pageGaps = [...byBook.values()].flatMap((times) =>
      times.sort((a, b) => a - b).map((at, i) => at - (i === 0 ? startedAt : times[i - 1])),
    );
    return {
      engine,
      workers,
      books,
      pages: pages.length,
      seconds,
      workerCpu,
      webCpu,
      machineBusy: (ticks.busy - ticks0.busy) / (ticks.total - ticks0.total),
      pageGaps,
      loadBefore,
    };
  } finally {
    await Promise.all(procs.map(stopWorker));
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureWorkers(opts: BenchOptions, argv = process.argv): Promise<WorkersRun[]> {
  const s = settings(opts, argv);
  const runs: WorkersRun[] = [];
  const cluster = s.engines.includes('postgres') ? await startTestPostgres() : undefined;
  try {
    for (const engine of s.engines) {
      for (const workers of s.workerCounts) {
        const run = await runOnce(engine, workers, s.books, cluster?.url);
        console.error(`workers: ${summary(run)}`);
        runs.push(run);
      }
    }
  } finally {
    await cluster?.stop();
  }
  return runs;
}

const engineName = (engine: Engine) => (engine === 'postgres' ? 'PostgreSQL' : 'SQLite');

function summary(run: WorkersRun): string {
  const perMin = (n: number) => (n / run.seconds) * 60;
  return (
    `${engineName(run.engine)}, ${run.workers} worker${run.workers === 1 ? '' : 's'}: ${run.books} books ` +
    `(${run.pages} pages) in ${run.seconds.toFixed(1)} s · ${perMin(run.books).toFixed(2)} books/min · ` +
    `${perMin(run.pages).toFixed(1)} pages/min · workers' CPU ${(run.workerCpu / run.seconds).toFixed(2)} cores ` +
    `(${(run.workerCpu / run.pages).toFixed(2)} s/page), ` +
    `web ${(run.webCpu / run.seconds).toFixed(2)} · machine ${Math.round(run.machineBusy * 100)}% busy · ` +
    `page gap p50 ${(median(run.pageGaps) / 1000).toFixed(2)} s · load ${run.loadBefore.toFixed(1)} before`
  );
}

/** One row per run: its throughput beside the one-worker run of the same database (the reference). */
export function workersRows(runs: WorkersRun[]): BenchRow[] {
  return runs.map((run) => {
    const one = runs.find((r) => r.engine === run.engine && r.workers === 1);
    const perMin = (n: number, seconds: number) => (n / seconds) * 60;
    const speedup = one && one !== run ? perMin(run.books, run.seconds) / perMin(one.books, one.seconds) : undefined;
    return {
      section: 'Workers',
      name: `${engineName(run.engine)}, ${run.workers} worker${run.workers === 1 ? '' : 's'}, ${run.books} books`,
      figure:
        `${run.seconds.toFixed(1)} s · ${perMin(run.books, run.seconds).toFixed(2)} books/min · ` +
        `${perMin(run.pages, run.seconds).toFixed(0)} pages/min · workers ` +
        `${(run.workerCpu / run.seconds).toFixed(2)} cores (${(run.workerCpu / run.pages).toFixed(2)} CPU s/page) · ` +
        `machine ${Math.round(run.machineBusy * 100)}% busy`,
      reference: `load ${run.loadBefore.toFixed(1)} before · page p50 ${(median(run.pageGaps) / 1000).toFixed(2)} s`,
      ratio: speedup === undefined ? undefined : `${speedup.toFixed(2)}× 1 worker`,
    };
  });
}

export async function benchWorkers(opts: BenchOptions, argv = process.argv): Promise<BenchRow[]> {
  return workersRows(await measureWorkers(opts, argv));
}

if (isMain(import.meta.url)) printRows(await benchWorkers(benchOptions()));
