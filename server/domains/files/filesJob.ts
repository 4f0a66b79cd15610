// The files job: makes a drawn book's downloads and print files (buildPrintFiles.ts) into a folder of
// their own, writes the manifest last, then drops older files of the comic. Files already made for the
// same pages, cover and words are kept as they are (the job ends at once). A restart starts the folder
// over: a half-made file is never served, as only a manifest makes a folder's files downloadable.
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../appDeps';
import type { JobHandler } from '../../queue/jobQueue';
import { Invalid } from '../../lib/errors';
import { FILES_JOB } from '../jobs/jobKinds';
import { buildPrintFiles } from './buildPrintFiles';
import { filesRoot, MANIFEST, readFilesSource, readManifest } from './filesSource';

export interface FilesJobInput {
  comicId: string;
  userId: string;
}

export interface FilesJobResult {
  key: string;
  files: number;
}

export function filesJobHandler(deps: AppDeps): JobHandler<FilesJobInput, FilesJobResult> {
  return {
    kind: FILES_JOB,
    maxAttempts: 2,
    // Each makes a few hundred megabytes of files pass through: one at a time keeps memory and disk calm.
    concurrency: 1,
    async run(input, { progress, signal }) {
      const read = readFilesSource(deps, input.comicId, input.userId);
      if (!read.ok) throw new Invalid(read.message);
      const { source } = read;
      const root = filesRoot(deps, input.comicId);
      const dir = path.join(root, source.key);
      const existing = await readManifest(dir);
      if (existing) return { key: existing.key, files: existing.files.length };

      await rm(dir, { recursive: true, force: true });
      await mkdir(path.join(dir, 'screen'), { recursive: true });
      try {
        const manifest = await buildPrintFiles(deps, source, dir, progress, signal);
        const temp = path.join(dir, `${MANIFEST}.tmp`);
        await writeFile(temp, JSON.stringify(manifest, null, 1));
        await rename(temp, path.join(dir, MANIFEST));
        await rm(path.join(dir, 'screen'), { recursive: true, force: true });
        // Older files of this comic are out of date now.
        for (const name of await readdir(root)) {
          if (name !== source.key) await rm(path.join(root, name), { recursive: true, force: true });
        }
        return { key: source.key, files: manifest.files.length };
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw error;
      }
    },
  };
}
