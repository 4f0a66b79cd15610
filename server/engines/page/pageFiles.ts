// The files a page is stored as: its print PNG (the art alone, and the lettered page), the reader's
// smaller JPEG and the thumbnail, encoded from the page's raw pixels (pagePixels.ts), and the stored art read back.
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
 * The reader's copy and the thumbnail, both JPEG, from one reduction of the page to the reader's width (the
 * thumbnail is reduced again from it, not from the print-size page). JPEG rather than WebP: at the reader's
 * size a halftoned page is as small in either (a 20-page manga book: WebP at its least effort 438–605 KB a
 * page, JPEG at quality 80 490–603 KB), and JPEG encodes it in a quarter of the time, which every page of
 * every book pays (docs/performance.md). A manga page stays one channel: a grey JPEG.
 */
export async function encodeScreenCopies(page: PagePixels): Promise<{ reader: Buffer; thumb: Buffer }> {
  const { data, info } = await raw(page)
    .resize({ width: READER_MAX_WIDTH_PX })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const reduced = () => {
    const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    return page.channels === 1 ? image.toColourspace('b-w') : image;
  };
  const [reader, thumb] = await Promise.all([
    reduced().jpeg({ quality: 80 }).toBuffer(),
    // The detail page shows 24 at once: a few kilobytes each where the reader's copy is hundreds.
    reduced().resize({ width: THUMB_WIDTH_PX, kernel: 'lanczos3' }).jpeg({ quality: 75 }).toBuffer(),
  ]);
  return { reader, thumb };
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
