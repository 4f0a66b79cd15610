// The cover as printers take it (docs/book.md "Print formats and files"): one page, back | spine | front, with
// the format's bleed or turn-in all round. The front is the comic's cover at print size; the back carries
// the title, a blurb written from the script, "Comics by {author}", a small picture from the book and a
// clear white area where the printer puts its barcode; the spine names the book only when it is wide
// enough to read. Text is live, in the two faces the pages use, embedded (subset) in the file; words with
// letters those faces lack are drawn as outlines from the pages' font stacks (pdfText.ts).
import { createRequire } from 'node:module';
import type { CoverSpread, Rect } from '../../../shared/printGeometry';
import { openPdf, type PdfInfo, type PlacedImage } from './pdfDocument';
import { PDF_FACE_NAMES, type PdfFace, pdfText } from './pdfText';

const require = createRequire(import.meta.url);
const FONTS = {
  display: require.resolve('@expo-google-fonts/bangers/400Regular/Bangers_400Regular.ttf'),
  text: require.resolve('@fontsource/comic-neue/files/comic-neue-latin-700-normal.woff'),
};

/** The back's colours: the manga cover prints in black ink only; the vintage one on a red like old comics. */
export interface BackLook {
  background: string;
  panel: string;
  ink: string;
  accent: string;
}

export const BACK_LOOKS: Record<'grayscale' | 'color', BackLook> = {
  grayscale: { background: '#161616', panel: '#ffffff', ink: '#161616', accent: '#ffffff' },
  color: { background: '#b3261e', panel: '#f6ecd2', ink: '#2a1a12', accent: '#ffd23f' },
};

export interface CoverSpreadRequest {
  spread: CoverSpread;
  /** The front at print size (trim plus the outer wrap), PNG or JPEG. */
  front: Buffer;
  /** A picture from the book for the back. */
  picture: Buffer;
  pictureAspect: number;
  title: string;
  author: string;
  /** The back's byline: "Comics by {author}", or the book language's (engines/words/matterWords.ts). */
  byline?: string;
  blurb: string;
  look: BackLook;
  showSpineText: boolean;
  safeMarginIn: number;
}

/** The printer's barcode area on the back, bottom right inside the safe margin (Lulu's: 2 × 1.2 in). */
export const BARCODE_AREA_IN = { width: 2, height: 1.2 };

const pt = (inches: number) => inches * 72;

/** What the cover file holds, for its preflight: the images as placed and the fonts embedded. */
export interface WrittenCover {
  placed: PlacedImage[];
  fonts: string[];
}

export async function writeCoverSpreadPdf(
  filePath: string,
  req: CoverSpreadRequest,
  info: PdfInfo,
): Promise<WrittenCover> {
  const { spread, look } = req;
  const pdf = await openPdf(filePath, info);
  try {
    const { doc } = pdf;
    const live = new Set<PdfFace>();
    doc.registerFont('display', FONTS.display);
    doc.registerFont('text', FONTS.text);
    pdf.addPage(
      { width: spread.width, height: spread.height },
      {
        x: spread.wrap,
        y: spread.wrap,
        width: spread.width - 2 * spread.wrap,
        height: spread.height - 2 * spread.wrap,
      },
    );

    // Back and spine: one colour to the edge of the bleed.
    doc.rect(0, 0, pt(spread.front.x), pt(spread.height)).fill(look.background);
    // Front: the cover to the outer edge of the bleed.
    pdf.placeImage(req.front, { x: spread.front.x, y: 0, width: spread.width - spread.front.x, height: spread.height });

    const safe = inset(spread.back, req.safeMarginIn);
    let y = safe.y;
    const width = pt(safe.width);
    const titleOptions = { face: 'display', size: 30, colour: look.accent, width, align: 'center' } as const;
    y = pdfText(doc, req.title, pt(safe.x), pt(y), titleOptions, live);
    y = y / 72 + 0.12;
    const blurbColour = look.accent === '#ffffff' ? '#ffffff' : '#fff8e8';
    y = pdfText(
      doc,
      req.blurb,
      pt(safe.x),
      pt(y),
      {
        face: 'text',
        size: 11.5,
        colour: blurbColour,
        width,
        align: 'left',
        lineGap: 2,
      },
      live,
    );
    y = y / 72 + 0.2;

    const byline = safe.y + safe.height - BARCODE_AREA_IN.height - 0.45;
    const room = byline - 0.15 - y;
    if (room > 1) {
      const height = Math.min(room, 4.2);
      const width = Math.min(height * req.pictureAspect, safe.width);
      const frame = { x: safe.x + (safe.width - width) / 2, y, width, height: width / req.pictureAspect };
      doc
        .rect(pt(frame.x - 0.06), pt(frame.y - 0.06), pt(frame.width + 0.12), pt(frame.height + 0.12))
        .fill(look.panel);
      pdf.placeImage(req.picture, frame);
    }
    const by = req.byline ?? `Comics by ${req.author}`;
    const byOptions = { face: 'display', size: 20, colour: look.accent, width, align: 'left' } as const;
    pdfText(doc, by, pt(safe.x), pt(byline), byOptions, live);

    const barcode = {
      x: safe.x + safe.width - BARCODE_AREA_IN.width,
      y: safe.y + safe.height - BARCODE_AREA_IN.height,
      ...BARCODE_AREA_IN,
    };
    doc.rect(pt(barcode.x), pt(barcode.y), pt(barcode.width), pt(barcode.height)).fill('#ffffff');

    if (req.showSpineText) spineText(doc, spread.spineBox, `${req.title}  ·  ${req.author}`, look.accent, live);
    await pdf.finish();
    return {
      placed: pdf.placed,
      fonts: (['display', 'text'] as const).filter((f) => live.has(f)).map((f) => PDF_FACE_NAMES[f]),
    };
  } catch (error) {
    await pdf.abort();
    throw error;
  }
}

/** The title and author along the spine, reading top to bottom (the American way). */
function spineText(doc: PDFKit.PDFDocument, spine: Rect, text: string, colour: string, live: Set<PdfFace>) {
  const size = Math.min(14, pt(spine.width) * 0.55);
  doc.save();
  doc.translate(pt(spine.x + spine.width / 2), pt(spine.y + 0.5));
  doc.rotate(90);
  const width = pt(spine.height - 1);
  pdfText(doc, text, 0, -size * 0.62, { face: 'display', size, colour, width, align: 'center', oneLine: true }, live);
  doc.restore();
}

const inset = (r: Rect, by: number): Rect => ({
  x: r.x + by,
  y: r.y + by,
  width: r.width - 2 * by,
  height: r.height - 2 * by,
});
