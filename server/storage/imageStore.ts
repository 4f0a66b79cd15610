// The one module that touches stored images (save, read, remove, public URL). Everything else passes our
// public URLs around, so moving images to an object store later changes only this file.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHARACTER_URL_PATTERN, COVER_URL_PATTERN, PAGE_URL_PATTERN } from '../../shared/schemas';
import { assertDiskRoom, isDiskFull, StorageFullError } from './diskSpace';

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
  /** Folder on disk that holds a bucket (served under /storage/{bucket}/). */
  bucketDir(bucket: Bucket): string;
}

export class StoredImageNotFound extends Error {
  constructor(url: string) {
    super(`Stored image not found: ${url.slice(0, 100)}`);
  }
}

export function createImageStore(dataDir: string, minFreeBytes = 0): ImageStore {
  const bucketDir = (bucket: Bucket) => path.join(dataDir, bucket);

  /** Maps a public URL to its file, accepting only the exact shapes we hand out (no traversal possible). */
  function fileFor(url: string): string {
    const match = [CHARACTER_URL_PATTERN, COVER_URL_PATTERN, PAGE_URL_PATTERN].some((pattern) => pattern.test(url));
    if (!match) throw new StoredImageNotFound(url);
    const [, , bucket, name] = url.split('/');
    return path.join(bucketDir(bucket as Bucket), name);
  }

  return {
    bucketDir,
    async save(bucket, bytes, ext) {
      const dir = bucketDir(bucket);
      await mkdir(dir, { recursive: true });
      // Refuses new images when the disk is nearly full, so the database always has room to write.
      await assertDiskRoom(dir, minFreeBytes, bytes.length);
      // Spec 7: a timestamp, a random string and the extension.
      const name = `${Date.now()}-${randomBytes(12).toString('base64url')}.${ext}`;
      const finalPath = path.join(dir, name);
      // Write beside and rename, so a crash never leaves a half-written image under a served name.
      const tempPath = `${finalPath}.${process.pid}.tmp`;
      try {
        await writeFile(tempPath, bytes, { flag: 'wx' });
        await rename(tempPath, finalPath);
      } catch (error) {
        await rm(tempPath, { force: true });
        // The floor is a forecast; a disk that fills up anyway is the same condition, not a server fault.
        throw isDiskFull(error) ? new StorageFullError() : error;
      }
      return `/storage/${bucket}/${name}`;
    },
    async read(url) {
      try {
        return await readFile(fileFor(url));
      } catch (error) {
        if (error instanceof StoredImageNotFound) throw error;
        throw new StoredImageNotFound(url);
      }
    },
    async remove(url) {
      await rm(fileFor(url), { force: true });
    },
  };
}

export async function ensureBuckets(store: ImageStore): Promise<void> {
  await Promise.all(BUCKETS.map((b) => mkdir(store.bucketDir(b), { recursive: true })));
}
