// The lettering engine (BOOK.md "Pages: art, lettering, render"): places every caption, balloon and sound
// effect of a page and draws them as one transparent SVG the size of the page, every letter an outline
// (no <text>: user words never reach the SVG as markup). Per panel, in reading order: the caption (a box at
// the top left of the panel's lettering area, or the bottom left when the top would cover the hero's face),
// the balloons in script order — each after the one before, left to right and top to bottom — with tails
// towards the speakers' heads, then the sound effect in free room.
//
// Hard rules (tests/unit/lettering.test.ts checks them on every design of the layout library): text inside
// its shape, shapes inside the panel's letter box and the safe box, clear of the hero's face and of each
// other, letters never smaller than MIN_LETTERING_PX. What cannot fit at that size is shortened at a word
// boundary with an ellipsis and flagged, and a sound effect with no room is left out (and reported).
import { boxPx, MIN_LETTERING_PX, PAGE_PX } from '../../../shared/printGeometry';
import type { BalloonKind } from '../../../shared/script';
import type { OutlineFont } from '../../art/text/outlineFont';
import { bottom, expandRect, intersectRects, rectsOverlap, right } from '../layout/geometry';
import { type LetteredPage, type LetteringKind, type LetteringPanel, type PlacedLettering, type Point, type PrintLook, type Rect } from '../pageModel';
import { bangers, letteringFont } from '../../art/text/fonts';
import {
  bandReach,
  burstPoints,
  circlePath,
  cloudBumps,
  hashUnit,
  lineCapacity,
  norm,
  ovalAround,
  ovalPoint,
  ovalPolygon,
  polygonPath,
  r1,
  segmentHitsRect,
  freeRun,
  trailCircles,
  wedgeTail,
  type Oval,
  type Tail,
} from './shapes';
import { capHeight, linePath } from '../../art/text/outlines';
import { breakLongWords, cutWord, fillLines, groupLines, lettered, measureWords, shortenTo, wordsOf } from '../../art/text/words';

/** Lettering sizes tried for a panel, largest first; the last is the smallest allowed. */
export const LETTERING_SIZES = [46, 42, 38, MIN_LETTERING_PX] as const;
/** Shouts are lettered this much bigger, in the display face. */
export const SHOUT_SCALE = 1.3;
/** Outline width of balloons and caption boxes. */
export const BALLOON_STROKE_PX = 5;
/** Air between two shapes of a page. */
export const SHAPE_GAP_PX = 18;
/** Air between a shape and the hero's face. */
export const FACE_MARGIN_PX = 14;

const SAFE = boxPx('safe');
const LINE_HEIGHT = 1.13;
const MAX_TAIL = 300;

export interface DroppedLettering {
  id: string;
  panel: number;
  kind: LetteringKind;
  text: string;
}

/** A tail's or thought trail's centre line, from the balloon's edge to its tip. */
export interface Pointer {
  id: string;
  from: Point;
  tip: Point;
}

/** Part of the lettering drawn on its own: an SVG of `box`'s size showing that part of the page. */
export interface LetteringLayer {
  box: Rect;
  svg: string;
}

export interface LetteringResult extends LetteredPage {
  /**
   * The same drawing as `svg`, as separate layers over the areas that have lettering (which do not
   * overlap): rasterizing a few small layers costs a fraction of the page-sized SVG.
   */
  layers: LetteringLayer[];
  /** Items whose text was shortened to fit (the caller logs them). */
  shortened: PlacedLettering[];
  /** Items left out for want of room (only sound effects, or a text that fits nowhere even as one word). */
  dropped: DroppedLettering[];
  pointers: Pointer[];
}

interface Palette {
  ink: string;
  paper: string;
  caption: string;
  sfx: [fill: string, shadow: string][];
}

const PALETTES: Record<PrintLook, Palette> = {
  grayscale: { ink: '#000', paper: '#fff', caption: '#fff', sfx: [['#fff', '#000']] },
  color: {
    ink: '#1a1614',
    paper: '#fffdf6',
    caption: '#ffe27a',
    sfx: [
      ['#ffd21f', '#d8261c'],
      ['#e8352a', '#ffd21f'],
    ],
  },
};

// ---------------------------------------------------------------------------------------------------------
// Elements and their variants (one way each of wrapping and sizing an element)

interface Element {
  id: string;
  panel: number;
  kind: LetteringKind;
  /** The script's text, whitespace collapsed. */
  text: string;
  speaker?: string;
}

interface Variant {
  element: Element;
  /** The text as printed in this variant (maybe shortened) and whether it was shortened. */
  text: string;
  shortened: boolean;
  font: OutlineFont;
  size: number;
  lines: string[];
  widths: number[];
  lineHeight: number;
  /** Whole-pixel size of the shape's bounding box. */
  w: number;
  h: number;
  /** The text block's size. */
  textW: number;
  textH: number;
  /** Balloons: where the oval's centre sits in the shape box, the oval, and decorations relative to the centre. */
  centre?: Point;
  oval?: { a: number; b: number; p: number };
  bumps?: { c: Point; r: number }[];
  burst?: Point[];
  /** Extra distance from the oval's edge to where a tail or trail may start (spikes, bumps). */
  tailGrow?: number;
  /** Sound effects: rotation in degrees. */
  angle?: number;
  /** A small cost for less pleasing shapes. */
  pref: number;
}

interface Placed {
  variant: Variant;
  shape: Rect;
  textBox: Rect;
  tail?: Tail;
  trail?: { c: Point; r: number }[];
  pointer?: { from: Point; tip: Point };
}

function elementsOf(panel: LetteringPanel, index: number): Element[] {
  const out: Element[] = [];
  const caption = wordsOf(panel.caption ?? '').join(' ');
  if (caption) out.push({ id: `p${index}-caption`, panel: index, kind: 'caption', text: caption });
  panel.balloons.forEach((b, i) => {
    const text = wordsOf(b.text ?? '').join(' ');
    if (text) out.push({ id: `p${index}-b${i}`, panel: index, kind: b.kind, text, speaker: b.speaker });
  });
  const sfx = wordsOf(panel.sfx ?? '').join(' ');
  if (sfx) out.push({ id: `p${index}-sfx`, panel: index, kind: 'sfx', text: sfx });
  return out;
}

