// The web process with JOBS=external and worker processes (server/worker.ts, real child processes) on one
// SQLite file: a book started through the web is drawn by both workers, page by page (each page its own job),
// and its progress reaches a watcher on the web process; a worker killed (kill -9) mid-page, holding the book
// job too, loses only that page: the other takes the page and the book once their leases lapse, every other
// page drawn once; a worker's SIGTERM gives its jobs back at once for another to take.
// @module-tag sqlite
import { type ChildProcess, spawn } from 'node:child_process';
import { appProgramArgs } from '../helpers/appProgram';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobView } from '../../server/queue/jobQueue';
import { eq } from 'drizzle-orm';
import { BOOK_PAGE_JOB } from '../../server/domains/jobs/jobKinds';
import { jobs } from '../../server/db/schema';
import { saveSampleComic } from '../fixtures/sampleComic';
import { makeDataDir, makeHarness, type Harness } from '../helpers/harness';

const LEASE_SECONDS = 5;

interface Worker {
  proc: ChildProcess;
  /** The jobs this worker claimed, as its log says (each line carries the process id): job, kind, attempt. */
  claims: { jobId: string; kind: string; attempt: number; pid: number; at: number }[];
  /** The book pages this worker drew (stored and recorded), as its log says. */
  drawn: { comicId: string; page: number; pid: number }[];
  /** Its last 20 log lines, to say how far it got when it does not do what the test waits for. */
  lines: string[];
  ready: Promise<unknown>;
}

interface LogLine {
  msg: string;
  pid: number;
  jobId?: string;
  kind?: string;
  attempt?: number;
  comicId?: string;
  page?: number;
}

const workers: Worker[] = [];
// After each test, not the file: a test that failed and is tried again (CI) must not leave its workers
// drawing beside the second try's.
afterEach(() => {
  for (const { proc } of workers.splice(0)) if (proc.exitCode === null) proc.kill('SIGKILL');
});

function startWorker(dataDir: string): Worker {
  const proc = spawn(process.execPath, appProgramArgs('server/worker.ts'), {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      MIN_FREE_DISK_MB: '0',
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'debug',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const worker: Worker = { proc, claims: [], drawn: [], lines: [], ready: Promise.resolve() };
  let buffered = '';
  worker.ready = new Promise<void>((resolve) => {
    proc.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        worker.lines = [...worker.lines.slice(-19), line];
        const entry = JSON.parse(line) as LogLine;
        if (entry.msg.includes('worker is running jobs')) resolve();
        if (entry.msg === 'job claimed')
          worker.claims.push({
            jobId: entry.jobId!,
            kind: entry.kind!,
            attempt: entry.attempt!,
            pid: entry.pid,
            at: Date.now(),
          });
        if (entry.msg === 'book page drawn')
          worker.drawn.push({ comicId: entry.comicId!, page: entry.page!, pid: entry.pid });
      }
    });
  });
  workers.push(worker);
  return worker;
}

/**
 * The worker's exit after a stop, within 20 s, or a failure saying how far its stop got (its last log lines):
 * an exit that never came once held this test to its timeout.
 */
async function exitOf(worker: Worker): Promise<unknown[]> {
  const exited = await Promise.race([once(worker.proc, 'exit'), sleep(20_000, null, { ref: false })]);
  expect(exited, `no exit 20 s after SIGTERM; its last lines:\n${worker.lines.join('\n')}`).not.toBeNull();
  return exited!;
}

const holderOf = (jobId: string) =>
  workers.find((w) => w.proc.exitCode === null && w.claims.some((c) => c.jobId === jobId));

/** How many times any worker claimed this job. */
const claimsOf = (jobId: string) => workers.flatMap((w) => w.claims).filter((c) => c.jobId === jobId).length;

/** The page jobs in the jobs table, with the page each one draws (its subject is `${comicId}:${page}`). */
async function pageJobRows(h: Harness) {
  const rows = await h.deps.db.select().from(jobs).where(eq(jobs.kind, BOOK_PAGE_JOB));
  return rows.map((row) => ({ id: row.id, page: Number(row.subject.split(':').at(-1)) }));
}

/** Every state the web process's watcher saw of a job, until it ended. */
function watchAll(h: Harness, jobId: string) {
  const seen: JobView[] = [];
  const done = (async () => {
    for await (const view of h.deps.jobs.watch(jobId)) seen.push(view);
  })();
  return { seen, done };
}

