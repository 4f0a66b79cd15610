// Opens the SQLite database, sets the pragmas every connection needs and applies the committed migrations.
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';
import { SQLITE_BUSY_TIMEOUT_MS } from './retryWhileBusy';

export type AppDatabase = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens (creating if needed) the database file and migrates it to the latest schema. */
export function openDatabase(file: string, migrationsFolder = MIGRATIONS_FOLDER): AppDatabase {
  const sqlite = new Database(file);
  // WAL lets readers proceed while one writer commits. The busy timeout is tiny because SQLite waits
  // inside the call, blocking the event loop; longer waits are retried asynchronously (retryWhileBusy).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return db as AppDatabase;
}

export { schema };

/**
 * A query built and compiled once per database, then run with fresh values (`sql.placeholder`). For the
 * queries every request runs (the session lookup, the library list), building the SQL with Drizzle and
 * having SQLite compile it cost several times what running it does.
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
