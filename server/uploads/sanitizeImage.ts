// Decides an upload's type from its content and re-encodes it: auto-rotated, metadata (EXIF, GPS, comments)
// dropped, longest side capped. Re-encoding also destroys anything smuggled in the original bytes.
import sharp from 'sharp';
import { fileKind } from '../../shared/limits';
import { SaidError, said } from '../lib/said';
import type { ImageExtension } from '../storage/imageStore';

/** Longest side of a stored character photo: plenty for a cover, small enough to keep renders fast. */
export const MAX_PHOTO_SIDE = 2048;
/** Refuse "pixel floods": small files that claim enormous dimensions. */
export const MAX_INPUT_PIXELS = 50_000_000;

const FORMATS: Record<string, ImageExtension> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

export class UnsupportedImageError extends SaidError {}
export class ImageTooLargeError extends SaidError {}

/** What a refused file is, in the spec's words (shared/limits.ts's fileTypeMessage): "an SVG image". */
function notAPhoto(format: string | undefined): UnsupportedImageError {
  if (!format) return new UnsupportedImageError(said('error_file_type_unreadable'));
  const an = fileKind(format, true).startsWith('an ');
  return new UnsupportedImageError(
    said(an ? 'error_file_type_image_an' : 'error_file_type_image_a', { format: format.toUpperCase() }),
  );
}

export async function sanitizeImage(input: Buffer): Promise<{ bytes: Buffer; ext: ImageExtension }> {
  let format: string | undefined;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    if (format && FORMATS[format] && (meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
      throw new ImageTooLargeError(said('error_image_too_large'));
    }
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw error;
    throw notAPhoto(undefined);
  }
  const ext = format ? FORMATS[format] : undefined;
  // Named by what it is, whatever its name says: a GIF renamed .png is still a GIF.
  if (!ext) throw notAPhoto(format);

  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true });
    // Plain libjpeg-turbo, not mozjpeg: mozjpeg's trellis search made a 5 MB phone photo's upload take
    // ~850 ms instead of ~170 ms, for files a tenth smaller that only our own renderer reads.
    const encoded =
      ext === 'jpg'
        ? pipeline.jpeg({ quality: 88 })
        : ext === 'png'
          ? pipeline.png({ compressionLevel: 8 })
          : pipeline.webp({ quality: 88 });
    return { bytes: await encoded.toBuffer(), ext };
  } catch {
    // The header looked like an image but the data does not decode (truncated or corrupt).
    throw new UnsupportedImageError(said('error_image_unreadable'));
  }
}
