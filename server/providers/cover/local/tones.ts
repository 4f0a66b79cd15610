// Tone adjustments done in one pass over raw pixels: a contrast stretch between the 1st and 99th
// percentile (what a printer's camera operator did by hand) and a saturation boost. libvips can do the
// same, but its normalise reads the image twice, which costs more than the whole halftone.

function percentiles(histogram: Uint32Array, total: number): { lo: number; hi: number } {
  let lo = 0;
  let hi = 255;
  for (let seen = 0; lo < 255 && (seen += histogram[lo]) < total * 0.01; lo++);
  for (let seen = 0; hi > 0 && (seen += histogram[hi]) < total * 0.01; hi--);
  return hi - lo < 32 ? { lo: 0, hi: 255 } : { lo, hi };
}

/** Grey image: stretched to full range, then gain and a little darkening, so light areas still take tone. */
export function stretchGray(gray: Uint8Array, contrast: number): Uint8Array {
  const histogram = new Uint32Array(256);
  for (const v of gray) histogram[v]++;
  const { lo, hi } = percentiles(histogram, gray.length);
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) {
    const stretched = ((v - lo) * 255) / (hi - lo);
    lut[v] = Math.max(0, Math.min(255, stretched * contrast - 30));
  }
  return gray.map((v) => lut[v]);
}

/** RGB image: stretched on its luminance, saturation multiplied, then each channel scaled by `tint`. */
export function stretchColor(rgb: Uint8Array, saturation: number, tint: readonly [number, number, number]): Uint8Array {
  const pixels = rgb.length / 3;
  const histogram = new Uint32Array(256);
  for (let p = 0; p < rgb.length; p += 3) histogram[(rgb[p] * 77 + rgb[p + 1] * 150 + rgb[p + 2] * 29) >> 8]++;
  const { lo, hi } = percentiles(histogram, pixels);
  const scale = 255 / (hi - lo);
  const out = new Uint8Array(rgb.length);
  for (let p = 0; p < rgb.length; p += 3) {
    const r = (rgb[p] - lo) * scale;
    const g = (rgb[p + 1] - lo) * scale;
    const b = (rgb[p + 2] - lo) * scale;
    const luma = r * 0.299 + g * 0.587 + b * 0.114;
    out[p] = Math.max(0, Math.min(255, (luma + (r - luma) * saturation) * tint[0]));
    out[p + 1] = Math.max(0, Math.min(255, (luma + (g - luma) * saturation) * tint[1]));
    out[p + 2] = Math.max(0, Math.min(255, (luma + (b - luma) * saturation) * tint[2]));
  }
  return out;
}
