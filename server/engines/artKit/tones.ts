// Tone curves: 256-entry lookup tables, cheap to apply to every pixel. A print shop's camera operator set
// exposure for the subject, not the frame: `faceCurve` does that for the face, `stretchCurve` is the plain
// whole-frame contrast stretch used away from it.

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
  for (let seen = histogram[lo]; lo < 255 && seen < total * 0.01; seen += histogram[++lo]);
  for (let seen = histogram[hi]; hi > 0 && seen < total * 0.01; seen += histogram[--hi]);
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
    const out = target.mid * (v / mid) ** power;
    lut[v] = out < 215 ? out : 215 + 40 * (1 - Math.exp(-(out - 215) / 40));
  }
  return lut;
}
