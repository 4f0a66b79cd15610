// The files half of a backup, the same whichever database it holds: the images and orders' print files a
// database names, copied out of the storage port into the backup folder (same relative paths), and put back
// into DATA_DIR's folders or uploaded to the bucket prefix on restore.
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BUCKETS } from '../storage/imageStore';
import { isValidKey, type ObjectStore } from '../storage/objectStore';
import { ORDERS_FOLDER } from './backupFiles';

/** The folders of DATA_DIR (or prefixes of the bucket) a backup holds. */
export const OBJECT_FOLDERS = [...BUCKETS, ORDERS_FOLDER];

/** Makes the backup folder, refusing one that holds anything (a backup is never written over another). */
export async function prepareTarget(target: string): Promise<void> {
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new Error(`${target} is not empty; choose a new folder`);
  await mkdir(target, { recursive: true });
}

/** Copies the images and order files into the backup; an image already gone is reported, not fatal. */
export async function copyObjectsOut(
  target: string,
  objects: ObjectStore,
  images: string[],
  orderFiles: string[],
): Promise<{ missingImages: string[]; orderFiles: number }> {
  await Promise.all(BUCKETS.map((bucket) => mkdir(path.join(target, bucket), { recursive: true })));
  /** Copies a stored object into the backup under the same relative path; false when it is gone. */
  const copyObject = async (key: string) => {
    const object = await objects.stream(key);
    if (!object) return false;
    await mkdir(path.dirname(path.join(target, key)), { recursive: true });
    await pipeline(object.body, createWriteStream(path.join(target, key)));
    return true;
  };
  const missingImages: string[] = [];
  for (const relative of images) {
    // A comic deleted after the snapshot may have taken its files with it: reported, not fatal.
    if (!(await copyObject(relative))) missingImages.push(relative);
  }
  let copied = 0;
  for (const relative of orderFiles) {
    // Unpaid, canceled and long-ended orders have none (removed on purpose): nothing to copy.
    if (await copyObject(relative)) copied++;
  }
  return { missingImages, orderFiles: copied };
}

/** Moves `names` (files or folders of DATA_DIR that exist) into DATA_DIR/replaced-<time>/; null when none. */
export async function moveAside(dataDir: string, names: string[]): Promise<string | null> {
  const current = names.filter((name) => existsSync(path.join(dataDir, name)));
  if (current.length === 0) return null;
  const setAside = path.join(dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(setAside);
  for (const name of current) await rename(path.join(dataDir, name), path.join(setAside, name));
  return setAside;
}

/**
 * Puts the backup's folders back: copied into DATA_DIR for the local folder (whose current folders the caller
 * moved aside), uploaded to the bucket prefix otherwise. Returns how many objects were uploaded.
 */
export async function putObjectsBack(backupDir: string, dataDir: string, objects: ObjectStore): Promise<number> {
  if (!objects.localFolder) return uploadFolders(backupDir, objects);
  for (const folder of OBJECT_FOLDERS) {
    const from = path.join(backupDir, folder);
    if (existsSync(from)) await cp(from, path.join(dataDir, folder), { recursive: true });
    else await mkdir(path.join(dataDir, folder), { recursive: true });
  }
  return 0;
}

/** Puts every file of the backup's folders into object storage under its relative path. */
async function uploadFolders(backupDir: string, objects: ObjectStore): Promise<number> {
  let uploaded = 0;
  for (const folder of OBJECT_FOLDERS) {
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