const fontFor = (kind: LetteringKind) => (kind === 'shout' || kind === 'sfx' ? bangers : letteringFont);

/** Balloon ovals: a width:height ratio and a cost, the first the most pleasing. */
const RATIOS: [number, number][] = [
  [1.8, 0],
  [1.5, 0.1],
  [2.2, 0.15],
  [1.25, 0.3],
  [2.7, 0.4],
  [1.0, 0.55],
];

/** Every way of wrapping a balloon's text at one size that fits the box. */
function balloonVariants(element: Element, text: string, shortened: boolean, size: number, box: Rect, breakWords: boolean): Variant[] {
  const kind = element.kind as BalloonKind;
  const font = fontFor(kind);
  const lh = size * LINE_HEIGHT;
  const pad = { x: size * 0.42, y: size * 0.2 };
  const p = 2;
  const stroke = BALLOON_STROKE_PX + (kind === 'shout' ? 1 : 0);
  // The widest single line any of the ovals can hold in the box: only at the smallest size is a longer
  // word broken (at larger sizes the panel tries a smaller size first).
  const widest = Math.max(...RATIOS.map(([ratio]) => lineCapacity(box.width / 2 - stroke - 1, ratio, p, lh / 2, pad)));
  const plain = wordsOf(lettered(text));
  const words = breakWords ? breakLongWords(font, plain, size, Math.max(size, widest)) : plain;
  const { widths, space } = measureWords(font, words, size);
  const out: Variant[] = [];
  const maxLines = Math.max(1, Math.min(16, Math.floor((box.height - 2 * pad.y) / lh)));
  for (const [ratio, pref] of RATIOS) {
    const layout = wrapInOval(widths, space, lh, pad, ratio, p, maxLines, box.width / 2);
    if (!layout) continue;
    const lines = groupLines(words, layout);
    // The fonts do not kern: a line is as wide as its words and spaces.
    const lineWidths = groupWidths(widths, space, layout);
    const { a, b } = ovalAround(lineWidths, lh, pad, ratio, p);
    const oval: Oval = { cx: 0, cy: 0, a, b, p };
    let ext = { l: a, t: b, r: a, b: b };
    let bumps: { c: Point; r: number }[] | undefined;
    let burst: Point[] | undefined;
    let tailGrow = 0;
    if (kind === 'thought') {
      const bump = Math.max(18, Math.min(46, 0.22 * Math.min(a, b)));
      bumps = cloudBumps(oval, bump, element.id);
      ext = extentOf(bumps.flatMap((c) => [
        { x: c.c.x - c.r, y: c.c.y - c.r },
        { x: c.c.x + c.r, y: c.c.y + c.r },
      ]));
      tailGrow = bump;
    } else if (kind === 'shout') {
      const spike = Math.max(26, Math.min(70, 0.3 * Math.min(a, b)));
      burst = burstPoints(oval, spike, element.id);
      ext = extentOf(burst);
      tailGrow = spike * 0.3;
    }
    // The outline is drawn doubled under the fill, so it reaches a full stroke outside the geometry.
    const half = stroke + 1;
    const w = Math.ceil(ext.l + ext.r + 2 * half);
    const h = Math.ceil(ext.t + ext.b + 2 * half);
    if (w > box.width || h > box.height) continue;
    out.push({
      element,
      text,
      shortened,
      font,
      size,
      lines,
      widths: lineWidths,
      lineHeight: lh,
      w,
      h,
      textW: Math.max(...lineWidths),
      textH: lines.length * lh,
      centre: { x: ext.l + half, y: ext.t + half },
      oval: { a, b, p },
      bumps,
      burst,
      tailGrow,
      pref,
    });
  }
  return out;
}

/** Distances from the origin to the edges of the points' bounding box. */
function extentOf(points: Point[]): { l: number; t: number; r: number; b: number } {
  let l = 0;
  let t = 0;
  let r = 0;
  let b = 0;
  for (const p of points) {
    l = Math.max(l, -p.x);
    r = Math.max(r, p.x);
    t = Math.max(t, -p.y);
    b = Math.max(b, p.y);
  }
  return { l, t, r, b };
}

/**
 * Breaks words into lines shaped for an oval of a ratio: for each line count, the smallest oval whose
 * lines (wider in the middle, narrower at top and bottom) hold the words. Returns the word counts per line
 * of the smallest, or null when none fits within `maxA`.
 */
function wrapInOval(
  widths: number[],
  space: number,
  lh: number,
  pad: { x: number; y: number },
  ratio: number,
  p: number,
  maxLines: number,
  maxA: number,
): number[] | null {
  let best: number[] | null = null;
  let bestA = Infinity;
  let bestScore = Infinity;
  const total = widths.reduce((s, w) => s + w, 0) + space * Math.max(0, widths.length - 1);
  let worse = 0;
  for (let n = 1; n <= Math.min(maxLines, widths.length); n++) {
    // The smallest oval shrinks as lines are added, then grows: stop two lines past the best.
    if (worse >= 2) break;
    const reach = bandReach(n, lh);
    const fits = (a: number) => fillLines(widths, space, (i) => lineCapacity(a, ratio, p, reach[i], pad), n);
    // Quick bounds: the lines must hold the whole text.
    let lo = Math.max(ratio * (Math.max(...reach) + pad.y), total / (2 * n));
    let hi = Math.min(maxA, bestA * 1.15);
    if (lo >= hi || !fits(hi)) {
      if (best) worse++;
      continue;
    }
    for (let k = 0; k < 22 && hi - lo > 0.5; k++) {
      const mid = (lo + hi) / 2;
      if (fits(mid)) hi = mid;
      else lo = mid;
    }
    const counts = fits(hi)!;
    const lineWidths = groupWidths(widths, space, counts);
    const { a } = ovalAround(lineWidths, lh, pad, ratio, p);
    // A lone short word on the first or last line of a big balloon looks lost: count it as a bigger oval.
    const widest = Math.max(...lineWidths);
    const orphans = counts.length < 3 ? 0 : [lineWidths[0], lineWidths[lineWidths.length - 1]].filter((w) => w < 0.38 * widest).length;
    const score = a * (1 + 0.07 * orphans);
    if (a <= maxA && score < bestScore - 0.5) {
      bestScore = score;
      bestA = a;
      best = counts;
      worse = 0;
    } else if (best) worse++;
  }
  return best;
}

