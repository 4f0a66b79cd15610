// The hero's photo, prepared once for every panel of a book: decoded upright, kept at a working size, its
// face found and measured by the face model (server/engines/artKit/faceModel) and the figure cut out on the model's
// person mask. A page draws several panels from the same photo, so this is cached by the photo's content
// (a worker receives a fresh copy of the bytes with every task).
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../uploads/sanitizeImage';
import { detectFaces, personMask, type Box, type DetectedFace } from '../artKit/faceModel';
import { ovalCutout, personCutout, type Cutout } from './cutout';
import { faceGeometry, type FaceGeometry } from './faceGeometry';

/** The long side of the copy crops are taken from: a close-up's face is drawn from at most this. */
const DETAIL_SIDE = 1600;
/** The long side of the copy the face is measured and the figure cut out on. */
const ANALYSIS_SIDE = 640;

export interface HeroPhoto {
  /** Upright RGB, at most DETAIL_SIDE on the long side. */
  rgb: Buffer;
  width: number;
  height: number;
  /** The upright photo's own size (`rgb` may be smaller). */
  originalWidth: number;
  originalHeight: number;
  /** The face, in `rgb` pixels. */
  face: FaceGeometry;
  /** The figure's alpha at analysis size; `maskScale` converts `rgb` pixels to mask pixels. */
  cutout: Cutout;
  /** The same, the head only (hair and headwear with it), for a figure whose body is drawn. */
  head: Cutout;
  maskWidth: number;
  maskHeight: number;
  maskScale: number;
}

/**
 * What the face model makes of a photo, at the analysis size (ANALYSIS_SIDE on the long side): the face
 * and the figure cut out. Plain data: a book works it out once per photo (photoAnalyses.ts, in a thread of
 * its own that ends with it) and hands it to every page, so the pool's threads never load the model.
 */
export interface PhotoAnalysis {
  width: number;
  height: number;
  face: FaceGeometry;
  bust: Cutout;
  head: Cutout;
  /** The other faces of the photo, most certain first (a photo of two heroes: the second's), analysis pixels. */
  others?: Box[];
}

/** A photo's key: its content's hash. */
export const photoKey = (photo: Uint8Array): string => createHash('sha1').update(photo).digest('hex');

const cache = new Map<string, Promise<HeroPhoto>>();
// The hero and up to three people of the cast with photos of their own.
const CACHED = 5;
/** Analyses handed in by the caller (rememberAnalyses), by photo key. */
const handedIn = new Map<string, PhotoAnalysis>();

/** Analyses worked out elsewhere, for heroPhoto to use instead of running the face model here. */
export function rememberAnalyses(analyses: Record<string, PhotoAnalysis>): void {
  for (const [key, analysis] of Object.entries(analyses)) {
    if (handedIn.size >= CACHED && !handedIn.has(key)) handedIn.delete(handedIn.keys().next().value!);
    handedIn.set(key, analysis);
  }
}

export function heroPhoto(photo: Buffer): Promise<HeroPhoto> {
  const key = photoKey(photo);
  let prepared = cache.get(key);
  if (!prepared) {
    prepared = prepare(photo, key);
    prepared.catch(() => cache.delete(key));
    if (cache.size >= CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, prepared);
  }
  return prepared;
}

/** The photo upright at the detail size, RGB. */
async function detailOf(photo: Buffer) {
  const meta = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const upright = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
  const detail = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(DETAIL_SIDE, DETAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgb: detail.data, width: detail.info.width, height: detail.info.height, upright };
}

/** The face found and the figure cut out, on the analysis copy of the upright photo. */
export async function analysePhoto(photo: Buffer): Promise<PhotoAnalysis> {
  return analyse(await detailOf(photo));
}

