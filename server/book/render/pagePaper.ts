// The paper and ink of a printed page in each look: manga prints black on white; the vintage look prints
// on the aged newsprint of the covers.
import { PAPER } from '../../providers/cover/local/heroArt';
import type { PrintLook } from '../pageModel';

export const PAGE_PAPER: Record<PrintLook, { r: number; g: number; b: number }> = {
  grayscale: { r: 255, g: 255, b: 255 },
  color: { r: PAPER[0], g: PAPER[1], b: PAPER[2] },
};

export const inkOf = (print: PrintLook) => (print === 'grayscale' ? '#000' : '#1a1614');
