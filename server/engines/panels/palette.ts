// The colours scenes are drawn in, per look. Vintage colours are period tints: each is a percentage of
// cyan, magenta, yellow and black, as a Golden Age colourist marked a plate for Ben-Day screens, so flat
// areas print as dots of at most a few inks. Manga colours are greys the screentone turns into dots
// (255 prints as bare paper, below ~55 as solid ink).
import type { PrintLook } from '../pageModel';

/** Ink percentages (0-100) of cyan, magenta, yellow, black. */
type Tint = readonly [number, number, number, number];

interface Swatch {
  tint: Tint;
  grey: number;
}

const SWATCHES = {
  paper: { tint: [0, 0, 0, 0], grey: 255 },
  ink: { tint: [0, 0, 0, 100], grey: 0 },
  sky: { tint: [30, 0, 0, 0], grey: 232 },
  skyHigh: { tint: [55, 10, 0, 0], grey: 205 },
  cloud: { tint: [0, 0, 0, 0], grey: 255 },
  sun: { tint: [0, 20, 100, 0], grey: 255 },
  sunset: { tint: [0, 55, 90, 0], grey: 200 },
  sunsetHigh: { tint: [30, 70, 0, 0], grey: 150 },
  night: { tint: [100, 70, 0, 45], grey: 18 },
  nightLow: { tint: [85, 55, 0, 20], grey: 70 },
  moon: { tint: [0, 0, 40, 0], grey: 255 },
  star: { tint: [0, 0, 25, 0], grey: 255 },
  grass: { tint: [55, 0, 100, 0], grey: 178 },
  grassDark: { tint: [90, 0, 100, 25], grey: 105 },
  hill: { tint: [40, 0, 70, 0], grey: 200 },
  hillFar: { tint: [30, 10, 30, 0], grey: 215 },
  trunk: { tint: [20, 60, 100, 35], grey: 80 },
  leaves: { tint: [80, 0, 100, 10], grey: 125 },
  leavesLight: { tint: [50, 0, 90, 0], grey: 165 },
  mountain: { tint: [40, 30, 0, 25], grey: 150 },
  snow: { tint: [0, 0, 0, 0], grey: 255 },
  water: { tint: [70, 10, 0, 0], grey: 178 },
  waterDeep: { tint: [100, 45, 0, 10], grey: 110 },
  foam: { tint: [0, 0, 0, 0], grey: 255 },
  sand: { tint: [0, 15, 50, 0], grey: 228 },
  brick: { tint: [10, 75, 80, 10], grey: 120 },
  stone: { tint: [20, 10, 0, 35], grey: 165 },
  concrete: { tint: [10, 10, 20, 20], grey: 190 },
  tower: { tint: [45, 20, 0, 30], grey: 145 },
  towerFar: { tint: [30, 0, 0, 15], grey: 200 },
  windowLit: { tint: [0, 10, 90, 0], grey: 255 },
  windowDark: { tint: [60, 30, 0, 45], grey: 60 },
  glass: { tint: [35, 0, 0, 0], grey: 225 },
  road: { tint: [0, 0, 0, 65], grey: 95 },
  pavement: { tint: [0, 5, 15, 30], grey: 185 },
  wall: { tint: [0, 10, 35, 0], grey: 240 },
  wallCool: { tint: [20, 0, 15, 0], grey: 240 },
  wallWarm: { tint: [0, 25, 40, 0], grey: 240 },
  wallShade: { tint: [10, 25, 45, 15], grey: 175 },
  ceiling: { tint: [0, 0, 15, 0], grey: 240 },
  floor: { tint: [10, 45, 75, 15], grey: 150 },
  floorLine: { tint: [25, 60, 90, 50], grey: 70 },
  wood: { tint: [15, 55, 90, 25], grey: 120 },
  woodLight: { tint: [0, 35, 70, 5], grey: 185 },
  metal: { tint: [20, 5, 0, 30], grey: 170 },
  board: { tint: [70, 0, 50, 55], grey: 45 },
  curtain: { tint: [0, 100, 85, 15], grey: 55 },
  curtainLight: { tint: [0, 85, 70, 0], grey: 110 },
  spot: { tint: [0, 0, 35, 0], grey: 255 },
  stageFloor: { tint: [10, 45, 80, 20], grey: 135 },
  crowd: { tint: [60, 40, 0, 70], grey: 20 },
  space: { tint: [80, 60, 0, 85], grey: 0 },
  planet: { tint: [0, 60, 85, 0], grey: 150 },
  planetShade: { tint: [10, 80, 100, 30], grey: 85 },
  planetCool: { tint: [70, 20, 0, 0], grey: 175 },
  rays: { tint: [0, 25, 100, 0], grey: 228 },
  raysAlt: { tint: [0, 60, 100, 0], grey: 255 },
  red: { tint: [0, 100, 100, 0], grey: 90 },
  yellow: { tint: [0, 0, 100, 0], grey: 240 },
  blue: { tint: [100, 40, 0, 0], grey: 120 },
  shadow: { tint: [40, 30, 0, 40], grey: 110 },
  /** Supporting characters' flat silhouettes: dark period colours (manga: ink). */
  figure0: { tint: [100, 70, 0, 60], grey: 0 },
  figure1: { tint: [20, 100, 80, 55], grey: 0 },
  figure2: { tint: [90, 20, 80, 60], grey: 0 },
  figure3: { tint: [60, 80, 0, 55], grey: 0 },
} as const satisfies Record<string, Swatch>;

export type ColourName = keyof typeof SWATCHES;

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/**
 * The colour an SVG is drawn in. Vintage tints become the RGB of ideal inks multiplied, which the Ben-Day
 * screen reads back as the same ink percentages (black taken as the darkest share, as a colourist would).
 */
export function colour(name: ColourName, look: PrintLook): string {
  const swatch: Swatch = SWATCHES[name];
  if (look === 'grayscale') {
    // The lightest screentone dots (under ~20% ink) break up into a moiré; such greys print as paper or as
    // the lightest clean tone.
    const grey = swatch.grey > 228 ? 255 : Math.min(swatch.grey, 205);
    return hex(grey, grey, grey);
  }
  const [c, m, y, k] = swatch.tint.map((v) => v / 100);
  return hex(255 * (1 - c) * (1 - k), 255 * (1 - m) * (1 - k), 255 * (1 - y) * (1 - k));
}

/** A function naming colours in one look: `paint('sky')`. */
export type Paint = (name: ColourName) => string;

export const painter =
  (look: PrintLook): Paint =>
  (name) =>
    colour(name, look);

/** How a drawing is inked: the look's colours (greys for manga) and the line weight in pixels. */
export interface Pen {
  look: PrintLook;
  /** Line weight of ink, in pixels (it grows with the panel). */
  u: number;
}
