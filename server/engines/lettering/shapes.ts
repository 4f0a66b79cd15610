// Balloon geometry: ovals (super-ellipses) sized so every line of text — not just the text's bounding box —
// sits inside with padding, clouds for thoughts, bursts for shouts, tapered tails and thought trails, and
// the SVG path data for all of them. Variation (bumps, spikes, the bend of a tail) comes from a hash of the
// item's id, so the same page always letters the same way.
import type { Point, Rect } from '../pageModel';
import { hashUnit } from '../../lib/seededRandom';

/** A super-ellipse |x/a|^p + |y/b|^p = 1 around (cx, cy); p = 2 is an ellipse. */
export interface Oval {
  cx: number;
  cy: number;
  a: number;
  b: number;
  p: number;
}

/** For each of n lines of height L stacked around 0: how far from the middle its band reaches. */
export function bandReach(n: number, lineHeight: number): number[] {
  const h = n * lineHeight;
  return Array.from({ length: n }, (_, i) =>
    Math.max(Math.abs(-h / 2 + i * lineHeight), Math.abs(-h / 2 + (i + 1) * lineHeight)),
  );
}

/**
 * The smallest oval of a given width:height ratio that holds centred lines of these widths with padding
 * (each line's whole band, corners included).
 */
export function ovalAround(
  widths: number[],
  lineHeight: number,
  pad: { x: number; y: number },
  ratio: number,
  p: number,
): { a: number; b: number } {
  const reach = bandReach(widths.length, lineHeight);
  let a = 0;
  widths.forEach((w, i) => {
    a = Math.max(a, ((w / 2 + pad.x) ** p + (ratio * (reach[i] + pad.y)) ** p) ** (1 / p));
  });
  return { a, b: a / ratio };
}

/** How wide line i of n may be inside an oval with semi-axis a (and b = a / ratio), padding kept. */
export function lineCapacity(
  a: number,
  ratio: number,
  p: number,
  reach: number,
  pad: { x: number; y: number },
): number {
  const rest = a ** p - (ratio * (reach + pad.y)) ** p;
  return rest <= 0 ? -1 : 2 * (rest ** (1 / p) - pad.x);
}

/** Distance from the centre to the oval's edge in direction `angle`. */
export function ovalRadius(o: Oval, angle: number): number {
  const c = Math.abs(Math.cos(angle)) / o.a;
  const s = Math.abs(Math.sin(angle)) / o.b;
  return (c ** o.p + s ** o.p) ** (-1 / o.p);
}

export function ovalPoint(o: Oval, angle: number, grow = 0): Point {
  const r = ovalRadius(o, angle) + grow;
  return { x: o.cx + r * Math.cos(angle), y: o.cy + r * Math.sin(angle) };
}

/** Points along the oval by its parameter (denser where it curves most). */
export function ovalPolygon(o: Oval, n = 96): Point[] {
  const e = 2 / o.p;
  const pts: Point[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * 2 * Math.PI;
    const c = Math.cos(t);
    const s = Math.sin(t);
    pts.push({ x: o.cx + o.a * Math.sign(c) * Math.abs(c) ** e, y: o.cy + o.b * Math.sign(s) * Math.abs(s) ** e });
  }
  return pts;
}

export function polygonPath(points: Point[]): string {
  return `${points.map((p, i) => `${i ? 'L' : 'M'}${r1(p.x)} ${r1(p.y)}`).join('')}Z`;
}

export const r1 = (v: number) => Math.round(v * 10) / 10;

/** A full circle as path data. */
export function circlePath(c: Point, r: number): string {
  return `M${r1(c.x - r)} ${r1(c.y)}a${r1(r)} ${r1(r)} 0 1 0 ${r1(2 * r)} 0a${r1(r)} ${r1(r)} 0 1 0 ${r1(-2 * r)} 0Z`;
}

// ---------------------------------------------------------------------------------------------------------
// Clouds and bursts

