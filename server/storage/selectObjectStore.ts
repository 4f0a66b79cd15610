// Picks the storage port's adapter from the config: S3 when STORAGE_URL is set, else the DATA_DIR folder.
import type { Logger } from '../lib/logger';
import { createLocalObjectStore } from './localObjectStore';
import type { ObjectStore } from './objectStore';
import { createS3ObjectStore, type S3Settings } from './s3ObjectStore';

/** `log` hears the bucket's outages (the server's and the worker's logger; the CLI commands pass none). */
export function selectObjectStore(
  config: { dataDir: string; objectStorage: S3Settings | null },
  log?: Logger,
): ObjectStore {
  return config.objectStorage ? createS3ObjectStore(config.objectStorage, log) : createLocalObjectStore(config.dataDir);
}
