// The SQLite job queue with real jobs on a real database: one active job per subject, cancel, retries,
// a clear final error, resuming after the process running it was killed, a taken-over runner's writes refused, a
// closing queue giving its jobs back, cleanup, and the cover job.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { Upstream } from '../../server/lib/errors';
import { silentLogger } from '../../server/lib/logger';
import type { JobHandler, JobView } from '../../server/queue/jobQueue';
import { createSqliteJobQueue } from '../../server/queue/sqliteJobQueue';
import * as rows from '../../server/queue/jobRows';
import { makeDataDir, makeHarness } from '../helpers/harness';
import { makePhoto } from '../helpers/images';

const owner = { userId: null, visitorId: 'visitor-1' };
const database = () => openDatabase(path.join(makeDataDir(), 'comics.db'));

function queueWith(handler: Partial<JobHandler> & Pick<JobHandler, 'run'>, db = database()) {
  return createSqliteJobQueue({
    db,
    log: silentLogger,
    retryDelayMs: 10,
    handlers: [{ kind: 'test', maxAttempts: 3, concurrency: 2, ...handler }],
  });
}

describe('the job queue', () => {
  it('gives one job for a double start, and a new one once it has ended', async () => {
    let runs = 0;
    const queue = queueWith({ run: async () => ({ run: ++runs }) });
    const a = await queue.start('test', { subject: 'comic-1', input: {}, owner });
    const b = await queue.start('test', { subject: 'comic-1', input: {}, owner });
    expect([a.created, b.created, b.job.id]).toEqual([true, false, a.job.id]);
    expect((await queue.waitFor(a.job.id)).result).toEqual({ run: 1 });
    const c = await queue.start('test', { subject: 'comic-1', input: {}, owner });
    expect(c.created).toBe(true);
    expect((await queue.waitFor(c.job.id)).result).toEqual({ run: 2 });
    await queue.close();
  });

  it('has many callers wait at once without a signal of their own, and no leak warning from Node', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const queue = queueWith({
      concurrency: 20,
      run: async () => {
        await released;
        return 'done';
      },
    });
    try {
      const jobs = await Promise.all(
        Array.from({ length: 20 }, (_, i) => queue.start('test', { subject: `s${i}`, input: {}, owner })),
      );
      const waits = jobs.map(({ job }) => queue.waitFor(job.id));
      await new Promise((r) => setTimeout(r, 50));
      release();
      expect((await Promise.all(waits)).map((view) => view.result)).toEqual(Array(20).fill('done'));
      await new Promise((r) => setImmediate(r)); // Node emits its warnings on the next tick
      expect(warnings.filter((name) => name === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await queue.close();
    }
  });

  it('cancels a running job: its step is told to stop and its late result is ignored', async () => {
    let aborted = false;
    let given = 0;
    let stepStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      stepStarted = resolve;
    });
    let lateResultGiven!: () => void;
    const lateResult = new Promise<void>((resolve) => {
      lateResultGiven = resolve;
    });
    const queue = queueWith({
      run: (_input, { signal }) => {
        stepStarted();
        return new Promise((resolve) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            setTimeout(() => {
              resolve('late');
              lateResultGiven();
            }, 20);
          }),
        );
      },
      onGiveUp: () => given++,
    });
    const { job } = await queue.start('test', { subject: 's', input: {}, owner });
    // Waits for the step itself (a fixed sleep read 'queued' on a loaded machine).
    await started;
    expect((await queue.get(job.id))?.status).toBe('running');
    expect((await queue.cancel(job.id))?.status).toBe('canceled');
    // The late result given, the queue has a moment to (wrongly) record it.
    await lateResult;
    await new Promise((r) => setTimeout(r, 60));
    const after = await queue.get(job.id);
    expect([aborted, given, after?.status, after?.result]).toEqual([true, 1, 'canceled', null]);
    await queue.close();
  });

  it('retries a step that fails twice, then finishes', async () => {
    let calls = 0;
    const queue = queueWith({
      run: async () => {
        calls += 1;
        if (calls < 3) throw new Error('the disk hiccuped');
        return 'ok';
      },
    });
    const { job } = await queue.start('test', { subject: 's', input: {}, owner });
    const ended = await queue.waitFor(job.id);
    expect([ended.status, ended.attempts, ended.result, calls]).toEqual(['succeeded', 3, 'ok', 3]);
    await queue.close();
  });

  it('ends a step that keeps failing in a clear error, with the kind of the failure', async () => {
    let given = 0;
    const queue = queueWith({
      retryUpstream: true,
      run: async () => {
        throw new Upstream('The image service could not paint this cover.');
      },
      onGiveUp: () => given++,
    });
    const { job } = await queue.start('test', { subject: 's', input: {}, owner });
    const ended = await queue.waitFor(job.id);
    expect([ended.status, ended.attempts, ended.error, ended.errorKind, given]).toEqual([
      'failed',
      3,
      'The image service could not paint this cover.',
      'upstream',
      1,
    ]);
    // Our own faults never show their raw text.
    const faulty = queueWith({
      maxAttempts: 1,
      run: async () => {
        throw new Error('SQLITE_IOERR: disk I/O error at /srv/x');
      },
    });
    const bad = await faulty.waitFor((await faulty.start('test', { subject: 's', input: {}, owner })).job.id);
    expect([bad.error, bad.errorKind]).toEqual(['Something went wrong. Please try again.', null]);
    await Promise.all([queue.close(), faulty.close()]);
  });

  it('resumes a job after the process running it was killed, and finishes it once', { timeout: 30_000 }, async () => {
    const file = path.join(makeDataDir(), 'comics.db');
    openDatabase(file).$client.close();
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/jobCrashChild.ts', file, 'comic-9'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) =>
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('started') && resolve()),
    );
    child.kill('SIGKILL');
    await once(child, 'exit');

    // The server starts again with the same job kind: once the dead claim's lease lapses, the job runs again, once.
    let runs = 0;
    const restarted = createSqliteJobQueue({
      db: openDatabase(file),
      log: silentLogger,
      handlers: [{ kind: 'slow', maxAttempts: 3, concurrency: 1, run: async () => ({ runs: ++runs }) }],
    });
    const db = openDatabase(file).$client;
    const { id } = db.prepare("SELECT id FROM jobs WHERE subject = 'comic-9'").get() as { id: string };
    const ended = await restarted.waitFor(id);
    expect([ended.status, ended.attempts, ended.result, runs]).toEqual(['succeeded', 2, { runs: 1 }, 1]);
    expect(db.prepare('SELECT count(*) AS n FROM jobs').get()).toEqual({ n: 1 });
    await restarted.close();
  });

  it('lets a taken-over runner write nothing, and gives a stopped process’s job back at once', async () => {
    const db = database();
    const id = (await rows.insertOrFindActive(db, 'test', { subject: 's', input: {}, owner }, 3, new Date())).row.id;
    const first = (await rows.claimNext(db, 'test', new Date(), 200))!;
    expect(await rows.claimNext(db, 'test', new Date(), 1000)).toBeUndefined(); // claimed, lease not yet lapsed
    await new Promise((resolve) => setTimeout(resolve, 250));
    const second = (await rows.claimNext(db, 'test', new Date(), 60_000))!;
    expect([first.id, second.id, first.attempts, second.attempts]).toEqual([id, id, 1, 2]);
    const stale = { id, attempt: first.attempts, maxAttempts: 3 };
    expect(await rows.touchRunning(db, stale, { progress: { done: 9, total: 9 } }, new Date())).toBe(false);
    expect(
      await rows.finishRunning(db, stale, { status: 'succeeded', result: 'late', triesForRerun: 3 }, new Date()),
    ).toBe(false);
    expect(await rows.releaseRunning(db, stale, new Date())).toBe(false);
    expect(await rows.findJob(db, id)).toMatchObject({ status: 'running', attempts: 2, result: null, progress: null });

    // A queue closing with a step that ignores its signal still hands the job back for another to take.
    const queue = queueWith({ run: () => new Promise(() => {}) }, db);
    const { job } = await queue.start('test', { subject: 'stuck', input: {}, owner });
    await expect.poll(async () => (await queue.get(job.id))?.status).toBe('running');
    await queue.close();
    expect(await rows.findJob(db, job.id)).toMatchObject({ status: 'queued', leaseUntil: null, attempts: 1 });
  });

  it('removes ended jobs after a while, never active ones', async () => {
    const queue = queueWith({ run: () => new Promise(() => {}) });
    const done = queueWith({ run: async () => 'x' });
    await done.waitFor((await done.start('test', { subject: 'a', input: {}, owner })).job.id);
    await queue.start('test', { subject: 'b', input: {}, owner });
    expect(await done.deleteEndedBefore(new Date(Date.now() + 1000))).toBe(1);
    expect(await queue.deleteEndedBefore(new Date(Date.now() + 1000))).toBe(0);
    await Promise.all([queue.close(), done.close()]);
  });
});

