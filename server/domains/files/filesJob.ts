// The files job: makes a drawn book's downloads and print files (buildPrintFiles.ts) in a staging folder,
// stores them in a folder of their own, writes the manifest last, then drops older files of the comic.
// Files already made for the same pages, cover and words are kept as they are (the job ends at once). A
// restart starts the folder over: a half-made file is never served, as only a manifest makes a folder's
// files downloadable.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Invalid } from '../../lib/errors';
import type { JobHandler } from '../../queue/jobQueue';
import { openStagingFolder } from '../../storage/stagingFolder';
import type { AppDeps } from '../appDeps';
import { FILES_JOB } from '../jobs/jobKinds';
import { comicFilesFolder, filesFolder, MANIFEST, readFilesSource, readManifest } from './filesSource';

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
      const read = await readFilesSource(deps, input.comicId, input.userId);
      if (!read.ok) throw new Invalid(read.message);
      const { source } = read;
      const folder = filesFolder(input.comicId, source.key);
      const existing = await readManifest(deps.objects, folder);
      if (existing) return { key: existing.key, files: existing.files.length };

      await deps.objects.deleteFolder(folder);
      // The PDF and zip writers (pdfkit, fflate, the print engines) load with the first files job, not with
      // the web process.
      const { buildPrintFiles } = await import('./buildPrintFiles');
      const staging = await openStagingFolder(deps.objects, folder);
      try {
        await mkdir(path.join(staging.dir, 'screen'), { recursive: true });
        const manifest = await buildPrintFiles(deps, source, staging.dir, progress, signal);
        for (const file of manifest.files) await staging.publish(file.fileName);
        await deps.objects.put(`${folder}/${MANIFEST}`, JSON.stringify(manifest, null, 1));
        await rm(path.join(staging.dir, 'screen'), { recursive: true, force: true });
        // Older files of this comic are out of date now.
        const comicFolder = comicFilesFolder(input.comicId);
        const keys = new Set((await deps.objects.list(comicFolder)).map((object) => object.key.split('/')[2]));
        for (const key of keys) if (key !== source.key) await deps.objects.deleteFolder(`${comicFolder}/${key}`);
        return { key: source.key, files: manifest.files.length };
      } catch (error) {
        await deps.objects.deleteFolder(folder);
        throw error;
      } finally {
        await staging.close();
      }
    },
  };
}
