// The app's database from its settings: DATABASE_URL's PostgreSQL, or the SQLite file in DATA_DIR (the
// default). Used by every process that opens it: the server, `npm run worker`, `npm run orders`.
import path from 'node:path';
import { openDatabase, type AppDatabase } from './client';

export interface DatabaseSettings {
  databaseUrl: string | null;
  databasePoolSize: number;
  dataDir: string;
}

export async function openAppDatabase(
  settings: DatabaseSettings,
  onIdleError?: (error: Error) => void,
): Promise<AppDatabase> {
  if (!settings.databaseUrl) return openDatabase(path.join(settings.dataDir, 'comics.db'));
  // node-postgres and its Drizzle driver load only where PostgreSQL is configured.
  const { openPostgresApp } = await import('./postgres');
  return openPostgresApp(settings.databaseUrl, { onIdleError, maxConnections: settings.databasePoolSize });
}
