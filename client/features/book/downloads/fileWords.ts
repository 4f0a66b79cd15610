// The downloads and the print check in the page's language. The server sends each in English (an API user and
// the logs read that) with what a page needs to say it again: a file's kind and format, a check's message key
// (messages/library: `preflight_…`) and values. A report made before checks carried keys shows its English.
import type { UndrawablePlace } from '../../../../shared/book';
import type { FileLink, Preflight, PreflightCheck } from '../../../../shared/printFiles';
import type { PrintFormatId } from '../../../../shared/printGeometry';
import { m, siteLocale } from '../../../lib/i18n';
import { pageLabel } from '../pageLabel';

const FORMAT_NAMES: Record<PrintFormatId, () => string> = {
  comic: m.files_format_comic,
  paperback: m.files_format_paperback,
  hardcover: m.files_format_hardcover,
};
const FORMAT_SHORT: Record<PrintFormatId, () => string> = {
  comic: m.files_format_short_comic,
  paperback: m.files_format_short_paperback,
  hardcover: m.files_format_short_hardcover,
};
/** The printer's papers by their code (shared/printGeometry.ts), as the page's language names them. */
const PAPER_NAMES: Record<string, () => string> = {
  '080CW444': m.files_paper_coated_white,
  '060UW444': m.files_paper_uncoated_white,
};
const CHECK_LABELS: Record<string, () => string> = {
  Format: m.preflight_label_format,
  Pages: m.preflight_label_pages,
  Spine: m.preflight_label_spine,
  Images: m.preflight_label_images,
  'Painted art': m.preflight_label_painted,
  Colour: m.preflight_label_colour,
  Fonts: m.preflight_label_fonts,
  Lettering: m.preflight_label_lettering,
  Boxes: m.preflight_label_boxes,
};

type Messages = typeof m;
type DetailKey = Exclude<Extract<keyof Messages, `preflight_${string}`>, `preflight_label_${string}`>;

/**
 * The details' messages, each named: a key looked up in `m` itself would make the bundle keep every area's
 * messages (client/lib/errors.ts does the same). A detail added to messages/library does not compile until
 * it is listed here.
 */
const DETAILS: { [K in DetailKey]: Messages[K] } = {
  preflight_ready: m.preflight_ready,
  preflight_format_ok: m.preflight_format_ok,
  preflight_format_other_trim: m.preflight_format_other_trim,
  preflight_painted_other_size: m.preflight_painted_other_size,
  preflight_pages_ok: m.preflight_pages_ok,
  preflight_pages_wrong: m.preflight_pages_wrong,
  preflight_spine_none: m.preflight_spine_none,
  preflight_spine_text: m.preflight_spine_text,
  preflight_spine_no_text: m.preflight_spine_no_text,
  preflight_images_ok: m.preflight_images_ok,
  preflight_images_ok_enlarged: m.preflight_images_ok_enlarged,
  preflight_images_low: m.preflight_images_low,
  preflight_painted_ok: m.preflight_painted_ok,
  preflight_painted_low: m.preflight_painted_low,
  preflight_colour_gray: m.preflight_colour_gray,
  preflight_colour_srgb: m.preflight_colour_srgb,
  preflight_colour_not_gray: m.preflight_colour_not_gray,
  preflight_colour_not_srgb: m.preflight_colour_not_srgb,
  preflight_fonts_embedded: m.preflight_fonts_embedded,
  preflight_fonts_none: m.preflight_fonts_none,
  preflight_lettering_ok: m.preflight_lettering_ok,
  preflight_lettering_missing: m.preflight_lettering_missing,
  preflight_boxes_ok: m.preflight_boxes_ok,
  preflight_boxes_missing: m.preflight_boxes_missing,
};

const known = (id: string | null): id is PrintFormatId => id !== null && Object.hasOwn(FORMAT_NAMES, id);

export function fileLabel(file: FileLink): string {
  if (file.kind === 'screen-pdf') return m.files_label_screen_pdf();
  if (file.kind === 'cbz') return m.files_label_cbz();
  if (!known(file.format)) return file.label;
  const format = FORMAT_SHORT[file.format]();
  return file.kind === 'interior-pdf' ? m.files_label_interior({ format }) : m.files_label_cover({ format });
}

export const formatName = (report: Preflight) =>
  known(report.format) ? FORMAT_NAMES[report.format]() : report.formatName;

export const checkLabel = (check: PreflightCheck) =>
  Object.hasOwn(CHECK_LABELS, check.label) ? CHECK_LABELS[check.label]() : check.label;

type Message = (inputs: Record<string, string>) => string;

/** A check's detail in the page's language: numbers as the language writes them, a format by its own name. */
export function checkDetail(check: PreflightCheck): string {
  if (!check.key || !Object.hasOwn(DETAILS, check.key)) return check.detail;
  const message = DETAILS[check.key as DetailKey] as Message;
  const numbers = new Intl.NumberFormat(siteLocale(), { maximumFractionDigits: 3 });
  const values = Object.fromEntries(
    Object.entries(check.params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? numbers.format(value) : value,
    ]),
  );
  const format = check.params?.format;
  if (typeof format === 'string' && known(format)) values.name = FORMAT_NAMES[format]();
  const paper = check.params?.paperCode;
  if (typeof paper === 'string' && Object.hasOwn(PAPER_NAMES, paper)) values.paper = PAPER_NAMES[paper]();
  const where = placesNamed(check.params?.places);
  if (where) values.where = where;
  return message(values);
}

/** The lettering check's places (`places`: JSON the server sends) named in the page's language, or null. */
function placesNamed(places: unknown): string | null {
  if (typeof places !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(places);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const named = (parsed as UndrawablePlace[]).map((place) => {
    const { kind, label } = place;
    const where = kind === 'cover' ? m.library_cover() : pageLabel({ kind, label });
    return place.panel === null ? where : m.library_undrawable_panel({ page: where, panel: place.panel + 1 });
  });
  return new Intl.ListFormat(siteLocale(), { type: 'conjunction' }).format(named);
}

/** "Ready to print", or the first thing that is wrong. */
export function reportSummary(report: Preflight): string {
  if (report.ready) return m.preflight_ready();
  const problem = report.checks.find((check) => !check.ok);
  return problem ? checkDetail(problem) : report.summary;
}
