// The ways an element can be lettered: for a balloon, its words wrapped into ovals of several proportions
// (thought clouds, shout bursts and whispers are drawn from the same oval); for a caption, boxes of several
// widths; for a sound effect, a few sizes and tilts. Placement picks among them.
import { MIN_LETTERING_PX } from '../../../shared/printGeometry';
import type { BalloonKind } from '../../../shared/script';
import type { Point, Rect } from '../pageModel';
import { bangers, letteringFont } from '../artKit/text/fonts';
import { hashUnit } from '../../lib/seededRandom';
import { bandReach, burstPoints, cloudBumps, lineCapacity, ovalAround, type Oval } from './shapes';
import {
  breakLongWords,
  breakUnits,
  fillLines,
  groupLines,
  lettered,
  measureWords,
  wordsOf,
} from '../artKit/text/words';
import {
  BALLOON_STROKE_PX,
  type Element,
  LINE_HEIGHT,
  type PanelContext,
  SHOUT_SCALE,
  type Variant,
  fontFor,
} from './letteringModel';

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
function balloonVariants(
  element: Element,
  text: string,
  shortened: boolean,
  size: number,
  box: Rect,
  breakWords: boolean,
): Variant[] {
  const kind = element.kind as BalloonKind;
  const font = fontFor(kind);
  const lh = size * LINE_HEIGHT;
  const pad = { x: size * 0.42, y: size * 0.2 };
  const p = 2;
  const stroke = BALLOON_STROKE_PX + (kind === 'shout' ? 1 : 0);
  // The widest single line any of the ovals can hold in the box: only at the smallest size is a longer
  // word broken (at larger sizes the panel tries a smaller size first).
  const widest = Math.max(...RATIOS.map(([ratio]) => lineCapacity(box.width / 2 - stroke - 1, ratio, p, lh / 2, pad)));
  const plain = breakUnits(wordsOf(lettered(text)));
  const words = breakWords ? breakLongWords(font, plain, size, Math.max(size, widest)) : plain;
  const { widths, gaps } = measureWords(font, words, size);
  const out: Variant[] = [];
  const maxLines = Math.max(1, Math.min(16, Math.floor((box.height - 2 * pad.y) / lh)));
  for (const [ratio, pref] of RATIOS) {
    const layout = wrapInOval(widths, gaps, lh, pad, ratio, p, maxLines, box.width / 2);
    if (!layout) continue;
    const lines = groupLines(words, layout);
    // A line is as wide as its words and the spaces between them (none between phrases of a space-free script).
    const lineWidths = groupWidths(widths, gaps, layout);
    const { a, b } = ovalAround(lineWidths, lh, pad, ratio, p);
    const oval: Oval = { cx: 0, cy: 0, a, b, p };
    let ext = { l: a, t: b, r: a, b: b };
    let bumps: { c: Point; r: number }[] | undefined;
    let burst: Point[] | undefined;
    let tailGrow = 0;
    if (kind === 'thought') {
      const bump = Math.max(18, Math.min(46, 0.22 * Math.min(a, b)));
      bumps = cloudBumps(oval, bump, element.id);
      ext = extentOf(
        bumps.flatMap((c) => [
          { x: c.c.x - c.r, y: c.c.y - c.r },
          { x: c.c.x + c.r, y: c.c.y + c.r },
        ]),
      );
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
  gaps: number[],
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
  const total = widths.reduce((s, w) => s + w, 0) + gaps.reduce((s, g, i) => s + (i ? g : 0), 0);
  let worse = 0;
  for (let n = 1; n <= Math.min(maxLines, widths.length); n++) {
    // The smallest oval shrinks as lines are added, then grows: stop two lines past the best.
    if (worse >= 2) break;
    const reach = bandReach(n, lh);
    const fits = (a: number) => fillLines(widths, gaps, (i) => lineCapacity(a, ratio, p, reach[i], pad), n);
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
    const lineWidths = groupWidths(widths, gaps, counts);
    const { a } = ovalAround(lineWidths, lh, pad, ratio, p);
    // A lone short word on the first or last line of a big balloon looks lost: count it as a bigger oval.
    const widest = Math.max(...lineWidths);
    const orphans =
      counts.length < 3
        ? 0
        : [lineWidths[0], lineWidths[lineWidths.length - 1]].filter((w) => w < 0.38 * widest).length;
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

function groupWidths(widths: number[], gaps: number[], counts: number[]): number[] {
  const out: number[] = [];
  let i = 0;
  for (const n of counts) {
    let w = 0;
    for (let k = 0; k < n; k++) w += widths[i + k] + (k ? gaps[i + k] : 0);
    out.push(w);
    i += n;
  }
  return out;
}

/** Caption boxes: for each number of lines, the narrowest box; left-aligned text. */
function captionVariants(
  element: Element,
  text: string,
  shortened: boolean,
  size: number,
  box: Rect,
  breakWords: boolean,
): Variant[] {
  const font = letteringFont;
  const lh = size * LINE_HEIGHT;
  const padX = Math.round(size * 0.45);
  const padY = Math.round(size * 0.3);
  const inner = box.width - 2 * padX - BALLOON_STROKE_PX;
  const plain = breakUnits(wordsOf(lettered(text)));
  const words = breakWords ? breakLongWords(font, plain, size, inner) : plain;
  const { widths, gaps } = measureWords(font, words, size);
  const maxLines = Math.floor((box.height - 2 * padY - BALLOON_STROKE_PX) / lh);
  const out: Variant[] = [];
  const seen = new Set<string>();
  const longest = Math.max(...widths);
  const measureLimit = Math.max(Math.min(0.7 * box.width, 1100), Math.min(box.width, 800));
  for (let n = 1; n <= Math.min(maxLines, words.length); n++) {
    if (!fillLines(widths, gaps, () => inner, n)) continue;
    let lo = longest;
    let hi = inner;
    for (let k = 0; k < 22 && hi - lo > 0.5; k++) {
      const mid = (lo + hi) / 2;
      if (fillLines(widths, gaps, () => mid, n)) hi = mid;
      else lo = mid;
    }
    const counts = fillLines(widths, gaps, () => hi, n)!;
    const key = counts.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    const lines = groupLines(words, counts);
    const lineWidths = groupWidths(widths, gaps, counts);
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
export function sfxVariants(element: Element, size: number, box: Rect): Variant[] {
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
    out.push({
      element,
      text: element.text,
      shortened: false,
      font,
      size,
      lines,
      widths,
      lineHeight: lh,
      w,
      h,
      textW,
      textH,
      angle,
      pref: lines.length - 1,
    });
  }
  return out;
}

export function rotatedExtent(w: number, h: number, degrees: number): { w: number; h: number } {
  const t = (Math.abs(degrees) * Math.PI) / 180;
  return { w: w * Math.cos(t) + h * Math.sin(t), h: w * Math.sin(t) + h * Math.cos(t) };
}

export function variantsFor(
  element: Element,
  text: string,
  shortened: boolean,
  size: number,
  ctx: PanelContext,
): Variant[] {
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
