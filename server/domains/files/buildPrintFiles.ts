// Makes a comic's files into `dir` (BOOK.md "Print formats and files"): for the comic format, the interior
// (every print page as drawn, with its bleed) and the cover spread; for everyone, the screen PDF (trimmed
// pages, small) and the CBZ; then the preflight report of every format. Pages pass through one at a time:
// the print pages are copied into the PDF without decoding, and the smaller copies are made in the CPU
// pool and kept on disk until both the screen PDF and the CBZ have them.
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../appDeps';
import { BLEED_IN, PAGE_IN, PRINT_FORMATS, PRINT_FORMAT_IDS, PRINT_PPI, TRIM_IN, coverSpreadIn, pagesForFormat } from '../../../shared/printGeometry';
import type { FileKind, Preflight } from '../../../shared/printFiles';
import type { JobProgress } from '../../../shared/jobs';
import { writeImagePagesPdf } from '../../book/print/imagePagesPdf';
import { BACK_LOOKS, writeCoverSpreadPdf } from '../../book/print/coverSpreadPdf';
import { writeComicBookZip, type ComicPageType } from '../../book/print/comicBookZip';
import { preflight } from '../../book/print/preflight';
import type { BookPageKind } from '../../../shared/book';
import { backCoverBlurb } from './backCoverBlurb';
import { fileSlug, type FilesManifest, type FilesSource, type ManifestFile } from './filesSource';

/** The screen PDF's and the CBZ's pages: 150 ppi at the trim (994 px wide), a phone's or laptop's screen. */
export const SCREEN_PPI = 150;
/** The fonts the cover spread's live text is set in (both embedded, subset). */
const COVER_FONTS = ['Bangers', 'Comic Neue Bold'];

/** The trim inside a print page, as fractions of the page. */
const PAGE_TRIM = {
  x: BLEED_IN / PAGE_IN.width,
  y: BLEED_IN / PAGE_IN.height,
  width: TRIM_IN.width / PAGE_IN.width,
  height: TRIM_IN.height / PAGE_IN.height,
};
/** The trim inside the front cover, which carries bleed at the top, bottom and outer edge only. */
const COVER_TRIM = {
  x: 0,
  y: BLEED_IN / PAGE_IN.height,
  width: TRIM_IN.width / (TRIM_IN.width + BLEED_IN),
  height: TRIM_IN.height / PAGE_IN.height,
};

const PAGE_TYPES: Record<BookPageKind, ComicPageType> = { title: 'InnerCover', dedication: 'Other', story: 'Story', end: 'Other', about: 'Other' };

