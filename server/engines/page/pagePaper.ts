// The paper and ink of a printed page in each look: manga prints black on white; the vintage look prints
// its key plate on the aged newsprint of the covers. Borders, lettering and page backgrounds all take
// their colours from here.
import { PAPER } from '../artKit/heroTone';
import type { PrintLook } from '../pageModel';

type Rgb = readonly [number, number, number];

export const PAGE_PAPER: Record<PrintLook, { r: number; g: number; b: number }> = {
  grayscale: { r: 255, g: 255, b: 255 },
  color: { r: PAPER[0], g: PAPER[1], b: PAPER[2] },
};

export const PAGE_INK: Record<PrintLook, Rgb> = { grayscale: [0, 0, 0], color: [0x1a, 0x16, 0x14] };

/** The ink as an SVG colour. */
export const inkOf = (print: PrintLook) => `#${PAGE_INK[print].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
