// What a comic's files are made from, and where they live: the drawn pages, the cover and the script, and a
// key that changes whenever any of them does (a re-lettered page is a new image, so new words are a new
// key). Each attempt of a files job makes its own folder, files/{comicId}/{key}.{jobId}.{attempt}/ (DATA_DIR or
// the bucket; earlier versions made files/{comicId}/{key}/), with a manifest written last: a folder without one
// is unfinished and never served, and the newest finished one is what people download (filesFolders.ts).
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FileKind, Preflight } from '../../../shared/printFiles';
import type { PrintFormatId } from '../../../shared/printGeometry';
import type { Script } from '../../../shared/script';
import { styleOrDefault } from '../../../shared/styles';
import type { ComicListItem } from '../../../shared/types';
import type { ObjectStore } from '../../storage/objectStore';
import type { AppDeps } from '../appDeps';
import { type BookPageRow, readBookPages } from '../book/bookRows';
import { ownComicRow } from '../comics/comicRows';
import { readScript } from '../scripts/scriptRows';
import { type Said, said } from '../../lib/said';

/** Bumped when the files' layout changes, so files made by an older version are made again. */
const FILES_VERSION = 1;

const BOOK_NOT_DRAWN = said('error_book_not_drawn');
const NO_COVER = said('error_no_cover');

export interface FilesSource {
  userId: string;
  comic: ComicListItem & { comicFrontPageUrl: string };
  rows: (BookPageRow & { printUrl: string })[];
  script: Script;
  gray: boolean;
  key: string;
}

export type FilesSourceResult = { ok: true; source: FilesSource } | { ok: false; message: Said };

/** The comic's book as the files need it, or why no files can be made from it now. */
export async function readFilesSource(
  deps: Pick<AppDeps, 'db'>,
  comicId: string,
  userId: string,
): Promise<FilesSourceResult> {
  const comic = await ownComicRow(deps.db, comicId, userId);
  const rows = await readBookPages(deps.db, comicId, userId);
  const script = (await readScript(deps.db, comicId, userId))?.script;
  if (!script || rows.length === 0 || rows.some((row) => row.status !== 'done' || !row.printUrl))
    return { ok: false, message: BOOK_NOT_DRAWN };
  if (!comic.comicFrontPageUrl) return { ok: false, message: NO_COVER };
  const key = createHash('sha256')
    .update(
      JSON.stringify([
        FILES_VERSION,
        comic.title,
        comic.author,
        comic.type,
        comic.comicFrontPageUrl,
        script.title,
        script.pages.map((p) => p.summary),
        rows.map((row) => row.printUrl),
      ]),
    )
    .digest('hex')
    .slice(0, 20);
  const source: FilesSource = {
    userId,
    comic: { ...comic, comicFrontPageUrl: comic.comicFrontPageUrl },
    rows: rows as FilesSource['rows'],
    script,
    gray: styleOrDefault(comic.type).print === 'grayscale',
    key,
  };
  return { ok: true, source };
}

export interface ManifestFile {
  kind: FileKind;
  format: PrintFormatId | null;
  fileName: string;
  bytes: number;
}

export interface FilesManifest {
  key: string;
  madeAt: string;
  files: ManifestFile[];
  preflight: Preflight[];
}

/** The local store's folder of a comic's files (tests and tools look inside; the app goes through the port). */
export const filesRoot = (deps: Pick<AppDeps, 'config'>, comicId: string) =>
  path.join(deps.config.dataDir, 'files', comicId);
/** The storage folder of a comic's files, and of one folder of them (by its name). */
export const comicFilesFolder = (comicId: string) => `files/${comicId}`;
export const filesFolder = (comicId: string, name: string) => `${comicFilesFolder(comicId)}/${name}`;
export const MANIFEST = 'manifest.json';

/** Removes every file made for a comic (when the comic is deleted). */
export async function removeComicFiles(deps: Pick<AppDeps, 'objects'>, comicId: string): Promise<void> {
  await deps.objects.deleteFolder(comicFilesFolder(comicId));
}

/** The manifest of a files folder, or null while the folder is unfinished (or absent). */
export async function readManifest(objects: ObjectStore, folder: string): Promise<FilesManifest | null> {
  const bytes = await objects.get(`${folder}/${MANIFEST}`);
  try {
    return bytes ? (JSON.parse(bytes.toString('utf8')) as FilesManifest) : null;
  } catch {
    // Unreadable: treated as unfinished, so the files are made again. A store that cannot answer throws.
    return null;
  }
}

/** Finished files and the storage folder they are in. */
export interface FinishedFiles extends FilesManifest {
  folder: string;
}

/** The finished files of a comic, newest first (one folder each; a folder without a manifest is not listed). */
export async function finishedFiles(objects: ObjectStore, comicId: string): Promise<FinishedFiles[]> {
  const names = new Set((await objects.list(comicFilesFolder(comicId))).map((object) => object.key.split('/')[2]));
  const finished = await Promise.all(
    [...names].map(async (name) => {
      const folder = filesFolder(comicId, name);
      const manifest = await readManifest(objects, folder);
      return manifest ? { ...manifest, folder } : null;
    }),
  );
  return finished.filter((f): f is FinishedFiles => f !== null).sort((a, b) => b.madeAt.localeCompare(a.madeAt));
}

/** The most recently finished files of a comic, if any: what people download. */
export async function latestManifest(deps: Pick<AppDeps, 'objects'>, comicId: string): Promise<FinishedFiles | null> {
  return (await finishedFiles(deps.objects, comicId))[0] ?? null;
}

/** Latin letters with no accent to take off, spelled as a file name can (Małgorzata: malgorzata). */
const LATIN_LETTERS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ß: 'ss',
  þ: 'th',
  Þ: 'TH',
  ð: 'd',
  Ð: 'D',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
};

/**
 * A file name from the title: ASCII letters and digits, accents dropped ("Zoë's Café" → "zoes-cafe"); a title
 * with no Latin letters at all is "comic".
 */
export function fileSlug(title: string): string {
  const slug = title
    .replace(/[łŁđĐøØæÆœŒßþÞðÐıħĦŧŦ]/g, (letter) => LATIN_LETTERS[letter] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'comic';
}
