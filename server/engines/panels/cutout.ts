// Cuts the hero out of the photo, so a panel can stand them in a drawn scene instead of pasting a rectangle.
// The person comes from the face model's matting (server/engines/artKit/faceModel: hair and headwear are the person,
// however pale against however pale a wall), held to the face found (never cut into), to the person whose
// face it is, and to a bust: down to the chest (the scene hides the cut). A figure with a drawn body takes
// only the head: everything above the chin, and below it only hair or headwear that hangs from the head
// (braids, a headscarf), never the photo's neck and shirt.
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

interface Point {
  x: number;
  y: number;
}

/** How far the bust reaches below the eyes, in face widths: the chest, cut there (the scene hides the cut). */
const BUST_BELOW_EYES = 2.5;
/**
 * The least matting alpha a pixel next to the person may have to join it: low around the head (wisps, pale
 * hair the model is unsure of), higher below the chin, where the wall between the neck and the shoulders
 * or a braid is what the model is unsure of.
 */
const JOINS_HEAD = 60;
const JOINS_BODY = 110;
/** How far hair or a headscarf may hang below the chin over a drawn body, in face widths. */
const HANGS_BELOW_CHIN = 1.6;

/**
 * The bust and the head cut out of `rgb` (the analysis copy, RGB) from the matting's `alpha` (0-255, same
 * size), the face's geometry and its outline (the mesh's silhouette ring).
 */
export function personCutout(
  alpha: Uint8Array,
  rgb: Uint8Array,
  width: number,
  height: number,
  face: FaceGeometry,
  outline: Point[],
): { bust: Cutout; head: Cutout } {
  const n = width * height;
  const a = Uint8Array.from(alpha);
  // The face is the person whatever the matting says of a pale face on a pale wall.
  fillPolygon(a, width, height, outline, 255);
  const bottom = Math.min(height, Math.ceil(face.eyeY + BUST_BELOW_EYES * face.width));
  const chin = (face.chinY + 0.1 * face.width) * width;
  // Below the chin, a pixel the colour of the wall joins only when the model is sure of it (a pale collar).
  const wall = wallColour(a, rgb, width, face);
  const isWall = (j: number) =>
    wall !== null &&
    a[j] < 230 &&
    Math.abs(rgb[j * 3] - wall[0]) + Math.abs(rgb[j * 3 + 1] - wall[1]) + Math.abs(rgb[j * 3 + 2] - wall[2]) < 36;
  const figure = new Uint8Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  // From the face, and from the middle of the chest when the model is sure of it (a neck the model is
  // unsure of need not cut the head from the body).
  for (const [x, y, least] of [
    [face.cx, face.eyeY, 0],
    [face.cx, face.eyeY + 2 * face.width, 200],
  ]) {
    const start = Math.round(y) * width + Math.round(x);
    if (start < 0 || start >= n || y >= bottom || a[start] < least) continue;
    figure[start] = 1;
    queue[tail++] = start;
  }
  // Grown from the face over what the matting calls the person, its soft edges too (wisps, braids).
  while (head < tail) {
    const i = queue[head++];
    const x = i % width;
    const y = (i - x) / width;
    for (let k = 0; k < 4; k++) {
      if ((k === 0 && x === 0) || (k === 1 && x === width - 1) || (k === 3 && y + 1 >= bottom)) continue;
      const j = k === 0 ? i - 1 : k === 1 ? i + 1 : k === 2 ? i - width : i + width;
      if (j < 0 || figure[j] || (j < chin ? a[j] < JOINS_HEAD : a[j] < JOINS_BODY || isWall(j))) continue;
      figure[j] = 1;
      queue[tail++] = j;
    }
  }
  fillHoles(figure, width, height, 0.08 * face.width * face.width);
  const headOnly = finish(headOf(figure, rgb, width, height, face, outline), width, height, face.width);
  // A bust always has its neck and shoulders down to the chest, where the shot's framing stands it: when the
  // model lost the shirt (a green shirt on grass), the usual outline of rounded shoulders stands in.
  const w = face.width;
  const chest = {
    x0: Math.max(0, Math.round(face.cx - 0.35 * w)),
    x1: Math.min(width - 1, Math.round(face.cx + 0.35 * w)),
    y0: Math.round(face.eyeY + 1.6 * w),
    y1: bottom,
  };
  let seen = 0;
  let count = 0;
  for (let y = chest.y0; y < chest.y1; y += 2)
    for (let x = chest.x0; x <= chest.x1; x += 2, count++) seen += figure[y * width + x];
  const lost = count > 0 && seen < count * 0.5;
  const shoulderTop = face.eyeY + 0.85 * w;
  for (let y = Math.round(face.eyeY + 0.55 * w); y < bottom; y++) {
    const t = Math.min(1, (y - shoulderTop) / (0.5 * w));
    const shoulders = lost && t > 0 ? w * (0.35 + 0.85 * Math.sqrt(1 - (1 - t) * (1 - t))) : 0;
    const half = Math.max(shoulders, (y > face.eyeY + 1.6 * w ? 0.35 : 0.12) * w);
    for (let x = Math.max(0, Math.ceil(face.cx - half)); x <= Math.min(width - 1, Math.floor(face.cx + half)); x++)
      figure[y * width + x] = 1;
  }
  return { bust: finish(figure, width, height, face.width), head: headOnly };
}