describe('worker processes on the web process’s queue', () => {
  it('draw a book started through the web, survive a worker killed mid-book, and take a stopped worker’s job', {
    timeout: 180_000,
  }, async () => {
    const dataDir = makeDataDir();
    const h = await makeHarness({ user: 'tasha@example.com', env: { DATA_DIR: dataDir, JOBS: 'external' } });
    const a = startWorker(dataDir);
    const b = startWorker(dataDir);
    await Promise.all([a.ready, b.ready]);

    // The story is written by a worker too: the web process only starts and watches jobs.
    const comicId = await saveSampleComic(h, 'black-and-white-manga');
    const script = await h.deps.jobs.waitFor((await h.caller.scripts.start({ comicId, pages: 8 })).id);
    expect(script.status).toBe('succeeded');
    expect(workers.some((w) => w.claims.some((c) => c.jobId === script.id))).toBe(true);

    const started = Date.now();
    const book = await h.caller.book.start({ comicId });
    const watcher = watchAll(h, book.id);
    await expect.poll(() => holderOf(book.id), { timeout: 30_000, interval: 50 }).toBeDefined();
    const first = holderOf(book.id)!;
    const other = workers.find((w) => w !== first)!;
    // Killed mid-page, holding the book job too: once it has drawn a page and the book has a few, at a moment
    // the worker holds a page it has not drawn yet.
    const pageHeld = (w: Worker) =>
      w.claims.find((c) => c.kind === BOOK_PAGE_JOB && !w.drawn.some((d) => pageJobOf(c.jobId, d.page)));
    const pageJobs = new Map<string, number>();
    const pageJobOf = (jobId: string, page: number) => pageJobs.get(jobId) === page;
    const readPageJobs = async () => {
      for (const job of await pageJobRows(h)) pageJobs.set(job.id, job.page);
    };
    await expect
      .poll(
        async () => {
          await readPageJobs();
          const drawnYet = first.drawn.length >= 1 && (watcher.seen.at(-1)?.progress?.done ?? 0) >= 2;
          return drawnYet && pageHeld(first) !== undefined;
        },
        { timeout: 90_000, interval: 20 },
      )
      .toBe(true);
    const killedPage = pageJobs.get(pageHeld(first)!.jobId)!;
    const killedAt = Date.now();
    first.proc.kill('SIGKILL');
    await once(first.proc, 'close');
    const doneAtKill = watcher.seen.at(-1)!.progress!.done;

    const ended = await h.deps.jobs.waitFor(book.id);
    await watcher.done;
    const finishedAt = Date.now();
    await readPageJobs();
    const bookTakeover = other.claims.find((c) => c.jobId === book.id)!;
    const pageTakeover = other.claims.find((c) => pageJobs.get(c.jobId) === killedPage)!;
    const drawnBy = (w: Worker) => w.drawn.filter((d) => d.comicId === comicId).map((d) => d.page);
    const drawn = [...drawnBy(first), ...drawnBy(other)];
    console.log(
      `workers: book of ${ended.progress?.total} pages in ${((finishedAt - started) / 1000).toFixed(1)} s, ` +
        `pages drawn by pid ${first.proc.pid}: ${drawnBy(first).length}, by pid ${other.proc.pid}: ` +
        `${drawnBy(other).length}; worker killed at page ${doneAtKill} holding page ${killedPage}; the page ` +
        `taken over ${((pageTakeover.at - killedAt) / 1000).toFixed(1)} s later, the book ` +
        `${((bookTakeover.at - killedAt) / 1000).toFixed(1)} s later (lease ${LEASE_SECONDS} s), finished ` +
        `${((finishedAt - killedAt) / 1000).toFixed(1)} s after the kill; pages drawn ${drawn.length}, ` +
        `page jobs claimed twice: ${[...pageJobs].filter(([id]) => claimsOf(id) > 1).map(([, page]) => page)}`,
    );
    expect(ended).toMatchObject({ status: 'succeeded', attempts: 2, result: { failed: 0 } });
    expect(bookTakeover.attempt).toBe(2);
    expect(bookTakeover.at - killedAt).toBeLessThan((LEASE_SECONDS + 3) * 1000);
    expect(pageTakeover).toMatchObject({ attempt: 2, pid: other.proc.pid });
    // The lapsed page waits for its turn in the line (oldest first) and for a free slot on the other worker.
    expect(pageTakeover.at - killedAt).toBeLessThan(LEASE_SECONDS * 4 * 1000);
    // Both processes drew pages of the one book, and each page was drawn once: only the killed page's job was
    // claimed twice, and its page stored once (by the other worker, unless it was stored just before the kill).
    expect(drawnBy(first).length).toBeGreaterThanOrEqual(1);
    expect(drawnBy(other).length).toBeGreaterThanOrEqual(1);
    expect(drawn.length).toBe(ended.progress?.total);
    expect(new Set(drawn).size).toBe(drawn.length);
    expect([...pageJobs].filter(([id]) => claimsOf(id) > 1).map(([, page]) => page)).toEqual([killedPage]);
    // The watcher on the web process saw the book advance page by page to its end, never backwards.
    const done = watcher.seen.map((v) => v.progress?.done ?? 0);
    expect(done).toEqual([...done].sort((x, y) => x - y));
    expect(new Set(done).size).toBeGreaterThan(4);
    expect(watcher.seen.at(-1)?.status).toBe('succeeded');
    // Every page drawn and stored once: done, with its own files, none shared or missing.
    const pages = (await h.caller.book.get({ comicId })).pages;
    expect(pages.length).toBe(ended.progress?.total);
    expect(pages.every((p) => p.status === 'done' && p.readerUrl)).toBe(true);
    expect(new Set(pages.map((p) => p.readerUrl)).size).toBe(pages.length);

    // A worker stopped with SIGTERM gives its job back at once: a new worker takes it well before a lease.
    const second = await saveSampleComic(h, 'black-and-white-manga');
    await h.deps.jobs.waitFor((await h.caller.scripts.start({ comicId: second, pages: 8 })).id);
    const next = await h.caller.book.start({ comicId: second });
    await expect.poll(() => holderOf(next.id) === other, { timeout: 30_000, interval: 100 }).toBe(true);
    const third = startWorker(dataDir);
    await third.ready;
    const stoppedAt = Date.now();
    other.proc.kill('SIGTERM');
    const [code] = await exitOf(other);
    const exitedIn = Date.now() - stoppedAt;
    await expect
      .poll(() => third.claims.some((c) => c.jobId === next.id), { timeout: 10_000, interval: 50 })
      .toBe(true);
    const resumedIn = third.claims.find((c) => c.jobId === next.id)!.at - stoppedAt;
    console.log(`workers: SIGTERM exit in ${exitedIn} ms, job taken by another worker ${resumedIn} ms after it`);
    expect(code).toBe(0);
    expect(resumedIn).toBeLessThan(LEASE_SECONDS * 1000);
    third.proc.kill('SIGTERM');
    await exitOf(third);
    h.deps.db.$client.close();
  });
});

