// Work that makes files with tools writing to paths (the PDF and CBZ writers, sharp) makes them in a staging
// folder, then publishes the finished ones to the store. With the local store the folder is the objects' own
// folder, so nothing is copied (as before the storage port); with object storage it is a temporary folder in
// os.tmpdir(), removed by close(), so nothing of a comic stays on the web instance's disk.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkKey, type ObjectStore } from './objectStore';

export interface StagingFolder {
  /** Where to write the files. */
  dir: string;
  /** Stores `dir/name` under `folder/name`. */
  publish(name: string): Promise<void>;
  /** Removes the temporary folder, if one was made (whatever happened). */
  close(): Promise<void>;
}

export async function openStagingFolder(objects: ObjectStore, folder: string): Promise<StagingFolder> {
  if (objects.localFolder) {
    const dir = path.join(objects.localFolder, checkKey(folder));
    await mkdir(dir, { recursive: true });
    return { dir, publish: async () => {}, close: async () => {} };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'comics-staging-'));
  return {
    dir,
    publish: (name) => objects.putFile(`${checkKey(folder)}/${name}`, path.join(dir, name)),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}
