// Cuts the hero out of the photo as a head-and-shoulders figure, so a panel can stand them in a drawn scene
// instead of pasting a rectangle: a bust-shaped outline drawn around the face (head and hair, neck,
// rounded shoulders, the chest) bounds the figure, and inside it the photo's own background is taken away
// where it joins the outside smoothly (a wall, a sky, a window). The face itself is never cut into.
import type { FaceGeometry } from './faceGeometry';

export interface Cutout {
  /** Alpha, 0-255, smoothed: threshold at 128 for the figure. Same size as the image it was cut from. */
  mask: Uint8Array;
  /** The figure's extent (rows and columns with any of it). */
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** How far the bust reaches below the eyes, in face widths: the chest, cut there (the scene hides the cut). */
const BUST_BELOW_EYES = 2.5;

/** Inside the bust-shaped outline (2), inside the part that is always the person (1 | 2 → 3), else 0. */
function bustShape(width: number, height: number, face: FaceGeometry): Uint8Array {
  const w = face.width;
  const { cx, eyeY } = face;
  const shape = new Uint8Array(width * height);
  const shoulderTop = eyeY + 0.85 * w;
  const bottom = Math.min(height, Math.ceil(eyeY + BUST_BELOW_EYES * w));
  for (let y = Math.max(0, Math.floor(eyeY - 1.0 * w)); y < bottom; y++) {
    // Head and hair: an ellipse a little wider and taller than the face.
    const hy = (y - (eyeY - 0.1 * w)) / (0.84 * w);
    const headHalf = Math.abs(hy) < 1 ? 0.72 * w * Math.sqrt(1 - hy * hy) : 0;
    const neckHalf = y > eyeY + 0.3 * w ? 0.3 * w : 0;
    // Round shoulders: a quarter ellipse out to the full shoulder width, then straight down.
    const t = Math.min(1, (y - shoulderTop) / (0.5 * w));
    const shoulderHalf = t > 0 ? w * (0.35 + 0.85 * Math.sqrt(1 - (1 - t) * (1 - t))) + Math.max(0, y - shoulderTop - 0.5 * w) * 0.12 : 0;
    const half = Math.max(headHalf, neckHalf, shoulderHalf);
    // Always the person: the face, the middle of the neck and the chest.
    const fy = (y - (eyeY + 0.12 * w)) / (0.52 * w);
    const coreFace = Math.abs(fy) < 1 ? 0.4 * w * Math.sqrt(1 - fy * fy) : 0;
    const coreBody = y > eyeY + 1.6 * w ? 0.35 * w : y > eyeY + 0.55 * w ? 0.12 * w : 0;
    const core = Math.max(coreFace, coreBody);
    const x0 = Math.max(0, Math.ceil(cx - half));
    const x1 = Math.min(width - 1, Math.floor(cx + half));
    for (let x = x0; x <= x1; x++) shape[y * width + x] = Math.abs(x - cx) < core ? 3 : 2;
  }
  return shape;
}

/** Largest step between neighbours, and from where the background entered the outline, per channel. */
const LOCAL_STEP = 6;
const FROM_SEED = 16;

/**
 * The figure in `soft`: the photo (RGB) lightly blurred, so sensor noise does not stop the background from
 * growing over a plain wall.
 */
export function cutOut(soft: Uint8Array, width: number, height: number, face: FaceGeometry): Cutout {
  const shape = bustShape(width, height, face);
  const n = width * height;
  // 1 = background reached from outside the outline.
  const background = new Uint8Array(n);
  const seed = new Uint8Array(n * 3);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    if (shape[i] !== 0) continue;
    background[i] = 1;
    const x = i % width;
    const touches = (x > 0 && shape[i - 1]) || (x < width - 1 && shape[i + 1]) || (i >= width && shape[i - width]) || (i + width < n && shape[i + width]);
    if (touches) {
      queue[tail++] = i;
      seed[i * 3] = soft[i * 3];
      seed[i * 3 + 1] = soft[i * 3 + 1];
      seed[i * 3 + 2] = soft[i * 3 + 2];
    }
  }
  while (head < tail) {
    const i = queue[head++];
    const x = i % width;
    const p = i * 3;
    for (let k = 0; k < 4; k++) {
      if ((k === 0 && x === 0) || (k === 1 && x === width - 1)) continue;
      const j = k === 0 ? i - 1 : k === 1 ? i + 1 : k === 2 ? i - width : i + width;
      if (j < 0 || j >= n || background[j] || shape[j] !== 2) continue;
      const q = j * 3;
      const r = soft[q];
      const g = soft[q + 1];
      const b = soft[q + 2];
      if (Math.abs(r - soft[p]) > LOCAL_STEP || Math.abs(g - soft[p + 1]) > LOCAL_STEP || Math.abs(b - soft[p + 2]) > LOCAL_STEP) continue;
      if (Math.abs(r - seed[p]) > FROM_SEED || Math.abs(g - seed[p + 1]) > FROM_SEED || Math.abs(b - seed[p + 2]) > FROM_SEED) continue;
      background[j] = 1;
      seed[q] = seed[p];
      seed[q + 1] = seed[p + 1];
      seed[q + 2] = seed[p + 2];
      queue[tail++] = j;
    }
  }
  // The figure: what is left inside the outline, connected to the face (islands of background dropped).
  const figure = new Uint8Array(n);
  const start = Math.round(face.eyeY + 0.15 * face.width) * width + Math.round(face.cx);
  head = 0;
  tail = 0;
  if (start >= 0 && start < n && shape[start]) {
    figure[start] = 1;
    queue[tail++] = start;
  }
  while (head < tail) {
    const i = queue[head++];
    const x = i % width;
    for (let k = 0; k < 4; k++) {
      if ((k === 0 && x === 0) || (k === 1 && x === width - 1)) continue;
      const j = k === 0 ? i - 1 : k === 1 ? i + 1 : k === 2 ? i - width : i + width;
      if (j < 0 || j >= n || figure[j] || !shape[j] || background[j]) continue;
      figure[j] = 1;
      queue[tail++] = j;
    }
  }
  // Slivers thinner than a finger (what is left of a background the growth did not quite take) would be
  // outlined as stray ink lines: an opening (erode, then dilate) removes them, then the edge is smoothed.
  const sliver = Math.max(1, Math.round(face.width * 0.03));
  const eroded = threshold(smoothMask(figure, width, height, sliver), 235);
  for (let i = 0; i < n; i++) if (shape[i] === 3 && figure[i]) eroded[i] = 1;
  const opened = threshold(smoothMask(eroded, width, height, sliver), 20);
  for (let i = 0; i < n; i++) opened[i] &= figure[i];
  const mask = smoothMask(opened, width, height, Math.max(1, Math.round(face.width * 0.025)));
  let top = height;
  let bottom = -1;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (mask[i] < 128) continue;
      if (y < top) top = y;
      bottom = y;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  }
  return { mask, top, bottom, left, right };
}

