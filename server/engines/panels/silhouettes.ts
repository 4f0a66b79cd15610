// Supporting characters without photos, drawn as flat silhouettes the way comics show a crowd or a figure
// against the light: a head with a hairstyle (short, bun, ponytail, long, curls, a cap or a hat), neck and
// shoulders; or, in close-ups, the back of a head and a shoulder in the foreground ("over the shoulder").
// Manga prints them in solid ink with a paper rim so they read on dark backgrounds; vintage in a dark
// period colour with an ink outline.
import type { ColourName, Paint, Pen } from './palette';
import type { Dice } from '../../lib/seededRandom';
import { n, path } from '../artKit/svg';

export type HairStyle = 'short' | 'bun' | 'ponytail' | 'long' | 'curls' | 'cap' | 'hat';
const HAIR: HairStyle[] = ['short', 'bun', 'ponytail', 'long', 'curls', 'cap', 'hat'];

export interface FigureSpec {
  /** Centre of the head across, the eyes' height, and the face's width (as the hero's is measured). */
  x: number;
  eyeY: number;
  faceWidth: number;
  hair: HairStyle;
  /** Which way the figure faces (a ponytail or a cap's brim shows it). */
  facing: 1 | -1;
  colour: ColourName;
}

const FIGURE_COLOURS: ColourName[] = ['figure0', 'figure1', 'figure2', 'figure3'];

/** A figure where the shot stands it, with a seeded hairstyle and the colour of its place in the crowd. */
export function randomFigure(
  d: Dice,
  at: { x: number; eyeY: number; faceWidth: number; index: number; facing: 1 | -1 },
): FigureSpec {
  const { x, eyeY, faceWidth, index, facing } = at;
  return { x, eyeY, faceWidth, hair: d.pick(HAIR), facing, colour: FIGURE_COLOURS[index % FIGURE_COLOURS.length] };
}

/** Path data of an ellipse (clockwise, like every part, so overlapping parts never cancel out). */
const oval = (cx: number, cy: number, rx: number, ry: number) =>
  `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 1 1 ${n(cx + rx)} ${n(cy)}` +
  `A${n(rx)} ${n(ry)} 0 1 1 ${n(cx - rx)} ${n(cy)}Z`;

/** A figure's parts as path data, one string a part (drawn as a union: outlines first, then all fills). */
function figureParts(f: FigureSpec, bottom: number): string[] {
  const w = f.faceWidth;
  const { x, eyeY, facing } = f;
  const headY = eyeY + 0.02 * w;
  const parts = [oval(x, headY, 0.45 * w, 0.6 * w)];
  let d = '';
  // Neck, then shoulders rounding out to the full width and straight down to the bottom.
  const shoulderTop = eyeY + 0.85 * w;
  d += `M${n(x - 0.2 * w)} ${n(eyeY + 0.4 * w)}h${n(0.4 * w)}V${n(shoulderTop + 0.2 * w)}h${n(-0.4 * w)}Z`;
  d +=
    `M${n(x - 1.15 * w)} ${n(bottom)}V${n(shoulderTop + 0.55 * w)}` +
    `Q${n(x - 1.12 * w)} ${n(shoulderTop)} ${n(x - 0.35 * w)} ${n(shoulderTop)}H${n(x + 0.35 * w)}` +
    `Q${n(x + 1.12 * w)} ${n(shoulderTop)} ${n(x + 1.15 * w)} ${n(shoulderTop + 0.55 * w)}V${n(bottom)}Z`;
  const top = headY - 0.6 * w;
  switch (f.hair) {
    case 'short':
      d += oval(x, headY - 0.14 * w, 0.5 * w, 0.52 * w);
      break;
    case 'bun':
      d +=
        oval(x, headY - 0.1 * w, 0.48 * w, 0.55 * w) + oval(x - facing * 0.12 * w, top - 0.05 * w, 0.24 * w, 0.22 * w);
      break;
    case 'ponytail':
      d += oval(x, headY - 0.12 * w, 0.48 * w, 0.52 * w);
      d +=
        `M${n(x - facing * 0.35 * w)} ${n(headY - 0.35 * w)}` +
        `Q${n(x - facing * 0.95 * w)} ${n(headY - 0.2 * w)} ${n(x - facing * 0.75 * w)} ${n(headY + 0.55 * w)}` +
        `Q${n(x - facing * 0.55 * w)} ${n(headY)} ${n(x - facing * 0.3 * w)} ${n(headY - 0.1 * w)}Z`;
      break;
    case 'long':
      // A bob to the jaw, wider than the head, so the neck and shoulders still read below it.
      d += oval(x, headY - 0.06 * w, 0.57 * w, 0.62 * w);
      break;
    case 'curls':
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (1.05 + (i / 8) * 0.9);
        d += oval(x + Math.cos(a) * 0.45 * w, headY - 0.1 * w + Math.sin(a) * 0.52 * w, 0.17 * w, 0.17 * w);
      }
      break;
    case 'cap':
      d += oval(x, headY - 0.2 * w, 0.48 * w, 0.45 * w);
      d +=
        `M${n(x)} ${n(headY - 0.25 * w)}h${n(facing * 0.8 * w)}` +
        `q${n(-facing * 0.05 * w)} ${n(0.12 * w)} ${n(-facing * 0.3 * w)} ${n(0.12 * w)}H${n(x)}Z`;
      break;
    case 'hat':
      d += oval(x, headY - 0.32 * w, 0.85 * w, 0.14 * w);
      d +=
        `M${n(x - 0.42 * w)} ${n(headY - 0.3 * w)}` +
        `Q${n(x - 0.45 * w)} ${n(top - 0.3 * w)} ${n(x)} ${n(top - 0.3 * w)}` +
        `Q${n(x + 0.45 * w)} ${n(top - 0.3 * w)} ${n(x + 0.42 * w)} ${n(headY - 0.3 * w)}Z`;
      break;
  }
  parts.push(...d.split(/(?=M)/).filter(Boolean));
  return parts;
}

