// The images the files need besides the print pages themselves, made in the CPU pool: the front cover at
// print size, and trimmed, smaller page copies for the screen PDF and the CBZ.
import sharp from 'sharp';

export interface CoverAtPrintSize {
  bytes: Buffer;
  /** The stored cover's own size: below the print size it was upscaled, which the preflight says. */
  sourcePx: { width: number; height: number };
  upscaled: boolean;
}

/**
 * The front cover filling `sizePx` (trim plus outer bleed at 300 ppi). A smaller cover is enlarged with
 * Lanczos and lightly sharpened, which keeps lines and halftone dots crisp at reading distance; a cover of
 * another shape is cropped to the centre. Manga stays one ink (gray PNG); colour is a high-quality JPEG.
 */
export async function coverAtPrintSize(req: {
  cover: Buffer;
  sizePx: { width: number; height: number };
  gray: boolean;
}): Promise<CoverAtPrintSize> {
  const meta = await sharp(req.cover).metadata();
  const sourcePx = { width: meta.width ?? 0, height: meta.height ?? 0 };
  const upscaled = sourcePx.width < req.sizePx.width || sourcePx.height < req.sizePx.height;
  let image = sharp(req.cover)
    .rotate()
    .resize({ ...req.sizePx, fit: 'cover', kernel: 'lanczos3' });
  if (upscaled) image = image.sharpen({ sigma: 0.8 });
  const bytes = req.gray
    ? await image.toColourspace('b-w').png({ compressionLevel: 6 }).toBuffer()
    : await image.toColourspace('srgb').jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
  return { bytes, sourcePx, upscaled };
}

/** A part of an image given as fractions of its width and height (0 to 1). */
export interface FractionRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A page (or the cover) cut to its trim and scaled to `widthPx`: a JPEG for the screen PDF and the CBZ.
 * libjpeg-turbo with the ImageMagick quantisation table (3), not mozjpeg: mozjpeg's trellis search took 460 ms
 * a manga page and 640 ms a vintage one against 50 and 80 ms, a third of the files job, for 20% fewer bytes.
 * Colour takes quality 68 so the halftone and the aged paper's grain (what costs) keep a 24-page vintage
 * screen PDF near 13 MB (mozjpeg at 72: 11 MB; budget 15); a manga page is 385 KB against 316 KB.
 */
export async function trimmedPage(req: {
  image: Buffer;
  trim: FractionRect;
  widthPx: number;
  gray: boolean;
}): Promise<{ bytes: Buffer; width: number; height: number }> {
  const meta = await sharp(req.image).metadata();
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  const left = Math.round(req.trim.x * w);
  const top = Math.round(req.trim.y * h);
  const region = {
    left,
    top,
    width: Math.min(w - left, Math.round(req.trim.width * w)),
    height: Math.min(h - top, Math.round(req.trim.height * h)),
  };
  let image = sharp(req.image).extract(region).resize({ width: req.widthPx, kernel: 'lanczos3' });
  image = req.gray ? image.toColourspace('b-w') : image.toColourspace('srgb');
  const { data, info } = await image
    .jpeg({ quality: req.gray ? 72 : 68, quantisationTable: 3 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
