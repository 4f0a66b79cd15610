// A PostgreSQL that goes away while the app runs, through a TCP relay in front of a throwaway cluster
// (tests/helpers/tcpProxy.ts): silent (a frozen host, a network dropping packets: connections stay open and
// nothing comes back) or gone (connections closed, new ones refused). Either way a request answers within the
// deadline with 503 and Retry-After in people's words, the log says so once per outage (one error when it
// starts, one line when it ends; the job queue looks for work every second meanwhile), and the app works again
// when the database is back. A connection dropped under a transaction does not end the process. A migration
// that meets a lock (a backup holds the table) gives up after a few short waits with one line saying why, so
// the readers queued behind it wait moments, not until the backup ends.
// @module-tag postgres
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase } from '../../server/db/client';
import { migratePostgres, openPostgresApp } from '../../server/db/postgres';
import { users } from '../../server/db/schema';
import { inTransaction } from '../../server/db/transaction';
import { makeTestApp } from '../helpers/harness';
import { startTestPostgres, type TestPostgres } from '../helpers/postgres';
import { startTcpProxy, type TcpProxy } from '../helpers/tcpProxy';

let server: TestPostgres;
let admin: pg.Client;
const cleanups: (() => Promise<unknown>)[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = await startTestPostgres();
  admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
}, 120_000);

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

afterAll(async () => {
  await admin?.end();
  await server?.stop();
});

