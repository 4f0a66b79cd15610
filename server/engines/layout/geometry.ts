// Plane geometry for page grids, in page pixels (origin top left, y down): rectangles, convex polygons,
// splitting a polygon with a slanted gutter, and the largest axis-aligned rectangle inside a convex outline
// (where a panel's lettering may go).
import type { Point, Rect } from '../pageModel';

export const right = (r: Rect) => r.x + r.width;
export const bottom = (r: Rect) => r.y + r.height;

export function rectFromEdges(left: number, top: number, r: number, b: number): Rect {
  return { x: left, y: top, width: r - left, height: b - top };
}

/** The overlap of two rectangles, or null when they do not overlap (touching edges do not overlap). */
export function intersectRects(a: Rect, b: Rect): Rect | null {
  const left = Math.max(a.x, b.x);
  const top = Math.max(a.y, b.y);
  const r = Math.min(right(a), right(b));
  const btm = Math.min(bottom(a), bottom(b));
  return r > left && btm > top ? rectFromEdges(left, top, r, btm) : null;
}

export function rectsOverlap(a: Rect, b: Rect, gap = 0): boolean {
  return a.x < right(b) + gap && b.x < right(a) + gap && a.y < bottom(b) + gap && b.y < bottom(a) + gap;
}

export function rectInside(inner: Rect, outer: Rect, tolerance = 1e-6): boolean {
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    right(inner) <= right(outer) + tolerance &&
    bottom(inner) <= bottom(outer) + tolerance
  );
}

export function expandRect(r: Rect, by: number): Rect {
  return { x: r.x - by, y: r.y - by, width: r.width + 2 * by, height: r.height + 2 * by };
}

export function rectCorners(r: Rect): Point[] {
  return [
    { x: r.x, y: r.y },
    { x: right(r), y: r.y },
    { x: right(r), y: bottom(r) },
    { x: r.x, y: bottom(r) },
  ];
}

export function boundsOf(points: Point[]): Rect {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return rectFromEdges(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys));
}

/** Twice the signed area; positive when the points run clockwise on screen (y down). */
export function signedArea2(points: Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    sum += a.x * b.y - b.x * a.y;
  }
  return sum;
}

/**
 * A simple polygon grown outward by `by` on every side (its corners mitred, a sharp one cut at three times
 * `by`): the outline of what a stroke of width 2 × `by` round it would cover.
 */
export function grownOutline(points: Point[], by: number): Point[] {
  const turn = Math.sign(signedArea2(points)) || 1;
  const normal = (a: Point, b: Point) => {
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    // Outward: to the right of the edge for a polygon turning one way, to the left for the other.
    return { x: (turn * (b.y - a.y)) / len, y: (-turn * (b.x - a.x)) / len };
  };
  return points.map((p, i) => {
    const before = normal(points[(i - 1 + points.length) % points.length], p);
    const after = normal(p, points[(i + 1) % points.length]);
    // Along the corner's bisector, 1 / cos(half the turn) times `by` (a square corner √2), at most 3 times.
    const halfTurnCos = Math.sqrt(Math.max(0, (1 + before.x * after.x + before.y * after.y) / 2));
    const [mx, my] = [(before.x + after.x) / 2, (before.y + after.y) / 2];
    const len = Math.hypot(mx, my) || 1;
    const reach = by * Math.min(3, 1 / Math.max(1e-3, halfTurnCos));
    return { x: p.x + (mx / len) * reach, y: p.y + (my / len) * reach };
  });
}

/** Clockwise on screen, starting at the corner nearest the bounding box's top left, near-duplicates removed. */
export function normalizeOutline(points: Point[]): Point[] {
  let pts = points.filter((p, i) => {
    const q = points[(i + 1) % points.length];
    return Math.hypot(p.x - q.x, p.y - q.y) > 0.5;
  });
  if (signedArea2(pts) < 0) pts = [...pts].reverse();
  const box = boundsOf(pts);
  let start = 0;
  let best = Infinity;
  pts.forEach((p, i) => {
    const d = Math.hypot(p.x - box.x, p.y - box.y);
    if (d < best - 1e-9) {
      best = d;
      start = i;
    }
  });
  return [...pts.slice(start), ...pts.slice(0, start)];
}

