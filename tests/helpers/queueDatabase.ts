// The database a queue test runs on, as the app would open it from its settings: the SQLite file in a fresh
// data directory, or (TEST_ON_POSTGRES=1) a fresh PostgreSQL database. `env` carries the settings to a child
// process that opens the same database.
import { openAppDatabase } from '../../server/db/openAppDatabase';
import type { AppDatabase } from '../../server/db/client';
import { makeDataDir } from './harness';
import { testDatabaseEnv } from './testDatabase';

export async function openQueueDatabase(): Promise<{ db: AppDatabase; env: Record<string, string> }> {
  const dataDir = makeDataDir();
  const env = { ...(await testDatabaseEnv(dataDir)), DATA_DIR: dataDir };
  return { db: await openQueueDatabaseFrom(env), env };
}

/** Opens the database `env` names (DATABASE_URL, else DATA_DIR's SQLite file). */
export function openQueueDatabaseFrom(env: Record<string, string | undefined>): Promise<AppDatabase> {
  return openAppDatabase({ databaseUrl: env.DATABASE_URL ?? null, databasePoolSize: 4, dataDir: env.DATA_DIR! });
}
