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
  /** The connection itself, for what only SQLite has (its backup API, closing); queries go through Drizzle. */
  $sqlite: Database.Database;
  $gate: SqliteGate;
};

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
  return Object.assign(db, { $sqlite: sqlite, $gate: gate });
}

export { schema };

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
