// The face's relief for a one-ink (manga) print, measured on the face's own skin. The tone curve
// (faceTone.ts) sets the skin's exposure from a few percentiles of the photo, where on darker skin sensor
// grain is a large share of the range: the nose, mouth and cheeks end up a few grey levels apart, and a
// screen of dots prints a few levels as one flat grey. Here the skin's own light and shade and its
// features are stretched until they span what the screen can show, by as much as this face lacks (a face
// that already shows its relief is left as it is), around the skin's middle tone, so a person keeps their
// complexion. Skin is told from a cap or hair by its colour, not its brightness (a dark cap and a shaded
// forehead can be equally dark): only skin is stretched, and skin next to a dark cap or hair is kept out
// of solid ink, so the two stay apart once screened.
import type { FaceRegion } from './faceFinder';
import { blurBox } from './boxBlur';

/** What the skin should span before screening: its broad shading (10th to 90th percentile), its features. */
const SHADING_SPAN = 110;
const FEATURE_DETAIL = 16;
const MAX_SHADING_GAIN = 2;
const MAX_FEATURE_GAIN = 2.2;
/**
 * All of this is for skin that was dark in the photo (its middle luma at or below DARK_SKIN, fading out by
 * LIGHT_SKIN): there grain fills most of the range the tone curve measured, and a shaded forehead is as
 * dark as a cap. Lighter skin's range is its relief, which the curve already spreads, and it stands apart
 * from dark hair by itself, so it prints as it did (and light brown hair, which has skin's hue, is not
 * taken for skin to lift).
 */
const DARK_SKIN = 120;
const LIGHT_SKIN = 180;
/** Shaded skin eases towards this tone instead of going to solid ink: a dense screen, still skin. */
const SKIN_TOE = 100;
/** How much of the way to SKIN_TOE: features (nostrils, lips' line) stay darkest and are inked anyway. */
const TOE_LIFT = 0.6;
/** Skin beside a dark cap or hair is kept at least this light, so the cap's edge shows once screened. */
const SEPARATION_TONE = 125;
/** Darker than this prints as (nearly) solid ink. */
const INKY = 70;

/** Full strength inside the head ellipse (faceTone's), gone by 1.3× its size. */
const FADE_OUT = 1.69;

export interface ReliefMeasure {
  /** The skin's broad tones (10th, 50th, 90th percentile) and its mean feature depth, before. */
  shading: { lo: number; mid: number; hi: number };
  detail: number;
  shadingGain: number;
  featureGain: number;
}

/**
 * Darker than this share of the skin's shadow side (in the photo) is hair, a brow or a nostril, whatever
 * its hue: dark brown hair has skin's hue. Skin under a cap's brim is darker than its shadow side but
 * stays above it.
 */
const HAIR_SHARE = 0.3;

/** Where the cells lie: each c × c pixels, gw × gh of them from (x0, y0) of an image `width` wide. */
interface Grid {
  width: number;
  x0: number;
  y0: number;
  c: number;
  gw: number;
  gh: number;
}

/**
 * The photo at a cell's centre (two pixels averaged) into `out`: its brightness, and its hue as chroma
 * (Cb, Cr) over brightness, which holds from deep shadow to highlight (+8 keeps the grain of near-black
 * pixels from reading as a hue).
 */
function samplePhoto(rgb: Uint8Array, grid: Grid, gx: number, gy: number, out: Float64Array): void {
  const { width, c } = grid;
  const p = ((grid.y0 + gy * c + (c >> 1)) * width + grid.x0 + gx * c + (c >> 1)) * 3;
  const q = p - width * 3 - 3;
  const r = (rgb[p] + rgb[q]) * 0.5;
  const g = (rgb[p + 1] + rgb[q + 1]) * 0.5;
  const b = (rgb[p + 2] + rgb[q + 2]) * 0.5;
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  out[0] = y;
  out[1] = (-0.1687 * r - 0.3313 * g + 0.5 * b) / (y + 8);
  out[2] = (0.5 * r - 0.4187 * g - 0.0813 * b) / (y + 8);
}

