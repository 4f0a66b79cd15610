// `npm run restore -- DIR` for a backup holding comics.pgdump, into the database at DATABASE_URL (stop the
// server first). A database that already holds comics is replaced only when the person says so (--replace).
// pg_restore --clean --if-exists drops and recreates each object the dump holds, all in one transaction
// (--single-transaction: any error leaves the database as it was); its foreign keys are created after the rows
// go in, so they hold or the restore fails. The row count of every table is then compared with backup.json's.
// The files go back as for SQLite (backupObjects.ts): DATA_DIR's folders move aside first, or the backup's
// objects are uploaded to the bucket prefix.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { ObjectStore } from '../storage/objectStore';
import type { BackupReport } from './backupFiles';
import { moveAside, OBJECT_FOLDERS, putObjectsBack } from './backupObjects';
import { countRows, PG_DUMP_FILE, serverMajor } from './postgresBackup';
import { describeDatabase, findPostgresTool, runOnDatabase } from './postgresTools';

/** What the target database held before (null when it held no comics table, or --replace was not needed). */
export interface Replaced {
  comics: number;
  users: number;
  orders: number;
}

export interface PostgresRestoreResult {
  replaced: Replaced | null;
  /** Rows per table after the restore (equal to backup.json's). */
  tables: Record<string, number>;
  setAside: string | null;
  uploaded: number;
}

/** The comics, users and orders the app's tables hold; null when they do not exist (an empty database). */
async function holdings(client: pg.Client): Promise<Replaced | null> {
  const { rows } = await client.query<{ exists: boolean }>(
    "SELECT to_regclass('public.comics') IS NOT NULL AND to_regclass('public.users') IS NOT NULL " +
      "AND to_regclass('public.orders') IS NOT NULL AS exists",
  );
  if (!rows[0].exists) return null;
  const counts = await client.query<Record<keyof Replaced, string>>(
    'SELECT (SELECT count(*) FROM comics) AS comics, (SELECT count(*) FROM users) AS users, ' +
      '(SELECT count(*) FROM orders) AS orders',
  );
  const { comics, users, orders } = counts.rows[0];
  return { comics: Number(comics), users: Number(users), orders: Number(orders) };
}

function readReport(backupDir: string): BackupReport & { tables: Record<string, number> } {
  const file = path.join(backupDir, 'backup.json');
  if (!existsSync(file)) throw new Error(`${backupDir} holds no backup.json: is it a folder made by npm run backup?`);
  const report = JSON.parse(readFileSync(file, 'utf8')) as BackupReport;
  if (report.database !== 'postgresql' || !report.tables)
    throw new Error(`${file} does not describe a PostgreSQL backup (no table counts)`);
  if (report.integrity !== 'ok') throw new Error(`the backup's dump is incomplete (${report.integrity})`);
  return report as BackupReport & { tables: Record<string, number> };
}

export async function restorePostgres(
  backupDir: string,
  databaseUrl: string,
  dataDir: string,
  objects: ObjectStore,
  { replace = false }: { replace?: boolean } = {},
): Promise<PostgresRestoreResult> {
  const report = readReport(backupDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let pgRestore: string;
  let before: Replaced | null;
  try {
    pgRestore = await findPostgresTool('pg_restore', await serverMajor(client));
    before = await holdings(client);
  } finally {
    await client.end();
  }
  if (before && before.comics > 0 && !replace) {
    throw new Error(
      `${describeDatabase(databaseUrl)} already holds ${before.comics} comics: run again with --replace ` +
        `to replace everything in it with the backup (npm run backup first keeps a copy of it)`,
    );
  }

  const dump = path.join(backupDir, PG_DUMP_FILE);
  await runOnDatabase(pgRestore, databaseUrl, ['--clean', '--if-exists', '--no-owner', '--single-transaction', dump]);
  const tables = await restoredRows(databaseUrl);
  const differing = Object.entries(report.tables).filter(([table, rows]) => tables[table] !== rows);
  if (differing.length > 0) {
    const [table, rows] = differing[0];
    throw new Error(
      `the restored database differs from the backup: ${table} has ${tables[table] ?? 'no'} rows, ` +
        `the backup ${rows} (${differing.length} tables differ)`,
    );
  }

  const setAside = objects.localFolder ? await moveAside(dataDir, OBJECT_FOLDERS) : null;
  const uploaded = await putObjectsBack(backupDir, dataDir, objects);
  return {
    replaced: before && before.comics + before.users + before.orders > 0 ? before : null,
    tables,
    setAside,
    uploaded,
  };
}

async function restoredRows(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await countRows(client);
  } finally {
    await client.end();
  }
}
