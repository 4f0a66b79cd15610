// The one module that touches stored images (save, read, remove, public URL), on the storage port
// (objectStore.ts): an image's key is its public URL without `/storage/`. Everything else passes our public
// URLs around, so where the bytes live (DATA_DIR or S3) is this module's and the port's business only.
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { CHARACTER_URL_PATTERN, COVER_URL_PATTERN, PAGE_URL_PATTERN } from '../../shared/schemas';
import { assertDiskRoom, isDiskFull, StorageFullError } from './diskSpace';
import type { ObjectStore } from './objectStore';

export { StorageFullError };

export const BUCKETS = ['characters', 'covers', 'pages'] as const;
export type Bucket = (typeof BUCKETS)[number];
export type ImageExtension = 'jpg' | 'png' | 'webp';

export const CONTENT_TYPES: Record<ImageExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export interface ImageStore {
  /** Writes the bytes under a fresh unguessable name and returns the public URL. */
  save(bucket: Bucket, bytes: Buffer, ext: ImageExtension): Promise<string>;
  /** Reads an image by its public URL; throws StoredImageNotFound for anything that is not ours. */
  read(url: string): Promise<Buffer>;
  /** Removes an image by its public URL; a missing file is not an error. */
  remove(url: string): Promise<void>;
  /**
   * Folder on disk that holds a bucket with the local store (served under /storage/{bucket}/); throws with
   * object storage, which has no folder.
   */
  bucketDir(bucket: Bucket): string;
}

export class StoredImageNotFound extends Error {
  constructor(url: string) {
    super(`Stored image not found: ${url.slice(0, 100)}`);
  }
}

/** The storage key of one of our public image URLs, accepting only the exact shapes we hand out. */
export function imageKey(url: string): string {
  const ours = [CHARACTER_URL_PATTERN, COVER_URL_PATTERN, PAGE_URL_PATTERN].some((pattern) => pattern.test(url));
  if (!ours) throw new StoredImageNotFound(url);
  return url.slice('/storage/'.length);
}

/** The storage key of one of our image URLs; null for anything else (an address that is not ours). */
export function ourImageKey(url: string): string | null {
  try {
    return imageKey(url);
  } catch {
    return null;
  }
}

export function createImageStore(objects: ObjectStore, minFreeBytes = 0): ImageStore {
  const bucketDir = (bucket: Bucket) => {
    if (!objects.localFolder) throw new Error(`Images are kept in ${objects.location}, not in a folder`);
    return path.join(objects.localFolder, bucket);
  };

  return {
    bucketDir,
    async save(bucket, bytes, ext) {
      if (objects.localFolder) {
        const dir = bucketDir(bucket);
        await mkdir(dir, { recursive: true });
        // Refuses new images when the disk is nearly full, so the database always has room to write.
        await assertDiskRoom(dir, minFreeBytes, bytes.length);
      }
      // Spec 7: a timestamp, a random string and the extension.
      const name = `${Date.now()}-${randomBytes(12).toString('base64url')}.${ext}`;
      try {
        await objects.put(`${bucket}/${name}`, bytes, CONTENT_TYPES[ext]);
      } catch (error) {
        // The floor is a forecast; a disk that fills up anyway is the same condition, not a server fault.
        throw isDiskFull(error) ? new StorageFullError() : error;
      }
      return `/storage/${bucket}/${name}`;
    },
    async read(url) {
      const bytes = await objects.get(imageKey(url));
      if (!bytes) throw new StoredImageNotFound(url);
      return bytes;
    },
    async remove(url) {
      await objects.delete(imageKey(url));
    },
  };
}

/** Makes the image folders of the local store (object storage has no folders to make). */
export async function ensureBuckets(objects: ObjectStore): Promise<void> {
  const root = objects.localFolder;
  if (root) await Promise.all(BUCKETS.map((b) => mkdir(path.join(root, b), { recursive: true })));
}