/**
 * Per cell: its mean tone from a 2 × 2 block at its centre, into `tone`, and how like the skin it is,
 * 0-1, into `skin`: by hue (within 0.07 of the skin's, gone by 0.14), and not as dark as hair.
 */
function sampleCells(
  toned: Uint8Array,
  rgb: Uint8Array,
  grid: Grid,
  skinCb: number,
  skinCr: number,
  hairBelow: number,
  tone: Float32Array,
  skin: Float32Array,
): void {
  const { width, x0, y0, c, gw, gh } = grid;
  const photo = new Float64Array(3);
  const corner = (c >> 1) - 1;
  for (let gy = 0, i = 0; gy < gh; gy++) {
    const top = (y0 + gy * c + corner) * width + x0 + corner;
    for (let gx = 0; gx < gw; gx++, i++) {
      const o = top + gx * c;
      tone[i] = (toned[o] + toned[o + 1] + toned[o + width] + toned[o + width + 1]) * 0.25;
      samplePhoto(rgb, grid, gx, gy, photo);
      const d = Math.max(Math.abs(photo[1] - skinCb), Math.abs(photo[2] - skinCr));
      const hue = d < 0.07 ? 1 : d > 0.14 ? 0 : (0.14 - d) / 0.07;
      const light = (photo[0] - hairBelow * 0.7) / (hairBelow * 0.3);
      skin[i] = hue * (light < 0 ? 0 : Math.min(light, 1));
    }
  }
}

/**
 * `count` grids of `cells` floats, views of one buffer kept between calls: megabytes of fresh typed arrays
 * on every cover would have the garbage collector sweep a heap full of image buffers far more often. Safe
 * to share, as stretchFaceRelief runs to its end without yielding. Not zeroed.
 */
let kept = new Float32Array(0);
function workspace(cells: number, count: number): Float32Array[] {
  if (kept.length < cells * count) kept = new Float32Array(cells * count);
  return Array.from({ length: count }, (_, k) => kept.subarray(k * cells, (k + 1) * cells));
}

/** A chroma over brightness (-0.5 to 0.5) as one of 256 bins. */
const toBin = (v: number) => (v <= -0.5 ? 0 : v >= 0.5 ? 255 : Math.round((v + 0.5) * 255));

/** The value below which a share `q` of a histogram's `n` entries lie, in the histogram's bins. */
function binAt(histogram: Uint32Array, n: number, q: number): number {
  let seen = 0;
  for (let bin = 0; bin < histogram.length; bin++) {
    seen += histogram[bin];
    if (seen > q * n) return bin;
  }
  return histogram.length - 1;
}

/**
 * Stretches the skin's relief in `toned` (grey, one byte a pixel, made from `rgb`) in place, and says
 * what it measured (null when it left the tones alone: lighter skin, or a face too small or too cut off
 * to measure). Everything it adds is smooth,
 * so it is worked out on a grid of cells a few pixels wide and blended back between cell centres; finer
 * than a cell (grain, the dots' own scale) is kept as it is, never amplified.
 */