/** A half-plane n·p ≤ c. */
interface HalfPlane {
  n: Point;
  c: number;
}

/** Sutherland–Hodgman: the part of a convex polygon inside one half-plane. */
function clipPolygon(points: Point[], hp: HalfPlane): Point[] {
  const out: Point[] = [];
  const side = (p: Point) => hp.n.x * p.x + hp.n.y * p.y - hp.c;
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    const sa = side(a);
    const sb = side(b);
    if (sa <= 0) out.push(a);
    if ((sa < 0 && sb > 0) || (sa > 0 && sb < 0)) {
      const t = sa / (sa - sb);
      out.push({ x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) });
    }
  }
  return out;
}

/**
 * Cuts a convex polygon along the line through `from` and `to`, leaving a gutter of `gutter` pixels
 * (measured square to the line). Returns [the part left of the line walking from→to, the part right of it].
 */
export function splitPolygon(points: Point[], from: Point, to: Point, gutter: number): [Point[], Point[]] {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy);
  // Normal pointing to the right of the direction of travel (screen coordinates).
  const n = { x: -dy / len, y: dx / len };
  const c = n.x * from.x + n.y * from.y;
  const left = clipPolygon(points, { n, c: c - gutter / 2 });
  const rightPart = clipPolygon(points, { n: { x: -n.x, y: -n.y }, c: -(c + gutter / 2) });
  return [left, rightPart];
}

/** A convex polygon moved inwards by `by` pixels on every edge (the polygon must be clockwise on screen). */
export function insetConvex(points: Point[], by: number): Point[] {
  const cw = signedArea2(points) > 0 ? points : [...points].reverse();
  const lines = cw.map((a, i) => {
    const b = cw[(i + 1) % cw.length];
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    // For a clockwise outline on screen the inside is to the right of travel: normal (-dy, dx).
    const n = { x: -(b.y - a.y) / len, y: (b.x - a.x) / len };
    return { p: { x: a.x + n.x * by, y: a.y + n.y * by }, d: { x: b.x - a.x, y: b.y - a.y } };
  });
  return lines.map((l, i) => {
    const prev = lines[(i - 1 + lines.length) % lines.length];
    return intersectLines(prev.p, prev.d, l.p, l.d) ?? l.p;
  });
}

function intersectLines(p: Point, d: Point, q: Point, e: Point): Point | null {
  const den = d.x * e.y - d.y * e.x;
  if (Math.abs(den) < 1e-9) return null;
  const t = ((q.x - p.x) * e.y - (q.y - p.y) * e.x) / den;
  return { x: p.x + t * d.x, y: p.y + t * d.y };
}

/** The vertical extent of a convex polygon at x, or null when x is outside it. */
function columnAt(points: Point[], x: number): [number, number] | null {
  let top = Infinity;
  let btm = -Infinity;
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    const lo = Math.min(a.x, b.x);
    const hi = Math.max(a.x, b.x);
    if (x < lo - 1e-9 || x > hi + 1e-9) continue;
    if (Math.abs(b.x - a.x) < 1e-9) {
      top = Math.min(top, a.y, b.y);
      btm = Math.max(btm, a.y, b.y);
    } else {
      const y = a.y + ((x - a.x) / (b.x - a.x)) * (b.y - a.y);
      top = Math.min(top, y);
      btm = Math.max(btm, y);
    }
  }
  return top <= btm ? [top, btm] : null;
}

/**
 * The largest axis-aligned rectangle (by area) inside a convex polygon and inside `clip`, clear of every
 * `exclude` rectangle, with whole-pixel edges rounded inwards. Null when nothing is left.
 */
