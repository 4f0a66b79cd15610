// A PDF written page by page straight to disk (pdfkit writes each object as it is finished), so a book's
// images pass through one at a time and never sit in memory together. The file appears under its name
// only when complete: it is written beside and renamed, and removed if anything fails.
import { createWriteStream } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { pdfBox, type Rect } from '../../../shared/printGeometry';

const require = createRequire(import.meta.url);
/** pdfkit ships the sRGB IEC61966-2.1 profile (for PDF/A); our colour images are tagged with it. */
const SRGB_PROFILE = path.join(path.dirname(require.resolve('pdfkit')), 'data', 'sRGB_IEC61966_2_1.icc');

export interface PdfInfo {
  title: string;
  author: string;
  subject?: string;
}

/** What was placed on a page, for the preflight: pixels, the inches they cover, and their colour. */
export interface PlacedImage {
  page: number;
  widthPx: number;
  heightPx: number;
  widthIn: number;
  heightIn: number;
  colour: 'gray' | 'srgb';
}

export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  /** Starts a page of `sizeIn`; with `trimIn`, sets TrimBox to it and BleedBox to the whole page. */
  addPage(sizeIn: { width: number; height: number }, trimIn?: Rect): void;
  /** Places a PNG or JPEG at `rectIn` (inches from the page's top left), tagging colour as sRGB. */
  placeImage(bytes: Buffer, rectIn: Rect): PlacedImage;
  placed: PlacedImage[];
  /** Ends the document and waits for the file to be complete under its name. */
  finish(): Promise<void>;
  /** Drops the unfinished file. */
  abort(): Promise<void>;
}

const pt = (inches: number) => inches * 72;

/** pdfkit's parsed image (not in its type definitions): a PNG keeps its parser in `image`. */
interface OpenedImage {
  width: number;
  height: number;
  colorSpace?: unknown;
  image?: { colorSpace: unknown };
}

export async function openPdf(filePath: string, info: PdfInfo): Promise<PdfWriter> {
  const temp = `${filePath}.${process.pid}.tmp`;
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    pdfVersion: '1.4',
    displayTitle: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject, Creator: 'Comics by Anyone', Producer: 'Comics by Anyone' },
  });
  const out = createWriteStream(temp);
  doc.pipe(out);
  const icc = doc.ref({ N: 3, Alternate: 'DeviceRGB' });
  icc.end(await readFile(SRGB_PROFILE));
  const placed: PlacedImage[] = [];
  let pageHeightIn = 0;
  let pageNumber = 0;

  return {
    doc,
    placed,
    addPage(sizeIn, trimIn) {
      doc.addPage({ size: [pt(sizeIn.width), pt(sizeIn.height)], margin: 0 });
      pageHeightIn = sizeIn.height;
      pageNumber += 1;
      if (trimIn) {
        const toPt = (r: Rect) => ({ x: pt(r.x), y: pt(r.y), width: pt(r.width), height: pt(r.height) });
        const data = doc.page.dictionary.data as Record<string, unknown>;
        data.TrimBox = pdfBox(toPt(trimIn), pt(pageHeightIn));
        data.BleedBox = [0, 0, pt(sizeIn.width), pt(sizeIn.height)];
      }
    },
    placeImage(bytes, rectIn) {
      // openImage parses the file without decoding its pixels: PNG data and JPEGs pass through as they are.
      const image = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(bytes);
      const gray = (image.image?.colorSpace ?? image.colorSpace) === 'DeviceGray';
      if (!gray) {
        const tagged = ['ICCBased', icc];
        if (image.image) image.image.colorSpace = tagged;
        else image.colorSpace = tagged;
      }
      doc.image(image as unknown as PDFKit.Mixins.ImageSrc, pt(rectIn.x), pt(rectIn.y), { width: pt(rectIn.width), height: pt(rectIn.height) });
      const record: PlacedImage = {
        page: pageNumber,
        widthPx: image.width,
        heightPx: image.height,
        widthIn: rectIn.width,
        heightIn: rectIn.height,
        colour: gray ? 'gray' : 'srgb',
      };
      placed.push(record);
      return record;
    },
    async finish() {
      doc.end();
      await finished(out);
      await rename(temp, filePath);
    },
    async abort() {
      out.destroy();
      await rm(temp, { force: true });
    },
  };
}