function groupWidths(widths: number[], space: number, counts: number[]): number[] {
  const out: number[] = [];
  let i = 0;
  for (const n of counts) {
    let w = 0;
    for (let k = 0; k < n; k++) w += widths[i + k] + (k ? space : 0);
    out.push(w);
    i += n;
  }
  return out;
}

/** Caption boxes: for each number of lines, the narrowest box; left-aligned text. */
function captionVariants(element: Element, text: string, shortened: boolean, size: number, box: Rect, breakWords: boolean): Variant[] {
  const font = letteringFont;
  const lh = size * LINE_HEIGHT;
  const padX = Math.round(size * 0.45);
  const padY = Math.round(size * 0.3);
  const inner = box.width - 2 * padX - BALLOON_STROKE_PX;
  const plain = wordsOf(lettered(text));
  const words = breakWords ? breakLongWords(font, plain, size, inner) : plain;
  const { widths, space } = measureWords(font, words, size);
  const maxLines = Math.floor((box.height - 2 * padY - BALLOON_STROKE_PX) / lh);
  const out: Variant[] = [];
  const seen = new Set<string>();
  const longest = Math.max(...widths);
  const measureLimit = Math.max(Math.min(0.7 * box.width, 1100), Math.min(box.width, 800));
  for (let n = 1; n <= Math.min(maxLines, words.length); n++) {
    if (!fillLines(widths, space, () => inner, n)) continue;
    let lo = longest;
    let hi = inner;
    for (let k = 0; k < 22 && hi - lo > 0.5; k++) {
      const mid = (lo + hi) / 2;
      if (fillLines(widths, space, () => mid, n)) hi = mid;
      else lo = mid;
    }
    const counts = fillLines(widths, space, () => hi, n)!;
    const key = counts.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    const lines = groupLines(words, counts);
    const lineWidths = groupWidths(widths, space, counts);
    const textW = Math.max(...lineWidths);
    const w = Math.ceil(textW + 2 * padX + BALLOON_STROKE_PX);
    const h = Math.ceil(lines.length * lh + 2 * padY + BALLOON_STROKE_PX);
    if (w > box.width || h > box.height) continue;
    out.push({
      element,
      text,
      shortened,
      font,
      size,
      lines,
      widths: lineWidths,
      lineHeight: lh,
      w,
      h,
      textW,
      textH: lines.length * lh,
      // Fewest lines, as long as the box does not run wider than a comfortable measure.
      pref: 0.08 * (lines.length - 1) + (w > measureLimit ? 0.5 + (w - measureLimit) / box.width : 0),
    });
  }
  return out.sort((a, b) => a.pref - b.pref);
}

/** Sound effects: one or two lines of the display face at a size, turned a little. */
function sfxVariants(element: Element, size: number, box: Rect): Variant[] {
  const font = bangers;
  const words = wordsOf(lettered(element.text));
  const lh = size * 0.98;
  const angle = (hashUnit(element.id, 1) < 0.5 ? -1 : 1) * (4 + 6 * hashUnit(element.id, 2));
  const splits: string[][] = [[words.join(' ')]];
  if (words.length > 1) {
    const half = Math.ceil(words.length / 2);
    splits.push([words.slice(0, half).join(' '), words.slice(half).join(' ')]);
  }
  const out: Variant[] = [];
  for (const lines of splits) {
    const widths = lines.map((l) => font.measure(l, size));
    const textW = Math.max(...widths);
    const textH = lines.length * lh;
    const margin = size * 0.12;
    const outer = rotatedExtent(textW + 2 * margin, textH + 2 * margin, angle);
    const w = Math.ceil(outer.w + 2);
    const h = Math.ceil(outer.h + 2);
    if (w > box.width || h > box.height) continue;
    out.push({ element, text: element.text, shortened: false, font, size, lines, widths, lineHeight: lh, w, h, textW, textH, angle, pref: lines.length - 1 });
  }
  return out;
}

function rotatedExtent(w: number, h: number, degrees: number): { w: number; h: number } {
  const t = (Math.abs(degrees) * Math.PI) / 180;
  return { w: w * Math.cos(t) + h * Math.sin(t), h: w * Math.sin(t) + h * Math.cos(t) };
}

// ---------------------------------------------------------------------------------------------------------
// Placement

interface PanelContext {
  index: number;
  box: Rect;
  frame: Rect;
  /** The page's keep-clear rectangles, grown by the face margin. */
  keep: Rect[];
  /** Heads seen in this panel. */
  heads: Record<string, Point>;
  headPoints: Point[];
  /** Shapes already on the page (earlier panels), grown by the gap. */
  pageShapes: Rect[];
  /** What tails stop before: the hero's face with a little air. */
  avoid: Rect[];
  /** How far tails may reach: the letter box and a little more. */
  reach: Rect;
  /** Variants already worked out, by element, size and text. */
  variants: Map<string, Variant[]>;
  /** The letter box's area less what the face covers of it. */
  freeArea: number;
}

function headOf(ctx: PanelContext, speaker: string | undefined): Point | null {
  if (!speaker) return null;
  const direct = ctx.heads[speaker];
  const key = direct ? speaker : Object.keys(ctx.heads).find((k) => k.toLowerCase() === speaker.trim().toLowerCase());
  const head = key ? ctx.heads[key] : undefined;
  if (!head || !Number.isFinite(head.x) || !Number.isFinite(head.y)) return null;
  const f = ctx.frame;
  return head.x >= f.x && head.x <= right(f) && head.y >= f.y && head.y <= bottom(f) ? head : null;
}

/** Whether shape s reads after shape p: clearly lower, or to its right and not higher. */
export function readsAfter(s: Rect, p: Rect): boolean {
  if (s.y >= p.y + 0.5 * p.height) return true;
  return s.x >= right(p) - 8 && s.y >= p.y - 12;
}

function isFree(r: Rect, ctx: PanelContext, own: Rect[]): boolean {
  for (const k of ctx.keep) if (rectsOverlap(r, k)) return false;
  for (const s of ctx.pageShapes) if (rectsOverlap(r, s)) return false;
  for (const s of own) if (rectsOverlap(r, s, SHAPE_GAP_PX)) return false;
  return true;
}

