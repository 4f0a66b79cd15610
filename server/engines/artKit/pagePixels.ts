// A page's raw pixels while it is put together, and drawing an SVG over part of them. Pages are one grey
// byte a pixel in the grayscale look (manga prints one ink, and a third of the bytes is a third of the
// memory and of the work) and RGB in colour. A page is its trim's size with bleed (PageGeometry.px: the
// comic's 2063 × 3150 px, or a 6 × 9 in format's); a worker holds one at a time.
import sharp from 'sharp';
import type { PrintLook, Rect } from '../pageModel';

export interface PagePixels {
  data: Buffer;
  channels: 1 | 3;
  width: number;
  height: number;
}

export const channelsOf = (print: PrintLook): 1 | 3 => (print === 'grayscale' ? 1 : 3);

/** The part of a box on the page, in whole pixels (empty when none is). */
export function onPage(box: Rect, page: { width: number; height: number }): Rect {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(page.width, Math.ceil(box.x + box.width));
  const y1 = Math.min(page.height, Math.ceil(box.y + box.height));
  return { x, y, width: Math.max(0, x1 - x), height: Math.max(0, y1 - y) };
}

/**
 * Draws an SVG of `box`'s size (a box on the page, in whole pixels) over that box of the page, in place.
 * Only the box's pixels go through libvips (copied out and back), so a small drawing on a big page costs
 * what the drawing costs; the pixels are those compositing the SVG over the whole page would give.
 */
export async function drawSvgOver(page: PagePixels, box: Rect, svg: string): Promise<void> {
  const { channels } = page;
  const { x, y, width: w, height: h } = box;
  if (w <= 0 || h <= 0) return;
  if (x < 0 || y < 0 || x + w > page.width || y + h > page.height) throw new Error('The drawing must lie on the page.');
  const rowBytes = w * channels;
  const at = (row: number) => ((y + row) * page.width + x) * channels;
  const region = Buffer.allocUnsafe(h * rowBytes);
  for (let row = 0; row < h; row++) page.data.copy(region, row * rowBytes, at(row), at(row) + rowBytes);
  const drawn = await sharp(region, { raw: { width: w, height: h, channels } })
    .composite([{ input: Buffer.from(svg) }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const step = drawn.info.channels;
  if (step === channels) {
    for (let row = 0; row < h; row++) drawn.data.copy(page.data, at(row), row * rowBytes, (row + 1) * rowBytes);
    return;
  }
  // A grey page comes back as sRGB with r = g = b (libvips composites in sRGB): the first channel is the grey.
  for (let row = 0; row < h; row++) {
    for (let i = 0, p = at(row), q = row * w * step; i < w; i++, p++, q += step) page.data[p] = drawn.data[q];
  }
}
