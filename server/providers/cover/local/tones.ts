// Tone curves (256-entry lookup tables) and a colour pass, done on raw pixels in one loop each. A print
// shop's camera operator set exposure for the subject, not the frame: `faceCurve` does that for the face,
// `stretchCurve` is the plain whole-frame contrast stretch used away from it.

export interface SkinTones {
  lo: number;
  mid: number;
  hi: number;
}

export interface ToneTarget {
  /** Where the skin's middle tone lands (0-255). */
  mid: number;
  /** How far apart the skin's shadow and lit sides land; features darker than the skin spread further. */
  span: number;
}

/** Contrast stretch between the 1st and 99th percentile, then gain and offset. */
export function stretchCurve(histogram: Uint32Array, total: number, contrast: number, offset: number): Uint8Array {
  let lo = 0;
  let hi = 255;
  for (let seen = 0; lo < 255 && (seen += histogram[lo]) < total * 0.01; lo++);
  for (let seen = 0; hi > 0 && (seen += histogram[hi]) < total * 0.01; hi--);
  if (hi - lo < 32) [lo, hi] = [0, 255];
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.max(0, Math.min(255, (((v - lo) * 255) / (hi - lo)) * contrast + offset));
  return lut;
}

/**
 * Exposure set on the face: a power curve through (skin middle → target middle), like opening up the lens
 * for a dark face or stopping down for a pale one. Its power sets the contrast so the skin's own range
 * spreads to `target.span`: a flat, dark face gets more, a pale one with faint features too, while black
 * stays black. Highlights roll off softly instead of clipping.
 */
export function faceCurve(skin: SkinTones, target: ToneTarget): Uint8Array {
  const mid = Math.max(8, skin.mid);
  const spread = Math.max(14, skin.hi - skin.lo);
  const power = Math.max(0.7, Math.min(2.6, ((target.span / spread) * mid) / target.mid));
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) {
    const out = target.mid * Math.pow(v / mid, power);
    lut[v] = out < 215 ? out : 215 + 40 * (1 - Math.exp(-(out - 215) / 40));
  }
  return lut;
}

/** Saturation multiplied around each pixel's luminance, then each channel scaled by `tint`. */
export function saturate(rgb: Uint8Array, saturation: number, tint: readonly [number, number, number]): Uint8Array {
  const out = new Uint8Array(rgb.length);
  for (let p = 0; p < rgb.length; p += 3) {
    const r = rgb[p];
    const g = rgb[p + 1];
    const b = rgb[p + 2];
    const luma = r * 0.299 + g * 0.587 + b * 0.114;
    out[p] = Math.max(0, Math.min(255, (luma + (r - luma) * saturation) * tint[0]));
    out[p + 1] = Math.max(0, Math.min(255, (luma + (g - luma) * saturation) * tint[1]));
    out[p + 2] = Math.max(0, Math.min(255, (luma + (b - luma) * saturation) * tint[2]));
  }
  return out;
}
