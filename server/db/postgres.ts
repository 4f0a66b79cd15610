// Opens a PostgreSQL database from a URL (node-postgres's pool under Drizzle's node-postgres driver) and applies
// the committed PostgreSQL migrations in drizzle-pg/. The PostgreSQL counterpart of client.ts's openDatabase.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
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
  /** Hears a connection the server dropped while idle (the composition root passes its logger). */
  onIdleError?: (error: Error) => void;
}

/**
 * How long a starting process waits for the database to answer before it stops with one line: a host that
 * drops packets, or a port where something accepts and never speaks PostgreSQL, would otherwise hang it.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/** Applies drizzle-pg/ (or `migrationsFolder`) to the database at `url`, one migrating process at a time. */
export async function migratePostgres(url: string, migrationsFolder = PG_MIGRATIONS_FOLDER): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect().catch((error: Error) => {
    // node-postgres says only "timeout expired".
    if (error.message !== 'timeout expired') throw error;
    throw new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`, { cause: error });
  });
  try {
    await client.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    // Drizzle's own bookkeeping notices ("schema drizzle already exists, skipping") are not news.
    await client.query('SET client_min_messages = warning');
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    // Ending the session releases its advisory lock, even when a migration failed.
    await client.end();
  }
}

/** Migrates the database at `url` to the latest schema, then opens a pool on it. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<PostgresDatabase> {
  await migratePostgres(url, options.migrationsFolder);
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections });
  // An idle connection the server drops (a restart, a failover) emits 'error' on the pool; unheard, that
  // would end the process. The pool replaces the connection; the next query reports any lasting fault.
  pool.on('error', options.onIdleError ?? ((error) => process.emitWarning(error)));
  return drizzle({ client: pool, schema: pgSchema }) as PostgresDatabase;
}

export { pgSchema };

/**
 * The app's database on PostgreSQL: migrated, then queried through the same Drizzle table objects as on SQLite
 * (`schema.ts`). Drizzle's PostgreSQL dialect builds its SQL from any table's names and columns, and both
 * schemas give every column the same name and JS value (migrationsEqual.test.ts), so the domains' queries are
 * written once. `pgSchema.ts` stays the source of the PostgreSQL migrations.
 */
export async function openPostgresApp(url: string, options: PostgresOptions = {}): Promise<AppDatabase> {
  await migratePostgres(url, options.migrationsFolder);
  // A query that finds every connection taken waits at most this long, then fails (a 503 "busy" to a person,
  // a retry to a job) rather than hanging a request for good.
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections, connectionTimeoutMillis: 15_000 });
  pool.on('error', options.onIdleError ?? ((error) => process.emitWarning(error)));
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
