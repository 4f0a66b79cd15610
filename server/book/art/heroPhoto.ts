// The hero's photo, prepared once for every panel of a book: decoded upright, kept at a working size, its
// face measured and the figure cut out. A page draws several panels from the same photo, so this is cached
// by the photo's content (a worker receives a fresh copy of the bytes with every task).
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../uploads/sanitizeImage';
import { cutOut, ovalCutout, type Cutout } from './cutout';
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
  maskWidth: number;
  maskHeight: number;
  maskScale: number;
}

const cache = new Map<string, Promise<HeroPhoto>>();
// The hero and up to three people of the cast with photos of their own.
const CACHED = 5;

export function heroPhoto(photo: Buffer): Promise<HeroPhoto> {
  const key = createHash('sha1').update(photo).digest('hex');
  let prepared = cache.get(key);
  if (!prepared) {
    prepared = prepare(photo);
    prepared.catch(() => cache.delete(key));
    if (cache.size >= CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, prepared);
  }
  return prepared;
}

async function prepare(photo: Buffer): Promise<HeroPhoto> {
  const meta = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const upright = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
  const detail = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(DETAIL_SIDE, DETAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = detail.info;
  const analysis = await sharp(detail.data, { raw: { width, height, channels: 3 } })
    .resize(ANALYSIS_SIDE, ANALYSIS_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const aw = analysis.info.width;
  const ah = analysis.info.height;
  const k = aw / width;
  const small = faceGeometry(analysis.data, aw, ah);
  const soft = await sharp(analysis.data, { raw: { width: aw, height: ah, channels: 3 } }).blur(1.2).raw().toBuffer();
  const cutout = small.found ? cutOut(soft, aw, ah, small) : ovalCutout(aw, ah);
  const face: FaceGeometry = {
    ...small,
    cx: small.cx / k,
    width: small.width / k,
    eyeY: small.eyeY / k,
    mouthY: small.mouthY / k,
    chinY: small.chinY / k,
    box: { x: small.box.x / k, y: small.box.y / k, width: small.box.width / k, height: small.box.height / k },
  };
  return { rgb: detail.data, width, height, originalWidth: upright.width || width, originalHeight: upright.height || height, face, cutout, maskWidth: aw, maskHeight: ah, maskScale: k };
}