/** Where a balloon's tail or trail goes: from its edge, a direction and a length. */
interface Aim {
  from: Point;
  dir: Point;
  length: number;
}

const balloonCentre = (v: Variant, x: number, y: number): Point => ({ x: x + v.centre!.x, y: y + v.centre!.y });

/**
 * The tail of a balloon at a top-left position and what it costs: towards the speaker's head (stopping well
 * before it and before the hero's face), or to the nearest side or bottom of the panel for a speaker out of
 * the picture; balloons above and near their speaker, tails not through other shapes.
 */
function aimTail(v: Variant, x: number, y: number, ctx: PanelContext, own: Placed[], avoid = tailObstacles(ctx, own)): { cost: number; aim: Aim | null } {
  const c = balloonCentre(v, x, y);
  const oval: Oval = { cx: c.x, cy: c.y, ...v.oval! };
  const kind = v.element.kind;
  let cost = 0;
  const head = headOf(ctx, v.element.speaker);
  let target: Point;
  let desired: number;
  if (head) {
    target = head;
    const from = ovalPoint(oval, Math.atan2(head.y - c.y, head.x - c.x), v.tailGrow ?? 0);
    const dist = Math.hypot(head.x - from.x, head.y - from.y);
    desired = Math.min(MAX_TAIL, dist - Math.max(60, Math.min(200, 0.35 * dist)));
    if (dist < 150) cost += (150 - dist) / 40;
    cost += (2 * Math.max(0, c.y - head.y + 40)) / ctx.box.height;
    cost += (1.6 * Math.max(0, Math.abs(c.x - head.x) - 0.7 * v.w)) / ctx.box.width;
  } else {
    const box = ctx.box;
    const gaps: [number, Point][] = [
      [x - box.x, { x: box.x - 30, y: c.y }],
      [box.x + box.width - (x + v.w), { x: box.x + box.width + 30, y: c.y }],
      [box.y + box.height - (y + v.h), { x: c.x, y: box.y + box.height + 30 }],
    ];
    gaps.sort((a, b) => a[0] - b[0]);
    const [gap, point] = gaps[0];
    target = point;
    desired = gap + 40;
    cost += gap < 40 ? (40 - gap) / 20 : gap > 170 ? (gap - 170) / 120 : 0;
  }
  const reach = ctx.reach;
  const minimum = kind === 'thought' ? 70 : 40;
  const want = Math.max(minimum, desired);
  const towards = Math.atan2(target.y - c.y, target.x - c.x);
  // Leave the balloon where it faces the target, or a little to one side when something is in the way.
  let best: { from: Point; dir: Point; length: number; penalty: number } | null = null;
  for (const offset of TAIL_OFFSETS) {
    const from = ovalPoint(oval, towards + offset, v.tailGrow ?? 0);
    const dir = norm({ x: target.x - from.x, y: target.y - from.y });
    // Never start back across the balloon.
    if (dir.x * Math.cos(towards + offset) + dir.y * Math.sin(towards + offset) < 0.2) continue;
    const length = Math.min(want, freeRun(from, dir, reach, avoid, want));
    const penalty = Math.abs(offset) * 2 + (length < minimum ? 3 + (minimum - length) / 15 : 0);
    if (!best || penalty < best.penalty) best = { from, dir, length, penalty };
    if (length >= want) break;
  }
  if (!best || best.length < (kind === 'thought' ? minimum : 24)) return { cost: cost + 12, aim: null };
  cost += best.penalty;
  const { from, dir } = best;
  const length = Math.min(best.length, Math.max(minimum, desired));
  const tip = { x: from.x + dir.x * length, y: from.y + dir.y * length };
  // (Tails never reach into the face: they stop before it, and a tail cut short by it costs above.)
  for (const s of ctx.pageShapes) if (segmentHitsRect(from, tip, s)) cost += 25;
  return { cost, aim: { from, dir, length } };
}

/** Tails stop before the face and before other balloons (a tail across a balloon reads as nonsense). */
function tailObstacles(ctx: PanelContext, own: Placed[]): Rect[] {
  return [...ctx.avoid, ...own.map((o) => expandRect(o.shape, 12))];
}

/** Angles (radians) off the straight line at which a tail may leave its balloon, best first. */
const TAIL_OFFSETS = [0, 0.25, -0.25, 0.5, -0.5, 0.8, -0.8];

/** The placed geometry of a variant at a top-left position, tail or trail included. */
function realize(v: Variant, x: number, y: number, ctx: PanelContext, own: Placed[]): Placed {
  const shape = { x, y, width: v.w, height: v.h };
  const kind = v.element.kind;
  if (kind === 'caption') {
    const padX = Math.round(v.size * 0.45);
    const padY = Math.round(v.size * 0.3);
    const half = BALLOON_STROKE_PX / 2;
    return { variant: v, shape, textBox: { x: x + half + padX, y: y + half + padY, width: v.textW, height: v.textH } };
  }
  if (kind === 'sfx') {
    const cx = x + v.w / 2;
    const cy = y + v.h / 2;
    const ext = rotatedExtent(v.textW, v.textH, v.angle ?? 0);
    return { variant: v, shape, textBox: { x: cx - ext.w / 2, y: cy - ext.h / 2, width: ext.w, height: ext.h } };
  }
  const c = balloonCentre(v, x, y);
  const placed: Placed = { variant: v, shape, textBox: { x: c.x - v.textW / 2, y: c.y - v.textH / 2, width: v.textW, height: v.textH } };
  const { aim } = aimTail(v, x, y, ctx, own);
  if (!aim) return placed;
  const { from, dir, length } = aim;
  const small = Math.min(v.oval!.a, v.oval!.b);
  if (kind === 'thought') {
    placed.trail = trailCircles(from, dir, length, Math.max(56, Math.min(96, 0.34 * small)));
    const last = placed.trail[placed.trail.length - 1];
    placed.pointer = { from, tip: { x: last.c.x + dir.x * last.r, y: last.c.y + dir.y * last.r } };
  } else {
    const oval: Oval = { cx: c.x, cy: c.y, ...v.oval! };
    placed.tail = wedgeTail(oval, from, dir, length, Math.max(14, Math.min(30, 0.16 * small + 6)), v.element.id);
    placed.pointer = { from, tip: placed.tail.tip };
  }
  return placed;
}