async function analyse(detail: { rgb: Buffer; width: number; height: number }): Promise<PhotoAnalysis> {
  const analysis = await sharp(detail.rgb, { raw: { width: detail.width, height: detail.height, channels: 3 } })
    .resize(ANALYSIS_SIDE, ANALYSIS_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const aw = analysis.info.width;
  const ah = analysis.info.height;
  const image = { data: analysis.data, width: aw, height: ah };
  const [found, ...rest] = await detectFaces(image);
  if (!found) {
    // No face (a pet, a landscape): the photo whole in an oval, toned around where a face would be.
    const oval = ovalCutout(aw, ah);
    return {
      width: aw,
      height: ah,
      face: { ...faceGeometry(analysis.data, aw, ah), found: false },
      bust: oval,
      head: oval,
    };
  }
  const face = geometryOf(found, analysis.data, aw);
  const alpha = nearestOnly((await personMask(image)).alpha, aw, found.box, rest);
  const cut = personCutout(alpha, analysis.data, aw, ah, face, found.outline);
  const others = rest.slice(0, 3).map((other) => other.box);
  return { width: aw, height: ah, face, bust: cut.bust, head: cut.head, ...(others.length ? { others } : {}) };
}

/**
 * The person mask with anyone beside them taken out: a pixel nearer (across the photo) to another face's middle
 * than to this one's is not this person, so a photo of two side by side gives each their own cut-out, never a
 * second head beside the first.
 */
function nearestOnly(alpha: Uint8Array, width: number, own: Box, others: DetectedFace[]): Uint8Array {
  const middle = (box: Box) => box.x + box.width / 2;
  const mine = middle(own);
  // Only someone beside them, as near the camera (a face of about their size, clear of theirs): a baby held
  // close or a face far behind is not cut away, and the person's outline is left as the model made it.
  const beside = others.filter(({ box }) => {
    const ratio = box.width / own.width;
    return ratio > 0.6 && ratio < 1.7 && Math.abs(middle(box) - mine) > 1.2 * Math.max(box.width, own.width);
  });
  if (!beside.length) return alpha;
  const theirs = beside.map((other) => middle(other.box));
  const kept = Uint8Array.from(alpha);
  for (let x = 0; x < width; x++) {
    if (!theirs.some((m) => Math.abs(x - m) < Math.abs(x - mine))) continue;
    for (let i = x; i < kept.length; i += width) kept[i] = 0;
  }
  return kept;
}

/**
 * The photo around its second face, head and shoulders, for the second of two heroes when the owner gave one
 * photo of them both; null when the photo has one face.
 */
export async function secondPersonPhoto(
  photo: Buffer,
  analysis: PhotoAnalysis,
  box: Box | undefined = analysis.others?.[0],
): Promise<Buffer | null> {
  if (!box) return null;
  const meta = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const upright = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
  const k = upright.width / analysis.width;
  const w = box.width * k;
  // Head and shoulders: the face's width twice over, from above the hair to below the chin.
  const left = Math.max(0, Math.round((box.x + box.width / 2) * k - w * 1.1));
  const top = Math.max(0, Math.round(box.y * k - w * 0.8));
  const width = Math.min(upright.width - left, Math.round(w * 2.2));
  const height = Math.min(upright.height - top, Math.round(w * 3.2));
  if (width < 32 || height < 32) return null;
  return sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .extract({ left, top, width, height })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function prepare(photo: Buffer, key: string): Promise<HeroPhoto> {
  const detail = await detailOf(photo);
  const { width, height, upright } = detail;
  const analysis = handedIn.get(key) ?? (await analyse(detail));
  const k = analysis.width / width;
  const small = analysis.face;
  const face: FaceGeometry = {
    ...small,
    cx: small.cx / k,
    width: small.width / k,
    eyeY: small.eyeY / k,
    mouthY: small.mouthY / k,
    chinY: small.chinY / k,
    box: { x: small.box.x / k, y: small.box.y / k, width: small.box.width / k, height: small.box.height / k },
  };
  return {
    rgb: detail.rgb,
    width,
    height,
    originalWidth: upright.width || width,
    originalHeight: upright.height || height,
    face,
    cutout: analysis.bust,
    head: analysis.head,
    maskWidth: analysis.width,
    maskHeight: analysis.height,
    maskScale: k,
  };
}

/** How much of the face's width (cheek to cheek, ears included) the face box takes: the cheeks' outline. */
const FACE_SHARE_OF_WIDTH = 0.88;
/** The forehead above the eyes, as a share of the eyes' height above the chin (the usual canon). */
const FOREHEAD_PER_EYES_TO_CHIN = 0.885;

/** The face's geometry from the model's landmarks, and its skin's tones inside the face's outline. */
function geometryOf(face: DetectedFace, rgb: Uint8Array, width: number): FaceGeometry {
  const xs = face.outline.map((p) => p.x);
  const left = Math.min(...xs);
  const right = Math.max(...xs);
  const eyeY = (face.rightEye.y + face.leftEye.y) / 2;
  const chinY = face.chin.y;
  const top = eyeY - FOREHEAD_PER_EYES_TO_CHIN * (chinY - eyeY);
  const box = { x: left, y: top, width: right - left, height: chinY - top };
  return {
    found: true,
    cx: (left + right) / 2,
    width: box.width / FACE_SHARE_OF_WIDTH,
    eyeY,
    mouthY: face.mouth.y,
    chinY,
    box,
    skin: skinTones(rgb, width, face, eyeY),
  };
}

/**
 * Luma percentiles (shadow side, middle, lit side) of the cheeks and nose: inside the outline, from below
 * the eyes to above the mouth, leaving out what is far from the skin's middle colour (nostrils, a beard).
 */
function skinTones(rgb: Uint8Array, width: number, face: DetectedFace, eyeY: number): FaceGeometry['skin'] {
  const y0 = Math.round(eyeY + 0.2 * (face.mouth.y - eyeY));
  const y1 = Math.round(face.mouth.y - 0.1 * (face.mouth.y - eyeY));
  const lumas: number[] = [];
  for (let y = y0; y < y1; y++) {
    const [from, to] = rowInside(face.outline, y + 0.5);
    for (let x = Math.ceil(from + 0.1 * (to - from)); x < to - 0.1 * (to - from); x++) {
      const p = (y * width + x) * 3;
      lumas.push(0.299 * rgb[p] + 0.587 * rgb[p + 1] + 0.114 * rgb[p + 2]);
    }
  }
  if (lumas.length < 20) return { lo: 90, mid: 150, hi: 200 };
  lumas.sort((a, b) => a - b);
  const mid = lumas[lumas.length >> 1];
  const skin = lumas.filter((l) => Math.abs(l - mid) < 60);
  const at = (share: number) => Math.round(skin[Math.min(skin.length - 1, Math.floor(skin.length * share))]);
  return { lo: at(0.1), mid: at(0.5), hi: at(0.9) };
}

/** Where a row crosses a closed outline: its leftmost and rightmost crossing. */
function rowInside(outline: { x: number; y: number }[], y: number): [number, number] {
  let from = Infinity;
  let to = -Infinity;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const a = outline[i];
    const b = outline[j];
    if (a.y > y === b.y > y) continue;
    const x = a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x);
    from = Math.min(from, x);
    to = Math.max(to, x);
  }
  return from <= to ? [from, to] : [0, 0];
}
