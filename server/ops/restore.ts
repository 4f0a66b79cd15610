// `npm run restore -- DIR`: puts a backup made by `npm run backup` in place of DATA_DIR's data. Run it with
// the server stopped. Nothing is deleted: the current database, image folders and orders' print files move
// aside into DATA_DIR/replaced-<time>/ first, so a restore can itself be undone. With STORAGE_URL the backup's
// images and order files are uploaded to the bucket prefix instead: their names are unique and never reused,
// so nothing there is overwritten with other bytes; objects the restored database no longer names are left
// for the image cleanup pass.

import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadConfig } from '../config';
import { BUCKETS } from '../storage/imageStore';
import { createLocalObjectStore } from '../storage/localObjectStore';
import { isValidKey, type ObjectStore } from '../storage/objectStore';
import { selectObjectStore } from '../storage/selectObjectStore';
import { checkDatabase, ORDERS_FOLDER } from './backupFiles';

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
  const folders = [...BUCKETS, ORDERS_FOLDER];
  const inFolder = objects.localFolder ? folders : [];
  const current = [...DATABASE_FILES, ...inFolder].filter((name) => existsSync(path.join(dataDir, name)));
  let setAside: string | null = null;
  if (current.length > 0) {
    setAside = path.join(dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await mkdir(setAside);
    for (const name of current) await rename(path.join(dataDir, name), path.join(setAside, name));
  }
  await cp(copy, path.join(dataDir, 'comics.db'));
  if (!objects.localFolder) return { setAside, uploaded: await uploadFolders(backupDir, folders, objects) };
  for (const folder of folders) {
    const from = path.join(backupDir, folder);
    if (existsSync(from)) await cp(from, path.join(dataDir, folder), { recursive: true });
    else await mkdir(path.join(dataDir, folder), { recursive: true });
  }
  return { setAside, uploaded: 0 };
}

/** Puts every file of the backup's folders into object storage under its relative path. */
async function uploadFolders(backupDir: string, folders: string[], objects: ObjectStore): Promise<number> {
  let uploaded = 0;
  for (const folder of folders) {
    const entries = await readdir(path.join(backupDir, folder), { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(backupDir, file).split(path.sep).join('/');
      // Only names a backup holds (a file some other tool left beside them, .DS_Store say, stays behind).
      if (!isValidKey(key)) continue;
      await objects.putFile(key, file);
      uploaded++;
    }
  }
  return uploaded;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const source = process.argv[2];
  if (!source) {
    console.error('Usage: npm run restore -- <backup folder>   (stop the server first)');
    process.exit(2);
  }
  const config = loadConfig();
  const dataDir = config.dataDir;
  const objects = selectObjectStore(config);
  restore(path.resolve(source), dataDir, objects).then(
    ({ setAside, uploaded }) => {
      console.log(`Restored ${path.resolve(source)} into ${dataDir}.`);
      if (!objects.localFolder) console.log(`${uploaded} images and print files were put back in ${objects.location}.`);
      if (setAside) console.log(`The data it replaced is kept in ${setAside}.`);
    },
    (error: Error) => {
      console.error(`Restore failed: ${error.message}`);
      process.exit(1);
    },
  );
}
