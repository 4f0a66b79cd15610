// Tones the hero photo around the face, the way a printer dodged and burned a print: the face curve rules
// on and around the head and fades out into the frame-wide stretch, so a bright window or a dark backdrop
// keeps its own look without dictating the face's exposure.
import type { FaceRegion } from './faceFinder';
import { faceCurve, stretchCurve, type ToneTarget } from './tones';

/** How much of the face curve still applies far from the face, so the whole frame follows it a little. */
const FAR_WEIGHT = 0.35;

/**
 * Weight of the face curve, 0-256: full inside an ellipse a bit larger than the face box (the head with
 * its hair), easing down to FAR_WEIGHT by twice that size. Eased through a small table; computed pixel by
 * pixel as the tones are (a row at a time: `row(y)` then `at(x)`), so no weight image is ever stored.
 */
class FaceWeights {
  private readonly ease = new Uint16Array(256);
  private readonly far: number;
  private readonly cx: number;
  private readonly cy: number;
  private readonly inverseRx: number;
  private readonly inverseRy: number;
  private dy2 = 0;

  constructor(face: FaceRegion) {
    for (let k = 0; k < 256; k++) {
      const t = 1 - k / 255;
      this.ease[k] = Math.round(256 * (FAR_WEIGHT + (1 - FAR_WEIGHT) * t * t * (3 - 2 * t)));
    }
    this.far = this.ease[255];
    this.cx = face.x + face.width / 2;
    this.cy = face.y + face.height / 2;
    this.inverseRx = 1 / (face.width * 0.75);
    this.inverseRy = 1 / (face.height * 0.75);
  }

  row(y: number) {
    const dy = (y - this.cy) * this.inverseRy;
    this.dy2 = dy * dy;
  }

  at(x: number): number {
    const dx = (x - this.cx) * this.inverseRx;
    const d2 = dx * dx + this.dy2;
    return d2 <= 1 ? 256 : d2 >= 4 ? this.far : this.ease[((d2 - 1) * 85) | 0];
  }
}

function curves(
  histogram: Uint32Array,
  total: number,
  face: FaceRegion,
  target: ToneTarget,
  frame: { contrast: number; offset: number },
) {
  return { near: faceCurve(face.skin, target), far: stretchCurve(histogram, total, frame.contrast, frame.offset) };
}

/** Luminance (Rec. 601, in integers) of an RGB image. */
export function lumaOf(rgb: Uint8Array): Uint8Array {
  const out = new Uint8Array(rgb.length / 3);
  for (let i = 0, p = 0; i < out.length; i++, p += 3) out[i] = (rgb[p] * 77 + rgb[p + 1] * 150 + rgb[p + 2] * 29) >> 8;
  return out;
}

/** Grey image (1 byte a pixel) toned around the face. */
export function toneGray(
  gray: Uint8Array,
  width: number,
  height: number,
  face: FaceRegion,
  target: ToneTarget,
  frame: { contrast: number; offset: number },
): Uint8Array {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < gray.length; i++) histogram[gray[i]]++;
  const { near, far } = curves(histogram, gray.length, face, target, frame);
  const weights = new FaceWeights(face);
  const out = new Uint8Array(gray.length);
  for (let y = 0, i = 0; y < height; y++) {
    weights.row(y);
    for (let x = 0; x < width; x++, i++) {
      const v = gray[i];
      const w = weights.at(x);
      out[i] = (near[v] * w + far[v] * (256 - w)) >> 8;
    }
  }
  return out;
}

/**
 * RGB image (3 bytes a pixel) toned around the face on its luminance; the colour is scaled with it so skin
 * stays its own hue (a dark-skinned face is printed brown, lighter, never pale), and a channel that would
 * clip is eased towards grey instead, so hues do not shift. Then, in the same pass, the saturation is
 * multiplied and each channel scaled by `tint`.
 */
export function toneRgb(
  rgb: Uint8Array,
  width: number,
  height: number,
  face: FaceRegion,
  target: ToneTarget,
  frame: { contrast: number; offset: number },
  saturation: number,
  tint: readonly [number, number, number],
): Uint8Array {
  const pixels = width * height;
  const histogram = new Uint32Array(256);
  for (let p = 0; p < pixels * 3; p += 3) histogram[(rgb[p] * 77 + rgb[p + 1] * 150 + rgb[p + 2] * 29) >> 8]++;
  const { near, far } = curves(histogram, pixels, face, target, frame);
  const weights = new FaceWeights(face);
  const [tintR, tintG, tintB] = tint;
  const out = new Uint8Array(pixels * 3);
  for (let y = 0, p = 0; y < height; y++) {
    weights.row(y);
    for (let x = 0; x < width; x++, p += 3) {
      const luma = (rgb[p] * 77 + rgb[p + 1] * 150 + rgb[p + 2] * 29) >> 8;
      const w = weights.at(x);
      const toned = (near[luma] * w + far[luma] * (256 - w)) / 256;
      const ratio = Math.min(8, toned / (luma || 1));
      let r = rgb[p] * ratio;
      let g = rgb[p + 1] * ratio;
      let b = rgb[p + 2] * ratio;
      const top = Math.max(r, g, b);
      if (top > 255) {
        const ease = (255 - toned) / (top - toned);
        r = toned + (r - toned) * ease;
        g = toned + (g - toned) * ease;
        b = toned + (b - toned) * ease;
      }
      const R = (toned + (r - toned) * saturation) * tintR;
      const G = (toned + (g - toned) * saturation) * tintG;
      const B = (toned + (b - toned) * saturation) * tintB;
      out[p] = R < 0 ? 0 : Math.min(R, 255);
      out[p + 1] = G < 0 ? 0 : Math.min(G, 255);
      out[p + 2] = B < 0 ? 0 : Math.min(B, 255);
    }
  }
  return out;
}