/**
 * The head of the figure: all of it above the chin; below, only what hangs from the head in the colour of
 * the hair or headwear above the forehead (column by column, down from the chin while the colour holds).
 */
function headOf(
  figure: Uint8Array,
  rgb: Uint8Array,
  width: number,
  height: number,
  face: FaceGeometry,
  outline: Point[],
): Uint8Array {
  const out = new Uint8Array(figure.length);
  const chin = Math.min(height, Math.round(face.chinY + 0.04 * face.width));
  out.set(figure.subarray(0, chin * width));
  const crown = crownColour(figure, rgb, width, face, outline);
  if (!crown) return out;
  const last = Math.min(height, Math.round(face.chinY + HANGS_BELOW_CHIN * face.width));
  const near = (i: number) =>
    Math.abs(rgb[i * 3] - crown[0]) + Math.abs(rgb[i * 3 + 1] - crown[1]) + Math.abs(rgb[i * 3 + 2] - crown[2]) <
    crown[3];
  for (let x = 0; x < width; x++) {
    // Only where the hair reaches the chin's row beside the face: a shirt starts lower, below the neck.
    let y = chin;
    const above = (chin - 1) * width + x;
    if (above < 0 || !figure[above] || !near(above)) continue;
    for (; y < last; y++) {
      const i = y * width + x;
      if (!figure[i] || !near(i)) break;
      out[i] = 1;
    }
  }
  return out;
}

/**
 * The colour of the hair or headwear: the middle colour of the figure just above the forehead, with how far
 * (sum of channel differences) a pixel may be from it and still be that; null when the head is bare there.
 */
function crownColour(
  figure: Uint8Array,
  rgb: Uint8Array,
  width: number,
  face: FaceGeometry,
  outline: Point[],
): [number, number, number, number] | null {
  const top = Math.min(...outline.map((p) => p.y));
  const samples: number[][] = [];
  const y0 = Math.max(0, Math.round(top - 0.25 * face.width));
  for (let y = y0; y < top; y++) {
    for (let x = Math.round(face.cx - 0.3 * face.width); x <= face.cx + 0.3 * face.width; x++) {
      const i = y * width + x;
      if (x >= 0 && x < width && figure[i]) samples.push([rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]]);
    }
  }
  if (samples.length < 20) return null;
  const mid = [0, 1, 2].map((c) => samples.map((s) => s[c]).sort((p, q) => p - q)[samples.length >> 1]);
  // The spread of the crown's own colours (a sheen, shading) sets how far a hanging braid may differ.
  const spread = samples
    .map((s) => Math.abs(s[0] - mid[0]) + Math.abs(s[1] - mid[1]) + Math.abs(s[2] - mid[2]))
    .sort((p, q) => p - q)[Math.floor(samples.length * 0.8)];
  return [mid[0], mid[1], mid[2], Math.max(45, spread * 1.5)];
}

