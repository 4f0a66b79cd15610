// The hero as a layer of a panel: the part of the photo the shot shows, toned around the face and inked
// (the cover's heroArt treatment), inside the cut-out's outline with an ink line around it. The photo work
// (toning, ink lines) is done at a reduced size where it cannot show (a few hundred thousand pixels); the
// layer is enlarged pixel by pixel (bilinear) straight into the picture being screened, so the dots are
// made at full size and stay crisp at print size, and no panel-sized copy of the layer is ever made.
import sharp from 'sharp';
import type { FaceRegion } from '../artKit/faceFinder';
import { tonedHero } from '../artKit/heroTone';
import type { PrintLook, Rect } from '../pageModel';
import type { HeroPhoto } from './heroPhoto';
import type { HeroPlacement } from './shots';

/** Most pixels the photo is toned and inked at; more would not show through the screen. */
const WORK_PIXELS = 250_000;
/** The cut-out's soft edge: at or above this it is the figure; from OUTLINE_FROM up to it, the ink outline. */
const INSIDE = 128;
const OUTLINE_FROM = 52;

export interface HeroLayer {
  /** The layer's box in the panel. */
  x: number;
  y: number;
  width: number;
  height: number;
  channels: 1 | 3;
  /** The toned photo at the working size, workWidth × workHeight: grey, or RGB; it stretches over the box. */
  tones: Uint8Array;
  /** Its ink lines at the working size, one byte a pixel (above 110, once enlarged, is ink). */
  lines: Uint8Array;
  workWidth: number;
  workHeight: number;
  /** The cut-out (mask pixels: panel × maskK + maskX), or null when the photo fills the box. */
  mask: { data: Uint8Array; width: number; height: number; k: number; x: number; y: number } | null;
}

/** A photographed person to make a layer of: the photo, where the shot places it, and how it is printed. */
export interface PersonLayerRequest {
  photo: HeroPhoto;
  placement: HeroPlacement;
  /** The panel's size, and the foreground's top (below it nothing of the figure shows). */
  panel: { width: number; height: number; ground: number | null };
  look: PrintLook;
  night: boolean;
  /** The bust, or only the head (hair and headwear with it) for a figure whose body is drawn. */
  part?: 'bust' | 'head';
}

export async function heroLayer(request: PersonLayerRequest): Promise<HeroLayer | null> {
  const { photo, placement: place, panel, look, night, part = 'bust' } = request;
  const { scale, offsetX, offsetY } = place;
  const cut = part === 'head' ? photo.head : photo.cutout;
  const faceWidth = photo.face.width * scale;
  // The layer's box: the figure with its outline, or the whole panel for a full-frame shot.
  let x0 = 0;
  let y0 = 0;
  let x1 = panel.width;
  let y1 = panel.height;
  if (place.mode === 'cutout') {
    const k = scale / photo.maskScale;
    const pad = 2 + faceWidth * 0.06;
    x0 = Math.floor(cut.left * k + offsetX - pad);
    x1 = Math.ceil((cut.right + 1) * k + offsetX + pad);
    y0 = Math.floor(cut.top * k + offsetY - pad);
    y1 = Math.ceil((cut.bottom + 1) * k + offsetY + pad);
    // Below the foreground's top nothing of the figure shows.
    const hidden = panel.ground === null ? panel.height : Math.ceil(panel.ground + faceWidth * 0.4);
    x0 = Math.max(0, x0);
    y0 = Math.max(0, y0);
    x1 = Math.min(panel.width, x1);
    y1 = Math.min(panel.height, hidden, y1);
  }
  const width = x1 - x0;
  const height = y1 - y0;
  if (width < 4 || height < 4) return null;

  // The photo behind the box at the working size: never more pixels than the photo has there.
  const k = Math.min(1, Math.sqrt(WORK_PIXELS / (width * height)), Math.max(0.3, 1 / scale));
  const ww = Math.max(8, Math.round(width * k));
  const wh = Math.max(8, Math.round(height * k));
  const rgb = await sample(
    photo,
    { x: (x0 - offsetX) / scale, y: (y0 - offsetY) / scale, width: width / scale, height: height / scale },
    { width: ww, height: wh },
  );
  const kx = ww / width;
  const face = photo.face;
  const region: FaceRegion = {
    x: (face.box.x * scale + offsetX - x0) * kx,
    y: (face.box.y * scale + offsetY - y0) * kx,
    width: face.box.width * scale * kx,
    height: face.box.height * scale * kx,
    found: face.found,
    skin: face.skin,
  };
  const mono = look === 'grayscale';
  const { toned, lines } = tonedHero(rgb, ww, wh, region, { mono, exposure: 0, night: night && !mono });
  const maskK = photo.maskScale / scale;
  return {
    x: x0,
    y: y0,
    width,
    height,
    channels: mono ? 1 : 3,
    tones: toned,
    lines: await lines,
    workWidth: ww,
    workHeight: wh,
    mask:
      place.mode === 'cutout'
        ? {
            data: cut.mask,
            width: photo.maskWidth,
            height: photo.maskHeight,
            k: maskK,
            x: -offsetX * maskK,
            y: -offsetY * maskK,
          }
        : null,
  };
}

