// The files job: makes a drawn book's downloads and print files (buildPrintFiles.ts) in a staging folder under
// DATA_DIR, publishes them into a folder of this attempt's own (filesFolders.ts), writes the manifest last, then
// drops the comic's other folders. Files already made for the same pages, cover and words are kept as they are
// (the job ends at once), also when another attempt finished them meanwhile. A runner whose lease lapsed and
// its successor each write their own folders, so neither removes or overwrites what the other is writing; a
// half-made file is never served, as only a manifest makes a folder's files downloadable.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Invalid } from '../../lib/errors';
import type { JobHandler } from '../../queue/jobQueue';
import { openStagingFolder, sweepStaging } from '../../storage/stagingFolder';
import type { AppDeps } from '../appDeps';
import { FILES_JOB } from '../jobs/jobKinds';
import { attemptFolder, checkPublished, removeOtherFiles } from './filesFolders';
import { type FilesSource, finishedFiles, MANIFEST, readFilesSource } from './filesSource';

export interface FilesJobInput {
  comicId: string;
  userId: string;
}

export interface FilesJobResult {
  key: string;
  files: number;
}

/** The comic's finished files for the source's key, if some attempt made them. */
async function madeAlready(deps: AppDeps, source: FilesSource): Promise<FilesJobResult | null> {
  const made = (await finishedFiles(deps.objects, source.comic.id)).find((files) => files.key === source.key);
  return made ? { key: made.key, files: made.files.length } : null;
}

export function filesJobHandler(deps: AppDeps): JobHandler<FilesJobInput, FilesJobResult> {
  return {
    kind: FILES_JOB,
    maxAttempts: 2,
    // Each makes a few hundred megabytes of files pass through: one at a time keeps memory and disk calm.
    concurrency: 1,
    async run(input, { progress, signal, jobId, attempt }) {
      const read = await readFilesSource(deps, input.comicId, input.userId);
      if (!read.ok) throw new Invalid(read.message);
      const { source } = read;
      const existing = await madeAlready(deps, source);
      if (existing) return existing;

      // What an attempt killed before this one left in staging goes first (its claim is gone, its files quiet).
      await sweepStaging(deps);
      // The PDF and zip writers (pdfkit, fflate, the print engines) load with the first files job, not with
      // the web process.
      const { buildPrintFiles } = await import('./buildPrintFiles');
      const folder = attemptFolder(input.comicId, source.key, { jobId, attempt });
      const staging = await openStagingFolder(deps.config.dataDir, deps.objects, folder, { jobId, attempt });
      let made: FilesJobResult;
      try {
        await mkdir(path.join(staging.dir, 'screen'), { recursive: true });
        const manifest = await buildPrintFiles(deps, source, staging.dir, progress, signal);
        // Another attempt finished the same files meanwhile: theirs are served, and these were never shown.
        const finished = await madeAlready(deps, source);
        if (finished) return finished;
        for (const file of manifest.files) await staging.publish(file.fileName);
        await checkPublished(deps, folder, manifest);
        await deps.objects.put(`${folder}/${MANIFEST}`, JSON.stringify(manifest, null, 1));
        made = { key: source.key, files: manifest.files.length };
      } catch (error) {
        // Only this attempt's own folder: another's may be being written, or served.
        await deps.objects.deleteFolder(folder);
        throw error;
      } finally {
        await staging.close();
      }
      // Older files of this comic are out of date now; a failure here leaves them for the next files job.
      await removeOtherFiles(deps, input.comicId).catch((error: unknown) =>
        deps.log.warn({ err: error, comicId: input.comicId }, 'could not remove out-of-date files'),
      );
      return made;
    },
  };
}
