// One reference image for a panel with more than one real person in it: the image-editing model takes a
// single input image, so the hero's photo and the photos of the others in the panel go side by side, the
// same height, hero first, then the others in the order the prompt names them (panelPrompt.ts). Made from
// our own stored bytes, upright, and sent as a JPEG data URI like a single photo.
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../uploads/sanitizeImage';

/** The sheet's size at most: about the pixels the model works at, so each face keeps its detail. */
const SHEET_MAX_HEIGHT = 1024;
const SHEET_MAX_WIDTH = 2048;
/** A white gap between photos, so the model sees separate people rather than one picture. */
export const SHEET_GAP = 16;
/** A photo's width to height on the sheet is kept within this range (a panorama is cut to its middle). */
const MIN_ASPECT = 0.5;
const MAX_ASPECT = 1;

/** The upright aspect ratio of a photo, within the sheet's range. */
async function aspectOf(photo: Buffer): Promise<number> {
  const meta = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 1;
  const height = meta.autoOrient?.height ?? meta.height ?? 1;
  return Math.min(MAX_ASPECT, Math.max(MIN_ASPECT, width / height));
}

/** The photos side by side on white, each scaled to the same height, left to right in the order given. */
export async function referenceSheet(photos: Buffer[]): Promise<Buffer> {
  const aspects = await Promise.all(photos.map(aspectOf));
  const gaps = SHEET_GAP * (photos.length - 1);
  const height = Math.floor(Math.min(SHEET_MAX_HEIGHT, (SHEET_MAX_WIDTH - gaps) / aspects.reduce((a, b) => a + b, 0)));
  const widths = aspects.map((aspect) => Math.max(1, Math.round(aspect * height)));
  const tiles = await Promise.all(
    photos.map((photo, i) =>
      sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: widths[i], height, fit: 'cover', position: 'centre' })
        .toBuffer(),
    ),
  );
  let left = 0;
  const composite = tiles.map((input, i) => {
    const placed = { input, left, top: 0 };
    left += widths[i] + SHEET_GAP;
    return placed;
  });
  return sharp({ create: { width: left - SHEET_GAP, height, channels: 3, background: '#ffffff' } })
    .composite(composite)
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The sheet as a JPEG data URI, as the model's `input_image`. */
export async function referenceSheetDataUri(photos: Buffer[]): Promise<string> {
  return `data:image/jpeg;base64,${(await referenceSheet(photos)).toString('base64')}`;
}