/** Bump circles along an oval for a thought cloud. */
export function cloudBumps(o: Oval, bump: number, id: string): { c: Point; r: number }[] {
  const poly = ovalPolygon(o, 240);
  const lengths = [0];
  for (let i = 1; i <= poly.length; i++) {
    const a = poly[i - 1];
    const b = poly[i % poly.length];
    lengths.push(lengths[i - 1] + Math.hypot(b.x - a.x, b.y - a.y));
  }
  const perimeter = lengths[lengths.length - 1];
  const count = Math.max(8, Math.round(perimeter / (1.5 * bump)));
  const start = hashUnit(id, 7) * (perimeter / count);
  const bumps: { c: Point; r: number }[] = [];
  let j = 0;
  for (let k = 0; k < count; k++) {
    const at = start + (k * perimeter) / count;
    while (j < poly.length - 1 && lengths[j + 1] < at) j++;
    const a = poly[j];
    const b = poly[(j + 1) % poly.length];
    const t = (at - lengths[j]) / Math.max(1e-9, lengths[j + 1] - lengths[j]);
    bumps.push({
      c: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t },
      r: bump * (0.88 + 0.24 * hashUnit(id, 100 + k)),
    });
  }
  return bumps;
}

/** The jagged outline of a shout: valleys outside the text oval, spikes of varying length. */
export function burstPoints(o: Oval, spike: number, id: string): Point[] {
  const perimeter = Math.PI * (3 * (o.a + o.b) - Math.sqrt((3 * o.a + o.b) * (o.a + 3 * o.b)));
  const count = Math.max(10, Math.min(26, Math.round(perimeter / (spike * 1.25))));
  // Chords between valleys cut inside the oval a little: push the valleys out so the chords clear it.
  const grow = 1 / Math.cos(Math.PI / count);
  const valley: Oval = { ...o, a: o.a * grow, b: o.b * grow };
  const spikes: Oval = { ...o, a: valley.a + spike, b: valley.b + spike };
  const turn = hashUnit(id, 3) * ((2 * Math.PI) / count);
  const pts: Point[] = [];
  for (let k = 0; k < count; k++) {
    const t = turn + (k / count) * 2 * Math.PI;
    const mid = t + Math.PI / count;
    pts.push(ovalPoint(valley, t));
    const len = 0.6 + 0.55 * hashUnit(id, 200 + k);
    const v = ovalPoint(valley, mid);
    const s = ovalPoint(spikes, mid);
    pts.push({ x: v.x + (s.x - v.x) * len, y: v.y + (s.y - v.y) * len });
  }
  return pts;
}

// ---------------------------------------------------------------------------------------------------------
// Tails

export interface Tail {
  /** Where the wedge leaves the balloon (inside its edge) and its tip. */
  base: [Point, Point];
  tip: Point;
  /** Path data of the tapered, slightly bent wedge. */
  d: string;
}

/** A tapered wedge from the oval's edge towards `direction` (a unit vector from the edge point), `length` long. */
export function wedgeTail(o: Oval, from: Point, direction: Point, length: number, baseHalf: number, id: string): Tail {
  const perp = { x: -direction.y, y: direction.x };
  // Start a little inside the balloon so its fill covers the join.
  const sink = Math.min(baseHalf * 1.2, Math.min(o.a, o.b) * 0.5);
  const toCentre = norm({ x: o.cx - from.x, y: o.cy - from.y });
  const root = { x: from.x + toCentre.x * sink, y: from.y + toCentre.y * sink };
  const base: [Point, Point] = [
    { x: root.x + perp.x * baseHalf, y: root.y + perp.y * baseHalf },
    { x: root.x - perp.x * baseHalf, y: root.y - perp.y * baseHalf },
  ];
  const tip = { x: from.x + direction.x * length, y: from.y + direction.y * length };
  const bend = (hashUnit(id, 11) < 0.5 ? -1 : 1) * Math.min(0.14 * length, 28);
  const ctrl = (a: Point) => ({ x: (a.x + tip.x) / 2 + perp.x * bend, y: (a.y + tip.y) / 2 + perp.y * bend });
  const c0 = ctrl(base[0]);
  const c1 = ctrl(base[1]);
  const d =
    `M${r1(base[0].x)} ${r1(base[0].y)}Q${r1(c0.x)} ${r1(c0.y)} ${r1(tip.x)} ${r1(tip.y)}` +
    `Q${r1(c1.x)} ${r1(c1.y)} ${r1(base[1].x)} ${r1(base[1].y)}Z`;
  return { base, tip, d };
}

