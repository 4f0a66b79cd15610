// Placement: where each element of a panel goes, in reading order — the caption in a corner, the balloons
// left to right (right to left in a right-to-left book) and top to bottom near their speakers, the sound
// effect in free room — trying smaller sizes and then shortening at a word boundary when the words do not fit.
import { MIN_LETTERING_PX } from '../../../shared/printGeometry';
import { bottom, expandRect, rectsOverlap, right } from '../layout/geometry';
import type { Point, Rect } from '../pageModel';
import { segmentHitsRect } from './shapes';
import { cutWord, shortenTo, wordsOf } from '../artKit/text/words';
import {
  type Element,
  LETTERING_SIZES,
  type PanelContext,
  type Placed,
  SHAPE_GAP_PX,
  type Variant,
} from './letteringModel';
import { aimTail, realize, tailObstacles } from './tails';
import { sfxVariants, variantsFor } from './variants';

/** Whether `s` is read after `p`: below it, or beside it on the side the eye moves to. */
export function readsAfter(s: Rect, p: Rect, rightToLeft = false): boolean {
  if (s.y >= p.y + 0.5 * p.height) return true;
  const beside = rightToLeft ? right(s) <= p.x + 8 : s.x >= right(p) - 8;
  return beside && s.y >= p.y - 12;
}

/** How far `r` sits from the side a panel's reading starts on, as a share of the box's width. */
const fromStart = (r: Rect, box: Rect, rightToLeft: boolean) =>
  (rightToLeft ? right(box) - right(r) : r.x - box.x) / box.width;

function isFree(r: Rect, ctx: PanelContext, own: Rect[]): boolean {
  for (const k of ctx.keep) if (rectsOverlap(r, k)) return false;
  for (const s of ctx.pageShapes) if (rectsOverlap(r, s)) return false;
  for (const s of own) if (rectsOverlap(r, s, SHAPE_GAP_PX)) return false;
  return true;
}

/** Where a balloon's tail or trail goes: from its edge, a direction and a length. */

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
  if (firstBalloon) cost += 0.6 * fromStart(r, box, ctx.rightToLeft);
  for (const o of own) {
    if (!ordersWith(o, ctx)) continue;
    if (!readsAfter(r, o.shape, ctx.rightToLeft)) cost += 40;
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

const pointNear = (p: Point, r: Rect, by: number) =>
  p.x > r.x - by && p.x < right(r) + by && p.y > r.y - by && p.y < bottom(r) + by;

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
  const before =
    strict && variants[0]?.element.kind !== 'sfx' ? own.filter((o) => ordersWith(o, ctx)).map((o) => o.shape) : [];
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
    for (const b of before) if (!readsAfter(r, b, ctx.rightToLeft)) return;
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
    for (const y of positions(box.y, box.height - v.h, step))
      for (const x of positions(box.x, box.width - v.w, step)) consider(v, x, y);
  }
  const coarse = pick();
  if (!coarse) return null;
  spots.length = 0;
  for (let dy = -36; dy <= 36; dy += 12)
    for (let dx = -36; dx <= 36; dx += 12) consider(coarse.v, coarse.x + dx, coarse.y + dy);
  const best = pick() ?? coarse;
  return realize(best.v, best.x, best.y, ctx, own);
}

/**
 * A caption at the top left of the letter box (top right in a right-to-left book), else the bottom corner on
 * that side (off the face), else wherever it fits.
 */
function placeCaption(variants: Variant[], ctx: PanelContext, own: Placed[]): Placed | null {
  const box = ctx.box;
  const ownShapes = own.map((o) => o.shape);
  for (const anchor of ['top', 'bottom'] as const) {
    for (const v of variants) {
      const x = ctx.rightToLeft ? right(box) - v.w : box.x;
      const y = anchor === 'top' ? box.y : bottom(box) - v.h;
      const r = { x, y, width: v.w, height: v.h };
      if (isFree(r, ctx, ownShapes)) return realize(v, x, y, ctx, own);
    }
  }
  let best: { v: Variant; x: number; y: number; cost: number } | null = null;
  for (const v of variants) {
    for (const y of positions(box.y, box.height - v.h, 32)) {
      for (const x of positions(box.x, box.width - v.w, 32)) {
        const r = { x, y, width: v.w, height: v.h };
        if (!isFree(r, ctx, ownShapes)) continue;
        const cost = v.pref + (2 * (y - box.y)) / box.height + fromStart(r, box, ctx.rightToLeft);
        if (!best || cost < best.cost) best = { v, x, y, cost };
      }
    }
  }
  return best ? realize(best.v, best.x, best.y, ctx, own) : null;
}

function place(
  element: Element,
  text: string,
  shortened: boolean,
  size: number,
  ctx: PanelContext,
  own: Placed[],
  strict = true,
): Placed | null {
  const variants = variantsFor(element, text, shortened, size, ctx);
  if (!variants.length) return null;
  return element.kind === 'caption' ? placeCaption(variants, ctx, own) : bestPlace(variants, ctx, own, strict);
}

/**
 * Places an element at the smallest size, from `start` (its text or a first part of it), shortening it at a
 * word boundary until it fits.
 */
function placeShortened(
  element: Element,
  start: string,
  ctx: PanelContext,
  own: Placed[],
  strict = true,
): Placed | null {
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

export function letterPanel(elements: Element[], ctx: PanelContext): PanelResult {
  const words = elements.filter((e) => e.kind !== 'sfx');
  const sfx = elements.filter((e) => e.kind === 'sfx');
  let placed: Placed[] | null = null;
  for (const size of LETTERING_SIZES) {
    const attempt = placeAll(
      words,
      words.map((e) => ({ text: e.text, shortened: false })),
      size,
      ctx,
    );
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
function placeAll(
  elements: Element[],
  texts: { text: string; shortened: boolean }[],
  size: number,
  ctx: PanelContext,
): Placed[] | number {
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
