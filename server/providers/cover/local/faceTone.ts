// Tones the hero photo around the face, the way a printer dodged and burned a print: the face curve rules
// on and around the head and fades out into the frame-wide stretch, so a bright window or a dark backdrop
// keeps its own look without dictating the face's exposure.
import type { FaceRegion } from './faceFinder';
import { faceCurve, stretchCurve, type ToneTarget } from './tones';

/** How much of the face curve still applies far from the face, so the whole frame follows it a little. */
const FAR_WEIGHT = 0.35;

/**
 * Weight of the face curve per pixel, 0-256: full inside an ellipse a bit larger than the face box (the
 * head with its hair), easing down to FAR_WEIGHT by twice that size. Eased through a small table, since
 * this runs for every pixel.
 */
function faceWeights(width: number, height: number, face: FaceRegion): Uint16Array {
  const ease = new Uint16Array(256);
  for (let k = 0; k < 256; k++) {
    const t = 1 - k / 255;
    ease[k] = Math.round(256 * (FAR_WEIGHT + (1 - FAR_WEIGHT) * t * t * (3 - 2 * t)));
  }
  const far = ease[255];
  const cx = face.x + face.width / 2;
  const cy = face.y + face.height / 2;
  const inverseRx = 1 / (face.width * 0.75);
  const inverseRy = 1 / (face.height * 0.75);
  const weights = new Uint16Array(width * height);
  for (let y = 0, i = 0; y < height; y++) {
    const dy = (y - cy) * inverseRy;
    const dy2 = dy * dy;
    for (let x = 0; x < width; x++, i++) {
      const dx = (x - cx) * inverseRx;
      const d2 = dx * dx + dy2;
      weights[i] = d2 <= 1 ? 256 : d2 >= 4 ? far : ease[((d2 - 1) * 85) | 0];
    }
  }
  return weights;
}

function curves(histogram: Uint32Array, total: number, face: FaceRegion, target: ToneTarget, frame: { contrast: number; offset: number }) {
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
  for (const v of gray) histogram[v]++;
  const { near, far } = curves(histogram, gray.length, face, target, frame);
  const weights = faceWeights(width, height, face);
  const out = new Uint8Array(gray.length);
  for (let i = 0; i < out.length; i++) {
    const v = gray[i];
    const w = weights[i];
    out[i] = (near[v] * w + far[v] * (256 - w)) >> 8;
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
  const lumas = lumaOf(rgb);
  const histogram = new Uint32Array(256);
  for (const y of lumas) histogram[y]++;
  const { near, far } = curves(histogram, lumas.length, face, target, frame);
  const weights = faceWeights(width, height, face);
  const out = new Uint8Array(rgb.length);
  for (let i = 0, p = 0; i < lumas.length; i++, p += 3) {
    const y = lumas[i];
    const w = weights[i];
    const toned = (near[y] * w + far[y] * (256 - w)) / 256;
    const ratio = Math.min(8, toned / (y || 1));
    let r = rgb[p] * ratio;
    let g = rgb[p + 1] * ratio;
    let b = rgb[p + 2] * ratio;
    const top = r > g ? (r > b ? r : b) : g > b ? g : b;
    if (top > 255) {
      const ease = (255 - toned) / (top - toned);
      r = toned + (r - toned) * ease;
      g = toned + (g - toned) * ease;
      b = toned + (b - toned) * ease;
    }
    out[p] = clamp((toned + (r - toned) * saturation) * tint[0]);
    out[p + 1] = clamp((toned + (g - toned) * saturation) * tint[1]);
    out[p + 2] = clamp((toned + (b - toned) * saturation) * tint[2]);
  }
  return out;
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);
