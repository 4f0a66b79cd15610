// The preflight report of one print format (docs/book.md "Print formats and files"): what a printer's
// prepress checks, computed from what was actually placed in the files — format, page count, spine,
// the effective resolution of every image as placed, colour, fonts and page boxes.
import { PRINT_PPI, spineWidthIn, type PrintFormat } from '../../../shared/printGeometry';
import { READY_TO_PRINT, type Preflight, type PreflightCheck } from '../../../shared/printFiles';
import { codePointOf, undrawablePlaceText, type UndrawableAt } from '../../../shared/book';
import type { PlacedImage } from './pdfDocument';
import { m } from '../../../shared/i18n/siteLocales';

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
  /**
   * No files could be made for this format: the book was painted before paintings were kept for other sizes
   * (the only reason there is; the format check says so).
   */
  unavailable?: boolean;
  /** Characters no font could draw, left out of the pages, and where: a book with any is not ready to print. */
  undrawable?: UndrawableAt[];
}

type PreflightKey = Extract<keyof typeof m, `preflight_${string}`>;
type Values = Record<string, string | number>;

/** A check's detail as a message of the catalogue: its English text, and its key and values for the page. */
function note(key: PreflightKey, params: Values = {}): Pick<PreflightCheck, 'detail' | 'key' | 'params'> {
  const english = m[key] as (inputs: Values, options: { locale: 'en' }) => string;
  return { detail: english(params, { locale: 'en' }), key, params };
}

/**
 * The letters left out and every place they were, for the lettering check's message: `where` in English, and
 * `places` (as JSON: a value is text or a number) for the page to name each place in its own language.
 */
function undrawableValues(undrawable: UndrawableAt[]): Values {
  const letters = [...new Set(undrawable.flatMap((at) => at.characters))];
  const places = undrawable.map((at) => at.place);
  return {
    where: new Intl.ListFormat('en', { type: 'conjunction' }).format(places.map(undrawablePlaceText)),
    letters: letters.map((c) => `“${c}” (${codePointOf(c)})`).join(', '),
    count: letters.length,
    places: JSON.stringify(places),
  };
}

const inches = (n: number) => Number(n.toFixed(3));
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
  const trim = { width: format.trimIn.width, height: format.trimIn.height };
  checks.push({
    label: 'Format',
    ok: sameTrim,
    ...(sameTrim
      ? note('preflight_format_ok', { name: format.name, ...trim, bleed: format.bleedIn, format: format.id })
      : input.unavailable
        ? note('preflight_painted_other_size')
        : note('preflight_format_other_trim', {
            drawnWidth: input.drawnTrimIn.width,
            drawnHeight: input.drawnTrimIn.height,
            ...trim,
          })),
  });
  const { min, max, multipleOf } = format.pages;
  const pagesOk = input.pages >= min && input.pages <= max && input.pages % multipleOf === 0;
  const counts = { pages: input.pages, min, max, multiple: multipleOf };
  checks.push({
    label: 'Pages',
    ok: pagesOk,
    ...note(pagesOk ? 'preflight_pages_ok' : 'preflight_pages_wrong', counts),
  });
  const spine = spineWidthIn(format, input.pages);
  // The paper as the printer names it, and its code, for the page to name it in its own language.
  const spineValues = { spine: inches(spine), paper: format.paper.name, paperCode: format.paper.code };
  checks.push({
    label: 'Spine',
    ok: true,
    ...(spine === 0
      ? note('preflight_spine_none')
      : note(spine >= format.spineTextMinIn ? 'preflight_spine_text' : 'preflight_spine_no_text', spineValues)),
  });
  if (sameTrim) {
    const all = [...input.interior, ...input.cover];
    const lowest = all.length ? Math.min(...all.map(effectivePpi)) : 0;
    // Half a pixel of rounding in a page's pixel size is not a lower resolution.
    const sharp = all.length > 0 && lowest >= PRINT_PPI - 0.5;
    const enlarged = input.coverUpscaledFrom;
    const ppi = Math.floor(lowest);
    checks.push({
      label: 'Images',
      ok: sharp,
      ...(!sharp
        ? note('preflight_images_low', { ppi, needed: PRINT_PPI })
        : enlarged
          ? note('preflight_images_ok_enlarged', { count: all.length, ppi, ...enlarged })
          : note('preflight_images_ok', { count: all.length, ppi })),
    });
    if (input.painted) {
      const paintedSharp = input.painted.lowestPpi >= PRINT_PPI - 0.5;
      const ppi = Math.floor(input.painted.lowestPpi);
      checks.push({
        label: 'Painted art',
        ok: paintedSharp,
        ...(paintedSharp
          ? note('preflight_painted_ok', { count: input.painted.count, ppi })
          : note('preflight_painted_low', { ppi, needed: PRINT_PPI })),
      });
    }
    const wanted = input.gray ? 'gray' : 'srgb';
    const colourOk = input.interior.every((image) => image.colour === wanted);
    const colour = colourOk
      ? input.gray
        ? 'preflight_colour_gray'
        : 'preflight_colour_srgb'
      : input.gray
        ? 'preflight_colour_not_gray'
        : 'preflight_colour_not_srgb';
    checks.push({ label: 'Colour', ok: colourOk, ...note(colour) });
    checks.push({
      label: 'Fonts',
      ok: true,
      ...(input.fonts.length
        ? note('preflight_fonts_embedded', { fonts: input.fonts.join(', ') })
        : note('preflight_fonts_none')),
    });
    const undrawable = input.undrawable ?? [];
    checks.push({
      label: 'Lettering',
      ok: undrawable.length === 0,
      ...(undrawable.length
        ? note('preflight_lettering_missing', undrawableValues(undrawable))
        : note('preflight_lettering_ok')),
    });
    checks.push({
      label: 'Boxes',
      ok: input.boxesSet,
      ...note(input.boxesSet ? 'preflight_boxes_ok' : 'preflight_boxes_missing'),
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
