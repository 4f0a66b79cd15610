// Comic effects drawn over or instead of a background: speed lines (motion), focus lines converging on a
// face (close-ups, shocks), a sunburst (vintage drama), rain and snow.
import type { Paint } from './palette';
import type { Dice } from '../../lib/seededRandom';
import { n, path, rect } from '../artKit/svg';

export interface EffectFrame {
  W: number;
  H: number;
  d: Dice;
  paint: Paint;
}

/** Speed lines' direction of travel (radians), and the calmer band across it: its middle and half height. */
export interface SpeedLines {
  angle: number;
  clearY: number;
  clearHalf: number;
  /** How many lines, against the default (1). */
  density?: number;
}

/**
 * Speed lines: long thin ink wedges across the panel in the direction of travel, thicker and denser at the
 * edges, leaving a calmer band through the middle where the figure is.
 */
export function speedLines(f: EffectFrame, lines: SpeedLines): string {
  const { W, H, d, paint } = f;
  const { angle, clearY, clearHalf, density = 1 } = lines;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const reach = Math.hypot(W, H);
  let wedges = '';
  const count = Math.round((H / 2.5) * density);
  for (let i = 0; i < count; i++) {
    // Offset across the direction of travel, and where along it the line starts.
    const across = d.range(-reach / 2, reach / 2);
    const cy = H / 2 + across * cos;
    const cx = W / 2 - across * sin;
    const away = Math.abs(cy - clearY) / clearHalf;
    if (away < 1 && d.chance(0.75)) continue;
    const length = reach * d.range(0.25, 0.8);
    const start = d.range(-reach / 2, reach / 2 - length * 0.5);
    const width = (1 + d.next() * 4) * (H / 1000) * Math.min(3, 0.7 + away);
    const x0 = cx + cos * start;
    const y0 = cy + sin * start;
    const x1 = x0 + cos * length;
    const y1 = y0 + sin * length;
    // A wedge: pointed at the trailing end.
    wedges +=
      `M${n(x0)} ${n(y0)}L${n(x1 - sin * width)} ${n(y1 + cos * width)}` +
      `L${n(x1 + sin * width)} ${n(y1 - cos * width)}Z`;
  }
  return path(wedges, paint('ink'));
}

/** Focus lines' target and the oval around it they stop short of; how many, in what colour (ink). */
export interface FocusLines {
  at: { x: number; y: number };
  clear: { rx: number; ry: number };
  count?: number;
  colour?: string;
}

/** Focus lines: ink wedges from the panel's edges towards a point, stopping short of a clear oval. */
export function focusLines(f: EffectFrame, lines: FocusLines): string {
  const { W, H, d } = f;
  const { x: cx, y: cy } = lines.at;
  const { rx: clearRx, ry: clearRy } = lines.clear;
  const { count = 150, colour = f.paint('ink') } = lines;
  const reach = Math.hypot(W, H);
  let wedges = '';
  for (let i = 0; i < count; i++) {
    const a = d.range(0, Math.PI * 2);
    const spread = d.range(0.003, 0.014);
    const inner = 1 + d.range(0.05, 0.5);
    const ix = cx + Math.cos(a) * clearRx * inner;
    const iy = cy + Math.sin(a) * clearRy * inner;
    const p = (r: number, t: number) => `${n(cx + r * Math.cos(t))} ${n(cy + r * Math.sin(t))}`;
    wedges += `M${n(ix)} ${n(iy)}L${p(reach, a - spread)}L${p(reach, a + spread)}Z`;
  }
  return path(wedges, colour);
}

/** A sunburst's centre, its two colours (the ground and the rays) and how many rays. */
export interface Sunburst {
  at: { x: number; y: number };
  base: string;
  ray: string;
  count?: number;
}

/** A sunburst: alternating rays of two colours from a point. */
export function sunburst(f: EffectFrame, burst: Sunburst): string {
  const { W, H, d } = f;
  const { x: cx, y: cy } = burst.at;
  const { base, ray, count = 28 } = burst;
  const reach = Math.hypot(W, H) * 1.2;
  const turn = d.range(0, Math.PI);
  let rays = '';
  for (let i = 0; i < count; i += 2) {
    const a0 = turn + (i * Math.PI * 2) / count;
    const a1 = turn + ((i + 1) * Math.PI * 2) / count;
    rays +=
      `M${n(cx)} ${n(cy)}L${n(cx + reach * Math.cos(a0))} ${n(cy + reach * Math.sin(a0))}` +
      `L${n(cx + reach * Math.cos(a1))} ${n(cy + reach * Math.sin(a1))}Z`;
  }
  return rect(0, 0, W, H, base) + path(rays, ray);
}

export function rain(f: EffectFrame, colour: string): string {
  const { W, H, d } = f;
  let streaks = '';
  const count = Math.round((W * H) / 9000);
  for (let i = 0; i < count; i++) {
    const x = d.range(-H * 0.2, W);
    const y = d.range(-H * 0.05, H);
    const len = H * d.range(0.03, 0.07);
    streaks += `M${n(x)} ${n(y)}l${n(len * 0.3)} ${n(len)}`;
  }
  return `<path d="${streaks}" stroke="${colour}" stroke-width="${n(Math.max(2, H / 400))}" stroke-linecap="round"/>`;
}

export function snow(f: EffectFrame, colour: string, outline: string): string {
  const { W, H, d } = f;
  let flakes = '';
  const count = Math.round((W * H) / 14000);
  for (let i = 0; i < count; i++) flakes += `M${n(d.range(0, W))} ${n(d.range(0, H))}h0.1`;
  const r = Math.max(4, H / 120);
  return (
    `<path d="${flakes}" stroke="${outline}" stroke-width="${n(r * 1.5)}" stroke-linecap="round"/>` +
    `<path d="${flakes}" stroke="${colour}" stroke-width="${n(r)}" stroke-linecap="round"/>`
  );
}