/** Costs that depend on the position only (reading order, where in the panel). */
function positionCost(v: Variant, r: Rect, ctx: PanelContext, own: Placed[], firstBalloon: boolean): number {
  const box = ctx.box;
  let cost = v.pref;
  const kind = v.element.kind;
  if (kind === 'sfx') {
    // Sound effects go where the words are not: far from them, off heads, lower in the panel.
    let near = 400;
    for (const o of own) near = Math.min(near, rectGap(r, o.shape));
    cost -= near / 400;
    cost += 0.6 * (1 - (r.y + r.height / 2 - box.y) / box.height);
    for (const h of ctx.headPoints) if (pointNear(h, r, 50)) cost += 3;
    for (const o of own) if (o.pointer && segmentHitsRect(o.pointer.from, o.pointer.tip, expandRect(r, 10))) cost += 6;
    return cost;
  }
  cost += (3 * (r.y - box.y)) / box.height;
  if (firstBalloon) cost += (0.6 * (r.x - box.x)) / box.width;
  for (const o of own) {
    if (!ordersWith(o, ctx)) continue;
    if (!readsAfter(r, o.shape)) cost += 40;
    // Not over an earlier balloon's tail or trail.
    if (o.pointer && segmentHitsRect(o.pointer.from, o.pointer.tip, expandRect(r, 10))) cost += 25;
  }
  for (const h of ctx.headPoints) if (pointNear(h, r, 40)) cost += 8;
  return cost;
}

/**
 * Whether a later balloon must read after this item: every balloon and a caption at the top (a caption
 * moved to the foot of the panel is read first anyway); sound effects are part of the picture.
 */
function ordersWith(o: Placed, ctx: PanelContext): boolean {
  const kind = o.variant.element.kind;
  if (kind === 'sfx') return false;
  return kind !== 'caption' || o.shape.y <= ctx.box.y + ctx.box.height / 2;
}

function rectGap(a: Rect, b: Rect): number {
  const dx = Math.max(0, b.x - right(a), a.x - right(b));
  const dy = Math.max(0, b.y - bottom(a), a.y - bottom(b));
  return Math.hypot(dx, dy);
}

const pointNear = (p: Point, r: Rect, by: number) => p.x > r.x - by && p.x < right(r) + by && p.y > r.y - by && p.y < bottom(r) + by;

function positions(from: number, span: number, step: number): number[] {
  const out: number[] = [];
  if (span < 0) return out;
  const n = Math.max(1, Math.min(Math.ceil(span / step), Math.floor(span)));
  for (let i = 0; i <= n; i++) out.push(Math.round(from + (span * i) / n));
  return out;
}

/**
 * The best place for any of the variants in the panel, or null when none fits anywhere. Every free spot of
 * a grid gets its position cost; tails (costs ≥ 0 on top) are worked out in order of that cost until no
 * spot can beat the best, then the best is refined on a finer grid.
 */
function bestPlace(variants: Variant[], ctx: PanelContext, own: Placed[], strict = true): Placed | null {
  const ownShapes = own.map((o) => o.shape);
  const before = strict && variants[0]?.element.kind !== 'sfx' ? own.filter((o) => ordersWith(o, ctx)).map((o) => o.shape) : [];
  const tails = own.flatMap((o) => (o.pointer ? [o.pointer] : []));
  const obstacles = tailObstacles(ctx, own);
  const firstBalloon = !own.some((o) => o.variant.element.kind !== 'caption' && o.variant.element.kind !== 'sfx');
  const box = ctx.box;
  const balloon = (v: Variant) => v.element.kind !== 'sfx' && v.element.kind !== 'caption';
  const spots: { v: Variant; x: number; y: number; base: number }[] = [];
  const consider = (v: Variant, x: number, y: number) => {
    if (x < box.x || y < box.y || x + v.w > box.x + box.width || y + v.h > box.y + box.height) return;
    const r = { x, y, width: v.w, height: v.h };
    if (!isFree(r, ctx, ownShapes)) return;
    for (const b of before) if (!readsAfter(r, b)) return;
    // Never over an earlier balloon's tail or trail.
    if (strict && tails.length) {
      const grown = expandRect(r, 8);
      for (const t of tails) if (segmentHitsRect(t.from, t.tip, grown)) return;
    }
    spots.push({ v, x, y, base: positionCost(v, r, ctx, own, firstBalloon) });
  };
  const pick = () => {
    spots.sort((a, b) => a.base - b.base);
    let best: { v: Variant; x: number; y: number; cost: number } | null = null;
    for (const s of spots) {
      if (best && s.base >= best.cost) break;
      const cost = s.base + (balloon(s.v) ? aimTail(s.v, s.x, s.y, ctx, own, obstacles).cost : 0);
      if (!best || cost < best.cost - 1e-9) best = { v: s.v, x: s.x, y: s.y, cost };
    }
    return best;
  };
  const step = Math.max(24, Math.min(64, Math.round(Math.min(box.width, box.height) / 18)));
  for (const v of variants) {
    for (const y of positions(box.y, box.height - v.h, step)) for (const x of positions(box.x, box.width - v.w, step)) consider(v, x, y);
  }
  const coarse = pick();
  if (!coarse) return null;
  spots.length = 0;
  for (let dy = -36; dy <= 36; dy += 12) for (let dx = -36; dx <= 36; dx += 12) consider(coarse.v, coarse.x + dx, coarse.y + dy);
  const best = pick() ?? coarse;
  return realize(best.v, best.x, best.y, ctx, own);
}

/** A caption at the top left of the letter box, else the bottom left (off the face), else wherever it fits. */
function placeCaption(variants: Variant[], ctx: PanelContext, own: Placed[]): Placed | null {
  const box = ctx.box;
  const ownShapes = own.map((o) => o.shape);
  for (const anchor of ['top', 'bottom'] as const) {
    for (const v of variants) {
      const y = anchor === 'top' ? box.y : bottom(box) - v.h;
      const r = { x: box.x, y, width: v.w, height: v.h };
      if (isFree(r, ctx, ownShapes)) return realize(v, box.x, y, ctx, own);
    }
  }
  let best: { v: Variant; x: number; y: number; cost: number } | null = null;
  for (const v of variants) {
    for (const y of positions(box.y, box.height - v.h, 32)) {
      for (const x of positions(box.x, box.width - v.w, 32)) {
        const r = { x, y, width: v.w, height: v.h };
        if (!isFree(r, ctx, ownShapes)) continue;
        const cost = v.pref + (2 * (y - box.y)) / box.height + (x - box.x) / box.width;
        if (!best || cost < best.cost) best = { v, x, y, cost };
      }
    }
  }
  return best ? realize(best.v, best.x, best.y, ctx, own) : null;
}

