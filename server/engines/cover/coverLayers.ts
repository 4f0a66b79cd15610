// Lays a cover's rasterized layers on each other in JavaScript, in one pass per layer over its own pixels:
// for a few full-size layers this is cheaper than libvips' composite, which works in floating point on
// every band of every pixel of the cover. A manga cover comes out as one grey band, thresholded to ink or
// paper; a vintage cover as RGB, aged by the paper layer.

/** A raw RGBA layer placed with its top left at (left, top) on the cover. */
export interface Layer {
  data: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
}

/** x / 255, rounded, for x up to 255 × 255 (integer arithmetic only). */
const div255 = (x: number) => (x + 128 + ((x + 128) >> 8)) >> 8;

/**
 * The layers over each other (the first over white), as one grey band: each pixel then prints as ink or
 * paper (below 128 is ink), the way a one-ink print would. A layer's grey is its Rec. 601 luma, exact for
 * greys, which is all a manga cover draws.
 */
export function flattenToInk(width: number, height: number, layers: Layer[]): Buffer {
  const out = Buffer.alloc(width * height, 255);
  for (const layer of layers) {
    const { data } = layer;
    const { x0, y0, x1, y1 } = visible(width, height, layer);
    for (let y = y0; y < y1; y++) {
      for (
        let o = y * width + x0, end = y * width + x1, p = ((y - layer.top) * layer.width + (x0 - layer.left)) * 4;
        o < end;
        o++, p += 4
      ) {
        const a = data[p + 3];
        if (a === 0) continue;
        const v = (data[p] * 77 + data[p + 1] * 150 + data[p + 2] * 29) >> 8;
        out[o] = a === 255 ? v : div255(v * a + out[o] * (255 - a));
      }
    }
  }
  for (let i = 0; i < out.length; i++) out[i] = out[i] < 128 ? 0 : 255;
  return out;
}

/** 1 / v for v in 0-255 (0 for 0), so the paper's scaling is a multiplication a pixel. */
const RECIPROCALS = Float64Array.from({ length: 256 }, (_, v) => (v ? 1 / v : 0));

/**
 * The layers over each other (the first over white) as RGB, then aged by `paper` (RGB, full size) the way
 * vintage covers have always been aged: libvips took the paper layer for premultiplied, with its blue as
 * the alpha, so a pixel's red and green are scaled by the paper's red and green over its blue (a warm
 * brightening) and its blue by the paper's blue. Kept so, so that covers keep their look.
 */
export function flattenOnPaper(width: number, height: number, layers: Layer[], paper: Uint8Array): Buffer {
  const out = Buffer.alloc(width * height * 3, 255);
  for (const layer of layers) {
    const { data } = layer;
    const { x0, y0, x1, y1 } = visible(width, height, layer);
    for (let y = y0; y < y1; y++) {
      for (
        let o = (y * width + x0) * 3,
          end = (y * width + x1) * 3,
          p = ((y - layer.top) * layer.width + (x0 - layer.left)) * 4;
        o < end;
        o += 3, p += 4
      ) {
        const a = data[p + 3];
        if (a === 0) continue;
        if (a === 255) {
          out[o] = data[p];
          out[o + 1] = data[p + 1];
          out[o + 2] = data[p + 2];
        } else {
          const k = 255 - a;
          out[o] = div255(data[p] * a + out[o] * k);
          out[o + 1] = div255(data[p + 1] * a + out[o + 1] * k);
          out[o + 2] = div255(data[p + 2] * a + out[o + 2] * k);
        }
      }
    }
  }
  for (let p = 0; p < out.length; p += 3) {
    const blue = paper[p + 2];
    const scale = RECIPROCALS[blue];
    const r = out[p] * paper[p] * scale + 0.5;
    const g = out[p + 1] * paper[p + 1] * scale + 0.5;
    out[p] = Math.min(r, 255);
    out[p + 1] = Math.min(g, 255);
    out[p + 2] = div255(out[p + 2] * blue);
  }
  return out;
}

/** The part of the layer on the cover, in cover pixels. */
function visible(width: number, height: number, layer: Layer) {
  return {
    x0: Math.max(0, layer.left),
    y0: Math.max(0, layer.top),
    x1: Math.min(width, layer.left + layer.width),
    y1: Math.min(height, layer.top + layer.height),
  };
}
