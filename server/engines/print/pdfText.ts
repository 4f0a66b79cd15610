// Text on a PDF page (the cover's back and spine): live text in the face the pages use when that face has every
// letter of it, so the printer's file carries real, embedded text; otherwise the same words as outlines from the
// font stack (fontStack.ts), so a name in any script prints whole instead of as missing-glyph boxes.
import { PRINT_PPI } from '../../../shared/printGeometry';
import { bangers, letteringFont } from '../artKit/text/fonts';
import { fitLines } from '../artKit/text/fitLines';
import { layLines } from '../artKit/text/outlines';

export type PdfFace = 'display' | 'text';

export interface PdfTextOptions {
  face: PdfFace;
  /** Points. */
  size: number;
  colour: string;
  /** Points. */
  width: number;
  align: 'left' | 'center';
  lineGap?: number;
  /** One line, ended with "…" when too long (the spine). */
  oneLine?: boolean;
}

const STACKS = { display: bangers, text: letteringFont };
/** Outlines are laid out in print pixels (where the fitting's minimum size is set) and scaled to points. */
const PX_PER_PT = PRINT_PPI / 72;

/** The faces' names as a preflight reports the fonts embedded. */
export const PDF_FACE_NAMES: Record<PdfFace, string> = { display: 'Bangers', text: 'Comic Neue Bold' };

/**
 * Draws the text with its top left at (x, y) points; returns the y just below it. `live` collects the faces
 * drawn as live text (so embedded in the file).
 */
export function pdfText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: PdfTextOptions,
  live: Set<PdfFace>,
): number {
  const stack = STACKS[options.face];
  if (stack.inFirstFamily(text)) {
    live.add(options.face);
    doc.font(options.face).fontSize(options.size).fillColor(options.colour);
    const { width, align, lineGap } = options;
    doc.text(
      text,
      x,
      y,
      options.oneLine ? { width, align, lineBreak: false, ellipsis: true } : { width, align, lineGap },
    );
    return doc.y;
  }
  const size = options.size * PX_PER_PT;
  const width = options.width * PX_PER_PT;
  const fitted = fitLines(stack, text, {
    maxWidth: width,
    maxLines: options.oneLine ? 1 : 40,
    maxSize: size,
    minSize: size,
  });
  const leading = 1 + (options.lineGap ?? 0) / options.size;
  const block = layLines(
    stack,
    fitted,
    options.align === 'center' ? { top: 0, centreX: width / 2 } : { top: 0, left: 0 },
    leading,
  );
  if (block.d) {
    doc.save();
    doc.translate(x, y).scale(1 / PX_PER_PT);
    doc.path(block.d).fill(options.colour);
    doc.restore();
  }
  return y + block.box.height / PX_PER_PT;
}
