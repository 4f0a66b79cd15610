// files.get, files.build and the download route: a drawn book's downloads and print files, for its owner
// only (anyone else: not found). Making them is a free job (no paid service); asking while the book is not
// fully drawn says so at once.

import type { PublicJob } from '../../../shared/jobs';
import type { FileKind, FilesStatus, PrintFilesView } from '../../../shared/printFiles';
import type { PrintFormatId } from '../../../shared/printGeometry';
import { Invalid, NotFound } from '../../lib/errors';
import { imageOwnerOf, type SignedInActor } from '../actor';
import type { AppDeps } from '../appDeps';
import { ownComicRow } from '../comics/comicRows';
import { comicSubject, FILES_JOB } from '../jobs/jobKinds';
import { toPublicJob } from '../jobs/jobs.handler';
import type { FilesJobInput } from './filesJob';
import { latestManifest, readFilesSource } from './filesSource';
import { said } from '../../lib/said';

const FILE_NOT_FOUND = said('error_file_not_found');

export const downloadUrl = (comicId: string, fileName: string) =>
  `/downloads/${encodeURIComponent(comicId)}/${encodeURIComponent(fileName)}`;

export async function getFiles(
  deps: AppDeps,
  actor: SignedInActor,
  input: { comicId: string },
): Promise<PrintFilesView> {
  await ownComicRow(deps.db, input.comicId, actor.user.id);
  const job = await deps.jobs.findActive(FILES_JOB, comicSubject(input.comicId));
  const source = await readFilesSource(deps, input.comicId, actor.user.id);
  const latest = await latestManifest(deps, input.comicId);
  let status: FilesStatus;
  if (job) status = 'building';
  else if (!latest) status = source.ok ? 'none' : 'unavailable';
  else status = source.ok && latest.key === source.source.key ? 'ready' : 'stale';
  return {
    status,
    job: job ? toPublicJob(job) : null,
    files: (latest?.files ?? []).map((file) => ({
      ...file,
      label: labelOf(file.kind, file.format),
      url: downloadUrl(input.comicId, file.fileName),
    })),
    preflight: latest?.preflight ?? [],
    madeAt: latest?.madeAt ?? null,
  };
}

export async function buildFiles(deps: AppDeps, actor: SignedInActor, input: { comicId: string }): Promise<PublicJob> {
  await ownComicRow(deps.db, input.comicId, actor.user.id);
  const running = await deps.jobs.findActive(FILES_JOB, comicSubject(input.comicId));
  if (running) return toPublicJob(running);
  const source = await readFilesSource(deps, input.comicId, actor.user.id);
  if (!source.ok) throw new Invalid(source.message);
  const input_: FilesJobInput = { comicId: input.comicId, userId: actor.user.id };
  const { job } = await deps.jobs.start(FILES_JOB, {
    subject: comicSubject(input.comicId),
    input: input_,
    owner: imageOwnerOf(actor),
  });
  return toPublicJob(job);
}

export interface DownloadableFile {
  key: string;
  fileName: string;
  bytes: number;
}

/** The stored file of a download, when `userId` owns the comic and the file is among its finished files. */
export async function downloadFile(
  deps: AppDeps,
  userId: string,
  comicId: string,
  fileName: string,
): Promise<DownloadableFile> {
  await ownComicRow(deps.db, comicId, userId);
  const latest = await latestManifest(deps, comicId);
  // Only names the manifest lists: nothing else under the folder can be asked for.
  const file = latest?.files.find((f) => f.fileName === fileName);
  if (!latest || !file) throw new NotFound(FILE_NOT_FOUND);
  return {
    key: `${latest.folder}/${file.fileName}`,
    fileName: file.fileName,
    bytes: file.bytes,
  };
}

const FORMAT_LABELS: Record<PrintFormatId, string> = {
  comic: 'Comic book',
  paperback: 'Paperback',
  hardcover: 'Hardcover',
};

function labelOf(kind: FileKind, format: PrintFormatId | null): string {
  if (kind === 'screen-pdf') return 'PDF to read on screen';
  if (kind === 'cbz') return 'CBZ for comic-reader apps';
  const name = format ? FORMAT_LABELS[format] : 'Print file';
  return kind === 'interior-pdf' ? `${name}: interior pages` : `${name}: cover`;
}
