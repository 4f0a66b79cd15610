// `npm run backup -- DIR`: a consistent copy of a running instance. The database is copied with SQLite's
// online backup API (a snapshot, safe while the server writes); then every image that snapshot refers to
// is copied, and the print files frozen for each of its orders (both are written once and never changed,
// so a copy after the snapshot is exact; an order's files removed meanwhile were removed for good: an
// order that ended). Finally the copy is checked (integrity_check, foreign_key_check) and described in
// backup.json. Images and order files are read through the storage port, so with STORAGE_URL the backup
// holds the bucket prefix's images and order files in the same layout (a bucket copy of what matters).

import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import Database from 'better-sqlite3';
import { loadConfig } from '../config';
import { BUCKETS } from '../storage/imageStore';
import { createLocalObjectStore } from '../storage/localObjectStore';
import type { ObjectStore } from '../storage/objectStore';
import { selectObjectStore } from '../storage/selectObjectStore';
import { checkDatabase, orderFiles, referencedImages } from './backupFiles';

export interface BackupReport {
  createdAt: string;
  comics: number;
  images: number;
  missingImages: string[];
  /** Print files of orders copied (two per order that still has them). */
  orderFiles: number;
  integrity: string;
}

export async function backup(
  dataDir: string,
  target: string,
  objects: ObjectStore = createLocalObjectStore(dataDir),
): Promise<BackupReport> {
  const source = path.join(dataDir, 'comics.db');
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new Error(`${target} is not empty; choose a new folder`);
  await mkdir(target, { recursive: true });

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
    await Promise.all(BUCKETS.map((bucket) => mkdir(path.join(target, bucket), { recursive: true })));
    const missingImages: string[] = [];
    /** Copies a stored object into the backup under the same relative path; false when it is gone. */
    const copyObject = async (key: string) => {
      const object = await objects.stream(key);
      if (!object) return false;
      await mkdir(path.dirname(path.join(target, key)), { recursive: true });
      await pipeline(object.body, createWriteStream(path.join(target, key)));
      return true;
    };
    for (const relative of images) {
      // A comic deleted after the snapshot may have taken its files with it: reported, not fatal.
      if (!(await copyObject(relative))) missingImages.push(relative);
    }
    let copiedOrderFiles = 0;
    for (const relative of orderFiles(snapshot)) {
      // Unpaid, canceled and long-ended orders have none (removed on purpose): nothing to copy.
      if (await copyObject(relative)) copiedOrderFiles++;
    }
    const report = {
      createdAt: new Date().toISOString(),
      comics,
      images: images.length - missingImages.length,
      missingImages,
      orderFiles: copiedOrderFiles,
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
  backup(config.dataDir, path.resolve(target), selectObjectStore(config)).then(
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
