// Makes a comic's files into `dir` (docs/book.md "Print formats and files"): for each print format an interior
// (every page with the format's bleed) and a cover spread — the comic format from the print pages as drawn,
// the 6 × 9 in formats from the pages composed again at their trim plus the extra pages their minimum asks
// (sixByNinePages.ts) — and for everyone a screen PDF (trimmed pages, small) and a CBZ; then the preflight
// of every format. Pages pass through one at a time: print pages are copied into the PDFs without decoding,
// the smaller copies and the 6 × 9 in pages are made in the CPU pool and kept on disk until used.
import { bookReadsRightToLeft } from '../../../shared/languages';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../appDeps';
import {
  BLEED_IN,
  PAGE_IN,
  PRINT_FORMATS,
  PRINT_FORMAT_IDS,
  TRIM_IN,
  pagesForFormat,
  type PrintFormatId,
} from '../../../shared/printGeometry';
import type { FileKind, Preflight } from '../../../shared/printFiles';
import type { JobProgress } from '../../../shared/jobs';
import { writeImagePagesPdf } from '../../engines/print/imagePagesPdf';
import { writeComicBookZip, type ComicPageType } from '../../engines/print/comicBookZip';
import { preflight } from '../../engines/print/preflight';
import type { BookPageKind, UndrawableAt } from '../../../shared/book';
import { pageLabel } from '../book/bookPlan';
import { undrawableOf } from '../book/bookRows';
import { backCoverBlurb } from './backCoverBlurb';
import { fileSlug, type FilesManifest, type FilesSource, type ManifestFile } from './filesSource';
import { writeFormatFiles, type CoverParts, type FormatFiles } from './formatPrintFiles';
import { readPanelArt } from '../book/paintRows';
import { paintedPanelResolution } from '../../engines/print/preflight';
import { PAGE_6X9, composableAt6x9, drawSixByNinePages } from './sixByNinePages';

/** The screen PDF's and the CBZ's pages: 150 ppi at the trim (994 px wide), a phone's or laptop's screen. */
export const SCREEN_PPI = 150;
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

const PAGE_TYPES: Record<BookPageKind, ComicPageType> = {
  title: 'InnerCover',
  dedication: 'Other',
  story: 'Story',
  end: 'Other',
  about: 'Other',
};

