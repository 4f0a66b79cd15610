// The cleanup pass: removes stored images that no row refers to (the columns in fileReferences.ts) once they
// are older than the retention period (uploads never saved, covers replaced by a regeneration, files left by a
// crash). Run at start-up and daily by main.ts; it logs what it freed.
import type { AppDatabase } from '../db/client';
import { storedImages } from '../db/schema';
import type { Logger } from '../lib/logger';
import { BUCKETS, ourImageKey } from './imageStore';
import type { ObjectStore, StoredObjectInfo } from './objectStore';
import { isReferenced } from './fileReferences';
import { forgetImages, unreferencedImagesBefore } from './ownedImages';

export interface CleanupResult {
  files: number;
  bytes: number;
}

export async function cleanUpImages(
  deps: { db: AppDatabase; objects: ObjectStore; log: Logger },
  retentionMs: number,
  now = new Date(),
): Promise<CleanupResult> {
  const cutoff = new Date(now.getTime() - retentionMs);
  const freed: CleanupResult = { files: 0, bytes: 0 };
  const stored = new Map<string, StoredObjectInfo>();
  for (const bucket of BUCKETS) for (const object of await deps.objects.list(bucket)) stored.set(object.key, object);
  const remove = async (key: string) => {
    await deps.objects.delete(key);
    freed.files += 1;
    freed.bytes += stored.get(key)?.size ?? 0;
    stored.delete(key);
  };

  // Recorded images nobody's comic shows.
  const stale = await unreferencedImagesBefore(deps.db, cutoff);
  for (const url of stale) {
    const key = ourImageKey(url);
    if (key) await remove(key);
  }
  await forgetImages(deps.db, stale);

  // Files with no owner row at all: a crash between writing a file and recording it, or a temp file.
  const recorded = new Set((await deps.db.select({ url: storedImages.url }).from(storedImages)).map((r) => r.url));
  for (const object of [...stored.values()]) {
    const url = `/storage/${object.key}`;
    if (recorded.has(url) || (await isReferenced(deps.db, url))) continue;
    if (object.modified < cutoff) await remove(object.key);
  }
  if (freed.files > 0) {
    deps.log.info(
      { files: freed.files, bytes: freed.bytes },
      `image cleanup freed ${freed.files} files (${(freed.bytes / 1048576).toFixed(1)} MB)`,
    );
  }
  return freed;
}
