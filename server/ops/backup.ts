// `npm run backup -- DIR`: a consistent copy of a running instance. The database is copied with SQLite's
// online backup API (a snapshot, safe while the server writes); then every image that snapshot refers to
// is copied, and the print files frozen for each of its orders (both are written once and never changed,
// so a copy after the snapshot is exact; an order's files removed meanwhile were removed for good: an
// order that ended). Finally the copy is checked (integrity_check, foreign_key_check) and described in
// backup.json.
import Database from 'better-sqlite3';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { BUCKETS } from '../storage/imageStore';
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

export async function backup(dataDir: string, target: string): Promise<BackupReport> {
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
    for (const relative of images) {
      // A comic deleted after the snapshot may have taken its files with it: reported, not fatal.
      await copyFile(path.join(dataDir, relative), path.join(target, relative)).catch(() =>
        missingImages.push(relative),
      );
    }
    let copiedOrderFiles = 0;
    for (const relative of orderFiles(snapshot)) {
      // Unpaid, canceled and long-ended orders have none (removed on purpose): nothing to copy.
      if (!existsSync(path.join(dataDir, relative))) continue;
      await mkdir(path.dirname(path.join(target, relative)), { recursive: true });
      await copyFile(path.join(dataDir, relative), path.join(target, relative));
      copiedOrderFiles++;
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
  backup(loadConfig().dataDir, path.resolve(target)).then(
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