/** The middle colour of what the model is sure is not the person beside the head (the wall), or null. */
function wallColour(
  alpha: Uint8Array,
  rgb: Uint8Array,
  width: number,
  face: FaceGeometry,
): [number, number, number] | null {
  const samples: number[][] = [];
  const height = alpha.length / width;
  for (let y = Math.max(0, Math.round(face.eyeY - face.width)); y < Math.min(height, face.chinY); y += 2) {
    for (let x = 0; x < width; x += 2) {
      const i = y * width + x;
      if (alpha[i] < 20) samples.push([rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]]);
    }
  }
  if (samples.length < 50) return null;
  return [0, 1, 2].map((c) => samples.map((s) => s[c]).sort((p, q) => p - q)[samples.length >> 1]) as [
    number,
    number,
    number,
  ];
}

/** Sets the pixels inside a polygon (even-odd, sampled at pixel centres). */
function fillPolygon(target: Uint8Array, width: number, height: number, polygon: Point[], value: number): void {
  if (polygon.length < 3) return;
  const ys = polygon.map((p) => p.y);
  for (let y = Math.max(0, Math.floor(Math.min(...ys))); y <= Math.min(height - 1, Math.ceil(Math.max(...ys))); y++) {
    const cy = y + 0.5;
    const xs: number[] = [];
    for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
      const a = polygon[i];
      const b = polygon[j];
      if (a.y > cy !== b.y > cy) xs.push(a.x + ((cy - a.y) / (b.y - a.y)) * (b.x - a.x));
    }
    xs.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      for (let x = Math.max(0, Math.ceil(xs[k] - 0.5)); x <= Math.min(width - 1, Math.floor(xs[k + 1] - 0.5)); x++)
        target[y * width + x] = value;
    }
  }
}

/**
 * Small pockets of background enclosed by the figure (gaps the matting left in the hair) become figure; a
 * large one (the wall between a braid and the neck) stays background.
 */
function fillHoles(figure: Uint8Array, width: number, height: number, largest: number): void {
  const outside = new Uint8Array(figure.length);
  const stack: number[] = [];
  const push = (i: number) => {
    if (!figure[i] && !outside[i]) {
      outside[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < width; x++) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % width;
    if (x > 0) push(i - 1);
    if (x < width - 1) push(i + 1);
    if (i >= width) push(i - width);
    if (i + width < figure.length) push(i + width);
  }
  // Each enclosed pocket, filled when it is small.
  for (let start = 0; start < figure.length; start++) {
    if (figure[start] || outside[start]) continue;
    const pocket = [start];
    outside[start] = 1;
    for (let k = 0; k < pocket.length; k++) {
      const i = pocket[k];
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j >= 0 && j < figure.length && !figure[j] && !outside[j]) {
          outside[j] = 1;
          pocket.push(j);
        }
      }
    }
    if (pocket.length <= largest) for (const i of pocket) figure[i] = 1;
  }
}

/**
 * The figure's soft-edged alpha and extent: slivers thinner than a finger (they would be outlined as stray
 * ink lines) are opened away, then the edge is smoothed.
 */
function finish(figure: Uint8Array, width: number, height: number, faceWidth: number): Cutout {
  const n = width * height;
  const sliver = Math.max(1, Math.round(faceWidth * 0.03));
  const eroded = threshold(smoothMask(figure, width, height, sliver), 235);
  const opened = threshold(smoothMask(eroded, width, height, sliver), 20);
  for (let i = 0; i < n; i++) opened[i] &= figure[i];
  const mask = smoothMask(opened, width, height, Math.max(1, Math.round(faceWidth * 0.025)));
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
  return {
    mask,
    top: Math.floor(cy - ry),
    bottom: Math.ceil(cy + ry),
    left: Math.floor(cx - rx),
    right: Math.ceil(cx + rx),
  };
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
