// The print files of Tasha's 24-page book in one style, checked as a printer's prepress would (see
// printFileChecks.ts): every file of the comic format, the screen PDF and the CBZ, and the preflight of
// every format. The manga and vintage test files each run it (one file per core, side by side).
import path from 'node:path';
import { expect, it } from 'vitest';
import { PAGE_PT, PRINT_FORMATS, coverSpreadIn, inToPt } from '../../shared/printGeometry';
import { READY_TO_PRINT, type PrintFilesView } from '../../shared/printFiles';
import { latestManifest } from '../../server/domains/files/filesSource';
import { readBookPages } from '../../server/domains/book/bookRows';
import { drawnSampleBook, makeFiles, type SampleStyle } from '../fixtures/bookWithFiles';
import type { Harness } from './harness';
import { makeHarness } from './harness';
import {
  annotationCount,
  meanDifference,
  pdfFonts,
  pdfImages,
  pdfInfo,
  qpdfCheck,
  readComicBookArchive,
  renderPdfPage,
} from './printFileChecks';

export interface MadeFiles {
  h: Harness;
  comicId: string;
  view: PrintFilesView;
  fileOf: (kind: string, format?: string | null) => string;
}

export async function madeFiles(style: SampleStyle): Promise<MadeFiles> {
  const h = await makeHarness({ user: 'tasha@example.com', seed: 3, drawing: 'remembered' });
  const comicId = await drawnSampleBook(h, style);
  const view = await makeFiles(h, comicId);
  const manifest = (await latestManifest(h.deps, comicId))!;
  const fileOf = (kind: string, format = kind.endsWith('-pdf') && kind !== 'screen-pdf' ? 'comic' : null) =>
    path.join(
      h.deps.config.dataDir,
      manifest.folder,
      view.files.find((f) => f.kind === kind && f.format === format)!.fileName,
    );
  return { h, comicId, view, fileOf };
}

