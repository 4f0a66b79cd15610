// A prosthetic leg drawn on the hero (issue 46): below the knee of the leg nearer the reader, the body's own
// shin and shoe are left out and the vector set's "mechanical leg" (Fluent Emoji, MIT) is set in their place,
// its knee on the body's knee and its foot on the floor where the shoe was, its toes the way the shoe's went.
// Measured on each body drawing of the set (its 32-unit square, the drawing as it faces, not its mirrored twin).
import type { Point, Rect } from '../pageModel';
import { n } from '../artKit/svg';
import { grownOutline } from '../layout/geometry';
import { iconDrawing } from './iconLibrary';

/** A point of a drawing, [x, y] in its units. */
type At = readonly [number, number];

/** One leg of a body drawing: where its knee, ankle and toe are, and the outline of the shin and shoe below. */
interface Shin {
  knee: At;
  ankle: At;
  toe: At;
  /** The shin below the knee with its shoe: left out of the body's drawing. */
  cut: readonly At[];
}

/** The leg nearer the reader of each body drawing the poses use (heroPoses.ts), by the drawing's name. */
const SHINS: Record<string, Shin> = {
  'person-standing': {
    knee: [17.25, 24.2],
    ankle: [17.2, 29.2],
    toe: [19.6, 30],
    cut: [
      [16.05, 24],
      [18.5, 24],
      [18.45, 29.5],
      [19.95, 29.9],
      [19.95, 30.45],
      [16.05, 30.45],
    ],
  },
  'person-walking': {
    knee: [13.2, 22.3],
    ankle: [12.6, 28.3],
    toe: [8.2, 29],
    cut: [
      [11.85, 21.8],
      [14.75, 21.8],
      [13.5, 29.2],
      [12.7, 30.7],
      [7.5, 29.4],
      [7.8, 28.2],
      [11.3, 27.5],
    ],
  },
  'person-running': {
    knee: [10.9, 21.6],
    ankle: [7.7, 28.2],
    toe: [3.8, 28.5],
    cut: [
      [10.2, 20.3],
      [12.4, 22.5],
      [8.7, 29.2],
      [8.2, 30.2],
      [3.3, 29],
      [3.4, 27.2],
      [7, 27.1],
    ],
  },
  'person-kneeling': {
    knee: [11.8, 28.6],
    ankle: [20.2, 28.2],
    toe: [23.8, 29.8],
    cut: [
      [12.6, 27.35],
      [19.3, 27.35],
      [20.2, 26],
      [24.4, 29.5],
      [24.1, 30.3],
      [19.8, 29.6],
      [12.6, 30.1],
    ],
  },
  'person-playing-handball': {
    knee: [9.8, 22.4],
    ankle: [9.9, 27.7],
    toe: [6, 29],
    cut: [
      [8.5, 22.55],
      [11.25, 22.55],
      [11.3, 29.5],
      [5.7, 29.5],
      [5.7, 28.5],
      [8.5, 26.7],
    ],
  },
  // The flared trouser leg is kept to below the knee: the leg's socket is drawn over its end.
  'man-dancing': {
    knee: [11.9, 23.6],
    ankle: [11, 28.9],
    toe: [13.7, 29.7],
    cut: [
      [9.1, 25.4],
      [13.1, 25.4],
      [12.1, 28.3],
      [14, 29.1],
      [13.9, 30.15],
      [8.1, 30.15],
      [8, 27.1],
    ],
  },
  'person-cartwheeling': {
    knee: [9.3, 12.8],
    ankle: [6, 13.2],
    toe: [2.2, 14],
    cut: [
      [9.4, 11.7],
      [9.4, 14.1],
      [6.2, 14.2],
      [2.3, 14.8],
      [1.5, 13.9],
      [5.1, 10.9],
      [6.4, 11.8],
    ],
  },
  // The crossed shin in front, from the middle of its trouser leg (the knee is under the hand) to its foot.
  'person-in-lotus-position': {
    knee: [12, 26.6],
    ankle: [19.6, 27.2],
    toe: [21.5, 29.6],
    cut: [
      [11.4, 25.2],
      [20.6, 25.2],
      [21.4, 26.2],
      [22.2, 28.6],
      [21.8, 29.95],
      [20.6, 30.05],
      [18.5, 28],
      [11.4, 28],
    ],
  },
};

/**
 * The mechanical leg's own knee (its lower joint), ankle and toe, and the part of it drawn: the knee joint and
 * what is below it (its thigh is the hero's own).
 */
