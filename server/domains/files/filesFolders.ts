// The folders of a comic's files and who may remove them. Each attempt of a files job writes its own folder,
// files/{comicId}/{key}.{jobId}.{attempt}/, and writes its manifest last: that is the switch that makes the
// folder current (filesSource.ts: the newest finished folder is served). So a runner whose lease lapsed and the
// attempt that took its job over never write, or delete, each other's files. Once a folder is current the
// others go: finished ones are out of date; an unfinished one only when no attempt is writing it any more.
import type { AppDeps } from '../appDeps';
import { attemptName, type JobAttempt } from '../../storage/stagingFolder';
import { comicFilesFolder, type FilesManifest, filesFolder, latestManifest, MANIFEST } from './filesSource';

/** The folder one attempt of a files job makes the files of `key` in. */
export const attemptFolder = (comicId: string, key: string, attempt: JobAttempt) =>
  filesFolder(comicId, `${key}.${attemptName(attempt)}`);

/** The job attempt that writes a folder (by its name), or null for a folder of an earlier version's layout. */
function writerOf(name: string): JobAttempt | null {
  const match = /^[0-9a-f]{1,64}\.([A-Za-z0-9-]{1,64})\.(\d{1,9})$/.exec(name);
  return match ? { jobId: match[1], attempt: Number(match[2]) } : null;
}

/**
 * Throws unless every file the manifest lists is in the folder with the size it says: a folder is made current
 * only whole (if something removed files under a runner, it must not publish what is left).
 */
export async function checkPublished(deps: Pick<AppDeps, 'objects'>, folder: string, manifest: FilesManifest) {
  const sizes = new Map((await deps.objects.list(folder)).map((object) => [object.key, object.size]));
  const wrong = manifest.files.filter((file) => sizes.get(`${folder}/${file.fileName}`) !== file.bytes);
  if (wrong.length) throw new Error(`${folder}: ${wrong.map((f) => f.fileName).join(', ')} not stored whole`);
}

/**
 * Removes the comic's folders other than the current one: finished ones (out of date), and unfinished ones
 * whose attempt no longer holds the job's claim and that nothing was written to for a lease (a runner whose
 * claim lapsed stops at its next heartbeat, a third of a lease); a folder an attempt may still be writing stays.
 */
export async function removeOtherFiles(deps: Pick<AppDeps, 'objects' | 'jobs' | 'config'>, comicId: string) {
  const current = (await latestManifest(deps, comicId))?.folder;
  const folders = new Map<string, { finished: boolean; lastWritten: number }>();
  for (const object of await deps.objects.list(comicFilesFolder(comicId))) {
    const name = object.key.split('/')[2];
    const seen = folders.get(name) ?? { finished: false, lastWritten: 0 };
    seen.finished ||= object.key.endsWith(`/${MANIFEST}`);
    seen.lastWritten = Math.max(seen.lastWritten, object.modified.getTime());
    folders.set(name, seen);
  }
  for (const [name, { finished, lastWritten }] of folders) {
    const folder = filesFolder(comicId, name);
    if (folder === current) continue;
    if (!finished) {
      const writer = writerOf(name);
      if (writer && (await deps.jobs.holdsClaim(writer.jobId, writer.attempt))) continue;
      if (Date.now() - lastWritten < deps.config.jobs.leaseMs) continue;
    }
    await deps.objects.deleteFolder(folder);
  }
}
