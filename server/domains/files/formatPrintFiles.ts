// One print format's two files: the interior (its pages, each with the format's bleed and TrimBox) and the
// cover spread (back | spine | front with the format's bleed or turn-in), with what the preflight needs.
import path from 'node:path';
import type { AppDeps } from '../appDeps';
import { PRINT_PPI, coverSpreadIn, type PrintFormat } from '../../../shared/printGeometry';
import type { Script } from '../../../shared/script';
import { writeImagePagesPdf } from '../../engines/print/imagePagesPdf';
import { BACK_LOOKS, writeCoverSpreadPdf } from '../../engines/print/coverSpreadPdf';
import type { PdfInfo, PlacedImage } from '../../engines/print/pdfDocument';
import { backCoverBlurb } from './backCoverBlurb';
import { matterWords } from '../../engines/words/matterWords';

export interface CoverParts {
  /** The stored front cover, any size: made print size for each format. */
  storedCover: Buffer;
  /** A picture from the book for the back, and its width over height. */
  picture: Buffer;
  pictureAspect: number;
  title: string;
  author: string;
  script: Script;
  /** The book's language code: the back cover's blurb is in it. */
  language: string;
  gray: boolean;
}

export interface FormatFiles {
  interiorName: string;
  coverName: string;
  pages: number;
  interior: PlacedImage[];
  cover: PlacedImage[];
  /** The fonts embedded in the cover file (its live text). */
  coverFonts: string[];
  coverUpscaledFrom: { width: number; height: number } | null;
}

export async function writeFormatFiles(
  deps: AppDeps,
  dir: string,
  format: PrintFormat,
  pages: { count: number; read: (index: number) => Promise<Buffer> },
  parts: CoverParts,
  names: { interior: string; cover: string },
  info: PdfInfo,
): Promise<FormatFiles> {
  const { trimIn, bleedIn } = format;
  const pageIn = { width: trimIn.width + 2 * bleedIn, height: trimIn.height + 2 * bleedIn };
  const interior = await writeImagePagesPdf(
    path.join(dir, names.interior),
    { ...pages, pageIn, trimIn: { x: bleedIn, y: bleedIn, ...trimIn } },
    info,
  );

  // The front at print size (trim plus the outer bleed or turn-in), the back from the script.
  const spread = coverSpreadIn(format, pages.count);
  const frontIn = { width: spread.width - spread.front.x, height: spread.height };
  const front = await deps.cpu.run('coverAtPrintSize', {
    cover: parts.storedCover,
    sizePx: { width: Math.round(frontIn.width * PRINT_PPI), height: Math.round(frontIn.height * PRINT_PPI) },
    gray: parts.gray,
  });
  const cover = await writeCoverSpreadPdf(
    path.join(dir, names.cover),
    {
      spread,
      front: front.bytes,
      picture: parts.picture,
      pictureAspect: parts.pictureAspect,
      title: parts.title,
      author: parts.author,
      ...(parts.language === 'en' ? {} : { byline: matterWords(parts.language).byline(parts.author) }),
      blurb: backCoverBlurb(parts.script, parts.language),
      look: BACK_LOOKS[parts.gray ? 'grayscale' : 'color'],
      showSpineText: spread.spine >= format.spineTextMinIn,
      safeMarginIn: format.safeMarginIn,
    },
    info,
  );
  return {
    interiorName: names.interior,
    coverName: names.cover,
    pages: pages.count,
    interior,
    cover: cover.placed,
    coverFonts: cover.fonts,
    coverUpscaledFrom: front.upscaled ? front.sourcePx : null,
  };
}
