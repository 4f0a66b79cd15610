// Tails and thought trails: from a balloon towards its speaker's head in the panel (stopping short of it
// and of the hero's face), or to the panel's nearest edge for a speaker out of the picture, and what each
// aim costs so placement can prefer balloons near and above their speaker.
import { bottom, expandRect, right } from '../layout/geometry';
import type { Point, Rect } from '../pageModel';
import { norm, ovalPoint, rayEntersRect, segmentHitsRect, freeRun, trailCircles, wedgeTail, type Oval } from './shapes';
import {
  BALLOON_STROKE_PX,
  MAX_TAIL,
  MAX_TAIL_TO_FIGURE,
  type PanelContext,
  type Placed,
  type Variant,
} from './letteringModel';
import { rotatedExtent } from './variants';

/** The speaker's head in this panel and their figure (when the art reported it), or null when not seen. */
function speakerOf(ctx: PanelContext, speaker: string | undefined): { head: Point; figure: Rect | null } | null {
  if (!speaker) return null;
  const direct = ctx.heads[speaker];
  const key = direct ? speaker : Object.keys(ctx.heads).find((k) => k.toLowerCase() === speaker.trim().toLowerCase());
  const head = key ? ctx.heads[key] : undefined;
  if (!key || !head || !Number.isFinite(head.x) || !Number.isFinite(head.y)) return null;
  const f = ctx.frame;
  if (!(head.x >= f.x && head.x <= right(f) && head.y >= f.y && head.y <= bottom(f))) return null;
  return { head, figure: ctx.figures[key] ?? null };
}

/** How far into a speaker's figure a tail reaches past its edge (when the face allows). */
const INTO_FIGURE = 36;

/** Whether shape s reads after shape p: clearly lower, or to its right and not higher. */

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
export function aimTail(
  v: Variant,
  x: number,
  y: number,
  ctx: PanelContext,
  own: Placed[],
  avoid = tailObstacles(ctx, own),
): { cost: number; aim: Aim | null } {
  const c = balloonCentre(v, x, y);
  const oval: Oval = { cx: c.x, cy: c.y, ...v.oval! };
  const kind = v.element.kind;
  let cost = 0;
  const speaker = speakerOf(ctx, v.element.speaker);
  const head = speaker?.head;
  let target: Point;
  let desired: number;
  /** How far the tail must run to end inside the speaker's figure (null when no figure is known). */
  let intoFigure: number | null = null;
  if (head) {
    target = head;
    const from = ovalPoint(oval, Math.atan2(head.y - c.y, head.x - c.x), v.tailGrow ?? 0);
    const dist = Math.hypot(head.x - from.x, head.y - from.y);
    desired = Math.min(MAX_TAIL, dist - Math.max(60, Math.min(200, 0.35 * dist)));
    // A tail ends in its speaker's figure: past the figure's edge, still short of the head itself.
    const entry =
      speaker.figure && dist > 0
        ? rayEntersRect(from, { x: (head.x - from.x) / dist, y: (head.y - from.y) / dist }, speaker.figure)
        : null;
    if (entry !== null) {
      intoFigure = Math.min(dist - 24, entry + INTO_FIGURE);
      desired = Math.max(desired, Math.min(MAX_TAIL_TO_FIGURE, intoFigure));
    }
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
  // A tail that stops short of its speaker's figure points into empty picture: a place nearer them is better.
  if (intoFigure !== null && speaker?.figure && !insideRect(tip, expandRect(speaker.figure, 8)))
    cost += 6 + Math.max(0, intoFigure - length) / 50;
  // (Tails never reach into the face: they stop before it, and a tail cut short by it costs above.)
  for (const s of ctx.pageShapes) if (segmentHitsRect(from, tip, s)) cost += 25;
  return { cost, aim: { from, dir, length } };
}

/** Tails stop before the face and before other balloons (a tail across a balloon reads as nonsense). */
export function tailObstacles(ctx: PanelContext, own: Placed[]): Rect[] {
  return [...ctx.avoid, ...own.map((o) => expandRect(o.shape, 12))];
}

const insideRect = (p: Point, r: Rect) => p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;

/** Angles (radians) off the straight line at which a tail may leave its balloon, best first. */
const TAIL_OFFSETS = [0, 0.25, -0.25, 0.5, -0.5, 0.8, -0.8];

/** The placed geometry of a variant at a top-left position, tail or trail included. */
export function realize(v: Variant, x: number, y: number, ctx: PanelContext, own: Placed[]): Placed {
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
  const placed: Placed = {
    variant: v,
    shape,
    textBox: { x: c.x - v.textW / 2, y: c.y - v.textH / 2, width: v.textW, height: v.textH },
  };
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