// A bench, not run by the suite (BOOK_WORKERS_BENCH=1 runs it): one 12-page book (8 story pages) with 1 and
// then 2 worker processes, wall time from the start to the end, and which worker drew how many pages.
describe.runIf(process.env.BOOK_WORKERS_BENCH === '1')('one book on 1 and 2 workers', () => {
  for (const count of [1, 2]) {
    it(`draws a 12-page book with ${count} worker(s)`, { timeout: 300_000 }, async () => {
      const dataDir = makeDataDir();
      const h = await makeHarness({ user: 'tasha@example.com', env: { DATA_DIR: dataDir, JOBS: 'external' } });
      const mine = Array.from({ length: count }, () => startWorker(dataDir));
      await Promise.all(mine.map((w) => w.ready));
      const comicId = await saveSampleComic(h, 'black-and-white-manga');
      await h.deps.jobs.waitFor((await h.caller.scripts.start({ comicId, pages: 8 })).id);
      const started = Date.now();
      const ended = await h.deps.jobs.waitFor((await h.caller.book.start({ comicId })).id);
      const seconds = (Date.now() - started) / 1000;
      const perWorker = mine.map((w) => w.drawn.filter((d) => d.comicId === comicId).length);
      console.log(
        `bench: ${count} worker(s), ${ended.progress?.total} pages in ${seconds.toFixed(1)} s, drawn ${perWorker}`,
      );
      expect(ended).toMatchObject({ status: 'succeeded', result: { pages: 12, failed: 0 } });
      expect(perWorker.reduce((a, b) => a + b)).toBe(12);
      for (const w of mine) w.proc.kill('SIGTERM');
      await Promise.all(mine.map((w) => once(w.proc, 'exit')));
      h.deps.db.$client.close();
    });
  }
});
