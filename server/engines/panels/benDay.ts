// Ben-Day dots: how Golden Age comics printed flat colour. Each ink of a flat area is a tint (a share of
// the area covered) laid as a regular grid of dots; the grids of the four inks are turned to different
// angles so they do not cover each other. The grids here have rational angles (a step of (a, b) pixels),
// which makes each a small tile that repeats exactly: any panel, any size, screens with a table lookup
// and no per-size set-up (the cover's screen, with irrational angles, is computed per image width).
import type { Rgb } from '../artKit/halftone';
import { KEY_INK } from '../artKit/heroTone';

interface Tile {
  size: number;
  /** Per pixel of the tile: the tint (0-255) from which it is inked. */
  threshold: Uint8Array;
}

/**
 * One ink's screen: a lattice of dots spaced by the vector (a, b), tiled every (a² + b²) / gcd(a, b) px.
 * Thresholds are ranks of the distance to the nearest dot centre, so a tint of t covers t of the area and
 * 100% prints solid.
 */
function tile(a: number, b: number): Tile {
  const gcd = (x: number, y: number): number => (y ? gcd(y, x % y) : x);
  const size = (a * a + b * b) / gcd(a, b);
  const n = size * size;
  const distance = new Float64Array(n);
  const l2 = a * a + b * b;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Coordinates in cell units along the lattice's two axes; the dot's centre is the middle of a cell.
      const u = (x * a + y * b) / l2 + 0.5 / l2;
      const v = (-x * b + y * a) / l2 + 0.5 / l2;
      const du = u - Math.floor(u) - 0.5;
      const dv = v - Math.floor(v) - 0.5;
      // A touch of the cell's square shape keeps dark tints from closing into a checkerboard too early.
      distance[y * size + x] = du * du + dv * dv + 0.0001 * ((x * 7 + y * 13) % 11);
    }
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((i, j) => distance[i] - distance[j]);
  const threshold = new Uint8Array(n);
  order.forEach((pixel, rank) => {
    threshold[pixel] = Math.min(254, Math.floor((rank * 255) / n));
  });
  return { size, threshold };
}

// Yellow (lightest) square on the grid, cyan and magenta 15° either side of upright, black at 45°.
const TILES = { y: tile(10, 0), c: tile(10, 3), m: tile(3, 10), k: tile(7, 7) };

/** 255 × 2^16 / max, for the ink amounts without a division a pixel. */
const INVERSE = Uint32Array.from({ length: 256 }, (_, max) => (max ? Math.round((255 * 65536) / max) : 0));

/** A box of the image left unscreened where its mask (one byte a pixel of the box) is set. */
export interface SkipBox {
  x: number;
  y: number;
  width: number;
  height: number;
  mask: Uint8Array;
}

/** An RGB image and its size. */
export interface RgbImage {
  rgb: Uint8Array;
  width: number;
  height: number;
}

/**
 * Screens an RGB image drawn in ink-ideal colours (palette.ts) as Ben-Day tints on `paper`, into `out`
 * (RGB; it may be the image's own pixels), except where `skip` says. Tints under 6% are left out (a
 * colourist's plate had none), over 94% print solid. The inks are those of the cover's halftone: yellow
 * (255, 230, 0), cyan (0, 160, 225), magenta (235, 30, 120) and the key plate's black.
 */
export function benDay(image: RgbImage, paper: Rgb, out: Uint8Array, skip?: SkipBox): void {
  const { rgb, width, height } = image;
  const tc = TILES.c;
  const tm = TILES.m;
  const ty = TILES.y;
  const tk = TILES.k;
  const [pr, pg, pb] = paper;
  for (let y = 0; y < height; y++) {
    const rc = (y % tc.size) * tc.size;
    const rm = (y % tm.size) * tm.size;
    const ry = (y % ty.size) * ty.size;
    const rk = (y % tk.size) * tk.size;
    let xc = 0;
    let xm = 0;
    let xy = 0;
    let xk = 0;
    // The skipped box's mask row for this line, and where the box starts and ends along it.
    const inBox = skip !== undefined && y >= skip.y && y < skip.y + skip.height;
    const boxRow = inBox ? (y - skip!.y) * skip!.width - skip!.x : 0;
    const boxFrom = inBox ? skip!.x : width;
    const boxTo = inBox ? skip!.x + skip!.width : width;
    for (let x = 0, p = y * width * 3; x < width; x++, p += 3) {
      if (x < boxFrom || x >= boxTo || !skip!.mask[boxRow + x]) {
        const r = rgb[p];
        const g = rgb[p + 1];
        const b = rgb[p + 2];
        if (r === 255 && g === 255 && b === 255) {
          out[p] = pr;
          out[p + 1] = pg;
          out[p + 2] = pb;
        } else {
          const max = Math.max(r, g, b);
          let R = pr;
          let G = pg;
          let B = pb;
          if (max > 0) {
            // Ink amounts, 0-255: black is what all three share, the rest is colour.
            const inv = INVERSE[max];
            const k = 255 - max;
            const c = ((max - r) * inv) >>> 16;
            const m = ((max - g) * inv) >>> 16;
            const yy = ((max - b) * inv) >>> 16;
            if (yy > 15 && (yy > 240 || yy > ty.threshold[ry + xy])) {
              G = (G * 230) >> 8;
              B = 0;
            }
            if (c > 15 && (c > 240 || c > tc.threshold[rc + xc])) {
              R = 0;
              G = (G * 160) >> 8;
              B = (B * 225) >> 8;
            }
            if (m > 15 && (m > 240 || m > tm.threshold[rm + xm])) {
              R = (R * 235) >> 8;
              G = (G * 30) >> 8;
              B = (B * 120) >> 8;
            }
            if (k > 15 && (k > 240 || k > tk.threshold[rk + xk])) {
              R = (R * KEY_INK[0]) >> 8;
              G = (G * KEY_INK[1]) >> 8;
              B = (B * KEY_INK[2]) >> 8;
            }
            out[p] = R;
            out[p + 1] = G;
            out[p + 2] = B;
          } else {
            out[p] = KEY_INK[0];
            out[p + 1] = KEY_INK[1];
            out[p + 2] = KEY_INK[2];
          }
        }
      }
      if (++xc === tc.size) xc = 0;
      if (++xm === tm.size) xm = 0;
      if (++xy === ty.size) xy = 0;
      if (++xk === tk.size) xk = 0;
    }
  }
}
