// Which database the harness's apps run on. By default each app gets its own SQLite file in its data directory.
// With TEST_ON_POSTGRES=1 (the suite's second run, `npm run test:postgres`), each app gets a fresh PostgreSQL
// database instead: one throwaway cluster per test file (tests/helpers/postgres.ts), migrated once into a
// template database, and a copy of it (CREATE DATABASE ... TEMPLATE, a fraction of a second) per app.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migratePostgres } from '../../server/db/postgres';
import { atFileEnd } from './fileEnd';
import { startTestPostgres, type TestPostgres } from './postgres';

export const onPostgres = process.env.TEST_ON_POSTGRES === '1';

const TEMPLATE = 'cba_migrated';
let server: Promise<{ cluster: TestPostgres; admin: pg.Pool }> | null = null;

function startServer() {
  server ??= (async () => {
    const cluster = await startTestPostgres();
    const admin = new pg.Pool({ connectionString: cluster.url, max: 2 });
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
    await migratePostgres(databaseUrl(cluster.url, TEMPLATE));
    return { cluster, admin };
  })();
  return server;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const byDataDir = new Map<string, Promise<string>>();

/**
 * The environment that points the app of `dataDir` at its database: {} on SQLite (its file in the folder), a
 * DATABASE_URL on PostgreSQL, the same for every app of one data directory.
 */
export async function testDatabaseEnv(dataDir: string): Promise<Record<string, string>> {
  if (!onPostgres) return {};
  let url = byDataDir.get(dataDir);
  if (!url) {
    url = (async () => {
      const { cluster, admin } = await startServer();
      const name = `cba_${randomBytes(6).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`);
      return databaseUrl(cluster.url, name);
    })();
    byDataDir.set(dataDir, url);
  }
  // Many apps share a test file's cluster: a few connections each is plenty for a test's load.
  return { DATABASE_URL: await url, DATABASE_POOL_SIZE: '4' };
}

/** Stops the test file's cluster (after the file, tests/helpers/fileEnd.ts). */
export async function stopTestDatabases(): Promise<void> {
  if (!server) return;
  const { cluster, admin } = await server;
  server = null;
  byDataDir.clear();
  await admin.end();
  await cluster.stop();
}
atFileEnd(stopTestDatabases);