/** Parts drawn as one shape: every outline, then every fill over them, so only the outer edge is outlined. */
function union(parts: string[], fill: string, edge: string, width: number): string {
  return parts.map((d) => path(d, edge, edge, width)).join('') + parts.map((d) => path(d, fill)).join('');
}

/** A standing figure down to `bottom`: one flat shape with a rim (manga) or an outline (vintage). */
export function silhouette(f: FigureSpec, bottom: number, paint: Paint, { look, u }: Pen): string {
  const parts = figureParts(f, bottom);
  return look === 'grayscale'
    ? union(parts, paint('ink'), paint('paper'), 6 * u)
    : union(parts, paint(f.colour), paint('ink'), 5 * u);
}

/** The person seen from behind in a close-up: which corner (-1 left, 1 right), how big, in what colour and hair. */
export interface OverShoulderFigure {
  panel: { width: number; height: number };
  side: -1 | 1;
  size: number;
  colour: ColourName;
  hair: HairStyle;
}

/**
 * The back of a head and a shoulder in a bottom corner, big (close to the camera), for the person the hero
 * faces; returns the shape and where the head is.
 */
export function overShoulder(o: OverShoulderFigure, paint: Paint, { look, u }: Pen) {
  const { side, size, colour, hair } = o;
  const { width: W, height: H } = o.panel;
  const cx = side < 0 ? size * 0.35 : W - size * 0.35;
  const cy = H - size * 0.55;
  const rx = size * 0.42;
  const ry = size * 0.5;
  let d = oval(cx, cy, rx, ry);
  // The shoulder sweeping down and out of the panel.
  const sx = cx - side * size * 0.2;
  d +=
    `M${n(sx - side * size * 0.1)} ${n(H + 10)}L${n(sx - side * size * 0.1)} ${n(cy + ry * 0.6)}` +
    `Q${n(sx - side * size * 0.9)} ${n(cy + ry * 0.55)} ${n(sx - side * size * 1.25)} ${n(H + 10)}Z`;
  d += `M${n(cx - rx * 0.6)} ${n(H + 10)}V${n(cy + ry * 0.4)}H${n(cx + rx * 0.6)}V${n(H + 10)}Z`;
  if (hair === 'bun') d += oval(cx + side * rx * 0.2, cy - ry * 0.95, rx * 0.45, ry * 0.35);
  if (hair === 'ponytail' || hair === 'long')
    d += `M${n(cx - rx * 0.7)} ${n(cy)}Q${n(cx)} ${n(cy + ry * 2)} ${n(cx + rx * 0.7)} ${n(cy)}Z`;
  if (hair === 'cap' || hair === 'hat') d += oval(cx, cy - ry * 0.45, rx * 1.25, ry * 0.2);
  if (hair === 'curls')
    for (let i = 0; i < 7; i++)
      d += oval(
        cx + Math.cos(Math.PI * (1 + i / 6)) * rx * 0.95,
        cy + Math.sin(Math.PI * (1 + i / 6)) * ry * 0.95,
        rx * 0.3,
        rx * 0.3,
      );
  const parts = d.split(/(?=M)/).filter(Boolean);
  const svg =
    look === 'grayscale'
      ? union(parts, paint('ink'), paint('paper'), 6 * u)
      : union(parts, paint(colour), paint('ink'), 5 * u);
  const xs = [cx - rx, cx + rx, sx - side * size * 0.1, sx - side * size * 1.25];
  const left = Math.max(0, Math.min(...xs));
  const right = Math.min(W, Math.max(...xs));
  const top = cy - ry * (hair === 'bun' ? 1.3 : 1);
  return { svg, head: { x: cx, y: cy }, box: { x: left, y: top, width: right - left, height: H - top } };
}
