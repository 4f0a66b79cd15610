// Opens a PostgreSQL database from a URL (node-postgres's pool under Drizzle's node-postgres driver) and applies
// the committed PostgreSQL migrations in drizzle-pg/. The PostgreSQL counterpart of client.ts's openDatabase.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { silentLogger, type Logger } from '../lib/logger';
import { databaseErrorCode } from './databaseErrors';
import { DEFAULT_POSTGRES_DEADLINES, type PostgresDeadlines } from './databaseSettings';
import { openWatchedPool } from './postgresConnections';
import * as pgSchema from './pgSchema';
import * as appSchema from './schema';
import type { AppDatabase } from './client';
import type { SqliteGate } from './sqliteGate';

export type PostgresDatabase = NodePgDatabase<typeof pgSchema> & { $client: pg.Pool };

const PG_MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle-pg', import.meta.url));

/**
 * Several instances may start at once on one database. Drizzle's migrator reads which migrations ran before
 * its transaction begins, so two at once would both apply the same one; a session advisory lock held on the
 * migrating connection makes the others wait, then find nothing left to do.
 */
const MIGRATION_LOCK = "hashtext('comics-by-anyone:migrations')";

export interface PostgresOptions {
  /** Connections the pool may open (node-postgres's default is 10). */
  maxConnections?: number;
  migrationsFolder?: string;
  /** How long each wait may last (DATABASE_*_MS); the defaults when absent. */
  deadlines?: PostgresDeadlines;
  /** Hears the database's outages (one line each) and a connection dropped while idle. */
  log?: Logger;
}

export interface MigrationOptions {
  /** How long a migration waits for a table lock before trying again (PostgreSQL's lock_timeout). */
  lockTimeoutMs?: number;
  /** How long the connection may take to open. */
  connectTimeoutMs?: number;
}

/** How many times a migration waits out its lock timeout before giving up. */
const MIGRATION_LOCK_TRIES = 3;

/** PostgreSQL's lock_not_available: a statement waited out lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Applies drizzle-pg/ (or `migrationsFolder`) to the database at `url`, one migrating process at a time. A
 * migration that needs a table to itself (ALTER TABLE) waits behind whoever reads it (a backup's snapshot holds
 * every table it dumps) and, while it waits, every new reader of that table waits behind it: so it waits at
 * most the lock timeout, lets the readers through, and tries again, then gives up with one line saying why.
 */
export async function migratePostgres(
  url: string,
  migrationsFolder = PG_MIGRATIONS_FOLDER,
  options: MigrationOptions = {},
): Promise<void> {
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_POSTGRES_DEADLINES.connectTimeoutMs;
  const lockTimeoutMs = options.lockTimeoutMs ?? DEFAULT_POSTGRES_DEADLINES.migrationLockTimeoutMs;
  // A host that drops packets, or a port where something accepts and never speaks PostgreSQL, would otherwise
  // hang a starting process: it stops with one line instead.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
  await client.connect().catch((error: Error) => {
    // node-postgres says only "timeout expired".
    if (error.message !== 'timeout expired') throw error;
    throw new Error(`no answer within ${connectTimeoutMs / 1000} s`, { cause: error });
  });
  try {
    await client.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    // Drizzle's own bookkeeping notices ("schema drizzle already exists, skipping") are not news.
    await client.query('SET client_min_messages = warning');
    // Set after the advisory lock: another instance's migration is waited for whole (it has this bound too).
    await client.query(`SET lock_timeout = ${Math.round(lockTimeoutMs)}`);
    for (let attempt = 1; ; attempt++) {
      try {
        // Every pending migration runs in one transaction: a lock timeout rolls them all back.
        return await migrate(drizzle({ client }), { migrationsFolder });
      } catch (error) {
        if (databaseErrorCode(error) !== LOCK_NOT_AVAILABLE) throw error;
        if (attempt === MIGRATION_LOCK_TRIES) throw new Error(lockRefusal(lockTimeoutMs), { cause: error });
        await sleep(lockTimeoutMs);
      }
    }
  } finally {
    // Ending the session releases its advisory lock, even when a migration failed.
    await client.end();
  }
}

function lockRefusal(lockTimeoutMs: number): string {
  return (
    `a migration waited ${lockTimeoutMs / 1000} s for a table lock, ${MIGRATION_LOCK_TRIES} times: another ` +
    'session holds the table (a backup, a long query or transaction); start again once it has ended, or raise ' +
    'DATABASE_MIGRATION_LOCK_TIMEOUT_MS'
  );
}

/** Migrates the database at `url` to the latest schema, then opens a pool on it (its own schema's names). */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<PostgresDatabase> {
  const pool = await migrateAndPool(url, options);
  return drizzle({ client: pool, schema: pgSchema }) as PostgresDatabase;
}

async function migrateAndPool(url: string, options: PostgresOptions): Promise<pg.Pool> {
  const deadlines = options.deadlines ?? DEFAULT_POSTGRES_DEADLINES;
  await migratePostgres(url, options.migrationsFolder, {
    lockTimeoutMs: deadlines.migrationLockTimeoutMs,
    connectTimeoutMs: deadlines.connectTimeoutMs,
  });
  // A query that finds every connection taken waits at most the connect deadline, then fails: a 503 "busy" to a
  // person, a retry to a job, rather than a request hanging for good.
  return openWatchedPool(url, { max: options.maxConnections, deadlines, log: options.log ?? silentLogger });
}

export { pgSchema };

/**
 * The app's database on PostgreSQL: migrated, then queried through the same Drizzle table objects as on SQLite
 * (`schema.ts`). Drizzle's PostgreSQL dialect builds its SQL from any table's names and columns, and both
 * schemas give every column the same name and JS value (migrationsEqual.test.ts), so the domains' queries are
 * written once. `pgSchema.ts` stays the source of the PostgreSQL migrations.
 */
export async function openPostgresApp(url: string, options: PostgresOptions = {}): Promise<AppDatabase> {
  const pool = await migrateAndPool(url, options);
  const db = drizzle({ client: pool, schema: appSchema });
  return Object.assign(db, {
    $client: pool,
    $gate: OPEN_GATE,
    $kind: 'postgres' as const,
  }) as unknown as AppDatabase;
}

/** PostgreSQL gives each transaction a connection of its own: nothing waits at the process's gate. */
const OPEN_GATE: SqliteGate = {
  ready: () => undefined,
  holding: () => false,
  exclusive: (body) => body(),
  detached: (work) => work(),
};