export function largestInnerRect(polygon: Point[], clip: Rect, exclude: Rect[] = []): Rect | null {
  const box = boundsOf(polygon);
  const x0 = Math.max(box.x, clip.x);
  const x1 = Math.min(right(box), right(clip));
  if (x1 <= x0) return null;
  const xs = new Set<number>();
  const steps = 48;
  for (let i = 0; i <= steps; i++) xs.add(x0 + ((x1 - x0) * i) / steps);
  for (const p of polygon) if (p.x > x0 && p.x < x1) xs.add(p.x);
  for (const e of exclude) for (const x of [e.x, right(e)]) if (x > x0 && x < x1) xs.add(x);
  const sorted = [...xs].sort((a, b) => a - b);
  let best: Rect | null = null;
  let bestArea = 0;
  for (let i = 0; i < sorted.length; i++) {
    const a = columnAt(polygon, sorted[i]);
    if (!a) continue;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = columnAt(polygon, sorted[j]);
      if (!b) continue;
      const left = Math.ceil(sorted[i]);
      const r = Math.floor(sorted[j]);
      // Convex outline: the top edge is highest and the bottom lowest at the ends of the span.
      let top = Math.max(a[0], b[0], clip.y);
      let btm = Math.min(a[1], b[1], bottom(clip));
      if (r <= left || btm <= top) continue;
      top = Math.ceil(top);
      btm = Math.floor(btm);
      for (const [t, bt] of freeIntervals(top, btm, left, r, exclude)) {
        const area = (r - left) * (bt - t);
        if (area > bestArea) {
          bestArea = area;
          best = rectFromEdges(left, t, r, bt);
        }
      }
    }
  }
  return best;
}

/** The parts of [top, btm] not covered by the exclusions that overlap the columns [left, r]. */
function freeIntervals(top: number, btm: number, left: number, r: number, exclude: Rect[]): [number, number][] {
  let intervals: [number, number][] = [[top, btm]];
  for (const e of exclude) {
    if (e.x >= r || right(e) <= left) continue;
    const next: [number, number][] = [];
    for (const [t, b] of intervals) {
      if (e.y >= b || bottom(e) <= t) {
        next.push([t, b]);
        continue;
      }
      if (e.y > t) next.push([t, Math.floor(e.y)]);
      if (bottom(e) < b) next.push([Math.ceil(bottom(e)), b]);
    }
    intervals = next.filter(([t, b]) => b > t);
  }
  return intervals;
}

/** Whether a point is inside (or on) a convex polygon. */
export function pointInConvex(polygon: Point[], p: Point, tolerance = 1e-6): boolean {
  const sign = signedArea2(polygon) > 0 ? 1 : -1;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i];
    const b = polygon[(i + 1) % polygon.length];
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (sign * cross < -tolerance * Math.hypot(b.x - a.x, b.y - a.y)) return false;
  }
  return true;
}

/** Distance from a point to a segment. */
export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** The distance from a point to a polygon's outline (not signed). */
export function distanceToOutline(polygon: Point[], p: Point): number {
  let best = Infinity;
  for (let i = 0; i < polygon.length; i++)
    best = Math.min(best, pointSegmentDistance(p, polygon[i], polygon[(i + 1) % polygon.length]));
  return best;
}

/** The gap between two convex polygons that do not overlap (0 when they touch or overlap). */
export function polygonGap(a: Point[], b: Point[]): number {
  if (a.some((p) => pointInConvex(b, p)) || b.some((p) => pointInConvex(a, p))) return 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      if (segmentsCross(a[i], a[(i + 1) % a.length], b[j], b[(j + 1) % b.length])) return 0;
    }
  }
  let best = Infinity;
  for (const p of a) best = Math.min(best, distanceToOutline(b, p));
  for (const p of b) best = Math.min(best, distanceToOutline(a, p));
  return best;
}

/** Whether two segments cross each other (touching at an end counts). */
export function segmentsCross(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const d = (a: Point, b: Point, c: Point) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  const d1 = d(q1, q2, p1);
  const d2 = d(q1, q2, p2);
  const d3 = d(p1, p2, q1);
  const d4 = d(p1, p2, q2);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** A box cut to a W × H area (at least a pixel each way). */
export function clipRect(r: Rect, W: number, H: number): Rect {
  const x = Math.max(0, r.x);
  const y = Math.max(0, r.y);
  return {
    x,
    y,
    width: Math.max(1, Math.min(W, r.x + r.width) - x),
    height: Math.max(1, Math.min(H, r.y + r.height) - y),
  };
}

/** A box in whole pixels. */
export const roundRect = (r: Rect): Rect => ({
  x: Math.round(r.x),
  y: Math.round(r.y),
  width: Math.round(r.width),
  height: Math.round(r.height),
});
