// Finds the face in the hero photo so its tones can be set for print: skin-coloured cells (a YCbCr skin
// range that holds from very dark to very pale skin) on a coarse grid, the best-placed connected blob, and
// the brightness of the skin inside it. Falls back to the upper centre, where sharp's attention crop and
// most portraits put the face.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FaceRegion extends Rect {
  found: boolean;
  /** Luma (0-255) percentiles of the face's skin: shadow side, middle, lit side. */
  skin: { lo: number; mid: number; hi: number };
}

const CELL = 8;

const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

/** Skin in YCbCr (Chai & Ngan's range) plus redder-than-green; it excludes grey, blue and saturated red. */
function isSkin(r: number, g: number, b: number): boolean {
  const y = luma(r, g, b);
  const cb = 128 - 0.1687 * r - 0.3313 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.4187 * g - 0.0813 * b;
  return y > 18 && cb >= 77 && cb <= 127 && cr >= 134 && cr <= 173 && r > g;
}

export function findFace(rgb: Uint8Array, width: number, height: number): FaceRegion {
  const gw = Math.floor(width / CELL);
  const gh = Math.floor(height / CELL);
  const skin = new Uint8Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      // A 4×4 sample of the cell's pixels is enough for its average colour.
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = 1; dy < CELL; dy += 2) {
        let p = ((gy * CELL + dy) * width + gx * CELL + 1) * 3;
        for (let dx = 1; dx < CELL; dx += 2, p += 6) {
          r += rgb[p];
          g += rgb[p + 1];
          b += rgb[p + 2];
        }
      }
      skin[gy * gw + gx] = isSkin(r / 16, g / 16, b / 16) ? 1 : 0;
    }
  }
  const blob = bestBlob(skin, gw, gh);
  if (!blob) return withSkinTones(rgb, width, upperCentre(width, height), false, () => true);
  // A blob joined to a bare neck or chest runs long; a face is at most ~1.4× as tall as it is wide.
  const box = {
    x: blob.x * CELL,
    y: blob.y * CELL,
    width: blob.width * CELL,
    height: Math.min(blob.height, Math.ceil(blob.width * 1.4)) * CELL,
  };
  return withSkinTones(rgb, width, box, true, (x, y) => skin[Math.floor(y / CELL) * gw + Math.floor(x / CELL)] === 1);
}

function upperCentre(width: number, height: number): Rect {
  return {
    x: Math.round(width * 0.3),
    y: Math.round(height * 0.12),
    width: Math.round(width * 0.4),
    height: Math.round(height * 0.45),
  };
}

/** The connected skin blob most likely to be the face: big, high in the frame, near the middle. */
function bestBlob(skin: Uint8Array, gw: number, gh: number): Rect | undefined {
  const label = new Int32Array(gw * gh);
  const stack: number[] = [];
  let best: Rect | undefined;
  let bestScore = 0;
  const minArea = Math.max(12, gw * gh * 0.004);
  let next = 0;
  for (let start = 0; start < skin.length; start++) {
    if (!skin[start] || label[start]) continue;
    next++;
    let area = 0;
    let sumX = 0;
    let sumY = 0;
    let x0 = gw;
    let y0 = gh;
    let x1 = 0;
    let y1 = 0;
    label[start] = next;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % gw;
      const y = (i - x) / gw;
      area++;
      sumX += x;
      sumY += y;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      const visit = (j: number) => {
        if (skin[j] && !label[j]) {
          label[j] = next;
          stack.push(j);
        }
      };
      if (x > 0) visit(i - 1);
      if (x < gw - 1) visit(i + 1);
      if (y > 0) visit(i - gw);
      if (y < gh - 1) visit(i + gw);
    }
    if (area < minArea) continue;
    const cx = sumX / area / gw;
    const cy = sumY / area / gh;
    const score = area * (cy < 0.7 ? 1 : 0.35) * (1 - Math.abs(cx - 0.5));
    if (score > bestScore) {
      bestScore = score;
      best = { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
    }
  }
  return best;
}

/**
 * Skin tones measured in the middle band of the face box (cheeks, nose, eyes), where hair and background
 * rarely reach, counting only pixels the mask calls skin.
 */
function withSkinTones(
  rgb: Uint8Array,
  width: number,
  box: Rect,
  found: boolean,
  isSkinAt: (x: number, y: number) => boolean,
): FaceRegion {
  const histogram = new Uint32Array(256);
  let total = 0;
  const xs = [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const ys = [box.y + box.height * 0.3, box.y + box.height * 0.85];
  for (let y = Math.round(ys[0]); y < ys[1]; y += 2) {
    for (let x = Math.round(xs[0]); x < xs[1]; x += 2) {
      if (!isSkinAt(x, y)) continue;
      const p = (y * width + x) * 3;
      histogram[Math.round(luma(rgb[p], rgb[p + 1], rgb[p + 2]))]++;
      total++;
    }
  }
  const at = (share: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += histogram[v];
      if (seen >= total * share) return v;
    }
    return 255;
  };
  const skin = total > 20 ? { lo: at(0.1), mid: at(0.5), hi: at(0.9) } : { lo: 90, mid: 150, hi: 200 };
  return { ...box, found, skin };
}