const LEG = {
  knee: [22.75, 13.49] as At,
  ankle: [16, 25.41] as At,
  toe: [24, 29] as At,
  below: [
    [18, 14.3],
    [20.2, 10.6],
    [26.6, 12],
    [26.6, 31],
    [13.5, 31],
    [13.5, 23],
  ] as At[],
};
const MECHANICAL_LEG = 'mechanical-leg';
/** How much wider than measured the shin is cut out, in the drawing's units. */
const CUT_MARGIN = 0.6;
/** The drawing's size (the set draws on a 32-unit square). */
const SQUARE = 32;

/** Whether a body drawing has a measured leg (every pose but the wheelchair's and the white cane's). */
export const hasShin = (body: string) => baseOf(body) in SHINS;

/** 'person-running-facing-right-medium' -> 'person-running'; the twin is the drawing mirrored. */
function baseOf(icon: string): string {
  return icon.replace(/-(?:light|medium-light|medium|medium-dark|dark)$/, '').replace(/-facing-right$/, '');
}

let clips = 0;

/**
 * The prosthetic leg for a body drawing (`icon`, with its skin tone and twin), in the drawing's own units:
 * `cut`, the shin and shoe to leave out (an SVG path); `defs` and `over`, the mechanical leg to draw in their
 * place; `box`, where it is in the drawing's square. Null for a drawing without a measured leg.
 */
export function prostheticLeg(
  icon: string,
): { cut: Point[]; defs: string; over: (outlineWidth: number) => string; box: Rect } | null {
  const shin = SHINS[baseOf(icon)];
  const leg = iconDrawing(MECHANICAL_LEG);
  if (!shin || !leg) return null;
  // The facing-right twin is the drawing mirrored: so are its measures.
  const twin = icon.includes('-facing-right');
  const at = ([x, y]: At): At => (twin ? [SQUARE - x, y] : [x, y]);
  const [knee, ankle, toe] = [at(shin.knee), at(shin.ankle), at(shin.toe)];
  // Measured to a tenth of a unit: cut a little wider, so no sliver of the shin's edge is left beside the leg.
  const cut = grownOutline(
    shin.cut.map((p) => at(p)).map(([x, y]) => ({ x, y })),
    CUT_MARGIN,
  );

  // The leg's knee-to-ankle set on the body's, mirrored when its toes would point the other way.
  const u = [LEG.ankle[0] - LEG.knee[0], LEG.ankle[1] - LEG.knee[1]];
  const v = [ankle[0] - knee[0], ankle[1] - knee[1]];
  const side = (d: number[], from: At, to: At) => Math.sign(d[0] * (to[1] - from[1]) - d[1] * (to[0] - from[0]));
  const mirror = side(u, LEG.ankle, LEG.toe) !== side(v, ankle, toe);
  const um = mirror ? [-u[0], u[1]] : u;
  const scale = Math.hypot(v[0], v[1]) / Math.hypot(u[0], u[1]);
  const turn = Math.atan2(v[1], v[0]) - Math.atan2(um[1], um[0]);
  const [cos, sin] = [Math.cos(turn) * scale, Math.sin(turn) * scale];
  // x' = M·(mx, y) + t, with mx = ±x: the matrix's first column carries the mirror.
  const m = mirror ? [-cos, -sin, -sin, cos] : [cos, sin, -sin, cos];
  const map = ([x, y]: At): At => [m[0] * x + m[2] * y, m[1] * x + m[3] * y];
  const k = map(LEG.knee);
  const t = [knee[0] - k[0], knee[1] - k[1]];

  // Only the leg from its knee down: the thigh is cut off across its end, just above the knee joint's housing.
  const keep = LEG.below;
  const id = `knee${++clips}`;
  const defs = `<clipPath id="${id}"><path d="M${keep.map((p) => p.map(n).join(' ')).join('L')}Z"/></clipPath>`;
  const matrix = [...m, ...t].map(n).join(' ');
  // Its outline as thick as the body's: the width is given in the body's units, the leg is drawn scaled.
  const over = (outlineWidth: number) =>
    `<g transform="matrix(${matrix})"><g clip-path="url(#${id})" stroke-width="${n(outlineWidth / scale)}">` +
    `${leg.body}</g></g>`;

  // Where it is: the knee, the ankle and the toe, with the leg's width round them.
  const points = [knee, ankle, toe];
  const pad = Math.hypot(v[0], v[1]) * 0.2;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const box = {
    x: Math.min(...xs) - pad,
    y: Math.min(...ys) - pad,
    width: Math.max(...xs) - Math.min(...xs) + 2 * pad,
    height: Math.max(...ys) - Math.min(...ys) + 2 * pad,
  };
  return { cut, defs, over, box };
}
