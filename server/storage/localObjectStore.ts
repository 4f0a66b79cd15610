// The local-folder adapter of the storage port (objectStore.ts): a key is a path under DATA_DIR, the layout
// earlier versions wrote. Writes go beside the final name and are renamed into place, so a crash never
// leaves a half-written file under a name that is served.
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type ObjectStore, type StoredObjectInfo } from './objectStore';

const isMissing = (error: unknown) => (error as { code?: string } | null)?.code === 'ENOENT';

export function createLocalObjectStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, checkKey(key));

  /** Writes through a temporary name beside the file, then renames it into place. */
  async function placed(key: string, write: (temp: string) => Promise<void>): Promise<void> {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    try {
      await write(temp);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  return {
    location: root,
    localFolder: root,
    put: (key, body) => placed(key, (temp) => writeFile(temp, body, { flag: 'wx' })),
    putFile: (key, file) => placed(key, (temp) => copyFile(file, temp)),
    async get(key) {
      return readFile(fileOf(key)).catch((error) => (isMissing(error) ? null : Promise.reject(error)));
    },
    async stream(key) {
      const file = fileOf(key);
      const info = await stat(file).catch((error) => (isMissing(error) ? null : Promise.reject(error)));
      return info?.isFile() ? { body: createReadStream(file), size: info.size } : null;
    },
    async exists(key) {
      return (await stat(fileOf(key)).catch(() => null))?.isFile() ?? false;
    },
    async copy(fromKey, toKey) {
      const from = fileOf(fromKey);
      const to = fileOf(toKey);
      await mkdir(path.dirname(to), { recursive: true });
      // A hard link costs no space and stays when the original is replaced; a copy where links are refused.
      await link(from, to).catch(() => copyFile(from, to));
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async deleteFolder(folder) {
      await rm(fileOf(folder), { recursive: true, force: true });
    },
    async list(folder) {
      const dir = fileOf(folder);
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error) =>
        isMissing(error) ? [] : Promise.reject(error),
      );
      const found: StoredObjectInfo[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file).catch(() => null);
        if (info)
          found.push({
            key: path.relative(root, file).split(path.sep).join('/'),
            size: info.size,
            modified: info.mtime,
          });
      }
      return found;
    },
  };
}
