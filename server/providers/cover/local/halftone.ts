// Print screens computed per pixel: a clustered-dot screentone for manga and a four-colour (CMYK) halftone
// for Golden Age covers. Each ink is "on" where its darkness beats a dot-shaped threshold in a rotated
// grid, which is how a printer's screen turns tones into dots.

/** A screen's thresholds for a whole image, 0-255 per pixel: 0 at a dot's centre, rising to its edge. */
type ScreenMap = Uint8Array;

const screens = new Map<string, ScreenMap>();
/** Tallest image a cached screen serves: the screen does not depend on height, so shorter ones reuse it. */
const MAX_SCREEN_HEIGHT = 2048;

/**
 * Threshold map of a dot screen (cell size in pixels, angle in degrees) for images of this width. Computing
 * the rotated grid is the expensive part of screening and depends only on geometry, so each map is built
 * once per width and reused for every height up to MAX_SCREEN_HEIGHT (row y of the map serves row y).
 */
function screenMap(width: number, height: number, cell: number, degrees: number): ScreenMap {
  const rows = Math.max(height, MAX_SCREEN_HEIGHT);
  const key = `${width}x${rows}/${cell}/${degrees}`;
  let map = screens.get(key);
  if (map) return map;
  map = new Uint8Array(width * rows);
  const cos = Math.cos((degrees * Math.PI) / 180);
  const sin = Math.sin((degrees * Math.PI) / 180);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < width; x++) {
      const u = (x * cos + y * sin) / cell;
      const v = (-x * sin + y * cos) / cell;
      const du = u - Math.floor(u) - 0.5;
      const dv = v - Math.floor(v) - 0.5;
      // π·r² of a dot whose radius reaches this pixel, as a share of the cell (0..~1.57, clamped to 1).
      map[y * width + x] = Math.min(255, Math.round(Math.PI * (du * du + dv * dv) * 255));
    }
  }
  if (screens.size > 16) screens.delete(screens.keys().next().value!);
  screens.set(key, map);
  return map;
}

/**
 * Manga screentone from a grey image (1 byte a pixel): solid black shadows, dotted midtones, clean white
 * highlights. Returns a grey image with only 0 and 255.
 */
export function mangaScreentone(gray: Uint8Array, width: number, height: number, cell: number): Uint8Array {
  const out = new Uint8Array(width * height);
  const screen = screenMap(width, height, cell, 45);
  for (let i = 0; i < out.length; i++) {
    const darkness = 255 - gray[i];
    // Deep shadows print solid; elsewhere dots shrink smoothly to nothing in the highlights (no hard edge).
    const ink = darkness > 199 || (darkness - 20) * 1.2 > screen[i];
    out[i] = ink ? 0 : 255;
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
 * Four-colour halftone from an RGB image (3 bytes a pixel) printed on `paper`: the image is split into
 * cyan, magenta, yellow and black, each screened at its own angle, and the inks multiply like ink on paper.
 */
export function cmykHalftone(rgb: Uint8Array, width: number, height: number, cell: number, paper: Rgb): Uint8Array {
  const out = new Uint8Array(width * height * 3);
  const [yMap, cMap, mMap, kMap] = INKS.map((ink) => screenMap(width, height, cell, ink.angle));
  const printed = inkMixes(paper);
  for (let i = 0, p = 0; i < width * height; i++, p += 3) {
    const r = rgb[p] / 255;
    const g = rgb[p + 1] / 255;
    const b = rgb[p + 2] / 255;
    const k = 1 - Math.max(r, g, b);
    const scale = k < 1 ? 1 / (1 - k) : 0;
    const yellow = (1 - b - k) * scale * 255;
    const cyan = (1 - r - k) * scale * 255;
    const magenta = (1 - g - k) * scale * 255;
    const black = Math.min(1, k * 1.15) * 255; // a little heavy, as old comics printed their key plate
    // Which inks print here, as bits in INKS order; the colour of each mix is computed once (inkMixes).
    const mix =
      (yellow > 10 && yellow > yMap[i] ? 1 : 0) |
      (cyan > 10 && cyan > cMap[i] ? 2 : 0) |
      (magenta > 10 && magenta > mMap[i] ? 4 : 0) |
      (black > 10 && black > kMap[i] ? 8 : 0);
    const at = mix * 3;
    out[p] = printed[at];
    out[p + 1] = printed[at + 1];
    out[p + 2] = printed[at + 2];
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
