// `npm run backup -- DIR` with DATABASE_URL: the PostgreSQL database and its files, as of one moment. A
// REPEATABLE READ transaction exports its snapshot; pg_dump dumps that very snapshot (--snapshot) into
// DIR/comics.pgdump while the same transaction reads each table's row count and the images and orders the
// database names, so the file list matches the dump exactly however much the server writes meanwhile. The
// dump's table of contents (pg_restore --list) is then checked to hold every table's data, and the files are
// copied through the storage port as for SQLite (backupObjects.ts). backup.json records the row counts,
// which the restore checks it finds again.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { ObjectStore } from '../storage/objectStore';
import { type BackupReport, IMAGE_URLS_SQL, imagePaths, ORDER_IDS_SQL, orderFilePaths } from './backupFiles';
import { copyObjectsOut, prepareTarget } from './backupObjects';
import { findPostgresTool, runOnDatabase, runTool } from './postgresTools';

/** The dump's name in a backup folder; its presence is what marks a PostgreSQL backup. */
export const PG_DUMP_FILE = 'comics.pgdump';

/** Every table of the database's own schemas (the app's and drizzle's migration log), quoted for SQL. */
const TABLES_SQL = `SELECT format('%I.%I', schemaname, tablename) AS name, schemaname AS schema, tablename AS table
  FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 2, 3`;

/** The server's major version (150014 is 15). */
export async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
  return Math.floor(Number(rows[0].server_version_num) / 10000);
}

/** Rows per table, keyed `schema.table` as pg_restore --list names them. */
export async function countRows(client: pg.Client): Promise<Record<string, number>> {
  const { rows: tables } = await client.query<{ name: string; schema: string; table: string }>(TABLES_SQL);
  const counts: Record<string, number> = {};
  for (const { name, schema, table } of tables) {
    // `name` is the server's own quoting of a catalog name (format's %I), not text from outside.
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`);
    counts[`${schema}.${table}`] = Number(rows[0].n);
  }
  return counts;
}

interface Snapshot {
  tables: Record<string, number>;
  images: string[];
  orderFiles: string[];
  version: string;
}

/** What the backup copies besides the dump, read in the transaction whose snapshot pg_dump dumps. */
async function readSnapshot(client: pg.Client): Promise<Snapshot> {
  const tables = await countRows(client);
  const urls = await client.query<{ url: string | null }>(IMAGE_URLS_SQL);
  const ids = await client.query<{ id: string }>(ORDER_IDS_SQL);
  const version = await client.query<{ server_version: string }>('SHOW server_version');
  return {
    tables,
    images: imagePaths(urls.rows.map((row) => row.url)),
    orderFiles: orderFilePaths(ids.rows.map((row) => row.id)),
    version: version.rows[0].server_version,
  };
}

export async function backupPostgres(databaseUrl: string, target: string, objects: ObjectStore): Promise<BackupReport> {
  const dumpFile = path.join(target, PG_DUMP_FILE);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let snapshot: Snapshot;
  let pgRestore: string;
  try {
    const major = await serverMajor(client);
    const pgDump = await findPostgresTool('pg_dump', major);
    pgRestore = await findPostgresTool('pg_restore', major);
    await prepareTarget(target);
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
      const dump = ['--format=custom', `--snapshot=${rows[0].id}`, '--no-owner', `--file=${dumpFile}`];
      // pg_dump imports the snapshot while this transaction stays open, and these reads see the same moment.
      [, snapshot] = await Promise.all([runOnDatabase(pgDump, databaseUrl, dump), readSnapshot(client)]);
      await client.query('COMMIT');
    } catch (error) {
      // A dump cut short is not a backup: none is left to be mistaken for one.
      await rm(dumpFile, { force: true });
      throw error;
    }
  } finally {
    await client.end();
  }

  const integrity = await checkDump(pgRestore, dumpFile, Object.keys(snapshot.tables));
  const copied = await copyObjectsOut(target, objects, snapshot.images, snapshot.orderFiles);
  const report: BackupReport = {
    createdAt: new Date().toISOString(),
    database: 'postgresql',
    comics: snapshot.tables['public.comics'] ?? 0,
    images: snapshot.images.length - copied.missingImages.length,
    missingImages: copied.missingImages,
    orderFiles: copied.orderFiles,
    integrity,
    tables: snapshot.tables,
    serverVersion: snapshot.version,
  };
  await writeFile(path.join(target, 'backup.json'), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

/** 'ok' when the dump's table of contents reads and holds the data of every table counted, else what it lacks. */
async function checkDump(pgRestore: string, dumpFile: string, tables: string[]): Promise<string> {
  const list = await runTool(pgRestore, ['--list', dumpFile]);
  // Entries read `215; 0 16390 TABLE DATA public comics -` (the last field is the owner).
  const withData = new Set(
    [...list.matchAll(/^\d+; \d+ \d+ TABLE DATA (\S+) (\S+) /gm)].map(([, schema, table]) => `${schema}.${table}`),
  );
  const lacking = tables.filter((table) => !withData.has(table));
  return lacking.length === 0 ? 'ok' : `the dump lacks the rows of ${lacking.join(', ')}`;
}
