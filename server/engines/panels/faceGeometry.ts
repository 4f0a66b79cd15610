// Where the hero's features are, so a shot can be framed on them: findFace (the cover's skin-blob finder)
// gives a box that may include the neck, the hair or a skin-coloured wall behind; this refines it with a
// skin model learnt from the middle of that box (hue and saturation, so it holds for every complexion)
// and reads the face's width, the chin (where the skin narrows into the neck) and from them the eyes and
// the mouth, at a face's usual proportions.
import { findFace, type FaceRegion } from '../artKit/faceFinder';

export interface FaceGeometry {
  /** Whether a face was found (else a guess in the upper middle of the photo). */
  found: boolean;
  /** Horizontal centre of the face. */
  cx: number;
  /** Width across the face at the cheeks, ears included when they show. */
  width: number;
  eyeY: number;
  mouthY: number;
  chinY: number;
  /** The face from forehead to chin, cheek to cheek. */
  box: { x: number; y: number; width: number; height: number };
  /** Luma percentiles of the face's skin (shadow, middle, lit), for toning. */
  skin: { lo: number; mid: number; hi: number };
}

// A face's proportions against its width (cheek to cheek, ears included), as drawn by the usual canon:
// eyes halfway down the head, the mouth a third of the way from the nose to the chin.
const FOREHEAD_ABOVE_EYES = 0.54;
const MOUTH_BELOW_EYES = 0.31;
const CHIN_BELOW_EYES = 0.61;
/** Where the skin has narrowed to half the face's width: on the jaw, a little above the chin. */
const CHIN_LINE_BELOW_EYES = 0.51;
const FACE_SHARE_OF_WIDTH = 0.88;

/** Cb/Cr of a pixel, relative to neutral, and its luma. */
function chroma(r: number, g: number, b: number) {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  const cb = -0.1687 * r - 0.3313 * g + 0.5 * b;
  const cr = 0.5 * r - 0.4187 * g - 0.0813 * b;
  return { y, cb, cr };
}

/** Face geometry in the pixels of `rgb` (any size; about 640 px on the long side is plenty). */
export function faceGeometry(rgb: Uint8Array, width: number, height: number): FaceGeometry {
  const first = findFace(rgb, width, height);
  if (!first.found) return fromBox(rgb, width, first, false);
  const model = skinModel(rgb, width, first);
  const mask = skinMask(rgb, width, height, first, model);
  const measured = measure(mask, width, height, first);
  if (!measured) return fromBox(rgb, width, first, true);
  const { cx, faceWidth } = measured;
  // The eyes, when they show as two gaps in the skin either side of a skin-coloured nose bridge, fix the
  // rest; else the chin (where the skin narrows) does.
  const eyeY = findEyes(mask, width, measured) ?? measured.chinLine - CHIN_LINE_BELOW_EYES * faceWidth;
  return withTones(rgb, width, mask, { found: true, cx, width: faceWidth, eyeY }, first.skin);
}

/** Everything else from the eyes' height, the face's centre and width. */
function withTones(
  rgb: Uint8Array,
  width: number,
  mask: Uint8Array | null,
  at: { found: boolean; cx: number; width: number; eyeY: number },
  fallback: FaceGeometry['skin'],
): FaceGeometry {
  const { cx, width: faceWidth, eyeY } = at;
  const box = {
    x: cx - (FACE_SHARE_OF_WIDTH / 2) * faceWidth,
    y: eyeY - FOREHEAD_ABOVE_EYES * faceWidth,
    width: FACE_SHARE_OF_WIDTH * faceWidth,
    height: (FOREHEAD_ABOVE_EYES + CHIN_BELOW_EYES) * faceWidth,
  };
  return {
    ...at,
    mouthY: eyeY + MOUTH_BELOW_EYES * faceWidth,
    chinY: eyeY + CHIN_BELOW_EYES * faceWidth,
    box,
    skin: (mask && skinTones(rgb, width, mask, box)) || fallback,
  };
}

/** When nothing better is known: the finder's box read as a face with its neck. */
function fromBox(rgb: Uint8Array, width: number, box: FaceRegion, found: boolean): FaceGeometry {
  const faceWidth = box.width;
  const eyeY = box.y + Math.min(box.height * 0.3, faceWidth * 0.3);
  return withTones(rgb, width, null, { found, cx: box.x + box.width / 2, width: faceWidth, eyeY }, box.skin);
}

