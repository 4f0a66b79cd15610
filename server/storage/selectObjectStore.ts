// Picks the storage port's adapter from the config: S3 when STORAGE_URL is set, else the DATA_DIR folder.
import { createLocalObjectStore } from './localObjectStore';
import type { ObjectStore } from './objectStore';
import { createS3ObjectStore, type S3Settings } from './s3ObjectStore';

export function selectObjectStore(config: { dataDir: string; objectStorage: S3Settings | null }): ObjectStore {
  return config.objectStorage ? createS3ObjectStore(config.objectStorage) : createLocalObjectStore(config.dataDir);
}
