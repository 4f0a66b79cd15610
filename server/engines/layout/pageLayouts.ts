// The layout library (docs/book.md "Layouts"): page grids for 1 to 6 panels — splashes,
// tiers, a wide panel over two, insets, diagonal cuts, grids — in page pixels at print size. `chooseLayout`
// picks the design whose frames best suit the page's shots (establishing and wide shots in wide frames,
// close-ups in narrow or small ones), never the previous page's design, the seed breaking near-ties.
import { COMIC_PAGE, type PageGeometry, type Rect } from '../../../shared/printGeometry';
import type { Shot } from '../../../shared/script';
import { fnv1a, seededRandom } from '../../lib/seededRandom';
import type { PageLayout, PanelFrame, Point } from '../pageModel';
import {
  bottom,
  boundsOf,
  expandRect,
  insetConvex,
  largestInnerRect,
  normalizeOutline,
  rectCorners,
  rectFromEdges,
  right,
  signedArea2,
  splitPolygon,
} from './geometry';

/** Width of the border stroke the page composer draws along each outline (centred on it). */
export const PANEL_BORDER_PX = 8;
/** The white space between neighbouring panels, measured square to the cut. */
export const GUTTER_PX = 38;
/** Lettering keeps this far from the inner edge of a panel's border. */
export const LETTER_PADDING_PX = 24;
/** Most panels and pages hold at most this many panels. */
export const MAX_PANELS = 6;

/** The page a design is built on: where framed panels live, and the whole page (bleed included). */
interface LayoutBox {
  area: Rect;
  page: Rect;
}

/** Framed panels live inside the trim with a margin, a little more at the foot of the page. */
function layoutBox(geometry: PageGeometry): LayoutBox {
  const { trim, px } = geometry;
  return {
    area: rectFromEdges(trim.x + 80, trim.y + 90, right(trim) - 80, bottom(trim) - 110),
    page: { x: 0, y: 0, ...px },
  };
}

interface Slot {
  outline: Point[];
  /** Parts of the panel covered by later frames (an inset): lettering stays off them. */
  covered?: Rect[];
}

interface Design {
  id: string;
  panels: number;
  build: (box: LayoutBox) => Slot[];
}

// ---------------------------------------------------------------------------------------------------------
// Builders

const rectSlot = (r: Rect): Slot => ({ outline: rectCorners(r) });