/**
 * When no face was found (a pet, a landscape, a face too small) the photo is shown whole, in an oval
 * vignette with a soft edge, like a portrait in a locket.
 */
export function ovalCutout(width: number, height: number): Cutout {
  const mask = new Uint8Array(width * height);
  const cx = width / 2;
  const cy = height / 2;
  const rx = width * 0.47;
  const ry = height * 0.47;
  const soft = 0.04;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot((x - cx) / rx, (y - cy) / ry);
      mask[y * width + x] = Math.round(255 * Math.max(0, Math.min(1, (1 + soft - d) / (2 * soft))));
    }
  }
  return { mask, top: Math.floor(cy - ry), bottom: Math.ceil(cy + ry), left: Math.floor(cx - rx), right: Math.ceil(cx + rx) };
}

/** 1 where the alpha is at least `level`. */
function threshold(alpha: Uint8Array, level: number): Uint8Array {
  const out = new Uint8Array(alpha.length);
  for (let i = 0; i < alpha.length; i++) out[i] = alpha[i] >= level ? 1 : 0;
  return out;
}

/** Box-blurs a 0/1 mask (radius r, twice) into a 0-255 alpha, which rounds off ragged edges. */
function smoothMask(binary: Uint8Array, width: number, height: number, r: number): Uint8Array {
  let src = new Float32Array(binary.length);
  for (let i = 0; i < binary.length; i++) src[i] = binary[i] * 255;
  for (let pass = 0; pass < 2; pass++) {
    const tmp = new Float32Array(src.length);
    for (let y = 0; y < height; y++) {
      let sum = 0;
      const row = y * width;
      for (let x = -r; x <= r; x++) sum += src[row + Math.min(width - 1, Math.max(0, x))];
      for (let x = 0; x < width; x++) {
        tmp[row + x] = sum / (2 * r + 1);
        sum += src[row + Math.min(width - 1, x + r + 1)] - src[row + Math.max(0, x - r)];
      }
    }
    const out = new Float32Array(src.length);
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let y = -r; y <= r; y++) sum += tmp[Math.min(height - 1, Math.max(0, y)) * width + x];
      for (let y = 0; y < height; y++) {
        out[y * width + x] = sum / (2 * r + 1);
        sum += tmp[Math.min(height - 1, y + r + 1) * width + x] - tmp[Math.max(0, y - r) * width + x];
      }
    }
    src = out;
  }
  const mask = new Uint8Array(binary.length);
  for (let i = 0; i < mask.length; i++) mask[i] = src[i] + 0.5;
  return mask;
}