interface SkinModel {
  /** Hue angle of the skin's chroma (radians) and its saturation (chroma per unit of luma). */
  hue: number;
  saturation: number;
  minLuma: number;
  maxLuma: number;
}

/** Learns the skin from the middle of the finder's box: cheeks, nose and mouth. */
function skinModel(rgb: Uint8Array, width: number, box: FaceRegion): SkinModel {
  const hues: number[] = [];
  const sats: number[] = [];
  const lumas: number[] = [];
  const x0 = Math.round(box.x + box.width * 0.35);
  const x1 = Math.round(box.x + box.width * 0.65);
  const y0 = Math.round(box.y + box.height * 0.25);
  const y1 = Math.round(box.y + box.height * 0.55);
  for (let y = y0; y < y1; y += 2) {
    for (let x = x0; x < x1; x += 2) {
      const p = (y * width + x) * 3;
      const c = chroma(rgb[p], rgb[p + 1], rgb[p + 2]);
      lumas.push(c.y);
      if (c.y < 12) continue;
      hues.push(Math.atan2(c.cr, c.cb));
      sats.push(Math.hypot(c.cb, c.cr) / c.y);
    }
  }
  const median = (values: number[], share = 0.5) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  };
  return {
    hue: median(hues),
    saturation: median(sats),
    minLuma: Math.max(10, median(lumas, 0.1) * 0.45),
    maxLuma: Math.min(255, median(lumas, 0.9) * 1.25 + 10),
  };
}

/** Pixels of the skin's hue and saturation around the finder's box (1 = skin). */
function skinMask(rgb: Uint8Array, width: number, height: number, box: FaceRegion, model: SkinModel): Uint8Array {
  const mask = new Uint8Array(width * height);
  const x0 = Math.max(0, Math.round(box.x - box.width * 0.3));
  const x1 = Math.min(width, Math.round(box.x + box.width * 1.3));
  const y0 = Math.max(0, Math.round(box.y - box.height * 0.2));
  const y1 = Math.min(height, Math.round(box.y + box.height * 1.2));
  for (let y = y0; y < y1; y++) {
    for (let x = x0, p = (y * width + x0) * 3; x < x1; x++, p += 3) {
      const c = chroma(rgb[p], rgb[p + 1], rgb[p + 2]);
      if (c.y < model.minLuma || c.y > model.maxLuma) continue;
      const sat = Math.hypot(c.cb, c.cr) / Math.max(c.y, 1);
      if (sat < model.saturation * 0.6 || sat > model.saturation * 1.7) continue;
      let dh = Math.abs(Math.atan2(c.cr, c.cb) - model.hue);
      if (dh > Math.PI) dh = 2 * Math.PI - dh;
      if (dh < 0.2) mask[y * width + x] = 1;
    }
  }
  return mask;
}

/**
 * The face's centre, width and chin from the skin around the box's middle: rows of the connected skin,
 * their widths, the widest (cheeks and ears) and the first narrow row below them (the neck, or the end).
 */
function measure(mask: Uint8Array, width: number, height: number, box: FaceRegion) {
  // Close small gaps (eyes, brows, mouth) by taking each row's extent of skin near the middle.
  const seedX = Math.round(box.x + box.width / 2);
  const seedY = Math.round(box.y + box.height * 0.4);
  const component = connected(mask, width, height, seedX, seedY, Math.max(3, Math.round(box.width * 0.12)));
  if (!component) return null;
  const rows: { y: number; left: number; right: number }[] = [];
  for (let y = component.y0; y <= component.y1; y++) {
    let left = -1;
    let right = -1;
    for (let x = component.x0, i = y * width + component.x0; x <= component.x1; x++, i++) {
      if (component.label[i]) {
        if (left < 0) left = x;
        right = x;
      }
    }
    if (left >= 0) rows.push({ y, left, right });
  }
  if (rows.length < 6) return null;
  const widths = rows.map((r) => r.right - r.left + 1).sort((a, b) => a - b);
  const faceWidth = widths[Math.floor(widths.length * 0.9)];
  if (faceWidth < 8) return null;
  const wide = rows.filter((r) => r.right - r.left + 1 >= faceWidth * 0.75);
  const centres = wide.map((r) => (r.left + r.right) / 2).sort((a, b) => a - b);
  const cx = centres[Math.floor(centres.length / 2)];
  // The jaw: below the last wide row, where the skin has narrowed to half the face's width (or ends).
  const lastWide = wide[wide.length - 1].y;
  let chinLine = rows[rows.length - 1].y;
  for (const r of rows) {
    if (r.y > lastWide && r.right - r.left + 1 < faceWidth * 0.5) {
      chinLine = r.y;
      break;
    }
  }
  return { cx, faceWidth, chinLine, rows };
}

