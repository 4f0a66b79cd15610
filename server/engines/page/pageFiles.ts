// The files a page is stored as: its print PNG (the art alone, and the lettered page) and the reader's
// smaller WebP, encoded from the page's raw pixels (pagePixels.ts), and the stored art read back.
import sharp from 'sharp';
import { READER_MAX_WIDTH_PX, THUMB_WIDTH_PX } from '../../../shared/printGeometry';
import type { PrintLook } from '../pageModel';
import { channelsOf, type PagePixels } from '../artKit/pagePixels';

const raw = (page: PagePixels) =>
  sharp(page.data, { raw: { width: page.width, height: page.height, channels: page.channels } });

/**
 * The print page (and the art alone, kept to re-letter it): manga prints in one ink, so its file is
 * single-channel gray (a third of the bytes); PNG keeps every screentone dot exact. A fast zlib level:
 * these are written once and read rarely.
 */
export function encodePrint(page: PagePixels): Promise<Buffer> {
  const image = raw(page);
  return (page.channels === 1 ? image.toColourspace('b-w') : image)
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer();
}

/**
 * The reader's copy. WebP's least effort instead of the default 4: the halftone's fine detail is what
 * makes the encoder work, and at this quality the extra effort buys nothing the eye sees (the same
 * picture, measured no worse, the file within 10%) for three times the encoding time.
 */
export function encodeReader(page: PagePixels): Promise<Buffer> {
  return raw(page).resize({ width: READER_MAX_WIDTH_PX }).webp({ quality: 80, effort: 0 }).toBuffer();
}

/** The thumbnail: a few kilobytes where the reader's copy is hundreds (the detail page shows 24 at once). */
export function encodeThumb(page: PagePixels): Promise<Buffer> {
  return raw(page).resize({ width: THUMB_WIDTH_PX, kernel: 'lanczos3' }).webp({ quality: 70, effort: 2 }).toBuffer();
}

/** A stored art PNG as the page's raw pixels again (grey for the grayscale look). */
export async function decodeArt(art: Buffer, print: PrintLook): Promise<PagePixels> {
  const channels = channelsOf(print);
  const { data, info } = await sharp(art)
    .removeAlpha()
    .toColourspace(channels === 1 ? 'b-w' : 'srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== channels) throw new Error('The stored art is not a page of this look.');
  return { data, channels, width: info.width, height: info.height };
}
