// Opens the SQLite database, sets the pragmas every connection needs and applies the committed migrations,
// then hands the domains a Drizzle database whose queries are awaited, as they are on PostgreSQL: Drizzle's
// sqlite-proxy driver over one better-sqlite3 connection, each query passing the connection's gate (a
// transaction holds it; sqliteGate.ts) and reusing its compiled statement.
import Database from 'better-sqlite3';
import { drizzle as drizzleSync } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle, type SqliteRemoteDatabase } from 'drizzle-orm/sqlite-proxy';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';
import { SQLITE_BUSY_TIMEOUT_MS } from './retryWhileBusy';
import { createSqliteGate, type SqliteGate } from './sqliteGate';

export type AppDatabase = SqliteRemoteDatabase<typeof schema> & {
  /**
   * The connection itself, for what only SQLite has (its backup API, closing, tests' raw SQL). Queries go
   * through Drizzle or `onConnection`, which wait for a transaction that holds the connection.
   */
  $client: Database.Database;
  $gate: SqliteGate;
  /** Which engine answers: the domains' queries are the same on both; a few SQLite-only helpers are not. */
  $kind: DatabaseKind;
};

export type DatabaseKind = 'sqlite' | 'postgres';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Compiled statements kept per connection; past this many distinct queries the cache starts again. */
const STATEMENT_CACHE_LIMIT = 2000;

/** What a write (Drizzle's 'run') answers: how many rows it changed. */
export interface RunResult {
  rows: [];
  changes: number;
}

/** Opens (creating if needed) the database file and migrates it to the latest schema. */
export function openDatabase(file: string, migrationsFolder = MIGRATIONS_FOLDER): AppDatabase {
  const sqlite = new Database(file);
  // WAL lets readers proceed while one writer commits. The busy timeout is tiny because SQLite waits
  // inside the call, blocking the event loop; longer waits are retried asynchronously (retryWhileBusy).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  migrate(drizzleSync(sqlite), { migrationsFolder });

  const gate = createSqliteGate();
  const statements = new Map<string, Database.Statement>();
  const statementFor = (text: string) => {
    let statement = statements.get(text);
    if (statement === undefined) {
      if (statements.size >= STATEMENT_CACHE_LIMIT) statements.clear();
      statement = sqlite.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
  const execute = (text: string, params: unknown[], method: 'run' | 'all' | 'values' | 'get') => {
    const statement = statementFor(text);
    if (!statement.reader) {
      const { changes } = statement.run(...params);
      return { rows: [], changes } satisfies RunResult;
    }
    const rows = statement.raw(true);
    if (method === 'get') return { rows: rows.get(...params) as unknown[] };
    return { rows: rows.all(...params) as unknown[][] };
  };

  const db = drizzle(
    async (text, params, method) => {
      await gate.ready();
      return execute(text, params, method);
    },
    { schema },
  );
  return Object.assign(db, { $client: sqlite, $gate: gate, $kind: 'sqlite' as const });
}

export { schema };

/**
 * Runs `use` on the connection itself once the gate lets this context through: for the SQLite-only statements
 * (the usage limiter's and the leases' prepared upserts) that Drizzle does not build.
 */
/** False once the database was closed (its owner shut down): work still running has nobody left to tell. */
export function isDatabaseOpen(db: AppDatabase): boolean {
  if (db.$kind === 'postgres') {
    const pool = db.$client as unknown as { ending: boolean; ended: boolean };
    return !pool.ending && !pool.ended;
  }
  return db.$client.open;
}

/**
 * Closes the database: SQLite's connection, or PostgreSQL's pool once its queries have ended. A database
 * already closed (or closing) is left as it is: PostgreSQL's pool refuses a second end.
 */
export async function closeDatabase(db: AppDatabase): Promise<void> {
  if (!isDatabaseOpen(db)) return;
  if (db.$kind !== 'postgres') {
    db.$client.close();
    return;
  }
  // The pool ends once every connection is back; a stopping process waits for that only so long (a query
  // stuck behind a lock would otherwise hold the exit for good; PostgreSQL rolls back what it leaves open).
  const ended = (db.$client as unknown as { end(): Promise<void> }).end();
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, POOL_END_WAIT_MS);
    timer.unref();
  });
  await Promise.race([ended, waited]);
  clearTimeout(timer);
}

/** How long closing waits for PostgreSQL connections still in use. */
const POOL_END_WAIT_MS = 5000;

export async function onConnection<T>(db: AppDatabase, use: (sqlite: Database.Database) => T): Promise<T> {
  await db.$gate.ready();
  return use(db.$client);
}

/**
 * Prepares a query under `name`: PostgreSQL keeps a named statement per connection; SQLite's builder takes no
 * name (its statements are kept by their text). Run it with `.execute(values)`, which answers on both.
 */
export function prepareNamed<Query extends { prepare(): unknown }>(query: Query, name: string) {
  return (query.prepare as (name: string) => ReturnType<Query['prepare']>).call(query, name);
}

/**
 * A query built once per database, then run with fresh values (`sql.placeholder`). For the queries every
 * request runs (the session lookup, the library list), building the SQL with Drizzle cost several times what
 * running it does.
 */
export function preparedPerDatabase<T>(build: (db: AppDatabase) => T): (db: AppDatabase) => T {
  const prepared = new WeakMap<AppDatabase, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