export function printFileTests(style: SampleStyle, made: () => MadeFiles) {
  const gray = style === 'manga';

  it('lists every file of every format, and each format\'s preflight says "Ready to print"', () => {
    const { view } = made();
    expect(view.status).toBe('ready');
    expect(view.files.map((f) => [f.kind, f.format])).toEqual([
      ['screen-pdf', null],
      ['cbz', null],
      ['interior-pdf', 'comic'],
      ['cover-pdf', 'comic'],
      ['interior-pdf', 'paperback'],
      ['cover-pdf', 'paperback'],
      ['interior-pdf', 'hardcover'],
      ['cover-pdf', 'hardcover'],
    ]);
    const colour = gray ? 'BW' : 'FC';
    const expected = {
      comic: { pages: 24, spineIn: 0, productCode: `0663X1025${colour}STDSS080CW444GXX` },
      // 24 pages padded to the paperback's minimum of 32 with real pages (cast, answers, favourite moments).
      paperback: { pages: 32, spineIn: 0.132, productCode: `0600X0900${colour}STDPB060UW444MXX` },
      hardcover: { pages: 24, spineIn: 0.25, productCode: `0600X0900${colour}STDCW060UW444MXX` },
    };
    for (const [id, numbers] of Object.entries(expected)) {
      const report = view.preflight.find((p) => p.format === id)!;
      expect(report, id).toMatchObject({ ready: true, summary: READY_TO_PRINT, ...numbers });
      expect(report.checks.map((c) => c.label)).toEqual([
        'Format',
        'Pages',
        'Spine',
        'Images',
        'Colour',
        'Fonts',
        'Lettering',
        'Boxes',
      ]);
    }
  });

  it(
    '6 × 9 in: interiors composed at that trim (32 and 24 pages), boxes on every page, 300 ' +
      'ppi, and covers with their spines',
    async () => {
      const { fileOf } = made();
      for (const [id, pages] of [
        ['paperback', 32],
        ['hardcover', 24],
      ] as const) {
        const file = fileOf('interior-pdf', id);
        expect((await qpdfCheck(file)).check).toContain('No syntax or stream encoding errors found');
        const info = await pdfInfo(file);
        expect(info.fields.Pages, id).toBe(String(pages));
        for (const page of info.pages) {
          expect(page.MediaBox, `${id} page ${page.page}`).toEqual([0, 0, 450, 666]);
          expect(page.BleedBox).toEqual(page.MediaBox);
          expect(page.TrimBox).toEqual([9, 9, 441, 657]);
        }
        const images = await pdfImages(file);
        expect(images).toHaveLength(pages);
        for (const image of images) {
          expect([image.width, image.height]).toEqual([1875, 2775]);
          expect(Math.min(image.xPpi, image.yPpi)).toBeGreaterThanOrEqual(300);
          expect(image.color).toBe(gray ? 'gray' : 'icc');
        }
        const spread = coverSpreadIn(PRINT_FORMATS[id], pages);
        const cover = await pdfInfo(fileOf('cover-pdf', id));
        // pdfinfo prints two decimals.
        const near = (box: number[]) => box.map((n) => Math.round(n * 10) / 10);
        expect(near(cover.pages[0].MediaBox)).toEqual(near([0, 0, inToPt(spread.width), inToPt(spread.height)]));
        const wrap = inToPt(spread.wrap);
        expect(near(cover.pages[0].TrimBox)).toEqual(
          near([wrap, wrap, inToPt(spread.width) - wrap, inToPt(spread.height) - wrap]),
        );
        for (const image of await pdfImages(fileOf('cover-pdf', id)))
          expect(Math.min(image.xPpi, image.yPpi)).toBeGreaterThanOrEqual(300);
      }
      // The paperback is 13.75 in by 10.5 in for the hardcover's turn-in; the paperback 12.382 in by 9.25 in.
      expect((await pdfInfo(fileOf('cover-pdf', 'hardcover'))).pages[0].MediaBox).toEqual([0, 0, 990, 756]);
      expect(
        (await pdfInfo(fileOf('cover-pdf', 'paperback'))).pages[0].MediaBox.map((n) => Math.round(n * 10) / 10),
      ).toEqual([0, 0, 891.5, 666]);
    },
  );

  it(
    'interior: qpdf clean, 24 pages each with MediaBox = BleedBox = trim + bleed ' + 'and TrimBox, 300 ppi, metadata',
    async () => {
      const { fileOf } = made();
      const file = fileOf('interior-pdf');
      const { check, encryption } = await qpdfCheck(file);
      expect(check).toContain('No syntax or stream encoding errors found');
      expect(encryption).toContain('File is not encrypted');
      expect(await annotationCount(file)).toBe(0);
      const info = await pdfInfo(file);
      expect(info.fields).toMatchObject({ Pages: '24', Title: 'The Night Shift Hero', Author: 'Tasha Williams' });
      expect(info.pages).toHaveLength(24);
      for (const page of info.pages) {
        expect(page.MediaBox, `page ${page.page}`).toEqual([0, 0, PAGE_PT.width, PAGE_PT.height]);
        expect(page.BleedBox, `page ${page.page}`).toEqual(page.MediaBox);
        expect(page.TrimBox, `page ${page.page}`).toEqual([9, 9, 486, 747]);
      }
      const images = await pdfImages(file);
      expect(images).toHaveLength(24);
      for (const image of images) {
        expect(Math.min(image.xPpi, image.yPpi), `page ${image.page}`).toBeGreaterThanOrEqual(300);
        expect(image.color, `page ${image.page}`).toBe(gray ? 'gray' : 'icc');
      }
    },
  );

  it('interior: page 1 and a middle page as poppler draws them are the stored print pages', async () => {
    const { h, comicId, fileOf } = made();
    const rows = await readBookPages(h.deps.db, comicId, h.user!.id);
    const stored = (n: number) => h.deps.store.read(rows[n - 1].printUrl!);
    const file = fileOf('interior-pdf');
    const [first, middle] = await Promise.all([renderPdfPage(file, 1, 100), renderPdfPage(file, 12, 100)]);
    const same = [await meanDifference(first, await stored(1)), await meanDifference(middle, await stored(12))];
    const other = await meanDifference(middle, await stored(13));
    console.log(
      `${style}: rendered vs stored page 1 ${same[0].toFixed(2)}, page 12 ${same[1].toFixed(2)}; page 12 ` +
        `vs page 13 ${other.toFixed(2)}`,
    );
    for (const difference of same) expect(difference).toBeLessThan(8);
    expect(other).toBeGreaterThan(10 * Math.max(...same));
  });

  it('cover: one spread of back, spine and front with bleed, its images at 300 ppi, its fonts embedded', async () => {
    const { fileOf } = made();
    const file = fileOf('cover-pdf');
    expect((await qpdfCheck(file)).check).toContain('No syntax or stream encoding errors found');
    const spread = coverSpreadIn(PRINT_FORMATS.comic, 24);
    const info = await pdfInfo(file);
    expect(info.fields.Pages).toBe('1');
    const [page] = info.pages;
    expect(page.MediaBox).toEqual([0, 0, inToPt(spread.width), inToPt(spread.height)]);
    expect(page.MediaBox).toEqual([0, 0, 2 * 477 + 18, 756]);
    expect(page.BleedBox).toEqual(page.MediaBox);
    expect(page.TrimBox).toEqual([9, 9, 963, 747]);
    const images = await pdfImages(file);
    expect(images.length).toBe(2); // the front, and the picture on the back
    for (const image of images) expect(Math.min(image.xPpi, image.yPpi)).toBeGreaterThanOrEqual(300);
    const fonts = await pdfFonts(file);
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, ''))).toEqual(['Bangers-Regular', 'ComicNeue-Bold']);
    expect(fonts.every((f) => f.embedded === 'yes')).toBe(true);
  });

  it(
    'screen PDF and CBZ: the cover and 24 trimmed pages; the CBZ opens and its ' + 'ComicInfo.xml names every page',
    async () => {
      const { fileOf, view } = made();
      const screen = await pdfInfo(fileOf('screen-pdf'));
      expect(screen.fields.Pages).toBe('25');
      expect(screen.pages[0].MediaBox).toEqual([0, 0, 477, 738]);
      expect(view.files.find((f) => f.kind === 'screen-pdf')!.bytes).toBeLessThanOrEqual(15_000_000);
      const archive = await readComicBookArchive(fileOf('cbz'));
      expect(archive.names).toHaveLength(26);
      expect(archive.names.filter((n) => n.endsWith('.jpg'))).toEqual(
        Array.from({ length: 25 }, (_, i) => `${String(i + 1).padStart(3, '0')}.jpg`),
      );
      expect(archive.info).toMatchObject({
        title: 'The Night Shift Hero',
        writer: 'Tasha Williams',
        pageCount: 25,
        language: 'en',
        manga: 'No',
      });
      expect(archive.info.summary.length).toBeGreaterThan(40);
      expect(archive.info.pages.map((p) => p.image)).toEqual(Array.from({ length: 25 }, (_, i) => i));
      expect(archive.info.pages[0].type).toBe('FrontCover');
      expect(archive.info.pages.filter((p) => p.type === 'Story')).toHaveLength(20);
    },
  );
}
