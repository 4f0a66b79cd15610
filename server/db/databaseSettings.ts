// DATABASE_URL and the PostgreSQL connection's deadlines, checked at start-up (config.ts): unset keeps the
// SQLite file in DATA_DIR. Every wait on PostgreSQL has an end, so a database that goes silent or a lock held
// by a backup costs a request seconds and a 503 "try again", never a hang (postgresConnections.ts).
import { z } from 'zod';

const milliseconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The variables, as the environment names them. */
export const databaseEnv = {
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional()),
  /** Connections each process keeps to PostgreSQL (node-postgres's pool). */
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(5000),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(30_000),
  DATABASE_MIGRATION_LOCK_TIMEOUT_MS: milliseconds(5000),
};

const databaseEnvSchema = z.object(databaseEnv);

export interface PostgresDeadlines {
  /**
   * PostgreSQL ends a statement that runs longer (statement_timeout); the client stops waiting for an answer a
   * second later (node-postgres's query_timeout), which is what ends a wait on a server that went silent.
   */
  statementTimeoutMs: number;
  /** A new connection (and, in the pool, a free one) must come within this; also the wait at start-up. */
  connectTimeoutMs: number;
  /** PostgreSQL ends a session left idle inside a transaction this long, releasing its locks. */
  idleInTransactionTimeoutMs: number;
  /** How long a migration waits for a table lock (lock_timeout) before trying again, then giving up. */
  migrationLockTimeoutMs: number;
}

/** Every deadline's default, for callers that open PostgreSQL without a configuration (tests, the benchmarks). */
export const DEFAULT_POSTGRES_DEADLINES: PostgresDeadlines = postgresDeadlines(databaseEnvSchema.parse({}));

export function postgresDeadlines(env: z.output<typeof databaseEnvSchema>): PostgresDeadlines {
  return {
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    migrationLockTimeoutMs: env.DATABASE_MIGRATION_LOCK_TIMEOUT_MS,
  };
}
