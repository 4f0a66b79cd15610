// The pictures that go to and come from Replicate's image models: the hero's photo goes out as a JPEG data
// URI made from our own bytes (a client URL is never passed on), and an output is decoded before we keep it
// and re-encoded as PNG, because its bytes are not ours to trust (docs/architecture.md
// "Outside services", SECURITY.md F31/F34).
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../uploads/sanitizeImage';
import { ReplicateFailure } from './predictions';

/** Longest side of the photo we send: plenty for a ~1 megapixel picture, and keeps the request small. */
const INPUT_PHOTO_SIDE = 1024;
const OUTPUT_FORMATS = ['jpeg', 'png', 'webp'];

/** The aspect ratios flux-kontext-pro (our default image-editing model) accepts, besides 'match_input_image'. */
export const ASPECT_RATIOS = ['21:9', '16:9', '3:2', '4:3', '1:1', '3:4', '2:3', '9:16', '9:21'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

/** The accepted ratio closest to width:height (compared on a log scale, so 2:1 and 1:2 are equally far from 1:1). */
export function nearestAspectRatio(width: number, height: number): AspectRatio {
  const wanted = width > 0 && height > 0 ? Math.log(width / height) : 0;
  let best: AspectRatio = '1:1';
  let bestDistance = Infinity;
  for (const ratio of ASPECT_RATIOS) {
    const [w, h] = ratio.split(':').map(Number);
    const distance = Math.abs(Math.log(w / h) - wanted);
    if (distance < bestDistance) {
      best = ratio;
      bestDistance = distance;
    }
  }
  return best;
}

/** The photo as a JPEG data URI: upright, at most INPUT_PHOTO_SIDE pixels on its longest side. */
export async function photoDataUri(photo: Buffer): Promise<string> {
  const jpeg = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: INPUT_PHOTO_SIDE, height: INPUT_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 88 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** The upright size of a downloaded output; rejects (notImage) anything that is not a sane JPEG, PNG or WebP. */
export async function outputSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.format || !OUTPUT_FORMATS.includes(meta.format)) throw new Error(`format ${meta.format}`);
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    if (!width || !height || width * height > MAX_INPUT_PIXELS) throw new Error(`size ${width}x${height}`);
    return { width, height };
  } catch (error) {
    throw new ReplicateFailure('notImage', { step: 'decode', error: String(error).slice(0, 200) });
  }
}

/**
 * Decodes the whole output and re-encodes it upright as PNG, cut to `width` x `height` (centred). At zlib's
 * level 6: a 2K painting in a third of level 8's time (0.3 s against 0.95 s here) for about 5% more bytes,
 * and a book re-encodes eighty of them.
 */
export async function reencodePng(bytes: Buffer, width: number, height: number): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, height, fit: 'cover', position: 'centre' })
      .png({ compressionLevel: 6 })
      .toBuffer();
  } catch (error) {
    throw new ReplicateFailure('notImage', { step: 'decode', error: String(error).slice(0, 200) });
  }
}