export function stretchFaceRelief(
  toned: Uint8Array,
  rgb: Uint8Array,
  width: number,
  height: number,
  face: FaceRegion,
): ReliefMeasure | null {
  const cx = face.x + face.width / 2;
  const cy = face.y + face.height / 2;
  const rx = face.width * 0.75;
  const ry = face.height * 0.75;
  const reach = Math.sqrt(FADE_OUT);
  // The region around the head, in whole cells.
  const c = face.width >= 200 ? 4 : 2;
  const x0 = Math.max(0, Math.floor(cx - rx * reach));
  const y0 = Math.max(0, Math.floor(cy - ry * reach));
  const gw = Math.floor((Math.min(width, Math.ceil(cx + rx * reach)) - x0) / c);
  const gh = Math.floor((Math.min(height, Math.ceil(cy + ry * reach)) - y0) / c);
  // Lighter skin is left exactly as the curve toned it (and costs nothing).
  const darkness = Math.max(0, Math.min(1, (LIGHT_SKIN - face.skin.mid) / (LIGHT_SKIN - DARK_SKIN)));
  if (darkness === 0 || face.width < 24 || gw < 8 || gh < 8) return null;
  const cells = gw * gh;

  // The face's middle (cheeks, nose, mouth, eyes), where hair and background rarely reach, in cells.
  const mx0 = Math.max(0, Math.ceil((face.x + face.width * 0.15 - x0) / c));
  const mx1 = Math.min(gw, Math.floor((face.x + face.width * 0.85 - x0) / c));
  const my0 = Math.max(0, Math.ceil((face.y + face.height * 0.2 - y0) / c));
  const my1 = Math.min(gh, Math.floor((face.y + face.height * 0.75 - y0) / c));
  if ((mx1 - mx0) * (my1 - my0) < 32) return null;
  const grid: Grid = { width, x0, y0, c, gw, gh };

  // The skin's own hue (most of the face's middle is skin): the median chroma of the middle's cells.
  const photo = new Float64Array(3);
  const cbs = new Uint32Array(256);
  const crs = new Uint32Array(256);
  for (let gy = my0; gy < my1; gy++) {
    for (let gx = mx0; gx < mx1; gx++) {
      samplePhoto(rgb, grid, gx, gy, photo);
      cbs[toBin(photo[1])]++;
      crs[toBin(photo[2])]++;
    }
  }
  const m = (mx1 - mx0) * (my1 - my0);
  const skinCb = binAt(cbs, m, 0.5) / 255 - 0.5;
  const skinCr = binAt(crs, m, 0.5) / 255 - 0.5;

  const [tone, skin, scratch, broad, weights, dark, add, toe, least] = workspace(cells, 9);
  sampleCells(toned, rgb, grid, skinCb, skinCr, HAIR_SHARE * face.skin.lo, tone, skin);
  blurBox(skin, gw, gh, 1, scratch);
  // The samples' grain averaged out over neighbouring cells; what is left are features.
  blurBox(tone, gw, gh, 1, scratch);

  // The skin's broad light and shade: a blur of the skin alone (weighted by skinness), so a dark cap or a
  // bright background beside it does not pull it.
  weights.set(skin);
  for (let i = 0; i < cells; i++) broad[i] = tone[i] * skin[i];
  const radius = Math.max(2, Math.round(face.width / 14 / c));
  // Twice, so the weighting falls off smoothly (a tent) rather than ending at a box's edge.
  blurBox(broad, gw, gh, radius, scratch);
  blurBox(broad, gw, gh, radius, scratch);
  blurBox(weights, gw, gh, radius, scratch);
  blurBox(weights, gw, gh, radius, scratch);
  for (let i = 0; i < cells; i++) broad[i] = weights[i] > 1e-3 ? broad[i] / weights[i] : tone[i];

  // Measured on the skin of the face's middle (the eyes and brows are not skin-coloured).
  const histogram = new Uint32Array(256);
  let n = 0;
  let detail = 0;
  for (let gy = my0; gy < my1; gy++) {
    for (let gx = mx0, i = gy * gw + gx; gx < mx1; gx++, i++) {
      if (skin[i] < 0.5) continue;
      histogram[Math.round(broad[i])]++;
      detail += Math.abs(tone[i] - broad[i]);
      n++;
    }
  }
  if (n < 32) return null;
  detail /= n;
  const shading = { lo: binAt(histogram, n, 0.1), mid: binAt(histogram, n, 0.5), hi: binAt(histogram, n, 0.9) };
  const gain = (wanted: number, max: number) => 1 + (Math.max(1, Math.min(max, wanted)) - 1) * darkness;
  const shadingGain = gain(SHADING_SPAN / Math.max(1, shading.hi - shading.lo), MAX_SHADING_GAIN);
  const featureGain = gain(FEATURE_DETAIL / Math.max(0.5, detail), MAX_FEATURE_GAIN);

  // Where a dark mass that is not skin (a cap, hair) lies within a few pixels: its share around a cell.
  for (let i = 0; i < cells; i++) dark[i] = tone[i] < INKY ? 1 - skin[i] : 0;
  blurBox(dark, gw, gh, Math.max(1, Math.round(face.width / 30 / c)), scratch);

  // Per cell, weighted by skinness and by the head ellipse (full inside, fading out by FADE_OUT): what it
  // gains, how far its shade eases to the toe, the least it may be.
  add.fill(0);
  toe.fill(0);
  least.fill(0);
  const inverseRx2 = (c * c) / (rx * rx);
  const inverseRy2 = (c * c) / (ry * ry);
  const ex = (cx - x0) / c - 0.5;
  const ey = (cy - y0) / c - 0.5;
  for (let gy = 0, i = 0; gy < gh; gy++) {
    const dy2 = (gy - ey) * (gy - ey) * inverseRy2;
    for (let gx = 0; gx < gw; gx++, i++) {
      const d2 = (gx - ex) * (gx - ex) * inverseRx2 + dy2;
      if (d2 >= FADE_OUT || skin[i] === 0) continue;
      const t = (d2 <= 1 ? 1 : (FADE_OUT - d2) / (FADE_OUT - 1)) * skin[i];
      add[i] = ((broad[i] - shading.mid) * (shadingGain - 1) + (tone[i] - broad[i]) * (featureGain - 1)) * t;
      toe[i] = TOE_LIFT * darkness * t;
      least[i] = SEPARATION_TONE * Math.min(1, dark[i] * 4) * darkness * t;
    }
  }
  blendBack(toned, grid, add, toe, least);
  return { shading, detail, shadingGain, featureGain };
}

