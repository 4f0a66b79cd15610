// `npm run backup -- DIR`: a consistent copy of a running instance. The database is copied with SQLite's
// online backup API (a snapshot, safe while the server writes); then every image that snapshot refers to
// is copied, and the print files frozen for each of its orders (both are written once and never changed,
// so a copy after the snapshot is exact; an order's files removed meanwhile were removed for good: an
// order that ended). Finally the copy is checked (integrity_check, foreign_key_check) and described in
// backup.json. Images and order files are read through the storage port, so with STORAGE_URL the backup
// holds the bucket prefix's images and order files in the same layout (a bucket copy of what matters).
// With DATABASE_URL the database is PostgreSQL's instead, and postgresBackup.ts dumps it.

import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadConfig } from '../config';
import { createLocalObjectStore } from '../storage/localObjectStore';
import type { ObjectStore } from '../storage/objectStore';
import { selectObjectStore } from '../storage/selectObjectStore';
import { type BackupReport, checkDatabase, orderFiles, referencedImages } from './backupFiles';
import { copyObjectsOut, prepareTarget } from './backupObjects';

export async function backup(
  dataDir: string,
  target: string,
  objects: ObjectStore = createLocalObjectStore(dataDir),
): Promise<BackupReport> {
  const source = path.join(dataDir, 'comics.db');
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  await prepareTarget(target);

  const live = new Database(source, { readonly: true, fileMustExist: true });
  const copy = path.join(target, 'comics.db');
  try {
    await live.backup(copy);
  } finally {
    live.close();
  }

  const snapshot = new Database(copy, { readonly: true });
  try {
    const integrity = checkDatabase(snapshot);
    const images = referencedImages(snapshot);
    const comics = (snapshot.prepare('SELECT count(*) AS n FROM comics').get() as { n: number }).n;
    const copied = await copyObjectsOut(target, objects, images, orderFiles(snapshot));
    const report: BackupReport = {
      createdAt: new Date().toISOString(),
      database: 'sqlite',
      comics,
      images: images.length - copied.missingImages.length,
      missingImages: copied.missingImages,
      orderFiles: copied.orderFiles,
      integrity,
    };
    await writeFile(path.join(target, 'backup.json'), `${JSON.stringify(report, null, 2)}\n`);
    return report;
  } finally {
    snapshot.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const target = process.argv[2];
  if (!target) {
    console.error('Usage: npm run backup -- <folder for the backup>');
    process.exit(2);
  }
  const config = loadConfig();
  const objects = selectObjectStore(config);
  // The PostgreSQL half (and node-postgres) loads only when DATABASE_URL asks for it.
  const made = config.databaseUrl
    ? import('./postgresBackup').then((m) => m.backupPostgres(config.databaseUrl!, path.resolve(target), objects))
    : backup(config.dataDir, path.resolve(target), objects);
  made.then(
    (report) => {
      console.log(
        `Backed up ${report.comics} comics and ${report.images} images and ${report.orderFiles} print files ` +
          `of orders to ${path.resolve(target)} (integrity: ${report.integrity}).`,
      );
      if (report.missingImages.length)
        console.log(
          `${report.missingImages.length} images were deleted while copying (their comics were deleted too).`,
        );
    },
    (error: Error) => {
      console.error(`Backup failed: ${error.message}`);
      process.exit(1);
    },
  );
}
