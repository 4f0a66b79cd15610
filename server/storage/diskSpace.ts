// The free-disk floor shared by every write path (images and comics): below MIN_FREE_DISK_MB new data is
// refused with a clear error, so the database always keeps room to finish what it has started.
import { statfs } from 'node:fs/promises';
import { STORAGE_FULL, Unavailable } from '../lib/errors';
import { isDatabaseFull } from '../db/databaseErrors';

/** Unavailable to callers (503 over tRPC); the upload route answers it with 507. */
export class StorageFullError extends Unavailable {
  constructor() {
    super(STORAGE_FULL);
  }
}

/** Throws StorageFullError when writing `incomingBytes` into `dir` would leave less than `minFreeBytes` free. */
export async function assertDiskRoom(dir: string, minFreeBytes: number, incomingBytes = 0): Promise<void> {
  if (minFreeBytes <= 0) return;
  const disk = await statfs(dir);
  if (disk.bavail * disk.bsize - incomingBytes < minFreeBytes) throw new StorageFullError();
}

/** A write that failed because the disk (or the user's quota on it) is full. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || isDatabaseFull(error);
}