/**
 * Applies the cells' gains, toes and floors to the pixels they cover, each blended linearly between the
 * centres of the nearest cells (down, then along a row in steps), so no cell's edge shows.
 */
function blendBack(toned: Uint8Array, grid: Grid, add: Float32Array, toe: Float32Array, least: Float32Array): void {
  const { width, x0, y0, c, gw, gh } = grid;
  const rowAdd = new Float32Array(gw);
  const rowToe = new Float32Array(gw);
  const rowLeast = new Float32Array(gw);
  const half = c >> 1;
  const step = 1 / c;
  for (let y = 0; y < gh * c; y++) {
    const v = Math.min(gh - 1, Math.max(0, (y + 0.5) / c - 0.5));
    const gy = Math.min(gh - 2, Math.floor(v));
    const b = v - gy;
    // The cells of this row that change anything: only the head's width, not the whole region.
    let first = gw;
    let last = -1;
    for (let gx = 0, i = gy * gw; gx < gw; gx++, i++) {
      rowAdd[gx] = add[i] * (1 - b) + add[i + gw] * b;
      rowToe[gx] = toe[i] * (1 - b) + toe[i + gw] * b;
      rowLeast[gx] = least[i] * (1 - b) + least[i + gw] * b;
      if (rowAdd[gx] !== 0 || rowToe[gx] !== 0 || rowLeast[gx] !== 0) {
        if (first === gw) first = gx;
        last = gx;
      }
    }
    if (last < 0) continue;
    const row = (y0 + y) * width + x0;
    // From one cell's centre to the next, c pixels whose values step evenly between the two.
    for (let gx = Math.max(0, first - 1); gx <= Math.min(gw - 2, last); gx++) {
      let a = rowAdd[gx];
      let t = rowToe[gx];
      let f = rowLeast[gx];
      const da = (rowAdd[gx + 1] - a) * step;
      const dt = (rowToe[gx + 1] - t) * step;
      const df = (rowLeast[gx + 1] - f) * step;
      for (let o = row + gx * c + half, end = o + c; o < end; o++, a += da, t += dt, f += df) {
        let value = toned[o] + a;
        if (value < SKIN_TOE) value += (SKIN_TOE - value) * t;
        toned[o] = value < f ? f : Math.min(value, 255);
      }
    }
  }
}
