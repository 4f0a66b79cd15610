// Print geometry of the book (docs/book.md, "Page geometry" and "Print formats and files"): the ONLY
// place these numbers live, so page renders, PDFs, the reader copy and the cover agree to the pixel. Lengths
// are kept in inches (how printers specify them) and converted to points (PDF) and pixels (renders) here.

/** PDF points per inch. */
export const POINTS_PER_INCH = 72;
/** Print resolution of rendered pages. */
export const PRINT_PPI = 300;

/** US comic trim: the finished, cut page. Same shape as the spec's 9:14 cover, near enough to share art. */
export const TRIM_IN = { width: 6.625, height: 10.25 } as const;
/** Bleed on each outer edge: art runs past the cut so no white hairline shows. */
export const BLEED_IN = 0.125;
/** The page as printed, bleed included: 6.875 × 10.5 in. */
export const PAGE_IN = { width: TRIM_IN.width + 2 * BLEED_IN, height: TRIM_IN.height + 2 * BLEED_IN } as const;
/** Lettering stays at least this far inside the trim (panel borders may run into the bleed). */
export const SAFE_MARGIN_IN = 0.5;
/** No lettering smaller than this at print size. */
export const MIN_LETTERING_PT = 8;

/** The reader's copy of a page: a JPEG (sharp's name for the format below), at most this wide. */
export const READER_MAX_WIDTH_PX = 1100;
export const READER_FORMAT = 'jpeg';
/** A page's thumbnail (the detail page's grid): a JPEG this wide, twice the largest size it is shown at. */
export const THUMB_WIDTH_PX = 264;

/** The cover preview's shape (spec section 9) and the local renderer's size: 1200 × round(1200 × 14 / 9) = 1867 px. */
export const COVER_RATIO = { width: 9, height: 14 } as const;
export const COVER_PX = { width: 1200, height: Math.round((1200 * COVER_RATIO.height) / COVER_RATIO.width) } as const;

/** Story pages in a script: 20 by default, 8 to 40, always a multiple of 4 (whole sheets). */
export const STORY_PAGES = { default: 20, min: 8, max: 40, multipleOf: 4 } as const;
/** Interior = title page + dedication page + story pages + back matter, padded to a multiple of 4. */
export const FRONT_MATTER_PAGES = 2;
export const INTERIOR_MULTIPLE_OF = 4;

export const inToPt = (inches: number) => inches * POINTS_PER_INCH;
export const ptToIn = (points: number) => points / POINTS_PER_INCH;
/** Exact pixels (fractional); round where a whole pixel is needed (see `inToPxRounded`). */
export const inToPx = (inches: number, ppi = PRINT_PPI) => inches * ppi;
export const pxToIn = (pixels: number, ppi = PRINT_PPI) => pixels / ppi;
export const ptToPx = (points: number, ppi = PRINT_PPI) => (points / POINTS_PER_INCH) * ppi;
export const pxToPt = (pixels: number, ppi = PRINT_PPI) => (pixels / ppi) * POINTS_PER_INCH;
/** Whole pixels, nearest, halves up: 6.875 in × 300 = 2062.5 → 2063 px. */
export const inToPxRounded = (inches: number, ppi = PRINT_PPI) => Math.round(inToPx(inches, ppi));

/** The page with bleed: 495 × 756 pt, and 2063 × 3150 px at 300 ppi. */
export const PAGE_PT = { width: inToPt(PAGE_IN.width), height: inToPt(PAGE_IN.height) } as const;
export const PAGE_PX = { width: inToPxRounded(PAGE_IN.width), height: inToPxRounded(PAGE_IN.height) } as const;
/** The smallest lettering in page pixels, rounded up so it never prints under MIN_LETTERING_PT. */
export const MIN_LETTERING_PX = Math.ceil(ptToPx(MIN_LETTERING_PT));

/** A rectangle from the page's top-left corner (the way images are drawn). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type BoxName = 'bleed' | 'trim' | 'safe';

/** Inset of each box from the page edge, in inches. */
const INSET_IN: Record<BoxName, number> = { bleed: 0, trim: BLEED_IN, safe: BLEED_IN + SAFE_MARGIN_IN };

/** A box in points, exact: trim is {9, 9, 477, 738}, safe is {45, 45, 405, 666}. */
export function boxPt(box: BoxName): Rect {
  const inset = inToPt(INSET_IN[box]);
  return { x: inset, y: inset, width: PAGE_PT.width - 2 * inset, height: PAGE_PT.height - 2 * inset };
}

/**
 * A box in whole page pixels. Edges are rounded to the nearest pixel (halves up), except the safe box's,
 * which are rounded inwards so lettering placed inside it can never cross the 0.5 in line.
 */
