// Likeness, measured: a face descriptor and where a person's face is in a painting. Written by hand while the
// kept face model (@vladmandic/human's `faceres`) is being evaluated, with the same names (faceDescriptor,
// faceSimilarity), so the two can be merged into one: the descriptor is the face crop's shape in light and
// shade (a 16 × 16 grid of luma, contrast-normalised) and its colours (a 4 × 4 grid of chroma), L2-normalised,
// so the cosine of two descriptors says how alike two faces look. It tells our test portraits apart (the
// threshold in likeness.ts is set from that measurement); a learned descriptor is what tells real painted
// faces apart, and replaces this one behind the same functions.
import sharp from 'sharp';
import { findFace, type Rect } from '../faceFinder';
import { MAX_INPUT_PIXELS } from '../../uploads/sanitizeImage';

export type FaceBox = Rect;
export type Descriptor = Float32Array;

const GRID = 8;
const COLOUR_GRID = 4;
/** How much the colours count against the light and shade (the two parts are each unit length). */
const COLOUR_WEIGHT = 1.5;

/** The picture with a summed-area table per channel, so any box's mean colour costs four look-ups. */
interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
  sums: [Float64Array, Float64Array, Float64Array];
}

async function pixelsOf(image: Buffer, maxSide?: number): Promise<Pixels> {
  let pipeline = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().removeAlpha().toColourspace('srgb');
  if (maxSide) pipeline = pipeline.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const stride = width + 1;
  const sums: Pixels['sums'] = [0, 1, 2].map(() => new Float64Array(stride * (height + 1))) as Pixels['sums'];
  for (let y = 0; y < height; y++) {
    for (let c = 0; c < 3; c++) {
      const sum = sums[c];
      let row = 0;
      for (let x = 0; x < width; x++) {
        row += data[(y * width + x) * 3 + c];
        sum[(y + 1) * stride + x + 1] = sum[y * stride + x + 1] + row;
      }
    }
  }
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width, height, sums };
}

/** The mean of each channel over a box (clamped to the picture, at least one pixel). */
function cellMean(px: Pixels, x0: number, y0: number, w: number, h: number): [number, number, number] {
  const left = Math.min(px.width - 1, Math.max(0, Math.floor(x0)));
  const top = Math.min(px.height - 1, Math.max(0, Math.floor(y0)));
  const right = Math.min(px.width, Math.max(left + 1, Math.round(x0 + w)));
  const bottom = Math.min(px.height, Math.max(top + 1, Math.round(y0 + h)));
  const stride = px.width + 1;
  const area = (right - left) * (bottom - top);
  const mean = (sum: Float64Array) => (sum[bottom * stride + right] - sum[top * stride + right] - sum[bottom * stride + left] + sum[top * stride + left]) / area;
  return [mean(px.sums[0]), mean(px.sums[1]), mean(px.sums[2])];
}

const lengthOf = (values: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i] * values[i];
  return Math.sqrt(sum) || 1;
};

function normalise(values: number[]): number[] {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const centred = values.map((v) => v - mean);
  const length = lengthOf(centred);
  return centred.map((v) => v / length);
}

function describe(px: Pixels, box: FaceBox): Descriptor {
  const luma: number[] = [];
  const cw = box.width / GRID;
  const ch = box.height / GRID;
  for (let gy = 0; gy < GRID; gy++) {
    for (let gx = 0; gx < GRID; gx++) {
      const [r, g, b] = cellMean(px, box.x + gx * cw, box.y + gy * ch, cw, ch);
      luma.push(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  const chroma: number[] = [];
  const kw = box.width / COLOUR_GRID;
  const kh = box.height / COLOUR_GRID;
  for (let gy = 0; gy < COLOUR_GRID; gy++) {
    for (let gx = 0; gx < COLOUR_GRID; gx++) {
      const [r, g, b] = cellMean(px, box.x + gx * kw, box.y + gy * kh, kw, kh);
      chroma.push(r - g, b - g, (r + g + b) / 3);
    }
  }
  // The colours are kept as they are (not centred): skin and hair colour tell people apart most.
  const colourLength = lengthOf(chroma);
  const out = [...normalise(luma), ...chroma.map((v) => (v / colourLength) * COLOUR_WEIGHT)];
  const length = lengthOf(out);
  return Float32Array.from(out, (v) => v / length);
}

/** The face's box in a photo of one person: the skin finder's face (faceFinder.ts), or the upper centre. */
function faceBoxOf(px: Pixels): FaceBox {
  const face = findFace(px.data, px.width, px.height);
  return { x: face.x, y: face.y, width: face.width, height: face.height };
}

/** The descriptor of the face in `image` (inside `box` when given, in the image's pixels). */
export async function faceDescriptor(image: Buffer, box?: FaceBox): Promise<Descriptor> {
  const px = await pixelsOf(image);
  return describe(px, box ?? faceBoxOf(px));
}

/** A person's face from their photo: its descriptor and its height over width (the search's window shape). */
export interface PersonFace {
  descriptor: Descriptor;
  aspect: number;
}

export async function personFace(photo: Buffer): Promise<PersonFace> {
  const px = await pixelsOf(photo);
  const box = faceBoxOf(px);
  return { descriptor: describe(px, box), aspect: box.height / Math.max(1, box.width) };
}

/** How alike two faces are: the cosine of their descriptors, from -1 to 1 (1: the same picture). */
export function faceSimilarity(a: Descriptor, b: Descriptor): number {
  let dot = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) dot += a[i] * b[i];
  return dot;
}

/** The side of the picture the search works on: faces in a panel are found on a copy this size. */
const SEARCH_SIDE = 320;

/**
 * The best score of `person` anywhere in `painting`: windows of the face's shape at several sizes slide over
 * the picture, and the most alike one is taken (a painted panel holds several people and a scene).
 */
export async function bestLikeness(painting: Buffer, person: PersonFace): Promise<{ score: number; box: FaceBox }> {
  const px = await pixelsOf(painting, SEARCH_SIDE);
  const faceAspect = person.aspect;
  let best = { score: -1, box: { x: 0, y: 0, width: 0, height: 0 } };
  const short = Math.min(px.width, px.height);
  for (const share of [0.1, 0.14, 0.2, 0.28, 0.4]) {
    const width = Math.round(short * share);
    const height = Math.round(width * faceAspect);
    if (width < 12 || height > px.height || width > px.width) continue;
    const stride = Math.max(2, Math.round(width / 6));
    for (let y = 0; y + height <= px.height; y += stride) {
      for (let x = 0; x + width <= px.width; x += stride) {
        const box = { x, y, width, height };
        const score = faceSimilarity(describe(px, box), person.descriptor);
        if (score > best.score) best = { score, box };
      }
    }
  }
  return best;
}
