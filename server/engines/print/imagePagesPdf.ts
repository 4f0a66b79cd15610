// A PDF whose every page is one image filling it: the print interior (pages with bleed, TrimBox inside)
// and the screen PDF (trimmed pages). Pages are read one at a time and written straight out.
import type { Rect } from '../../../shared/printGeometry';
import { openPdf, type PdfInfo, type PlacedImage } from './pdfDocument';

export interface ImagePages {
  count: number;
  /** The image of page `index` (from 0), PNG or JPEG. */
  read: (index: number) => Promise<Buffer>;
  pageIn: { width: number; height: number };
  /** The trim inside the page, when the page carries bleed. */
  trimIn?: Rect;
}

export async function writeImagePagesPdf(filePath: string, pages: ImagePages, info: PdfInfo): Promise<PlacedImage[]> {
  const pdf = await openPdf(filePath, info);
  try {
    for (let index = 0; index < pages.count; index++) {
      const bytes = await pages.read(index);
      pdf.addPage(pages.pageIn, pages.trimIn);
      pdf.placeImage(bytes, { x: 0, y: 0, ...pages.pageIn });
    }
    await pdf.finish();
    return pdf.placed;
  } catch (error) {
    await pdf.abort();
    throw error;
  }
}