function variantsFor(element: Element, text: string, shortened: boolean, size: number, ctx: PanelContext): Variant[] {
  const key = `${element.id}|${size}|${shortened}|${text}`;
  let variants = ctx.variants.get(key);
  if (!variants) {
    variants = makeVariants(element, text, shortened, size, ctx.box);
    ctx.variants.set(key, variants);
  }
  return variants;
}

function makeVariants(element: Element, text: string, shortened: boolean, size: number, box: Rect): Variant[] {
  const breakWords = size <= MIN_LETTERING_PX;
  if (element.kind === 'caption') return captionVariants(element, text, shortened, size, box, breakWords);
  const balloonSize = element.kind === 'shout' ? Math.round(size * SHOUT_SCALE) : size;
  return balloonVariants(element, text, shortened, balloonSize, box, breakWords);
}

function place(element: Element, text: string, shortened: boolean, size: number, ctx: PanelContext, own: Placed[], strict = true): Placed | null {
  const variants = variantsFor(element, text, shortened, size, ctx);
  if (!variants.length) return null;
  return element.kind === 'caption' ? placeCaption(variants, ctx, own) : bestPlace(variants, ctx, own, strict);
}

/**
 * Places an element at the smallest size, from `start` (its text or a first part of it), shortening it at a
 * word boundary until it fits.
 */
function placeShortened(element: Element, start: string, ctx: PanelContext, own: Placed[], strict = true): Placed | null {
  const size = MIN_LETTERING_PX;
  const all = wordsOf(element.text);
  const words = wordsOf(start);
  const whole = words.length >= all.length;
  const first = place(element, whole ? element.text : shortenTo(all, words.length), !whole, size, ctx, own, strict);
  if (first) return first;
  // The longest prefix of whole words that fits (fitting is monotone enough for a binary search).
  let lo = 0;
  let hi = words.length - 1;
  let found: Placed | null = null;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const attempt = place(element, shortenTo(words, mid), true, size, ctx, own, strict);
    if (attempt) {
      lo = mid;
      found = attempt;
    } else hi = mid - 1;
  }
  if (found) return found;
  // Not even the first word: cut it (it alone is wider than a line).
  const chars = [...words[0]];
  for (let n = chars.length - 1; n >= 1; n = Math.min(n - 1, Math.floor(n * 0.8))) {
    const attempt = place(element, cutWord(words[0], n), true, size, ctx, own, strict);
    if (attempt) return attempt;
  }
  return null;
}

function placeSfx(element: Element, ctx: PanelContext, own: Placed[]): Placed | null {
  let size = Math.round(Math.max(64, Math.min(170, ctx.box.height * 0.17, ctx.box.width * 0.22)));
  while (size >= 48) {
    const variants = sfxVariants(element, size, ctx.box);
    const found = variants.length ? bestPlace(variants, ctx, own) : null;
    if (found) return found;
    size = Math.floor(size * 0.85);
  }
  return null;
}

interface PanelResult {
  placed: Placed[];
  dropped: Element[];
}

function letterPanel(elements: Element[], ctx: PanelContext): PanelResult {
  const words = elements.filter((e) => e.kind !== 'sfx');
  const sfx = elements.filter((e) => e.kind === 'sfx');
  let placed: Placed[] | null = null;
  for (const size of LETTERING_SIZES) {
    const attempt = placeAll(words, words.map((e) => ({ text: e.text, shortened: false })), size, ctx);
    if (typeof attempt !== 'number') {
      placed = attempt;
      break;
    }
  }
  const dropped: Element[] = [];
  if (!placed) placed = placeShortening(words, ctx, dropped);
  for (const e of sfx) {
    const p = placeSfx(e, ctx, placed);
    if (p) placed.push(p);
    else dropped.push(e);
  }
  return { placed, dropped };
}

/** Places every element in order at one size; at the first that finds no room, says which it was. */
function placeAll(elements: Element[], texts: { text: string; shortened: boolean }[], size: number, ctx: PanelContext): Placed[] | number {
  // Shapes may not overlap each other or the face: when their smallest forms need more area than the
  // panel has free, no arrangement exists (the first element with no room left is the one reported).
  let need = 0;
  for (let i = 0; i < elements.length; i++) {
    const variants = variantsFor(elements[i], texts[i].text, texts[i].shortened, size, ctx);
    if (!variants.length) return i;
    need += Math.min(...variants.map((v) => v.w * v.h));
    if (need > ctx.freeArea) return i;
  }
  const own: Placed[] = [];
  for (let i = 0; i < elements.length; i++) {
    const p = place(elements[i], texts[i].text, texts[i].shortened, size, ctx, own);
    if (!p) return i;
    own.push(p);
  }
  return own;
}

/**
 * When the words do not fit even at the smallest size: every text longer than a common cap is cut to it at a
 * word boundary — the longest lose most, short ones nothing — with the cap as high as still lets everything
 * fit (a binary search). When not even one word each fits, each element takes what room is left, shortened
 * as little as it needs; one with no room at all is dropped.
 */
function placeShortening(elements: Element[], ctx: PanelContext, dropped: Element[]): Placed[] {
  const size = MIN_LETTERING_PX;
  const all = elements.map((e) => wordsOf(e.text));
  const capped = (cap: number) =>
    elements.map((e, i) => {
      if (e.text.length <= cap) return { text: e.text, shortened: false, keep: all[i].length };
      let keep = 1;
      while (keep < all[i].length && shortenTo(all[i], keep + 1).length <= cap) keep++;
      if (keep >= all[i].length) return { text: e.text, shortened: false, keep };
      return { text: shortenTo(all[i], keep), shortened: true, keep };
    });
  let lo = 0;
  let hi = Math.max(...elements.map((e) => e.text.length)) - 1;
  let best: Placed[] | null = null;
  let keep = all.map(() => 1);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const texts = capped(mid);
    const placed = placeAll(elements, texts, size, ctx);
    if (typeof placed === 'number') hi = mid - 1;
    else {
      lo = mid;
      best = placed;
      keep = texts.map((t) => t.keep);
    }
  }
  if (best) return best;
  const one = placeAll(elements, capped(0), size, ctx);
  if (typeof one !== 'number') return one;
  const placed: Placed[] = [];
  elements.forEach((e, i) => {
    const start = all[i].slice(0, Math.max(1, keep[i])).join(' ');
    // Out of order only as a last resort, rather than leaving the words out.
    const p = placeShortened(e, start, ctx, placed) ?? placeShortened(e, start, ctx, placed, false);
    if (p) placed.push(p);
    else dropped.push(e);
  });
  return placed;
}

