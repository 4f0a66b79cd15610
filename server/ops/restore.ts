// `npm run restore -- DIR`: puts a backup made by `npm run backup` in place of DATA_DIR's data. Run it with
// the server stopped. Nothing is deleted: the current database, image folders and orders' print files move
// aside into DATA_DIR/replaced-<time>/ first, so a restore can itself be undone. With STORAGE_URL the backup's
// images and order files are uploaded to the bucket prefix instead: their names are unique and never reused,
// so nothing there is overwritten with other bytes; objects the restored database no longer names are left
// for the image cleanup pass. A backup of a PostgreSQL database (comics.pgdump) goes into DATABASE_URL's
// database instead (postgresRestore.ts, `--replace` to replace one that holds comics); a backup of one kind is
// refused when the settings name the other.

import { existsSync } from 'node:fs';
import { cp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { type AppConfig, loadConfig } from '../config';
import { createLocalObjectStore } from '../storage/localObjectStore';
import type { ObjectStore } from '../storage/objectStore';
import { selectObjectStore } from '../storage/selectObjectStore';
import { checkDatabase } from './backupFiles';
import { moveAside, OBJECT_FOLDERS, putObjectsBack } from './backupObjects';

const DATABASE_FILES = ['comics.db', 'comics.db-wal', 'comics.db-shm'];

export async function restore(
  backupDir: string,
  dataDir: string,
  objects: ObjectStore = createLocalObjectStore(dataDir),
): Promise<{ setAside: string | null; uploaded: number }> {
  const copy = path.join(backupDir, 'comics.db');
  if (!existsSync(copy)) throw new Error(`${backupDir} holds no comics.db: is it a folder made by npm run backup?`);
  const check = new Database(copy, { readonly: true });
  try {
    const result = checkDatabase(check);
    if (result !== 'ok') throw new Error(`the backup's database is damaged (${result})`);
  } finally {
    check.close();
  }

  await mkdir(dataDir, { recursive: true });
  const setAside = await moveAside(dataDir, [...DATABASE_FILES, ...(objects.localFolder ? OBJECT_FOLDERS : [])]);
  await cp(copy, path.join(dataDir, 'comics.db'));
  return { setAside, uploaded: await putObjectsBack(backupDir, dataDir, objects) };
}

/**
 * The command: restores the backup into the database the settings name (DATA_DIR's SQLite file, or
 * DATABASE_URL's PostgreSQL database) and returns the lines to print. A backup of the other kind is refused.
 */
export async function restoreCommand(
  backupDir: string,
  config: AppConfig,
  objects: ObjectStore,
  { replace = false }: { replace?: boolean } = {},
): Promise<string[]> {
  const isDump = existsSync(path.join(backupDir, 'comics.pgdump'));
  if (!isDump && !existsSync(path.join(backupDir, 'comics.db')))
    throw new Error(`${backupDir} holds no comics.db or comics.pgdump: is it a folder made by npm run backup?`);
  if (isDump && !config.databaseUrl)
    throw new Error(
      `${backupDir} is a PostgreSQL backup (comics.pgdump): set DATABASE_URL to the database to restore it into`,
    );
  if (!isDump && config.databaseUrl)
    throw new Error(
      `${backupDir} is a SQLite backup (comics.db) and DATABASE_URL is set: unset DATABASE_URL to restore it ` +
        'into DATA_DIR (a SQLite backup cannot be restored into PostgreSQL)',
    );
  const lines: string[] = [];
  let setAside: string | null;
  let uploaded: number;
  if (config.databaseUrl) {
    const { restorePostgres } = await import('./postgresRestore');
    const { describeDatabase } = await import('./postgresTools');
    const done = await restorePostgres(backupDir, config.databaseUrl, config.dataDir, objects, { replace });
    ({ setAside, uploaded } = done);
    const where = describeDatabase(config.databaseUrl);
    const r = done.replaced;
    if (r) lines.push(`Replaced ${r.comics} comics, ${r.users} users and ${r.orders} orders in ${where}.`);
    const tables = Object.keys(done.tables).length;
    lines.push(`Restored ${backupDir} into ${where} (${tables} tables, row counts as in backup.json).`);
  } else {
    ({ setAside, uploaded } = await restore(backupDir, config.dataDir, objects));
    lines.push(`Restored ${backupDir} into ${config.dataDir}.`);
  }
  if (!objects.localFolder) lines.push(`${uploaded} images and print files were put back in ${objects.location}.`);
  if (setAside) lines.push(`The data it replaced is kept in ${setAside}.`);
  return lines;
}

/** The backup folder and --replace; null when the command line is anything else. */
function parseCommandLine(): { source: string; replace: boolean } | null {
  try {
    const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean' } }, allowPositionals: true });
    return positionals.length === 1 ? { source: positionals[0], replace: values.replace ?? false } : null;
  } catch {
    return null;
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const command = parseCommandLine();
  if (!command) {
    console.error('Usage: npm run restore -- <backup folder> [--replace]   (stop the server first)');
    process.exit(2);
  }
  const config = loadConfig();
  restoreCommand(path.resolve(command.source), config, selectObjectStore(config), { replace: command.replace }).then(
    (lines) => {
      for (const line of lines) console.log(line);
    },
    (error: Error) => {
      console.error(`Restore failed: ${error.message}`);
      process.exit(1);
    },
  );
}
