// Print screens computed per pixel: a clustered-dot screentone for manga and a four-colour (CMYK) halftone
// for Golden Age covers. Each ink is "on" where its darkness beats a dot-shaped threshold in a rotated
// grid, which is how a printer's screen turns tones into dots.

/**
 * A dot's threshold at a place in its cell is the π·r² of a dot whose radius reaches there, as a share of
 * the cell (0 at the centre, ~1.57 in the corners, clamped to 1 = 255). r² is du² + dv², du and dv the
 * distances from the centre along the grid's two axes, so one table of (π·255·d²) over 4096 steps of a
 * cell serves both axes of every screen, whatever its angle and cell size: nothing is computed or kept per
 * image size.
 */
const STEPS = 4096;
/** π·255·d² in 1/256ths, so a threshold is two lookups and integer additions. */
const SQUARES = Int32Array.from({ length: STEPS }, (_, i) =>
  Math.round(Math.PI * 255 * 256 * ((i + 0.5) / STEPS - 0.5) ** 2),
);

/** Phases in fixed point: 2^24 steps a cell (the table takes the top 12 bits), exact enough over any row. */
const PHASE = 1 << 24;
const WRAP = PHASE - 1;
const toPhase = (cells: number) => Math.round((cells - Math.floor(cells)) * PHASE) & WRAP;

/**
 * A rotated dot grid: at pixel (x, y) its phases are u = (x·cos + y·sin) / cell and v = (y·cos − x·sin) /
 * cell (in cells); along a row both move by a constant step, so a row's thresholds are a walk of integer
 * additions from the phases at its first pixel.
 */
interface Screen {
  cell: number;
  cos: number;
  sin: number;
  stepU: number;
  stepV: number;
}

function screen(cell: number, degrees: number): Screen {
  const cos = Math.cos((degrees * Math.PI) / 180);
  const sin = Math.sin((degrees * Math.PI) / 180);
  return { cell, cos, sin, stepU: Math.round((cos / cell) * PHASE), stepV: Math.round((-sin / cell) * PHASE) };
}

/**
 * The screen's thresholds along row y, into `row` (as many as it holds). Unclamped: past 255 (the
 * cell's corners) nothing but a solid ink beats them, as it beats 255.
 */
function thresholdsOfRow(s: Screen, y: number, row: Uint16Array): Uint16Array {
  let u = toPhase((y * s.sin) / s.cell);
  let v = toPhase((y * s.cos) / s.cell);
  const { stepU, stepV } = s;
  for (let x = 0; x < row.length; x++) {
    row[x] = (SQUARES[u >>> 12] + SQUARES[v >>> 12] + 128) >> 8;
    u = (u + stepU) & WRAP;
    v = (v + stepV) & WRAP;
  }
  return row;
}

/**
 * Manga screentone from a grey image (1 byte a pixel): solid black shadows, dotted midtones, clean white
 * highlights. Returns a grey image with only 0 and 255.
 */
export function mangaScreentone(gray: Uint8Array, width: number, height: number, cell: number): Uint8Array {
  const out = new Uint8Array(width * height);
  const dots = screen(cell, 45);
  const row = new Uint16Array(width);
  for (let y = 0, i = 0; y < height; y++) {
    const thresholds = thresholdsOfRow(dots, y, row);
    for (let x = 0; x < width; x++, i++) {
      const darkness = 255 - gray[i];
      // Deep shadows print solid; elsewhere dots shrink smoothly to nothing in the highlights (no hard edge).
      out[i] = darkness > 199 || (darkness - 20) * 1.2 > thresholds[x] ? 0 : 255;
    }
  }
  return out;
}

export type Rgb = readonly [number, number, number];

// Screen angles that keep the four inks from forming moiré, as printers set them.
const INKS = [
  { name: 'y', angle: 0, color: [255, 230, 0] },
  { name: 'c', angle: 15, color: [0, 160, 225] },
  { name: 'm', angle: 75, color: [235, 30, 120] },
  { name: 'k', angle: 45, color: [25, 22, 20] },
] as const;

/**
 * How much of a colour ink prints where a pixel's largest channel is `max` (0-255) and the channel the
 * ink takes away is `v`, as the highest threshold the ink beats (-1 when it prints nowhere): the cyan,
 * magenta and yellow left once black takes what all three share. Computed once for every pair, in the
 * arithmetic a pixel's own would use, so a pixel's inks are a few table lookups.
 */
