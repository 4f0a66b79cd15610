// A runner's claim on its job, on SQLite and (TEST_ON_POSTGRES=1) PostgreSQL: a lease renewal that fails stops
// the step; a runner frozen past its lease (its event loop blocked) makes no effect beside the runner that took
// its job over; a job whose runner was killed on its last try is ended through its give-up path, not run again;
// and a job asked for again while it runs runs once more after, so a request is never answered by a run that
// began before it.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type AppDatabase } from '../../server/db/client';
import { silentLogger } from '../../server/lib/logger';
import type { JobHandler } from '../../server/queue/jobQueue';
import { createSqliteJobQueue } from '../../server/queue/sqliteJobQueue';
import { makeDataDir } from '../helpers/harness';
import { openQueueDatabase } from '../helpers/queueDatabase';
import { rawSql } from '../helpers/rawSql';

const owner = { userId: null, visitorId: 'visitor-1' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function database(): Promise<{ db: AppDatabase; env: Record<string, string> }> {
  const opened = await openQueueDatabase();
  cleanups.push(() => closeDatabase(opened.db));
  return opened;
}

function queueOn(db: AppDatabase, handler: Partial<JobHandler> & Pick<JobHandler, 'run' | 'kind'>, leaseMs = 1000) {
  const queue = createSqliteJobQueue({
    db,
    log: silentLogger,
    leaseMs,
    retryDelayMs: 10,
    handlers: [{ maxAttempts: 3, concurrency: 1, ...handler }],
  });
  cleanups.push(() => queue.close());
  return queue;
}

const closed = (queue: { close(): Promise<void> }) => queue.close();

/** Starts jobs of a kind without running any (a web process with JOBS=external). */
function starterOn(db: AppDatabase, kind: string, maxAttempts: number) {
  const run = async () => undefined;
  const queue = createSqliteJobQueue({
    db,
    log: silentLogger,
    runJobs: false,
    handlers: [{ kind, maxAttempts, concurrency: 1, run }],
  });
  cleanups.push(() => queue.close());
  return queue;
}

/** A child runner (tests/helpers/claimChild.ts); resolves once it says `line`. */
function child(args: string[], env: Record<string, string>) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/claimChild.ts', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  proc.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  cleanups.push(async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      proc.kill('SIGKILL');
      await once(proc, 'exit');
    }
  });
  // A net for a child that never comes up, not a measure: a tsx child on a loaded machine took over 20 s to
  // say ready (2026-12-02).
  const said = (line: string, timeoutMs = 60_000) =>
    waitUntil(
      () => output.includes(line),
      () => `the child to say ${line} (it said ${JSON.stringify(output)})`,
      timeoutMs,
    );
  return { proc: proc as ChildProcess, said, output: () => output };
}

async function waitUntil(check: () => boolean | Promise<boolean>, what: string | (() => string), timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await sleep(25);
  }
}

