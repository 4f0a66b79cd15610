// The preflight report of one print format (docs/book.md "Print formats and files"): what a printer's
// prepress checks, computed from what was actually placed in the files — format, page count, spine,
// the effective resolution of every image as placed, colour, fonts and page boxes.
import { PRINT_PPI, spineWidthIn, type PrintFormat } from '../../../shared/printGeometry';
import { READY_TO_PRINT, type Preflight, type PreflightCheck } from '../../../shared/printFiles';
import type { PlacedImage } from './pdfDocument';

export interface PreflightInput {
  format: PrintFormat;
  /** Interior pages in the file (or that the book has, when no file could be made for the format). */
  pages: number;
  /** The trim the pages are drawn at. */
  drawnTrimIn: { width: number; height: number };
  gray: boolean;
  interior: PlacedImage[];
  cover: PlacedImage[];
  /** The stored cover's size when it had to be enlarged to print size. */
  coverUpscaledFrom: { width: number; height: number } | null;
  fonts: string[];
  boxesSet: boolean;
  /** The painted panels' own resolution for their place on the comic's page (none: a built-in book). */
  painted?: { count: number; lowestPpi: number } | null;
  /** Why no files could be made for this format, in a customer's words (the format check says it). */
  unavailable?: string;
  /**
   * Characters no font could draw, left out of the pages, each said where (shared/book.ts undrawableMessage):
   * a book with any is not ready to print.
   */
  undrawable?: string[];
}

const inches = (n: number) => `${Number(n.toFixed(3))} in`;
/** Pixels per inch as placed, the smaller of the two directions. */
export const effectivePpi = (image: PlacedImage) =>
  Math.min(image.widthPx / image.widthIn, image.heightPx / image.heightIn);

/**
 * The lowest resolution of the painted panels, each measured as painted against the pixels its place on the
 * comic's page needs at 300 ppi (at 6 × 9 in the places are smaller, so this is the lower of the two).
 */
export function paintedPanelResolution(
  panels: { width: number; height: number; neededWidth: number | null; neededHeight: number | null }[],
): { count: number; lowestPpi: number } | null {
  const measured = panels.filter((p) => p.neededWidth && p.neededHeight);
  if (!measured.length) return null;
  const ppi = measured.map((p) => PRINT_PPI * Math.min(p.width / p.neededWidth!, p.height / p.neededHeight!));
  return { count: measured.length, lowestPpi: Math.min(...ppi) };
}

export function preflight(input: PreflightInput): Preflight {
  const { format } = input;
  const checks: PreflightCheck[] = [];
  const sameTrim =
    !input.unavailable &&
    input.drawnTrimIn.width === format.trimIn.width &&
    input.drawnTrimIn.height === format.trimIn.height;
  checks.push({
    label: 'Format',
    ok: sameTrim,
    detail: sameTrim
      ? `${format.name}, trim ${format.trimIn.width} × ${format.trimIn.height} in with ${format.bleedIn} in ` +
        `bleed, pages composed at this trim`
      : (input.unavailable ??
        `The pages are drawn at ${input.drawnTrimIn.width} × ${input.drawnTrimIn.height} in; pages for ` +
          `${format.trimIn.width} × ${format.trimIn.height} in are not available yet.`),
  });
  const { min, max, multipleOf } = format.pages;
  const pagesOk = input.pages >= min && input.pages <= max && input.pages % multipleOf === 0;
  checks.push({
    label: 'Pages',
    ok: pagesOk,
    detail: pagesOk
      ? `${input.pages} pages (this binding takes ${min} to ${max}, in multiples of ${multipleOf})`
      : `${input.pages} pages, but this binding needs ${min} to ${max} pages in multiples of ${multipleOf}.`,
  });
  const spine = spineWidthIn(format, input.pages);
  checks.push({
    label: 'Spine',
    ok: true,
    detail:
      spine === 0
        ? 'No spine: the pages are stapled'
        : `${inches(spine)} (${format.paper.name}), ` +
          `${spine >= format.spineTextMinIn ? 'with' : 'too thin for'} spine text`,
  });
  if (sameTrim) {
    const all = [...input.interior, ...input.cover];
    const lowest = all.length ? Math.min(...all.map(effectivePpi)) : 0;
    // Half a pixel of rounding in a page's pixel size is not a lower resolution.
    const sharp = all.length > 0 && lowest >= PRINT_PPI - 0.5;
    const upscaled = input.coverUpscaledFrom
      ? `; the front cover was enlarged from ${input.coverUpscaledFrom.width} × ${input.coverUpscaledFrom.height} px`
      : '';
    checks.push({
      label: 'Images',
      ok: sharp,
      detail: sharp
        ? `${all.length} images, every one at least ${Math.floor(lowest)} ppi as placed${upscaled}`
        : `An image prints at ${Math.floor(lowest)} ppi; at least ${PRINT_PPI} is needed.`,
    });
    if (input.painted) {
      const paintedSharp = input.painted.lowestPpi >= PRINT_PPI - 0.5;
      checks.push({
        label: 'Painted art',
        ok: paintedSharp,
        detail: paintedSharp
          ? `${input.painted.count} painted panels, every one painted at least ` +
            `${Math.floor(input.painted.lowestPpi)} ppi for its place`
          : `A painted panel was painted at ${Math.floor(input.painted.lowestPpi)} ppi for its place and would ` +
            `print soft; at least ${PRINT_PPI} is needed (this site's image model paints too small for this format).`,
      });
    }
    const wanted = input.gray ? 'gray' : 'srgb';
    const colourOk = input.interior.every((image) => image.colour === wanted);
    checks.push({
      label: 'Colour',
      ok: colourOk,
      detail: colourOk
        ? input.gray
          ? 'Interior in grayscale (one ink)'
          : 'Interior in colour, tagged sRGB (the printer converts to its inks)'
        : `Some interior pages are not in ${input.gray ? 'grayscale' : 'sRGB colour'}.`,
    });
    checks.push({
      label: 'Fonts',
      ok: true,
      detail: input.fonts.length ? `Embedded: ${input.fonts.join(', ')}` : 'No live text',
    });
    const undrawable = input.undrawable ?? [];
    checks.push({
      label: 'Lettering',
      ok: undrawable.length === 0,
      detail: undrawable.length
        ? undrawable.length > 1
          ? `${undrawable[0]} (and ${undrawable.length - 1} more)`
          : undrawable[0]
        : 'Every letter of every page drawn',
    });
    checks.push({
      label: 'Boxes',
      ok: input.boxesSet,
      detail: input.boxesSet
        ? 'Every page: MediaBox = BleedBox = trim + bleed, TrimBox set'
        : 'Page boxes are missing.',
    });
  }
  const problem = checks.find((check) => !check.ok);
  return {
    format: format.id,
    formatName: format.name,
    productCode: format.productCode(!input.gray),
    ready: !problem,
    summary: problem ? problem.detail : READY_TO_PRINT,
    pages: input.pages,
    spineIn: spine,
    checks,
  };
}