async function freshDatabase(): Promise<string> {
  const name = `cba_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The answer, or 'no answer' when it has not come within `ms`. */
function within<T>(ms: number, work: Promise<T>): Promise<T | 'no answer'> {
  return Promise.race([work, sleep(ms).then(() => 'no answer' as const)]);
}

/** Deadlines a test can wait out: the statement deadline, the client's one a second later, the connect one. */
const DEADLINES = {
  DATABASE_STATEMENT_TIMEOUT_MS: '1000',
  DATABASE_CONNECT_TIMEOUT_MS: '1000',
  DATABASE_POOL_SIZE: '4',
};
const AWAY_MESSAGE = 'The server cannot reach its database just now. Please try again in a moment.';

interface LogLine {
  level: number;
  msg: string;
}
const ERROR = 50;

/** The whole app on a database reached through a relay, its log kept, with a signed-in user's cookie. */
async function appBehindRelay() {
  const url = await freshDatabase();
  const relay = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(url).port) });
  const lines: LogLine[] = [];
  const t = await makeTestApp({
    env: { ...DEADLINES, DATABASE_URL: relay.through(url) },
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  // Undone in reverse: the relay relays again, the app closes, the relay closes.
  cleanups.push(
    () => relay.close(),
    () => t.app.close(),
    () => relay.restore(),
  );
  const cookie = await t.signIn('ada@example.com');
  const library = () => t.app.inject({ method: 'GET', url: '/trpc/comics.list', headers: { cookie } });
  // A private photo: its route asks the database who owns it (plain HTTP, outside tRPC).
  const photo = () => t.app.inject({ method: 'GET', url: '/storage/characters/1-abc.png', headers: { cookie } });
  return { ...t, relay, lines, library, photo };
}

function expectRefusal(answer: Awaited<ReturnType<typeof within>>, what: string) {
  expect(answer, what).not.toBe('no answer');
  const res = answer as { statusCode: number; headers: Record<string, unknown>; json(): unknown };
  expect(res.statusCode, what).toBe(503);
  expect(res.headers['retry-after'], what).toBe('10');
  const body = res.json() as { message?: string; error?: { message: string } };
  expect(body.error?.message ?? body.message, what).toBe(AWAY_MESSAGE);
}

/**
 * The app through an outage: it works, the database goes away (`goAway`), a tRPC call and a plain route are
 * refused within `answerWithinMs`, the log has one error over seconds of job-queue ticks, and once the database
 * is back the app works again and says so once.
 */
async function throughAnOutage(goAway: (relay: TcpProxy) => unknown, answerWithinMs: number) {
  const t = await appBehindRelay();
  expect((await t.library()).statusCode).toBe(200);
  const before = t.lines.length;

  await goAway(t.relay);
  const asked = Date.now();
  expectRefusal(await within(8000, t.library()), 'tRPC');
  expect(Date.now() - asked).toBeLessThan(answerWithinMs);
  expectRefusal(await within(8000, t.photo()), 'plain HTTP');

  // The job queue looks for work every second meanwhile.
  await sleep(4000);
  const errors = t.lines.slice(before).filter((line) => line.level >= ERROR);
  expect(errors.map((line) => line.msg)).toEqual([
    expect.stringMatching(/^PostgreSQL does not answer \(.+\): requests get 503 "try again" until it is back$/),
  ]);

  await t.relay.restore();
  await expect.poll(async () => (await t.library()).statusCode, { timeout: 15_000, interval: 250 }).toBe(200);
  const back = t.lines.slice(before).filter((line) => /answers again/.test(line.msg));
  expect(back.map((line) => line.msg)).toEqual([expect.stringMatching(/^PostgreSQL answers again after \d+ s$/)]);
}

describe('a PostgreSQL that goes away', () => {
  it('silent: answers 503 with Retry-After within the deadline, logs the outage once, works again when back', {
    timeout: 60_000,
  }, async () => {
    // The statement deadline, the client's second after it, and some slack.
    await throughAnOutage((relay) => relay.silence(), 3500);
  });

  it('gone: answers 503 with Retry-After at once, logs one error rather than one a second, works again when back', {
    timeout: 60_000,
  }, async () => {
    await throughAnOutage((relay) => relay.cut(), 1500);
  });

  it("sets the server's deadlines on each pooled connection with SET (poolers refuse startup parameters)", async () => {
    const db = await openPostgresApp(await freshDatabase(), { maxConnections: 2 });
    cleanups.push(() => closeDatabase(db));
    const pool = db.$client as unknown as pg.Pool;
    const show = async (setting: string) => (await pool.query(`SHOW ${setting}`)).rows[0][setting];
    expect(await show('statement_timeout')).toBe('5s');
    expect(await show('idle_in_transaction_session_timeout')).toBe('30s');
    await expect(pool.query('SELECT pg_sleep(0.1)')).resolves.toBeDefined();
  });

  it('a connection dropped while a transaction holds it fails that transaction, not the process', async () => {
    const url = await freshDatabase();
    const relay = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(url).port) });
    const db = await openPostgresApp(relay.through(url), { maxConnections: 2 });
    cleanups.push(
      () => relay.close(),
      () => closeDatabase(db),
    );
    const uncaught: unknown[] = [];
    const hear = (error: unknown) => void uncaught.push(error);
    process.on('uncaughtException', hear);
    try {
      const failure = await inTransaction(db, async (tx) => {
        await tx.select({ id: users.id }).from(users);
        await relay.cut();
        await sleep(300);
        return tx.select({ id: users.id }).from(users);
      }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
    } finally {
      process.off('uncaughtException', hear);
    }
    expect(uncaught).toEqual([]);
    await relay.restore();
    expect(await db.select({ id: users.id }).from(users)).toEqual([]);
  });
});

describe('a migration that meets a lock', () => {
  /** drizzle-pg/ and one more migration that needs the comics table to itself (ALTER TABLE). */
  function migrationsWithAlter(): string {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'cba-migrations-'));
    cleanups.push(() => rm(copy, { recursive: true, force: true }));
    const folder = path.join(copy, 'drizzle-pg');
    cpSync(path.resolve('drizzle-pg'), folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { when: number }[] };
    const tag = '9999_lock_probe';
    journal.entries.push({
      idx: journal.entries.length,
      version: '7',
      when: (journal.entries.at(-1)?.when ?? 0) + 1000,
      tag,
      breakpoints: true,
    } as { when: number });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(path.join(folder, `${tag}.sql`), 'ALTER TABLE "comics" ADD COLUMN "lock_probe" text;');
    return folder;
  }

  it('gives up after short waits with one line saying why, holding readers moments, and goes through later', {
    timeout: 60_000,
  }, async () => {
    const url = await freshDatabase();
    await migratePostgres(url);
    const folder = migrationsWithAlter();
    const connect = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      cleanups.push(() => client.end());
      return client;
    };
    // A backup as pg_dump takes one: a snapshot transaction that has read the table holds it against ALTER.
    const backup = await connect();
    await backup.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    await backup.query('SELECT count(*) FROM comics');
    const reader = await connect();
    // Readers of the table queue behind the migration's waiting lock: they must wait moments, not for good.
    // PostgreSQL itself times the reader's wait on a lock (a busy machine's pauses in this process do not count):
    // held a second, it fails the read. Each of the migration's waits is 0.3 s; its three tries and two pauses
    // 1.5 s, which a reader queued behind all of them would wait.
    await reader.query('SET lock_timeout = 1000');

    const started = Date.now();
    const migrating = migratePostgres(url, folder, { lockTimeoutMs: 300 }).then(
      () => 'migrated',
      (error: Error) => error.message,
    );
    let reads = 0;
    const reading = (async () => {
      while (Date.now() - started < 2000) {
        await reader.query('SELECT count(*) FROM comics');
        reads++;
        await sleep(50);
      }
    })();
    expect(await within(15_000, migrating)).toBe(
      'a migration waited 0.3 s for a table lock, 3 times: another session holds the table (a backup, a long ' +
        'query or transaction); start again once it has ended, or raise DATABASE_MIGRATION_LOCK_TIMEOUT_MS',
    );
    expect(await within(15_000, reading)).not.toBe('no answer');
    expect(reads).toBeGreaterThan(0);

    await backup.query('COMMIT');
    await migratePostgres(url, folder, { lockTimeoutMs: 300 });
    const { rows } = await reader.query(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'comics' AND column_name = 'lock_probe'",
    );
    expect(rows).toHaveLength(1);
  });
});
