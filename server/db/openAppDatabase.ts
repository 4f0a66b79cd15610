// The app's database from its settings: DATABASE_URL's PostgreSQL, or the SQLite file in DATA_DIR (the
// default). Used by every process that opens it: the server, `npm run worker`, `npm run orders`.
import path from 'node:path';
import type { Logger } from '../lib/logger';
import { openDatabase, type AppDatabase } from './client';
import type { PostgresDeadlines } from './databaseSettings';

export interface DatabaseSettings {
  databaseUrl: string | null;
  databasePoolSize: number;
  /** PostgreSQL's deadlines (databaseSettings.ts); absent, their defaults. */
  databaseDeadlines?: PostgresDeadlines;
  dataDir: string;
}

/** `log` hears PostgreSQL's outages (once each) and connections dropped while idle. */
export async function openAppDatabase(settings: DatabaseSettings, log?: Logger): Promise<AppDatabase> {
  if (!settings.databaseUrl) return openDatabase(path.join(settings.dataDir, 'comics.db'));
  // node-postgres and its Drizzle driver load only where PostgreSQL is configured.
  const { openPostgresApp } = await import('./postgres');
  try {
    return await openPostgresApp(settings.databaseUrl, {
      log,
      maxConnections: settings.databasePoolSize,
      deadlines: settings.databaseDeadlines,
    });
  } catch (error) {
    // The driver's words alone ("connect ECONNREFUSED 10.0.0.5:5432") do not say which setting to look at.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not open the PostgreSQL database of DATABASE_URL: ${reason}`, { cause: error });
  }
}