const COLOUR_INK = (() => {
  const table = new Int16Array(256 * 256);
  for (let max = 0; max < 256; max++) {
    const k = 1 - max / 255;
    const scale = k < 1 ? 1 / (1 - k) : 0;
    for (let v = 0; v <= max; v++) table[max * 256 + v] = beaten((1 - v / 255 - k) * scale * 255);
  }
  return table;
})();

/** The black plate's, by the largest channel: a little heavy, as old comics printed their key plate. */
const BLACK_INK = Int16Array.from({ length: 256 }, (_, max) => beaten(Math.min(1, (1 - max / 255) * 1.15) * 255));

/** The highest threshold an ink amount beats where it prints at all (over 10), else -1; any, past 255. */
function beaten(amount: number): number {
  if (!(amount > 10)) return -1;
  return amount > 255 ? 0x7fff : Math.ceil(amount) - 1;
}

/**
 * Four-colour halftone from an RGB image (3 bytes a pixel) printed on `paper`: the image is split into
 * cyan, magenta, yellow and black, each screened at its own angle, and the inks multiply like ink on paper.
 * Into `out`, which may be `rgb` itself (each pixel is read before it is written).
 */
export function cmykHalftone(
  rgb: Uint8Array,
  width: number,
  height: number,
  cell: number,
  paper: Rgb,
  out = new Uint8Array(width * height * 3),
): Uint8Array {
  const [ys, cs, ms, ks] = INKS.map((ink) => screen(cell, ink.angle));
  const printed = inkMixes(paper);
  for (let y = 0, p = 0; y < height; y++) {
    // Each ink's grid phases at the row's first pixel; they walk along the row (see thresholdsOfRow).
    let yu = toPhase((y * ys.sin) / cell);
    let yv = toPhase((y * ys.cos) / cell);
    let cu = toPhase((y * cs.sin) / cell);
    let cv = toPhase((y * cs.cos) / cell);
    let mu = toPhase((y * ms.sin) / cell);
    let mv = toPhase((y * ms.cos) / cell);
    let ku = toPhase((y * ks.sin) / cell);
    let kv = toPhase((y * ks.cos) / cell);
    for (let x = 0; x < width; x++, p += 3) {
      const r = rgb[p];
      const g = rgb[p + 1];
      const b = rgb[p + 2];
      const max = Math.max(r, g, b);
      const at = max << 8;
      // Which inks print here, as bits in INKS order; the colour of each mix is computed once (inkMixes).
      const mix =
        ((SQUARES[yu >>> 12] + SQUARES[yv >>> 12] + 128) >> 8 <= COLOUR_INK[at | b] ? 1 : 0) |
        ((SQUARES[cu >>> 12] + SQUARES[cv >>> 12] + 128) >> 8 <= COLOUR_INK[at | r] ? 2 : 0) |
        ((SQUARES[mu >>> 12] + SQUARES[mv >>> 12] + 128) >> 8 <= COLOUR_INK[at | g] ? 4 : 0) |
        ((SQUARES[ku >>> 12] + SQUARES[kv >>> 12] + 128) >> 8 <= BLACK_INK[max] ? 8 : 0);
      const m = mix * 3;
      out[p] = printed[m];
      out[p + 1] = printed[m + 1];
      out[p + 2] = printed[m + 2];
      yu = (yu + ys.stepU) & WRAP;
      yv = (yv + ys.stepV) & WRAP;
      cu = (cu + cs.stepU) & WRAP;
      cv = (cv + cs.stepV) & WRAP;
      mu = (mu + ms.stepU) & WRAP;
      mv = (mv + ms.stepV) & WRAP;
      ku = (ku + ks.stepU) & WRAP;
      kv = (kv + ks.stepV) & WRAP;
    }
  }
  return out;
}

/** The paper's colour under each of the 16 mixes of the four inks, the inks multiplying in INKS order. */
function inkMixes(paper: Rgb): Uint8Array {
  const mixes = new Uint8Array(16 * 3);
  for (let mix = 0; mix < 16; mix++) {
    let [R, G, B] = paper;
    INKS.forEach(({ color }, n) => {
      if (!(mix & (1 << n))) return;
      R = (R * color[0]) / 255;
      G = (G * color[1]) / 255;
      B = (B * color[2]) / 255;
    });
    mixes.set([R, G, B], mix * 3);
  }
  return mixes;
}
