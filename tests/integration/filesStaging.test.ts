// A files job killed with its process leaves its staging folder: half-made PDFs of a person's book. As real
// processes (a book on the bucket fake, `npm run worker`'s program, kill -9): the next worker to start
// removes the killed job's folder, wherever it was; it then takes the job over, and its own staging folder, of
// a running attempt, survives the server starting meanwhile. Each process here has a temporary folder of its own
// (TMPDIR), so only this test's folders are counted.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lastWritten, stagingAttempt } from '../../server/storage/stagingFolder';
import { type FakeS3, startFakeS3 } from '../fakes/s3Server';
import { drawnSampleBook } from '../fixtures/bookWithFiles';
import { type AppProcess, startAppProcess } from '../helpers/appProcesses';
import { freePort } from '../helpers/freePort';
import { makeDataDir, makeHarness } from '../helpers/harness';
import { eventually } from '../helpers/orderWorld';

let s3: FakeS3;
const processes: AppProcess[] = [];
beforeAll(async () => {
  s3 = await startFakeS3();
});
// A test's processes end with it (a failed try, tried again on CI, must not leave them running beside the next).
afterEach(async () => {
  await Promise.all(processes.splice(0).map((p) => p.kill()));
});
afterAll(async () => {
  await s3?.close();
});

/** The staging folders that hold at least one file: under DATA_DIR/staging, or (earlier versions) in TMPDIR. */
function stagingWithFiles(dataDir: string, tmp: string): string[] {
  const folders = [
    ...list(path.join(dataDir, 'staging')),
    ...list(tmp).filter((dir) => path.basename(dir).startsWith('comics-staging-')),
  ];
  return folders.filter((dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).some((e) => e.isFile()));
}
const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).map((name) => path.join(dir, name)) : []);
/** The folders, or null while there are none (for `eventually`, to which an empty list is an answer). */
const some = (folders: string[]) => (folders.length > 0 ? folders : null);

describe('staging folders of files jobs', () => {
  it('a killed job’s folder is gone after the next start; a running job’s folder is kept', {
    timeout: 400_000,
  }, async () => {
    const tmp = makeDataDir();
    const env = { ...s3.env('staging'), JOB_LEASE_SECONDS: '2', TMPDIR: tmp };
    const drawing = await makeHarness({
      user: 'tasha@example.com',
      seed: 3,
      env: s3.env('staging'),
      drawing: 'remembered',
    });
    const comicId = await drawnSampleBook(drawing, 'manga', 8);
    await drawing.deps.jobs.close();
    const dataDir = drawing.deps.config.dataDir;
    const shop = await makeHarness({ user: 'tasha@example.com', env: { ...env, DATA_DIR: dataDir, JOBS: 'external' } });
    await shop.caller.files.build({ comicId });

    const start = (name: string, kind: 'web' | 'worker', extra: Record<string, string> = {}) => {
      // On a PostgreSQL run the processes share the harness's database, as an installation's would.
      const { databaseUrl } = drawing.deps.config;
      const database: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
      const started = startAppProcess(name, kind, { ...env, ...database, DATA_DIR: dataDir, ...extra });
      processes.push(started);
      return started;
    };
    const first = start('worker 1', 'worker');
    await first.ready;
    const killed = await eventually(() => some(stagingWithFiles(dataDir, tmp)), 'worker 1 writing files', 120_000, 50);
    await first.kill();
    expect(killed.filter((dir) => existsSync(dir))).toEqual(killed);
    // A start sweeps only what no attempt may still write: the killed attempt's lease has lapsed and its folder
    // has been quiet for a lease. Until then the folder may be a live runner's, so the test waits for that state.
    const leaseMs = shop.deps.config.jobs.leaseMs;
    await eventually(
      async () => {
        for (const dir of killed) {
          const owner = stagingAttempt(path.basename(dir));
          if (owner && (await shop.deps.jobs.holdsClaim(owner.jobId, owner.attempt))) return false;
          if (Date.now() - (await lastWritten(dir)) < leaseMs) return false;
        }
        return true;
      },
      'the killed attempt’s lease to lapse',
      30_000,
      50,
    );

    const second = start('worker 2', 'worker');
    await second.ready;
    expect(
      killed.filter((dir) => existsSync(dir)),
      'staging folders of the killed job after the next start',
    ).toEqual([]);
    // Worker 2 takes the job over (its lease lapsed); the server starting now keeps worker 2's folder. The bucket
    // holds worker 2's uploads meanwhile, so its attempt is still under way (its claim kept) whenever the server
    // starts: left to run, worker 2 finished the job before the server was up (2026-12-01).
    const release = s3.holdWrites();
    const live = await eventually(
      () => some(stagingWithFiles(dataDir, tmp).filter((dir) => !killed.includes(dir))),
      'worker 2 writing files',
      120_000,
      50,
    );
    const web = start('web', 'web', { JOBS: 'external', PORT: String(await freePort()) });
    await web.ready;
    for (const dir of live) {
      const { jobId, attempt } = stagingAttempt(path.basename(dir))!;
      expect(await shop.deps.jobs.holdsClaim(jobId, attempt), `${dir}'s attempt under way`).toBe(true);
    }
    expect(live.filter((dir) => existsSync(dir))).toEqual(live);
    release();
    await Promise.all([web.stop(), second.stop()]);
  });
});