/**
 * The eyes' row: where both eye regions have gaps in the skin (eyes, brows) while the nose bridge between
 * them is skin. Null when no row shows that clearly (eyes shut, glasses, a face too small).
 */
function findEyes(
  mask: Uint8Array,
  width: number,
  face: { cx: number; faceWidth: number; rows: { y: number; left: number; right: number }[] },
): number | null {
  const { cx, faceWidth: w } = face;
  const gaps = (y: number, from: number, to: number) => {
    let gap = 0;
    let n = 0;
    for (let x = Math.round(cx + from * w); x <= cx + to * w; x++, n++) if (!mask[y * width + x]) gap++;
    return n ? gap / n : 0;
  };
  // Only rows across the face's wide part (cheeks and ears): below it the sides of the neck look the same.
  const rows = face.rows.filter((r) => r.right - r.left + 1 >= w * 0.7);
  if (rows.length < 4) return null;
  const top = rows[0].y;
  const wideRow = new Set(rows.map((r) => r.y));
  const scores: number[] = [];
  for (let y = top; y <= rows[rows.length - 1].y; y++) {
    if (!wideRow.has(y)) {
      scores.push(0);
      continue;
    }
    const left = gaps(y, -0.3, -0.1);
    const right = gaps(y, 0.1, 0.3);
    const bridge = gaps(y, -0.05, 0.05);
    scores.push(Math.min(left, right) - bridge);
  }
  // Smoothed over a few rows; the lowest strong band is the eyes (the brows sit just above).
  const reach = Math.max(1, Math.round(w * 0.03));
  const smooth = scores.map((_, i) => {
    let sum = 0;
    let n = 0;
    for (let j = Math.max(0, i - reach); j <= Math.min(scores.length - 1, i + reach); j++, n++) sum += scores[j];
    return sum / n;
  });
  const best = Math.max(...smooth);
  if (!(best > 0.12)) return null;
  let last = -1;
  for (let i = 0; i < smooth.length; i++) if (smooth[i] >= best * 0.7) last = i;
  // The band's bottom run: walk up while it stays strong, and take its middle.
  let first = last;
  while (first > 0 && smooth[first - 1] >= best * 0.7) first--;
  return top + (first + last) / 2;
}

/** The skin connected to the middle of the box (searching a little around it for a skin pixel). */
function connected(mask: Uint8Array, width: number, height: number, sx: number, sy: number, search: number) {
  let start = -1;
  for (let r = 0; r <= search && start < 0; r++) {
    for (let dy = -r; dy <= r && start < 0; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        const x = sx + dx;
        const y = sy + dy;
        if (x >= 0 && y >= 0 && x < width && y < height && mask[y * width + x]) {
          start = y * width + x;
          break;
        }
      }
    }
  }
  if (start < 0) return null;
  const label = new Uint8Array(width * height);
  const stack = [start];
  label[start] = 1;
  let x0 = width;
  let x1 = 0;
  let y0 = height;
  let y1 = 0;
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % width;
    const y = (i - x) / width;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
    const visit = (j: number) => {
      if (mask[j] && !label[j]) {
        label[j] = 1;
        stack.push(j);
      }
    };
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (y > 0) visit(i - width);
    if (y < height - 1) visit(i + width);
  }
  return { label, x0, x1, y0, y1 };
}

/** Luma percentiles of the skin inside the face box. */
function skinTones(rgb: Uint8Array, width: number, mask: Uint8Array, box: FaceGeometry['box']) {
  const histogram = new Uint32Array(256);
  let total = 0;
  for (let y = Math.round(box.y + box.height * 0.3); y < box.y + box.height * 0.85; y += 2) {
    for (let x = Math.round(box.x + box.width * 0.2); x < box.x + box.width * 0.8; x += 2) {
      const i = y * width + x;
      if (i < 0 || i >= mask.length || !mask[i]) continue;
      const p = i * 3;
      histogram[Math.round(0.299 * rgb[p] + 0.587 * rgb[p + 1] + 0.114 * rgb[p + 2])]++;
      total++;
    }
  }
  if (total < 20) return null;
  const at = (share: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += histogram[v];
      if (seen >= total * share) return v;
    }
    return 255;
  };
  return { lo: at(0.1), mid: at(0.5), hi: at(0.9) };
}