/** Splits a length into parts by weight with gutters between, in whole pixels: [start, end] of each part. */
function spans(start: number, length: number, weights: number[], gutter = GUTTER_PX): [number, number][] {
  const free = length - gutter * (weights.length - 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const out: [number, number][] = [];
  let cursor = start;
  let acc = 0;
  weights.forEach((w, i) => {
    acc += w;
    const end = i === weights.length - 1 ? start + length : Math.round(start + (free * acc) / total + gutter * i);
    out.push([Math.round(cursor), end]);
    cursor = end + gutter;
  });
  return out;
}

interface TierSpec {
  /** Relative height of each tier. */
  heights: number[];
  /** Relative widths of the panels in each tier. */
  columns: number[][];
  /** The first tier (a single panel) runs into the bleed at the top and sides. */
  bleedTop?: boolean;
  /** The last tier (a single panel) runs into the bleed at the bottom and sides. */
  bleedBottom?: boolean;
}

function tiers(spec: TierSpec, box: LayoutBox, area: Rect = box.area): Slot[] {
  const rows = spans(area.y, area.height, spec.heights);
  const slots: Slot[] = [];
  rows.forEach(([top, btm], t) => {
    const cols = spans(area.x, area.width, spec.columns[t]);
    const single = cols.length === 1;
    cols.forEach(([left, r]) => {
      const bleedTop = single && t === 0 && spec.bleedTop;
      const bleedBottom = single && t === rows.length - 1 && spec.bleedBottom;
      const bleeds = bleedTop || bleedBottom;
      slots.push(
        rectSlot(
          rectFromEdges(
            bleeds ? 0 : left,
            bleedTop ? 0 : top,
            bleeds ? box.page.width : r,
            bleedBottom ? box.page.height : btm,
          ),
        ),
      );
    });
  });
  return slots;
}

/** A column of one tall panel beside a stack of panels (`stack` relative heights), reading left then down. */
function tallAndStack(tallWeight: number, stack: number[], area: Rect): Slot[] {
  const [[l0, r0], [l1, r1]] = spans(area.x, area.width, [tallWeight, 1]);
  const slots: Slot[] = [rectSlot(rectFromEdges(l0, area.y, r0, bottom(area)))];
  for (const [top, btm] of spans(area.y, area.height, stack)) slots.push(rectSlot(rectFromEdges(l1, top, r1, btm)));
  return slots;
}

/** A big panel with a small one set inside near its bottom-right corner, drawn over it. */
function withInset(big: Rect, widthFraction: number, heightFraction: number, margin = 64): Slot[] {
  const w = Math.round(big.width * widthFraction);
  const h = Math.round(big.height * heightFraction);
  const inset = rectFromEdges(
    right(big) - margin - w,
    bottom(big) - margin - h,
    right(big) - margin,
    bottom(big) - margin,
  );
  // The big panel's lettering keeps off the inset, its border and the same air it keeps from its own border.
  return [{ ...rectSlot(big), covered: [expandRect(inset, PANEL_BORDER_PX + LETTER_PADDING_PX)] }, rectSlot(inset)];
}

const roundPoints = (points: Point[]) => points.map((p) => ({ x: Math.round(p.x), y: Math.round(p.y) }));

/** Two panels divided by a slanted gutter: the cut runs from `leftY` at the left edge to `rightY` at the right. */
function diagonalTwo(leftY: number, rightY: number, area: Rect): Slot[] {
  const y = (f: number) => area.y + area.height * f;
  const [top, btm] = splitPolygon(
    rectCorners(area),
    { x: area.x, y: y(leftY) },
    { x: right(area), y: y(rightY) },
    GUTTER_PX,
  );
  return [{ outline: roundPoints(top) }, { outline: roundPoints(btm) }];
}

/** A slanted tier cut, then the lower part cut again by a leaning upright gutter: three quadrilaterals. */
function diagonalThree(area: Rect): Slot[] {
  const y = (f: number) => area.y + area.height * f;
  const x = (f: number) => area.x + area.width * f;
  const [top, rest] = splitPolygon(
    rectCorners(area),
    { x: area.x, y: y(0.47) },
    { x: right(area), y: y(0.37) },
    GUTTER_PX,
  );
  const [left, r] = splitPolygon(rest, { x: x(0.45), y: bottom(area) }, { x: x(0.59), y: y(0.4) }, GUTTER_PX);
  return [top, left, r].map((p) => ({ outline: roundPoints(p) }));
}

// ---------------------------------------------------------------------------------------------------------
// The library, in reading order of frames (which is also drawing order: later frames lie on top).

const DESIGNS: Design[] = [
  // 1 panel
  { id: 'splash-bleed', panels: 1, build: (b) => [rectSlot(b.page)] },
  { id: 'splash-framed', panels: 1, build: (b) => [rectSlot(b.area)] },
  // 2 panels
  { id: 'two-tiers', panels: 2, build: (b) => tiers({ heights: [1, 1], columns: [[1], [1]] }, b) },
  {
    id: 'big-over-strip',
    panels: 2,
    build: (b) => tiers({ heights: [1.9, 1], columns: [[1], [1]], bleedTop: true }, b),
  },
  { id: 'side-by-side', panels: 2, build: (b) => tiers({ heights: [1], columns: [[1, 1]] }, b) },
  { id: 'inset', panels: 2, build: (b) => withInset(b.area, 0.44, 0.25) },
  { id: 'diagonal-two', panels: 2, build: (b) => diagonalTwo(0.57, 0.45, b.area) },
  // 3 panels
  { id: 'three-tiers', panels: 3, build: (b) => tiers({ heights: [1, 1, 1], columns: [[1], [1], [1]] }, b) },
  {
    id: 'wide-over-two',
    panels: 3,
    build: (b) => tiers({ heights: [1.05, 1], columns: [[1], [1, 1]], bleedTop: true }, b),
  },
  {
    id: 'two-over-wide',
    panels: 3,
    build: (b) => tiers({ heights: [1, 1.05], columns: [[1, 1], [1]], bleedBottom: true }, b),
  },
  { id: 'tall-and-two', panels: 3, build: (b) => tallAndStack(1.1, [1, 1], b.area) },
  { id: 'diagonal-three', panels: 3, build: (b) => diagonalThree(b.area) },
  {
    id: 'inset-over-strip',
    panels: 3,
    build: ({ area }) => {
      const [[t0, b0], [t1, b1]] = spans(area.y, area.height, [2.1, 1]);
      const big = rectFromEdges(area.x, t0, right(area), b0);
      return [...withInset(big, 0.42, 0.36), rectSlot(rectFromEdges(area.x, t1, right(area), b1))];
    },
  },
  // 4 panels
  {
    id: 'grid-2x2',
    panels: 4,
    build: (b) =>
      tiers(
        {
          heights: [1, 1],
          columns: [
            [1, 1],
            [1, 1],
          ],
        },
        b,
      ),
  },
  { id: 'one-two-one', panels: 4, build: (b) => tiers({ heights: [0.9, 1.2, 0.9], columns: [[1], [1, 1], [1]] }, b) },
  {
    id: 'wide-over-three',
    panels: 4,
    build: (b) => tiers({ heights: [1.15, 1], columns: [[1], [1, 1, 1]], bleedTop: true }, b),
  },
  { id: 'tall-and-three', panels: 4, build: (b) => tallAndStack(1, [1, 1, 1], b.area) },
  // 5 panels
  { id: 'two-one-two', panels: 5, build: (b) => tiers({ heights: [1, 1, 1], columns: [[1, 1], [1], [1, 1]] }, b) },
  {
    id: 'one-two-two',
    panels: 5,
    build: (b) => tiers({ heights: [1.1, 1, 1], columns: [[1], [1, 1], [1, 1]], bleedTop: true }, b),
  },
  { id: 'two-two-one', panels: 5, build: (b) => tiers({ heights: [1, 1, 1.1], columns: [[1, 1], [1, 1], [1]] }, b) },
  { id: 'one-three-one', panels: 5, build: (b) => tiers({ heights: [1, 1.15, 1], columns: [[1], [1, 1, 1], [1]] }, b) },
  // 6 panels
  {
    id: 'two-two-two',
    panels: 6,
    build: (b) =>
      tiers(
        {
          heights: [1, 1, 1],
          columns: [
            [1, 1],
            [1, 1],
            [1, 1],
          ],
        },
        b,
      ),
  },
  {
    id: 'three-three',
    panels: 6,
    build: (b) =>
      tiers(
        {
          heights: [1, 1],
          columns: [
            [1, 1, 1],
            [1, 1, 1],
          ],
        },
        b,
      ),
  },
  {
    id: 'one-two-three',
    panels: 6,
    build: (b) => tiers({ heights: [1, 1, 1.05], columns: [[1], [1, 1], [1, 1, 1]] }, b),
  },
  { id: 'three-one-two', panels: 6, build: (b) => tiers({ heights: [1, 1, 1], columns: [[1, 1, 1], [1], [1, 1]] }, b) },
];

/** Every design: its id and how many panels it holds. */
export const LAYOUT_DESIGNS: readonly { id: string; panels: number }[] = DESIGNS.map(({ id, panels }) => ({
  id,
  panels,
}));

// ---------------------------------------------------------------------------------------------------------
// Frames

function frameOf(slot: Slot, safe: Rect): PanelFrame {
  const outline = normalizeOutline(slot.outline);
  const rect = boundsOf(outline);
  const inner = insetConvex(outline, PANEL_BORDER_PX + LETTER_PADDING_PX);
  const letterBox = largestInnerRect(inner, safe, slot.covered ?? []);
  if (!letterBox) throw new Error('A panel of the layout library has no room for lettering');
  return { rect, outline, letterBox };
}

/** The library built for one page geometry (the comic's, or a 6 × 9 in format's), once per geometry. */
const libraries = new Map<PageGeometry, Map<string, PageLayout>>();
function libraryFor(geometry: PageGeometry): Map<string, PageLayout> {
  let library = libraries.get(geometry);
  if (!library) {
    const box = layoutBox(geometry);
    library = new Map(
      DESIGNS.map((d) => [d.id, { id: d.id, frames: d.build(box).map((slot) => frameOf(slot, geometry.safe)) }]),
    );
    libraries.set(geometry, library);
  }
  return library;
}
const built = libraryFor(COMIC_PAGE);

const copy = (layout: PageLayout): PageLayout => structuredClone(layout);

/** Every layout of the library, filled (fresh copies: callers may keep or change them). */
export function allLayouts(geometry: PageGeometry = COMIC_PAGE): PageLayout[] {
  const library = libraryFor(geometry);
  return DESIGNS.map((d) => copy(library.get(d.id)!));
}

/** The designs for a number of panels. */
export function layoutsFor(panels: number, geometry: PageGeometry = COMIC_PAGE): PageLayout[] {
  const library = libraryFor(geometry);
  return DESIGNS.filter((d) => d.panels === panels).map((d) => copy(library.get(d.id)!));
}

/**
 * The layout as a right-to-left book reads it: mirrored across the page, so panel 1 sits top right and the
 * eye moves leftwards. Outlines stay clockwise (mirroring reverses their order); the trims' safe boxes are
 * symmetric, so every letter box stays inside its own.
 */
export function mirroredLayout(layout: PageLayout, pageWidth: number): PageLayout {
  const flip = (r: Rect): Rect => ({ ...r, x: pageWidth - r.x - r.width });
  return {
    id: layout.id,
    frames: layout.frames.map((frame) => ({
      rect: flip(frame.rect),
      outline: frame.outline.map((p) => ({ x: pageWidth - p.x, y: p.y })).reverse(),
      letterBox: flip(frame.letterBox),
    })),
  };
}

/**
 * A layout by its id. With the page's shots, a design that no longer matches the page (the script changed
 * its panel count) is replaced by a fitting one; without them, an unknown id throws.
 */
export function layoutById(id: string, shots?: Shot[], geometry: PageGeometry = COMIC_PAGE): PageLayout {
  const layout = libraryFor(geometry).get(id);
  if (layout && (!shots || layout.frames.length === shots.length)) return copy(layout);
  if (shots) return layoutById(chooseLayout(shots, null, fnv1a(id)).id, undefined, geometry);
  throw new Error(`Unknown page layout: ${id}`);
}

// ---------------------------------------------------------------------------------------------------------
// Choosing

/** What frame shape suits a shot: an aspect range (width / height) and how much it wants a big frame. */
const SHOT_FIT: Record<Shot, { lo: number; hi: number; size: number }> = {
  establishing: { lo: 1.6, hi: 4.5, size: 1.2 },
  wide: { lo: 1.15, hi: 4, size: 0.8 },
  medium: { lo: 0.7, hi: 1.7, size: 0.2 },
  'close-up': { lo: 0.5, hi: 1.3, size: -0.2 },
  'extreme close-up': { lo: 0.35, hi: 1.15, size: -0.4 },
};

interface SlotShape {
  aspect: number;
  /** Visible area relative to an even share of the page's panel area. */
  relative: number;
}

const shapes = new Map<string, SlotShape[]>(
  DESIGNS.map((d) => {
    const slots = d.build(layoutBox(COMIC_PAGE));
    const areas = slots.map(
      (s) => Math.abs(signedArea2(s.outline)) / 2 - (s.covered ?? []).reduce((a, r) => a + r.width * r.height, 0),
    );
    const total = areas.reduce((a, b) => a + b, 0);
    return [
      d.id,
      slots.map((s, i) => {
        const box = boundsOf(s.outline);
        return { aspect: box.width / box.height, relative: (areas[i] * slots.length) / total };
      }),
    ];
  }),
);

/** How well a frame suits a shot: 0 is a good fit, negative worse, a big frame for a wide shot a bit better. */
export function shotFit(shot: Shot, frame: SlotShape): number {
  const fit = SHOT_FIT[shot] ?? SHOT_FIT.medium;
  const a = frame.aspect;
  const off = a < fit.lo ? Math.log(fit.lo / a) : a > fit.hi ? Math.log(a / fit.hi) : 0;
  return -2 * off + fit.size * Math.log(frame.relative);
}

/** How well a design suits the page's shots, in order. */
export function designFit(id: string, shots: Shot[]): number {
  const slots = shapes.get(id);
  if (!slots || slots.length !== shots.length) return -Infinity;
  return slots.reduce((sum, slot, i) => sum + shotFit(shots[i], slot), 0);
}

/** How much a design used on one of the last few pages loses against the others (about one good fit). */
const RECENT_PENALTY = 1.2;

/**
 * The page grid for a page's shots (1–6 panels): the design that best fits the order of shots, never the
 * design of the previous page, and a design seen on the pages before that only when it fits clearly
 * better (so a book does not go A, B, A, B); the seed breaks near-ties so a book varies. `previous` is
 * the previous page's design id, or the ids of the last few pages, most recent last.
 */
export function chooseLayout(shots: Shot[], previous: string | readonly string[] | null, seed: number): PageLayout {
  const n = shots.length;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PANELS)
    throw new RangeError(`A page has 1 to ${MAX_PANELS} panels, not ${n}`);
  const recent = previous === null ? [] : typeof previous === 'string' ? [previous] : previous;
  const previousId = recent.at(-1) ?? null;
  const candidates = DESIGNS.filter((d) => d.panels === n && d.id !== previousId);
  let best = candidates[0];
  let bestScore = -Infinity;
  for (const d of candidates) {
    const jitter = seededRandom((seed >>> 0) ^ fnv1a(d.id))() * 0.6;
    const score = designFit(d.id, shots) + jitter - (recent.includes(d.id) ? RECENT_PENALTY : 0);
    if (score > bestScore) {
      bestScore = score;
      best = d;
    }
  }
  return copy(built.get(best.id)!);
}