export async function buildPrintFiles(deps: AppDeps, source: FilesSource, dir: string, progress: (p: JobProgress) => void, signal: AbortSignal): Promise<FilesManifest> {
  const { comic, rows, script, gray } = source;
  const format = PRINT_FORMATS.comic;
  const title = script.title || comic.title;
  const info = { title, author: comic.author, subject: `A comic book by ${comic.author}, made with Comics by Anyone` };
  const slug = fileSlug(title);
  const total = rows.length * 2 + 3;
  let done = 0;
  const tick = (step: string) => progress({ done: ++done, total, step });
  const readPage = async (url: string) => {
    signal.throwIfAborted();
    return deps.store.read(url);
  };
  const files: ManifestFile[] = [];
  const add = async (kind: FileKind, fileName: string, forComic: boolean) =>
    files.push({ kind, format: forComic ? format.id : null, fileName, bytes: (await stat(path.join(dir, fileName))).size });

  // The interior: the print pages as drawn, at the comic trim with its bleed.
  const interiorName = `${slug}-interior-comic.pdf`;
  const interior = await writeImagePagesPdf(
    path.join(dir, interiorName),
    {
      count: rows.length,
      read: async (i) => {
        const bytes = await readPage(rows[i].printUrl);
        tick('interior');
        return bytes;
      },
      pageIn: PAGE_IN,
      trimIn: { x: BLEED_IN, y: BLEED_IN, ...TRIM_IN },
    },
    info,
  );

  // The cover spread: the front at print size, the back from the script and a page of the book.
  const spread = coverSpreadIn(format, rows.length);
  const frontIn = { width: spread.width - spread.front.x, height: spread.height };
  const storedCover = await readPage(comic.comicFrontPageUrl);
  const front = await deps.cpu.run('coverAtPrintSize', {
    cover: storedCover,
    sizePx: { width: Math.round(frontIn.width * PRINT_PPI), height: Math.round(frontIn.height * PRINT_PPI) },
    gray,
  });
  const pictureRow = rows.find((row) => row.kind === 'story') ?? rows[0];
  const picture = await deps.cpu.run('trimmedPage', { image: await readPage(pictureRow.printUrl), trim: PAGE_TRIM, widthPx: 1000, gray });
  const coverName = `${slug}-cover-comic.pdf`;
  const cover = await writeCoverSpreadPdf(
    path.join(dir, coverName),
    {
      spread,
      front: front.bytes,
      picture: picture.bytes,
      pictureAspect: picture.width / picture.height,
      title,
      author: comic.author,
      blurb: backCoverBlurb(script),
      look: BACK_LOOKS[gray ? 'grayscale' : 'color'],
      showSpineText: spread.spine >= format.spineTextMinIn,
      safeMarginIn: format.safeMarginIn,
    },
    info,
  );
  tick('cover');

  // Smaller trimmed copies, the cover first, kept on disk for the screen PDF and the CBZ.
  const screenDir = path.join(dir, 'screen');
  const widthPx = Math.round(TRIM_IN.width * SCREEN_PPI);
  const copies: { type: ComicPageType; file: string; width: number; height: number }[] = [];
  const sources = [{ image: storedCover, trim: COVER_TRIM, type: 'FrontCover' as const }];
  for (let i = -1; i < rows.length; i++) {
    const page = i < 0 ? sources[0] : { image: await readPage(rows[i].printUrl), trim: PAGE_TRIM, type: PAGE_TYPES[rows[i].kind as BookPageKind] };
    const copy = await deps.cpu.run('trimmedPage', { image: page.image, trim: page.trim, widthPx, gray });
    const file = path.join(screenDir, `${String(copies.length).padStart(3, '0')}.jpg`);
    await writeFile(file, copy.bytes);
    copies.push({ type: page.type, file, width: copy.width, height: copy.height });
    tick('copies');
  }
  const screenName = `${slug}.pdf`;
  await writeImagePagesPdf(path.join(dir, screenName), { count: copies.length, read: (i) => readFile(copies[i].file), pageIn: TRIM_IN }, info);
  const cbzName = `${slug}.cbz`;
  await writeComicBookZip(
    path.join(dir, cbzName),
    { title, writer: comic.author, summary: backCoverBlurb(script), made: deps.now() },
    copies.map((copy) => ({ type: copy.type, read: async () => ({ bytes: await readFile(copy.file), width: copy.width, height: copy.height }) })),
  );
  tick('downloads');

  await add('screen-pdf', screenName, false);
  await add('cbz', cbzName, false);
  await add('interior-pdf', interiorName, true);
  await add('cover-pdf', coverName, true);

  const reports: Preflight[] = PRINT_FORMAT_IDS.map((id) => {
    const made = id === format.id;
    return preflight({
      format: PRINT_FORMATS[id],
      pages: made ? rows.length : pagesForFormat(PRINT_FORMATS[id], rows.length),
      drawnTrimIn: TRIM_IN,
      gray,
      interior: made ? interior : [],
      cover: made ? cover : [],
      coverUpscaledFrom: front.upscaled ? front.sourcePx : null,
      fonts: COVER_FONTS,
      boxesSet: made,
    });
  });
  return { key: source.key, madeAt: deps.now().toISOString(), files, preflight: reports };
}