// ---------------------------------------------------------------------------------------------------------
// The page

/** Letters a page: every panel's words placed and drawn as one transparent SVG of the page's size. */
export function letterPage(panels: LetteringPanel[], look: PrintLook): LetteringResult {
  const palette = PALETTES[look] ?? PALETTES.color;
  const keep = panels.flatMap((p) => p.keepClear ?? []).filter(validRect).map((k) => expandRect(k, FACE_MARGIN_PX));
  const pageShapes: Rect[] = [];
  const all: Placed[] = [];
  const dropped: DroppedLettering[] = [];
  panels.forEach((panel, index) => {
    const elements = elementsOf(panel, index);
    if (!elements.length) return;
    const box = letterArea(panel.frame.letterBox);
    if (!box) {
      for (const e of elements) dropped.push({ id: e.id, panel: index, kind: e.kind, text: e.text });
      return;
    }
    const heads = panel.heads ?? {};
    const frame = panel.frame.rect;
    const headPoints = Object.values(heads).filter((h) => h && h.x >= frame.x && h.x <= right(frame) && h.y >= frame.y && h.y <= bottom(frame));
    const avoid = keep.map((k) => expandRect(k, 6 - FACE_MARGIN_PX));
    const ctx: PanelContext = { index, box, frame, keep, heads, headPoints, pageShapes: [...pageShapes], avoid, reach: expandRect(box, 20), variants: new Map(), freeArea: freeArea(box, keep) };
    const result = letterPanel(elements, ctx);
    // Keep the panel's items in reading order: caption, balloons in script order, sound effect.
    const order = new Map(elements.map((e, i) => [e.id, i]));
    result.placed.sort((a, b) => order.get(a.variant.element.id)! - order.get(b.variant.element.id)!);
    for (const p of result.placed) {
      all.push(p);
      pageShapes.push(expandRect(p.shape, SHAPE_GAP_PX));
    }
    for (const e of result.dropped) dropped.push({ id: e.id, panel: index, kind: e.kind, text: e.text });
  });
  const items = all.map(toItem);
  return {
    svg: drawSvg(all, palette, { x: 0, y: 0, ...PAGE_PX }),
    layers: drawLayers(all, palette),
    items,
    shortened: items.filter((i) => i.shortened),
    dropped,
    pointers: all.filter((p) => p.pointer).map((p) => ({ id: p.variant.element.id, ...p.pointer! })),
  };
}

/** The area of a box not covered by any of the rectangles (which may overlap: counted on a grid of their edges). */
function freeArea(box: Rect, covers: Rect[]): number {
  const inside = covers.map((c) => intersectRects(c, box)).filter((c): c is Rect => c !== null);
  const xs = [...new Set([box.x, right(box), ...inside.flatMap((c) => [c.x, right(c)])])].sort((a, b) => a - b);
  const ys = [...new Set([box.y, bottom(box), ...inside.flatMap((c) => [c.y, bottom(c)])])].sort((a, b) => a - b);
  let covered = 0;
  for (let i = 0; i + 1 < xs.length; i++) {
    for (let j = 0; j + 1 < ys.length; j++) {
      const mx = (xs[i] + xs[i + 1]) / 2;
      const my = (ys[j] + ys[j + 1]) / 2;
      if (inside.some((c) => mx > c.x && mx < right(c) && my > c.y && my < bottom(c))) covered += (xs[i + 1] - xs[i]) * (ys[j + 1] - ys[j]);
    }
  }
  return box.width * box.height - covered;
}

const validRect = (r: Rect) => [r.x, r.y, r.width, r.height].every(Number.isFinite) && r.width > 0 && r.height > 0;

/** The panel's letter box inside the safe box, in whole pixels. */
function letterArea(letterBox: Rect): Rect | null {
  if (!validRect(letterBox)) return null;
  const r = intersectRects(letterBox, SAFE);
  if (!r) return null;
  const x = Math.ceil(r.x);
  const y = Math.ceil(r.y);
  const w = Math.floor(right(r)) - x;
  const h = Math.floor(bottom(r)) - y;
  return w > 0 && h > 0 ? { x, y, width: w, height: h } : null;
}

function toItem(p: Placed): PlacedLettering {
  const v = p.variant;
  return {
    id: v.element.id,
    panel: v.element.panel,
    kind: v.element.kind,
    text: v.text,
    shortened: v.shortened,
    shape: { ...p.shape },
    textBox: { ...p.textBox },
    lines: [...v.lines],
    fontSize: v.size,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Drawing

/** The items as an SVG showing the page's `view` (whole pixels) at its own size. */
function drawSvg(items: Placed[], palette: Palette, view: Rect): string {
  // Sound effects under the balloons, the balloons, then every letter on top of all shapes.
  const sfx = items.filter((p) => p.variant.element.kind === 'sfx');
  const rest = items.filter((p) => p.variant.element.kind !== 'sfx');
  const letters = rest.map((p) => textPath(p, { x: p.textBox.x, y: p.textBox.y }, p.variant.element.kind !== 'caption')).join('');
  const body = [...sfx, ...rest].map((p) => drawItem(p, palette)).join('') + `<path d="${letters}" fill="${palette.ink}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${view.width}" height="${view.height}" viewBox="${view.x} ${view.y} ${view.width} ${view.height}">${body}</svg>`;
}

/**
 * The items in layers: each item's drawn area, items whose areas overlap in one layer (drawn in the page's
 * order), so every layer shows exactly what the page-sized SVG shows there.
 */
function drawLayers(items: Placed[], palette: Palette): LetteringLayer[] {
  let groups = items.map((p) => ({ box: drawnBox(p), members: [p] }));
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < groups.length && !merged; i++) {
      for (let j = i + 1; j < groups.length && !merged; j++) {
        const [a, b] = [groups[i].box, groups[j].box];
        if (a.x >= right(b) || b.x >= right(a) || a.y >= bottom(b) || b.y >= bottom(a)) continue;
        const x = Math.min(a.x, b.x);
        const y = Math.min(a.y, b.y);
        const box = { x, y, width: Math.max(right(a), right(b)) - x, height: Math.max(bottom(a), bottom(b)) - y };
        groups = [...groups.slice(0, i), { box, members: [...groups[i].members, ...groups[j].members] }, ...groups.slice(i + 1, j), ...groups.slice(j + 1)];
        merged = true;
      }
    }
  }
  return groups
    .filter(({ box }) => box.width > 0 && box.height > 0)
    .map(({ box, members }) => ({ box, svg: drawSvg(items.filter((p) => members.includes(p)), palette, box) }));
}