describe('the cover job', () => {
  it('reports its steps in order and ends with the stored cover', async () => {
    const h = await makeHarness({});
    const photo = await h.saveImage('characters', await makePhoto('jpeg', 480, 640), 'jpg');
    const draft = {
      type: '30s-50s-style',
      author: 'Ada',
      answers: [],
      characters: [],
      idea: { id: 'i', title: 'Ada Paints', description: 'x' },
      mainCharacterPhoto: photo,
    };
    const job = await h.caller.cover.start({ draft, draftId: 'draft-1' });
    const again = await h.caller.cover.start({ draft, draftId: 'draft-1' });
    expect(again.id).toBe(job.id);
    const seen: JobView[] = [];
    for await (const view of h.deps.jobs.watch(job.id)) seen.push(view);
    const steps = seen.map((v) => `${v.status}${v.progress?.step ? `:${v.progress.step}` : ''}`);
    expect(steps[steps.length - 1]).toBe('succeeded:done');
    expect(steps).toContain('running:painting');
    const dones = seen.map((v) => v.progress?.done ?? 0);
    expect([...dones].sort((a, b) => a - b)).toEqual(dones);
    expect((seen[seen.length - 1].result as { imageUrl: string }).imageUrl).toMatch(/^\/storage\/covers\//);
    // Someone else cannot read, follow or cancel it.
    const other = h.callerFor({ visitorId: 'someone-else' });
    await expect(other.jobs.get({ id: job.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(other.jobs.cancel({ id: job.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