describe('a runner’s claim on its job', () => {
  it('stops the step when a lease renewal fails (the database refuses the write)', { timeout: 20_000 }, async () => {
    const { db } = await database();
    // From now on the database refuses to renew any running job's lease, as a failing disk or connection would;
    // the claim itself (queued -> running) and the job's end still go through.
    if (db.$kind === 'postgres') {
      await rawSql(
        db,
        `CREATE FUNCTION refuse_renewal() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk I/O error'; END $$
         LANGUAGE plpgsql`,
      );
      await rawSql(
        db,
        `CREATE TRIGGER refuse_renewal BEFORE UPDATE OF lease_until ON jobs FOR EACH ROW
         WHEN (OLD.status = 'running' AND NEW.status = 'running') EXECUTE FUNCTION refuse_renewal()`,
      );
    } else {
      await rawSql(
        db,
        `CREATE TRIGGER refuse_renewal BEFORE UPDATE OF lease_until ON jobs
         WHEN OLD.status = 'running' AND NEW.status = 'running' BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`,
      );
    }
    const queue = queueOn(
      db,
      {
        kind: 'renewed',
        run: (_input, { signal }) =>
          new Promise((resolve) => signal.addEventListener('abort', () => resolve(`stopped: ${signal.reason?.name}`))),
      },
      300,
    );
    const { job } = await queue.start('renewed', { subject: 's', input: {}, owner });
    const ended = await Promise.race([queue.waitFor(job.id), sleep(8000).then(() => null)]);
    expect(ended?.result ?? 'the step was never told to stop').toBe('stopped: ClaimLost');
  });

  it('a runner frozen past its lease makes no effect once another has its job: the effect happens once', {
    timeout: 120_000,
  }, async () => {
    const { db, env } = await database();
    const effects = path.join(makeDataDir(), 'effects.txt');
    writeFileSync(effects, '');
    const a = child(['frozen', effects], env);
    await a.said('ready');
    const { job } = await starterOn(db, 'effect', 3).start('effect', { subject: 'once', input: {}, owner });
    await a.said('claimed');
    // While A's event loop is blocked its lease lapses; B takes the job over and makes the effect.
    const b = queueOn(db, {
      kind: 'effect',
      run: async () => {
        writeFileSync(effects, 'B\n', { flag: 'a' });
      },
    });
    const ended = await b.waitFor(job.id);
    expect(ended.status).toBe('succeeded');
    // A wakes: it either finds its claim gone, or (the fault) makes the effect a second time.
    await waitUntil(() => a.output().includes('claim lost') || a.output().includes('acted'), 'A to wake', 20_000);
    expect(readFileSync(effects, 'utf8').split('\n').filter(Boolean)).toEqual(['B']);
  });

  it('ends a job whose runner was killed on its last try through its give-up path, never runs it again', {
    timeout: 30_000,
  }, async () => {
    const { db, env } = await database();
    const a = child(['endless'], env);
    await a.said('ready');
    const { job } = await starterOn(db, 'effect', 1).start('effect', {
      subject: 'one-try',
      input: { paid: true },
      owner,
    });
    await a.said('claimed');
    a.proc.kill('SIGKILL');
    await once(a.proc, 'exit');
    // The next process with the kind: once the dead claim's lease lapses, the job ends; the paid step is not run.
    let runs = 0;
    const gaveUp: unknown[] = [];
    const b = queueOn(db, {
      kind: 'effect',
      maxAttempts: 1,
      run: async () => {
        runs++;
      },
      onGiveUp: (input) => gaveUp.push(input),
    });
    const ended = await b.waitFor(job.id);
    expect([ended.status, ended.attempts, runs]).toEqual(['failed', 1, 0]);
    expect(gaveUp).toEqual([{ paid: true }]);
  });

  it('runs a job asked for again while it runs once more after, and once when it was only waiting', async () => {
    const { db } = await database();
    const runs: string[] = [];
    let release: (() => void) | null = null;
    const queue = queueOn(db, {
      kind: 'search',
      run: async (input) => {
        const { block } = input as { block: boolean };
        runs.push(block && runs.length === 0 ? 'first' : 'again');
        if (block && runs.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return runs.length;
      },
    });
    const request = { subject: 'order-1', input: { block: true }, owner, again: true };
    const { job } = await queue.start('search', request);
    await waitUntil(() => release !== null, 'the first run');
    // Asked again while the first run is under way: the same job, run once more after.
    const second = await queue.start('search', request);
    expect([second.job.id, second.created]).toEqual([job.id, false]);
    release!();
    const ended = await queue.waitFor(job.id);
    expect([ended.status, ended.result, runs]).toEqual(['succeeded', 2, ['first', 'again']]);
    // Asked twice before any process runs it: one run.
    runs.length = 0;
    const idle = starterOn(db, 'search', 3);
    const later = { ...request, subject: 'order-2', input: { block: false } };
    await closed(queue);
    const waiting = await idle.start('search', later);
    await idle.start('search', later);
    const runner = queueOn(db, { kind: 'search', run: async () => runs.push('run') });
    expect((await runner.waitFor(waiting.job.id)).status).toBe('succeeded');
    expect(runs).toEqual(['run']);
  });
});
