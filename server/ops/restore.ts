// `npm run restore -- DIR`: puts a backup made by `npm run backup` in place of DATA_DIR's data. Run it with
// the server stopped. Nothing is deleted: the current database, image folders and orders' print files move
// aside into DATA_DIR/replaced-<time>/ first, so a restore can itself be undone.
import Database from 'better-sqlite3';
import { cp, mkdir, rename } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { BUCKETS } from '../storage/imageStore';
import { ORDERS_FOLDER, checkDatabase } from './backupFiles';

const DATABASE_FILES = ['comics.db', 'comics.db-wal', 'comics.db-shm'];

export async function restore(backupDir: string, dataDir: string): Promise<{ setAside: string | null }> {
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
  const folders = [...BUCKETS, ORDERS_FOLDER];
  const current = [...DATABASE_FILES, ...folders].filter((name) => existsSync(path.join(dataDir, name)));
  let setAside: string | null = null;
  if (current.length > 0) {
    setAside = path.join(dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await mkdir(setAside);
    for (const name of current) await rename(path.join(dataDir, name), path.join(setAside, name));
  }
  await cp(copy, path.join(dataDir, 'comics.db'));
  for (const folder of folders) {
    const from = path.join(backupDir, folder);
    if (existsSync(from)) await cp(from, path.join(dataDir, folder), { recursive: true });
    else await mkdir(path.join(dataDir, folder), { recursive: true });
  }
  return { setAside };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const source = process.argv[2];
  if (!source) {
    console.error('Usage: npm run restore -- <backup folder>   (stop the server first)');
    process.exit(2);
  }
  const dataDir = loadConfig().dataDir;
  restore(path.resolve(source), dataDir).then(
    ({ setAside }) => {
      console.log(`Restored ${path.resolve(source)} into ${dataDir}.`);
      if (setAside) console.log(`The data it replaced is kept in ${setAside}.`);
    },
    (error: Error) => {
      console.error(`Restore failed: ${error.message}`);
      process.exit(1);
    },
  );
}