/** The photo's rectangle (photo pixels, may run outside it: edges are repeated) resampled to w × h. */
async function sample(photo: HeroPhoto, region: Rect, size: { width: number; height: number }): Promise<Uint8Array> {
  const { x: left, y: top, width: regionW, height: regionH } = region;
  const { width: w, height: h } = size;
  const sx = Math.max(0, Math.floor(left));
  const sy = Math.max(0, Math.floor(top));
  const ex = Math.min(photo.width, Math.ceil(left + regionW));
  const ey = Math.min(photo.height, Math.ceil(top + regionH));
  if (ex - sx < 2 || ey - sy < 2) return new Uint8Array(w * h * 3).fill(128);
  const k = w / regionW;
  const outW = Math.max(1, Math.round((ex - sx) * k));
  const outH = Math.max(1, Math.round((ey - sy) * k));
  const padLeft = Math.round((sx - left) * k);
  const padTop = Math.round((sy - top) * k);
  const inner = await sharp(photo.rgb, { raw: { width: photo.width, height: photo.height, channels: 3 } })
    .extract({ left: sx, top: sy, width: ex - sx, height: ey - sy })
    .resize(outW, outH, { fit: 'fill' })
    .raw()
    .toBuffer();
  if (padLeft === 0 && padTop === 0 && outW === w && outH === h) return inner;
  // Place it on the working canvas, repeating the photo's edges where the region runs outside it.
  const out = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    const iy = Math.min(outH - 1, Math.max(0, y - padTop));
    for (let x = 0; x < w; x++) {
      const ix = Math.min(outW - 1, Math.max(0, x - padLeft));
      const p = (y * w + x) * 3;
      const q = (iy * outW + ix) * 3;
      out[p] = inner[q];
      out[p + 1] = inner[q + 1];
      out[p + 2] = inner[q + 2];
    }
  }
  return out;
}

/**
 * Bilinear lookup tables along one axis: for each output pixel, the source index and the weight (0-256) of the next.
 */
function axis(count: number, scale: number, offset: number, size: number) {
  const index = new Int32Array(count);
  const weight = new Uint16Array(count);
  for (let i = 0; i < count; i++) {
    const s = Math.max(0, Math.min(size - 1.001, (i + 0.5) * scale + offset - 0.5));
    const j = Math.floor(s);
    index[i] = j;
    weight[i] = Math.round((s - j) * 256);
  }
  return { index, weight };
}

/** What stands in front of the hero: its alpha, rows of the panel from `top` down. */
export interface FrontCover {
  alpha: Uint8Array;
  width: number;
  top: number;
}

/** Pixels to paint into (1 or 3 channels, `stride` pixels a row) and where the layer's top left goes in them. */
export interface PaintTarget {
  pixels: Uint8Array;
  stride: number;
  left: number;
  top: number;
}

/**
 * Draws the layer, enlarged, into the target, except where the foreground covers it; returns what each box
 * pixel is: 0 not the hero, 1 the hero's tones, 2 ink.
 */
export function paintHero(layer: HeroLayer, into: PaintTarget, front: FrontCover | null): Uint8Array {
  const { pixels: target, stride, left, top } = into;
  const { width, height, channels, tones, lines, mask, workWidth: ww, workHeight: wh } = layer;
  const cover = new Uint8Array(width * height);
  const mx = mask ? axis(width, mask.k, layer.x * mask.k + mask.x, mask.width) : null;
  const my = mask ? axis(height, mask.k, layer.y * mask.k + mask.y, mask.height) : null;
  // The working images stretch over the box, sampled where libvips' bilinear enlargement samples them.
  const wx = axis(width, ww / width, -ww / width / 2, ww);
  const wy = axis(height, wh / height, -wh / height / 2, wh);
  for (let y = 0; y < height; y++) {
    const rowOut = (top + y) * stride + left;
    const panelY = layer.y + y;
    const frontRow = front && panelY >= front.top ? (panelY - front.top) * front.width + layer.x : -1;
    const m0 = my ? my.index[y] * mask!.width : 0;
    const m1 = my ? Math.min(mask!.height - 1, my.index[y] + 1) * mask!.width : 0;
    const mfy = my ? my.weight[y] : 0;
    const w0 = wy.index[y] * ww;
    const w1 = Math.min(wh - 1, wy.index[y] + 1) * ww;
    const wfy = wy.weight[y];
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (frontRow >= 0 && front!.alpha[frontRow + x] >= 128) continue;
      if (mask) {
        const a = mx!.index[x];
        const b = a + 1 < mask.width ? a + 1 : a;
        const fx = mx!.weight[x];
        const d = mask.data;
        const upper = d[m0 + a] * (256 - fx) + d[m0 + b] * fx;
        const lower = d[m1 + a] * (256 - fx) + d[m1 + b] * fx;
        const m = (upper * (256 - mfy) + lower * mfy) >> 16;
        if (m < OUTLINE_FROM) continue;
        if (m < INSIDE) {
          cover[i] = 2;
          continue;
        }
      }
      const a = wx.index[x];
      const b = a + 1 < ww ? a + 1 : a;
      const fx = wx.weight[x];
      const gx = 256 - fx;
      const gy = 256 - wfy;
      const line =
        ((lines[w0 + a] * gx + lines[w0 + b] * fx) * gy + (lines[w1 + a] * gx + lines[w1 + b] * fx) * wfy + 32768) >>
        16;
      if (line > 110) {
        cover[i] = 2;
        continue;
      }
      cover[i] = 1;
      if (channels === 1) {
        target[rowOut + x] =
          ((tones[w0 + a] * gx + tones[w0 + b] * fx) * gy + (tones[w1 + a] * gx + tones[w1 + b] * fx) * wfy + 32768) >>
          16;
      } else {
        const o = (rowOut + x) * 3;
        const p0 = (w0 + a) * 3;
        const p1 = (w0 + b) * 3;
        const q0 = (w1 + a) * 3;
        const q1 = (w1 + b) * 3;
        for (let c = 0; c < 3; c++)
          target[o + c] =
            ((tones[p0 + c] * gx + tones[p1 + c] * fx) * gy +
              (tones[q0 + c] * gx + tones[q1 + c] * fx) * wfy +
              32768) >>
            16;
      }
    }
  }
  return cover;
}
