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
import { pngData, type PngData } from './pngData';

const require = createRequire(import.meta.url);
/** pdfkit ships the sRGB IEC61966-2.1 profile (for PDF/A); our colour images are tagged with it. */
const SRGB_PROFILE = path.join(path.dirname(require.resolve('pdfkit')), 'data', 'sRGB_IEC61966_2_1.icc');

let profile: Promise<Buffer> | undefined;
/** The profile's bytes, read once per process. */
const srgbProfile = () => (profile ??= readFile(SRGB_PROFILE));

export interface PdfInfo {
  title: string;
  author: string;
  subject?: string;
  /** The book's language (BCP 47): the document's /Lang, for screen readers and search. */
  language?: string;
  /** A right-to-left book: viewers show its spreads with the first page on the right. */
  rightToLeft?: boolean;
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
    ...(info.language ? { lang: info.language } : {}),
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Creator: 'Comics by Anyone',
      Producer: 'Comics by Anyone',
    },
  });
  if (info.rightToLeft) readRightToLeft(doc);
  const out = createWriteStream(temp);
  doc.pipe(out);
  const icc = doc.ref({ N: 3, Alternate: 'DeviceRGB' });
  icc.end(await srgbProfile());
  const placed: PlacedImage[] = [];
  let pageHeightIn = 0;
  let pageNumber = 0;
  let imageCount = 0;

  /** Draws an image XObject over `rectIn` (pdfkit's page space is y-down; an image is drawn upright). */
  const drawXObject = (label: string, rectIn: Rect) => {
    doc.save();
    doc.transform(pt(rectIn.width), 0, 0, -pt(rectIn.height), pt(rectIn.x), pt(rectIn.y + rectIn.height));
    doc.addContent(`/${label} Do`);
    doc.restore();
  };

  /** Our page PNGs: their IDAT data copied straight into the file (pngData.ts says why not pdfkit's reader). */
  const placePng = (png: PngData, rectIn: Rect) => {
    const gray = png.colors === 1;
    const ref = doc.ref({
      Type: 'XObject',
      Subtype: 'Image',
      Width: png.width,
      Height: png.height,
      BitsPerComponent: 8,
      ColorSpace: gray ? 'DeviceGray' : ['ICCBased', icc],
      Filter: 'FlateDecode',
      DecodeParms: { Predictor: 15, Colors: png.colors, BitsPerComponent: 8, Columns: png.width },
    });
    ref.end(png.data);
    const label = `Pg${++imageCount}`;
    (doc.page as unknown as { xobjects: Record<string, unknown> }).xobjects[label] = ref;
    drawXObject(label, rectIn);
    return { widthPx: png.width, heightPx: png.height, colour: gray ? ('gray' as const) : ('srgb' as const) };
  };

  /** Anything else (the JPEGs): pdfkit's reader passes JPEG data through as it is. */
  const placeWithPdfkit = (bytes: Buffer, rectIn: Rect) => {
    const image = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(bytes);
    const gray = (image.image?.colorSpace ?? image.colorSpace) === 'DeviceGray';
    if (!gray) {
      const tagged = ['ICCBased', icc];
      if (image.image) image.image.colorSpace = tagged;
      else image.colorSpace = tagged;
    }
    doc.image(image as unknown as PDFKit.Mixins.ImageSrc, pt(rectIn.x), pt(rectIn.y), {
      width: pt(rectIn.width),
      height: pt(rectIn.height),
    });
    return { widthPx: image.width, heightPx: image.height, colour: gray ? ('gray' as const) : ('srgb' as const) };
  };

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
      const png = pngData(bytes);
      const image = png ? placePng(png, rectIn) : placeWithPdfkit(bytes, rectIn);
      const record: PlacedImage = { page: pageNumber, ...image, widthIn: rectIn.width, heightIn: rectIn.height };
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

/**
 * The catalog's /ViewerPreferences /Direction /R2L (PDF 1.7, section 12.2): pdfkit has no option for it, but
 * makes the dictionary for `displayTitle` and writes it at the end, so the entry is added to that dictionary.
 */
function readRightToLeft(doc: PDFKit.PDFDocument): void {
  const root = (doc as unknown as { _root: { data: { ViewerPreferences?: { data: Record<string, unknown> } } } })._root;
  if (root.data.ViewerPreferences) root.data.ViewerPreferences.data.Direction = 'R2L';
}
