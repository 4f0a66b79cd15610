// The web process with JOBS=external and worker processes (server/worker.ts, real child processes) on one
// SQLite file: a book started through the web is drawn by a worker and its progress reaches a watcher on the
// web process; a worker killed (kill -9) mid-book has the book finished by the other once its lease lapses,
// every page drawn and stored once; a worker's SIGTERM gives its job back at once for another to take.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../server/queue/jobQueue';
import { saveSampleComic } from '../fixtures/sampleComic';
import { makeDataDir, makeHarness, type Harness } from '../helpers/harness';

const LEASE_SECONDS = 5;

interface Worker {
  proc: ChildProcess;
  /** The jobs this worker claimed, as its log says: job id and attempt. */
  claims: { jobId: string; attempt: number; at: number }[];
  ready: Promise<unknown>;
}

const workers: Worker[] = [];
afterAll(() => {
  for (const { proc } of workers) if (proc.exitCode === null) proc.kill('SIGKILL');
});

function startWorker(dataDir: string): Worker {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
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
  const worker: Worker = { proc, claims: [], ready: Promise.resolve() };
  let buffered = '';
  worker.ready = new Promise<void>((resolve) => {
    proc.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        const entry = JSON.parse(line) as { msg: string; jobId?: string; attempt?: number };
        if (entry.msg.includes('worker is running jobs')) resolve();
        if (entry.msg === 'job claimed')
          worker.claims.push({ jobId: entry.jobId!, attempt: entry.attempt!, at: Date.now() });
      }
    });
  });
  workers.push(worker);
  return worker;
}

const holderOf = (jobId: string) =>
  workers.find((w) => w.proc.exitCode === null && w.claims.some((c) => c.jobId === jobId));

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
    await expect
      .poll(() => (watcher.seen.at(-1)?.progress?.done ?? 0) >= 2, { timeout: 90_000, interval: 100 })
      .toBe(true);
    const first = holderOf(book.id)!;
    expect(first).toBeDefined();
    const killedAt = Date.now();
    first.proc.kill('SIGKILL');
    await once(first.proc, 'exit');
    const doneAtKill = watcher.seen.at(-1)!.progress!.done;

    const ended = await h.deps.jobs.waitFor(book.id);
    await watcher.done;
    const finishedAt = Date.now();
    const other = workers.find((w) => w !== first)!;
    const takeover = other.claims.find((c) => c.jobId === book.id)!;
    console.log(
      `workers: book of ${ended.progress?.total} pages in ${((finishedAt - started) / 1000).toFixed(1)} s; ` +
        `worker killed at page ${doneAtKill}, taken over ${((takeover.at - killedAt) / 1000).toFixed(1)} s later ` +
        `(lease ${LEASE_SECONDS} s), finished ${((finishedAt - killedAt) / 1000).toFixed(1)} s after the kill`,
    );
    expect(ended).toMatchObject({ status: 'succeeded', attempts: 2, result: { failed: 0 } });
    expect(takeover.attempt).toBe(2);
    expect(takeover.at - killedAt).toBeLessThan((LEASE_SECONDS + 3) * 1000);
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
    const [code] = await once(other.proc, 'exit');
    const exitedIn = Date.now() - stoppedAt;
    await expect
      .poll(() => third.claims.some((c) => c.jobId === next.id), { timeout: 10_000, interval: 50 })
      .toBe(true);
    const resumedIn = third.claims.find((c) => c.jobId === next.id)!.at - stoppedAt;
    console.log(`workers: SIGTERM exit in ${exitedIn} ms, job taken by another worker ${resumedIn} ms after it`);
    expect(code).toBe(0);
    expect(resumedIn).toBeLessThan(LEASE_SECONDS * 1000);
    third.proc.kill('SIGTERM');
    await once(third.proc, 'exit');
    h.deps.db.$client.close();
  });
});