/** Room around an item's geometry for balloon outlines (drawn twice the stroke wide) and antialiasing. */
const OUTLINE_ROOM_PX = BALLOON_STROKE_PX + 8;

/** Whole pixels of the page an item can mark: its shape, tail or trail, and room for outlines. */
function drawnBox(p: Placed): Rect {
  const xs = [p.shape.x, right(p.shape)];
  const ys = [p.shape.y, bottom(p.shape)];
  const v = p.variant;
  const circles = [...(p.trail ?? [])];
  if (v.centre && v.bumps) for (const b of v.bumps) circles.push({ c: { x: p.shape.x + v.centre.x + b.c.x, y: p.shape.y + v.centre.y + b.c.y }, r: b.r });
  for (const { c, r } of circles) {
    xs.push(c.x - r, c.x + r);
    ys.push(c.y - r, c.y + r);
  }
  // The tail's path has absolute coordinates only: its corners and its curves' control points, which bound it.
  const numbers = (p.tail?.d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    xs.push(numbers[i]);
    ys.push(numbers[i + 1]);
  }
  // A sound effect's outline and drop shadow reach past its letters by about a tenth of its size.
  const room = v.element.kind === 'sfx' ? Math.max(OUTLINE_ROOM_PX, v.size * 0.25) : OUTLINE_ROOM_PX;
  const x0 = Math.max(0, Math.floor(Math.min(...xs) - room));
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - room));
  const x1 = Math.min(PAGE_PX.width, Math.ceil(Math.max(...xs) + room));
  const y1 = Math.min(PAGE_PX.height, Math.ceil(Math.max(...ys) + room));
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

/** Path data of the text lines: centred for balloons, left-aligned for captions, around (0, 0) for effects. */
function textPath(p: Placed, origin: Point, centred: boolean): string {
  const v = p.variant;
  const cap = capHeight(v.font) * v.size;
  let d = '';
  v.lines.forEach((line, i) => {
    const baseline = origin.y + i * v.lineHeight + (v.lineHeight + cap) / 2;
    const x = centred ? origin.x + (v.textW - v.widths[i]) / 2 : origin.x;
    d += linePath(v.font, line, v.size, x, baseline);
  });
  return d;
}

function drawItem(p: Placed, palette: Palette): string {
  const v = p.variant;
  const { ink, paper } = palette;
  const kind = v.element.kind;
  if (kind === 'caption') {
    const s = BALLOON_STROKE_PX;
    const r = p.shape;
    return `<rect x="${r1(r.x + s / 2)}" y="${r1(r.y + s / 2)}" width="${r1(r.width - s)}" height="${r1(r.height - s)}" fill="${palette.caption}" stroke="${ink}" stroke-width="${s}"/>`;
  }
  if (kind === 'sfx') {
    const cx = r1(p.shape.x + p.shape.width / 2);
    const cy = r1(p.shape.y + p.shape.height / 2);
    const text = textPath(p, { x: cx - v.textW / 2, y: cy - v.textH / 2 }, true);
    const [fill, shadow] = palette.sfx[Math.floor(hashUnit(v.element.id, 4) * palette.sfx.length)];
    const outline = r1(v.size * 0.09);
    const drop = r1(v.size * 0.045);
    return (
      `<g transform="rotate(${r1(v.angle ?? 0)} ${cx} ${cy})" stroke-linejoin="round">` +
      `<path d="${text}" transform="translate(${drop} ${drop})" fill="${shadow}" stroke="${ink}" stroke-width="${outline}"/>` +
      `<path d="${text}" fill="none" stroke="${ink}" stroke-width="${outline}"/>` +
      `<path d="${text}" fill="${fill}"/></g>`
    );
  }
  const c = { x: p.shape.x + v.centre!.x, y: p.shape.y + v.centre!.y };
  const oval: Oval = { cx: c.x, cy: c.y, ...v.oval! };
  const stroke = BALLOON_STROKE_PX + (kind === 'shout' ? 1 : 0);
  const parts: string[] = [];
  if (kind === 'thought') {
    parts.push(polygonPath(ovalPolygon(oval)));
    for (const b of v.bumps!) parts.push(circlePath({ x: c.x + b.c.x, y: c.y + b.c.y }, b.r));
  } else if (kind === 'shout') {
    parts.push(polygonPath(v.burst!.map((q) => ({ x: c.x + q.x, y: c.y + q.y }))));
  } else {
    parts.push(polygonPath(ovalPolygon(oval)));
  }
  if (p.tail) parts.push(p.tail.d);
  const dash = kind === 'whisper' ? ` stroke-dasharray="${stroke * 4} ${stroke * 3}" fill="none"` : ` fill="${ink}"`;
  // A doubled outline under the fill: where shapes overlap (tail and oval, bumps) the seams disappear.
  const outline = parts.map((d) => `<path d="${d}"/>`).join('');
  let svg = `<g stroke="${ink}" stroke-width="${stroke * 2}" stroke-linejoin="round"${dash}>${outline}</g><g fill="${paper}">${outline}</g>`;
  for (const t of p.trail ?? []) svg += `<path d="${circlePath(t.c, t.r)}" fill="${paper}" stroke="${ink}" stroke-width="${stroke}"/>`;
  return svg;
}