export async function buildPrintFiles(
  deps: AppDeps,
  source: FilesSource,
  dir: string,
  progress: (p: JobProgress) => void,
  signal: AbortSignal,
): Promise<FilesManifest> {
  const { comic, rows, script, gray } = source;
  const title = script.title || comic.title;
  const info = {
    title,
    author: comic.author,
    subject: `A comic book by ${comic.author}, made with Comics by Anyone`,
    language: comic.language,
    rightToLeft: bookReadsRightToLeft(comic),
  };
  const slug = fileSlug(title);
  // The 6 × 9 in formats share their pages; each takes as many extra pages as its minimum asks.
  const sixByNine = (await composableAt6x9(deps, source)) ? (['paperback', 'hardcover'] as const) : [];
  const extraCount = Math.max(
    0,
    ...sixByNine.map((id) => pagesForFormat(PRINT_FORMATS[id], rows.length) - rows.length),
  );
  const total = rows.length * 2 + 2 + (sixByNine.length ? rows.length + extraCount + sixByNine.length : 0);
  let done = 0;
  const tick = (step: string) => progress({ done: ++done, total, step });
  const readPage = async (url: string) => {
    signal.throwIfAborted();
    return deps.store.read(url);
  };
  const files: ManifestFile[] = [];
  const add = async (kind: FileKind, fileName: string, format: PrintFormatId | null) =>
    files.push({ kind, format, fileName, bytes: (await stat(path.join(dir, fileName))).size });

  const storedCover = await readPage(comic.comicFrontPageUrl);
  const pictureRow = rows.find((row) => row.kind === 'story') ?? rows[0];
  const picture = await deps.cpu.run('trimmedPage', {
    image: await readPage(pictureRow.printUrl),
    trim: PAGE_TRIM,
    widthPx: 1000,
    gray,
  });
  const parts: CoverParts = {
    storedCover,
    picture: picture.bytes,
    pictureAspect: picture.width / picture.height,
    title,
    author: comic.author,
    script,
    language: comic.language,
    gray,
  };
  const made = new Map<PrintFormatId, FormatFiles>();

  // The comic format: the print pages as drawn, at their own trim with their bleed.
  const comicPages = {
    count: rows.length,
    read: async (i: number) => {
      const bytes = await readPage(rows[i].printUrl);
      tick('interior');
      return bytes;
    },
  };
  made.set(
    'comic',
    await writeFormatFiles(deps, dir, PRINT_FORMATS.comic, comicPages, parts, namesFor(slug, 'comic'), info),
  );
  tick('cover');

  // The 6 × 9 in formats: the pages composed again at that trim, with the extra pages each needs.
  if (sixByNine.length) {
    const pageFiles = await drawSixByNinePages(
      deps,
      source,
      path.join(dir, 'pages-6x9'),
      extraCount,
      () => tick('pages 6 × 9 in'),
      signal,
    );
    for (const id of sixByNine) {
      const count = pagesForFormat(PRINT_FORMATS[id], rows.length);
      const pages = { count, read: (i: number) => readFile(pageFiles[i]) };
      made.set(id, await writeFormatFiles(deps, dir, PRINT_FORMATS[id], pages, parts, namesFor(slug, id), info));
      tick('cover');
    }
    await rm(path.join(dir, 'pages-6x9'), { recursive: true, force: true });
  }

  // Smaller trimmed copies, the cover first, kept on disk for the screen PDF and the CBZ.
  const screenDir = path.join(dir, 'screen');
  const widthPx = Math.round(TRIM_IN.width * SCREEN_PPI);
  const copies: { type: ComicPageType; file: string; width: number; height: number }[] = [];
  for (let i = -1; i < rows.length; i++) {
    const page =
      i < 0
        ? { image: storedCover, trim: COVER_TRIM, type: 'FrontCover' as const }
        : { image: await readPage(rows[i].printUrl), trim: PAGE_TRIM, type: PAGE_TYPES[rows[i].kind as BookPageKind] };
    const copy = await deps.cpu.run('trimmedPage', { image: page.image, trim: page.trim, widthPx, gray });
    const file = path.join(screenDir, `${String(copies.length).padStart(3, '0')}.jpg`);
    await writeFile(file, copy.bytes);
    copies.push({ type: page.type, file, width: copy.width, height: copy.height });
    tick('copies');
  }
  const screenName = `${slug}.pdf`;
  await writeImagePagesPdf(
    path.join(dir, screenName),
    { count: copies.length, read: (i) => readFile(copies[i].file), pageIn: TRIM_IN },
    info,
  );
  const cbzName = `${slug}.cbz`;
  await writeComicBookZip(
    path.join(dir, cbzName),
    {
      title,
      writer: comic.author,
      summary: backCoverBlurb(script, comic.language),
      made: deps.now(),
      language: comic.language,
      rightToLeft: bookReadsRightToLeft(comic),
    },
    copies.map((copy) => ({
      type: copy.type,
      read: async () => ({ bytes: await readFile(copy.file), width: copy.width, height: copy.height }),
    })),
  );

  await add('screen-pdf', screenName, null);
  await add('cbz', cbzName, null);
  for (const [id, formatFiles] of made) {
    await add('interior-pdf', formatFiles.interiorName, id);
    await add('cover-pdf', formatFiles.coverName, id);
  }

  const paintedResolution = paintedPanelResolution(await readPanelArt(deps.db, comic.id, source.userId));
  const undrawable: UndrawableAt[] = rows.flatMap((row) => {
    const storyTitle = script.pages.find((p) => p.number === row.storyPage)?.title;
    const kind = row.kind as BookPageKind;
    const label = pageLabel({ kind, storyPage: row.storyPage }, storyTitle);
    return undrawableOf(row).map(({ panel, characters }) => ({ place: { kind, label, panel }, characters }));
  });
  // The cover's words: its title and author (the built-in front's and the back's) and the back's blurb.
  const coverLetters = await deps.cpu.run('undrawableText', {
    texts: [title, comic.author, backCoverBlurb(script, comic.language)],
  });
  if (coverLetters.length)
    undrawable.unshift({ place: { kind: 'cover', label: 'The cover', panel: null }, characters: coverLetters });
  const reports: Preflight[] = PRINT_FORMAT_IDS.map((id) => {
    const format = PRINT_FORMATS[id];
    const formatFiles = made.get(id);
    return preflight({
      format,
      pages: formatFiles?.pages ?? pagesForFormat(format, rows.length),
      drawnTrimIn: id === 'comic' ? TRIM_IN : PAGE_6X9.trimIn,
      gray,
      interior: formatFiles?.interior ?? [],
      cover: formatFiles?.cover ?? [],
      coverUpscaledFrom: formatFiles?.coverUpscaledFrom ?? null,
      fonts: formatFiles?.coverFonts ?? [],
      boxesSet: Boolean(formatFiles),
      painted: paintedResolution,
      unavailable: !formatFiles,
      undrawable,
    });
  });
  return { key: source.key, madeAt: deps.now().toISOString(), files, preflight: reports };
}

const namesFor = (slug: string, format: PrintFormatId) => ({
  interior: `${slug}-interior-${format}.pdf`,
  cover: `${slug}-cover-${format}.pdf`,
});