export function boxPx(box: BoxName, ppi = PRINT_PPI, trimIn: { width: number; height: number } = TRIM_IN): Rect {
  const inset = INSET_IN[box];
  const pageIn = { width: trimIn.width + 2 * BLEED_IN, height: trimIn.height + 2 * BLEED_IN };
  const page = { width: inToPxRounded(pageIn.width, ppi), height: inToPxRounded(pageIn.height, ppi) };
  if (box === 'bleed') return { x: 0, y: 0, ...page };
  const inward = box === 'safe';
  const near = (inches: number) => (inward ? Math.ceil(inToPx(inches, ppi)) : Math.round(inToPx(inches, ppi)));
  const far = (inches: number) => (inward ? Math.floor(inToPx(inches, ppi)) : Math.round(inToPx(inches, ppi)));
  const left = near(inset);
  const top = near(inset);
  const right = far(pageIn.width - inset);
  const bottom = far(pageIn.height - inset);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * A page as the renderer draws it, for one trim: its size with bleed in inches and in print pixels, and its
 * trim and safe boxes in pixels. The comic trim is the book's own; a 6 × 9 in format composes its pages
 * again at its trim (never scaling or cropping the comic's).
 */
export interface PageGeometry {
  trimIn: { width: number; height: number };
  pageIn: { width: number; height: number };
  px: { width: number; height: number };
  trim: Rect;
  safe: Rect;
}

export function pageGeometry(trimIn: { width: number; height: number }): PageGeometry {
  const pageIn = { width: trimIn.width + 2 * BLEED_IN, height: trimIn.height + 2 * BLEED_IN };
  return {
    trimIn,
    pageIn,
    px: { width: inToPxRounded(pageIn.width), height: inToPxRounded(pageIn.height) },
    trim: boxPx('trim', PRINT_PPI, trimIn),
    safe: boxPx('safe', PRINT_PPI, trimIn),
  };
}

/** The comic trim's page: 2063 × 3150 px. */
export const COMIC_PAGE = pageGeometry(TRIM_IN);

/** A PDF box [llx lly urx ury] (origin bottom left) for a rectangle in points: trim gives [9 9 486 747]. */
export function pdfBox(rect: Rect, pageHeight = PAGE_PT.height): [number, number, number, number] {
  return [rect.x, pageHeight - rect.y - rect.height, rect.x + rect.width, pageHeight - rect.y];
}

export function isValidStoryPageCount(pages: number): boolean {
  return (
    Number.isInteger(pages) &&
    pages >= STORY_PAGES.min &&
    pages <= STORY_PAGES.max &&
    pages % STORY_PAGES.multipleOf === 0
  );
}

/** Rounds up to the next multiple of 4: the printer binds whole sheets of four pages. */
export function padToInteriorMultiple(pages: number): number {
  return Math.ceil(pages / INTERIOR_MULTIPLE_OF) * INTERIOR_MULTIPLE_OF;
}

/** Interior pages for a script: front matter + story pages + back matter, padded (20 story pages → 24). */
export function interiorPageCount(storyPages: number, backMatterPages = 1): number {
  return padToInteriorMultiple(FRONT_MATTER_PAGES + storyPages + backMatterPages);
}

// ---- Print formats (docs/book.md "Print formats and files") -------------------------------------------------
// One row per format the shop can print, with Lulu's published numbers: trims and bindings from its
// product specs, pages-per-inch of its papers, its spine rules, and its dotted product codes
// (trim + colour + quality + binding + paper + ppi + finish, e.g. 0600X0900BWSTDPB060UW444MXX).

export type PrintFormatId = 'comic' | 'paperback' | 'hardcover';
export type Binding = 'saddle-stitch' | 'perfect-bound' | 'casewrap';

export interface PrintFormat {
  id: PrintFormatId;
  /** What a customer reads: "Comic book (6.625 × 10.25 in, stapled)". */
  name: string;
  trimIn: { width: number; height: number };
  bleedIn: number;
  safeMarginIn: number;
  binding: Binding;
  pages: { min: number; max: number; multipleOf: number };
  paper: { name: string; code: string; pagesPerInch: number };
  /** The cover's margin past the trim on its outer edges: the bleed, or a hardcover's turn-in. */
  coverWrapIn: number;
  /** Spine text only from this spine width (a thinner spine cannot carry readable type). */
  spineTextMinIn: number;
  /** Lulu's product code for a colour (FC) or black-and-white (BW) interior. */
  productCode: (colour: boolean) => string;
}

const luluCode = (trim: string, binding: string, paper: string, finish: string) => (colour: boolean) =>
  `${trim}${colour ? 'FC' : 'BW'}STD${binding}${paper}${finish}XX`;

export const PRINT_FORMATS: Record<PrintFormatId, PrintFormat> = {
  comic: {
    id: 'comic',
    name: 'Comic book (6.625 × 10.25 in, stapled)',
    trimIn: TRIM_IN,
    bleedIn: BLEED_IN,
    safeMarginIn: SAFE_MARGIN_IN,
    binding: 'saddle-stitch',
    pages: { min: 4, max: 48, multipleOf: 4 },
    paper: { name: '80# coated white', code: '080CW444', pagesPerInch: 444 },
    coverWrapIn: BLEED_IN,
    spineTextMinIn: Infinity,
    productCode: luluCode('0663X1025', 'SS', '080CW444', 'G'),
  },
  paperback: {
    id: 'paperback',
    name: 'Paperback (6 × 9 in)',
    trimIn: { width: 6, height: 9 },
    bleedIn: BLEED_IN,
    safeMarginIn: SAFE_MARGIN_IN,
    binding: 'perfect-bound',
    pages: { min: 32, max: 800, multipleOf: 2 },
    paper: { name: '60# uncoated white', code: '060UW444', pagesPerInch: 444 },
    coverWrapIn: BLEED_IN,
    spineTextMinIn: 0.25,
    productCode: luluCode('0600X0900', 'PB', '060UW444', 'M'),
  },
  hardcover: {
    id: 'hardcover',
    name: 'Hardcover (6 × 9 in)',
    trimIn: { width: 6, height: 9 },
    bleedIn: BLEED_IN,
    safeMarginIn: SAFE_MARGIN_IN,
    binding: 'casewrap',
    pages: { min: 24, max: 800, multipleOf: 2 },
    paper: { name: '60# uncoated white', code: '060UW444', pagesPerInch: 444 },
    // The printed case folds round the boards: 0.75 in past the trim on each outer edge.
    coverWrapIn: 0.75,
    spineTextMinIn: 0.25,
    productCode: luluCode('0600X0900', 'CW', '060UW444', 'M'),
  },
};
export const PRINT_FORMAT_IDS = Object.keys(PRINT_FORMATS) as PrintFormatId[];

/** Lulu's casewrap spines come in steps by page count: [up to this many pages, spine inches]. */
const CASEWRAP_SPINE_STEPS: [number, number][] = [
  [84, 0.25],
  [140, 0.5],
  [168, 0.625],
  [194, 0.688],
  [222, 0.75],
  [250, 0.813],
  [278, 0.875],
  [306, 0.938],
  [334, 1],
  [360, 1.063],
  [388, 1.125],
  [416, 1.188],
  [444, 1.25],
  [472, 1.313],
  [500, 1.375],
  [800, 2],
];

/**
 * The spine's width in inches for an interior of `pages` pages: none for a stapled comic, pages over the
 * paper's pages-per-inch plus 0.06 in of cover board for a paperback, Lulu's steps for a hardcover.
 */
export function spineWidthIn(format: PrintFormat, pages: number): number {
  if (format.binding === 'saddle-stitch') return 0;
  if (format.binding === 'perfect-bound') return Math.round((pages / format.paper.pagesPerInch + 0.06) * 1000) / 1000;
  return CASEWRAP_SPINE_STEPS.find(([upTo]) => pages <= upTo)?.[1] ?? CASEWRAP_SPINE_STEPS.at(-1)![1];
}

/** The one-piece cover, in inches from its top left: wrap | back | spine | front | wrap. */
export interface CoverSpread {
  width: number;
  height: number;
  wrap: number;
  spine: number;
  /** The trimmed back, spine and front panels. */
  back: Rect;
  spineBox: Rect;
  front: Rect;
}

export function coverSpreadIn(format: PrintFormat, pages: number): CoverSpread {
  const spine = spineWidthIn(format, pages);
  const { width, height } = format.trimIn;
  const wrap = format.coverWrapIn;
  return {
    width: 2 * wrap + 2 * width + spine,
    height: 2 * wrap + height,
    wrap,
    spine,
    back: { x: wrap, y: wrap, width, height },
    spineBox: { x: wrap + width, y: wrap, width: spine, height },
    front: { x: wrap + width + spine, y: wrap, width, height },
  };
}

/** Pages the format wants for an interior of `pages`: raised to its minimum and rounded to its multiple. */
export function pagesForFormat(format: PrintFormat, pages: number): number {
  const atLeast = Math.max(pages, format.pages.min);
  return Math.ceil(atLeast / format.pages.multipleOf) * format.pages.multipleOf;
}