/**
 * Thought trail: two or three shrinking circles from the cloud towards the thinker, all within `length`
 * (smaller circles when the way is short).
 */
export function trailCircles(from: Point, direction: Point, length: number, scale: number): { c: Point; r: number }[] {
  const factors = [0.42, 0.28, 0.17];
  const gapFactor = 0.18;
  const span = (k: number, s: number) => factors.slice(0, k).reduce((sum, f) => sum + 2 * f * s, 0) + k * gapFactor * s;
  let count = span(3, scale) <= length ? 3 : 2;
  const fit = Math.min(scale, length / span(count, 1));
  if (count === 2 && span(3, fit) <= length) count = 3;
  const circles: { c: Point; r: number }[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const r = factors[i] * fit;
    at += gapFactor * fit;
    circles.push({ c: { x: from.x + direction.x * (at + r), y: from.y + direction.y * (at + r) }, r });
    at += 2 * r;
  }
  return circles;
}

export function norm(v: Point): Point {
  const l = Math.hypot(v.x, v.y) || 1;
  return { x: v.x / l, y: v.y / l };
}

/**
 * How far one may travel from `from` along `direction` before leaving `inside` or entering any `avoid`
 * rectangle (slab test).
 */
export function freeRun(from: Point, direction: Point, inside: Rect, avoid: Rect[], limit: number): number {
  let run = limit;
  // Leaving the inside rectangle.
  if (direction.x > 1e-9) run = Math.min(run, (inside.x + inside.width - from.x) / direction.x);
  if (direction.x < -1e-9) run = Math.min(run, (inside.x - from.x) / direction.x);
  if (direction.y > 1e-9) run = Math.min(run, (inside.y + inside.height - from.y) / direction.y);
  if (direction.y < -1e-9) run = Math.min(run, (inside.y - from.y) / direction.y);
  for (const r of avoid) {
    const hit = rayEntersRect(from, direction, r);
    if (hit !== null) run = Math.min(run, hit);
  }
  return Math.max(0, run);
}

/** The distance along a ray at which it enters a rectangle (0 when it starts inside), or null. */
export function rayEntersRect(from: Point, d: Point, r: Rect): number | null {
  let t0 = 0;
  let t1 = Infinity;
  if (Math.abs(d.x) < 1e-12) {
    if (from.x < r.x || from.x > r.x + r.width) return null;
  } else {
    let a = (r.x - from.x) / d.x;
    let b = (r.x + r.width - from.x) / d.x;
    if (a > b) [a, b] = [b, a];
    t0 = Math.max(t0, a);
    t1 = Math.min(t1, b);
    if (t0 > t1) return null;
  }
  if (Math.abs(d.y) < 1e-12) {
    if (from.y < r.y || from.y > r.y + r.height) return null;
  } else {
    let a = (r.y - from.y) / d.y;
    let b = (r.y + r.height - from.y) / d.y;
    if (a > b) [a, b] = [b, a];
    t0 = Math.max(t0, a);
    t1 = Math.min(t1, b);
    if (t0 > t1) return null;
  }
  return t0;
}

/** Whether the segment a→b passes through the rectangle. */
export function segmentHitsRect(a: Point, b: Point, r: Rect): boolean {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len < 1e-9) return a.x >= r.x && a.x <= r.x + r.width && a.y >= r.y && a.y <= r.y + r.height;
  const t = rayEntersRect(a, { x: (b.x - a.x) / len, y: (b.y - a.y) / len }, r);
  return t !== null && t <= len;
}
