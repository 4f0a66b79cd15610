// The cleanup pass: removes stored images that no comic refers to once they are older than the retention
// period (uploads never saved, covers replaced by a regeneration, files left by a crash). Run at start-up
// and daily by main.ts; it logs what it freed.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppDatabase } from '../db/client';
import { storedImages } from '../db/schema';
import type { Logger } from '../lib/logger';
import { BUCKETS, type ImageStore } from './imageStore';
import { forgetImages, isReferenced, unreferencedImagesBefore } from './ownedImages';

export interface CleanupResult {
  files: number;
  bytes: number;
}

export async function cleanUpImages(
  deps: { db: AppDatabase; store: ImageStore; log: Logger },
  retentionMs: number,
  now = new Date(),
): Promise<CleanupResult> {
  const cutoff = new Date(now.getTime() - retentionMs);
  const freed: CleanupResult = { files: 0, bytes: 0 };
  const remove = async (file: string) => {
    const size = await stat(file).then((s) => s.size, () => 0);
    await rm(file, { force: true });
    freed.files += 1;
    freed.bytes += size;
  };

  // Recorded images nobody's comic shows.
  const stale = unreferencedImagesBefore(deps.db, cutoff);
  for (const url of stale) {
    const [, , bucket, name] = url.split('/');
    await remove(path.join(deps.store.bucketDir(bucket as (typeof BUCKETS)[number]), name));
  }
  forgetImages(deps.db, stale);

  // Files with no owner row at all: a crash between writing a file and recording it, or a temp file.
  const recorded = new Set(deps.db.select({ url: storedImages.url }).from(storedImages).all().map((r) => r.url));
  for (const bucket of BUCKETS) {
    const dir = deps.store.bucketDir(bucket);
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const url = `/storage/${bucket}/${name}`;
      if (recorded.has(url) || isReferenced(deps.db, url)) continue;
      const file = path.join(dir, name);
      const modified = await stat(file).then((s) => s.mtime, () => now);
      if (modified < cutoff) await remove(file);
    }
  }
  if (freed.files > 0) {
    deps.log.info(
      { files: freed.files, bytes: freed.bytes },
      `image cleanup freed ${freed.files} files (${(freed.bytes / 1048576).toFixed(1)} MB)`,
    );
  }
  return freed;
}
