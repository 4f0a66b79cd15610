// The cover's hero panel: the photo cropped to the panel, toned around the face and inked (engines/artKit/heroTone.ts),
// and screened like print (manga screentone, or a four-colour halftone on aged paper for vintage).
import sharp, { type Sharp } from 'sharp';
import type { CoverStyle } from './coverStyle';
import { findFace, type FaceRegion } from '../artKit/faceFinder';
import { cmykHalftone, mangaScreentone } from '../artKit/halftone';
import { KEY_INK, PAPER, tonedHero, type HeroLook } from '../artKit/heroTone';
import { MAX_INPUT_PIXELS } from '../../uploads/sanitizeImage';

/** The part of the (upright) photo shown in the panel, in photo pixels. */
export interface PhotoCrop {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface HeroArt {
  image: Sharp;
  crop: PhotoCrop;
  face: FaceRegion;
}

export const heroLookOf = (style: CoverStyle): HeroLook => ({
  mono: style.mono,
  exposure: style.exposure,
  night: style.backdrop === 'night',
  relief: true,
});

export async function heroArt(photo: Buffer, width: number, height: number, style: CoverStyle): Promise<HeroArt> {
  const source = () => sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS });
  const [meta, fitted] = await Promise.all([
    source().metadata(),
    source()
      .rotate()
      .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
      // Camera noise would print as ragged dots (and bloat the file); a print camera never saw it either.
      .blur(0.8)
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);
  const upright = meta.autoOrient ?? { width: meta.width ?? width, height: meta.height ?? height };
  const scale = Math.max(width / upright.width, height / upright.height);
  const crop = {
    left: -(fitted.info.cropOffsetLeft ?? 0) / scale,
    top: -(fitted.info.cropOffsetTop ?? 0) / scale,
    width: width / scale,
    height: height / scale,
  };
  const rgb = fitted.data;
  const face = findFace(rgb, width, height);
  const { toned, lines: pending } = tonedHero(rgb, width, height, face, heroLookOf(style));

  if (style.mono) {
    // libvips blurs for the ink lines on its own threads while the screen is computed here.
    const screened = mangaScreentone(toned, width, height, style.dotCell);
    const lines = await pending;
    for (let i = 0; i < lines.length; i++) if (lines[i]) screened[i] = 0;
    return { image: sharp(screened, { raw: { width, height, channels: 1 } }).toColourspace('srgb'), crop, face };
  }
  const printed = cmykHalftone(toned, width, height, style.dotCell, PAPER);
  const lines = await pending;
  // The key plate's line work prints over the colour dots.
  for (let i = 0, p = 0; i < lines.length; i++, p += 3) {
    if (lines[i]) [printed[p], printed[p + 1], printed[p + 2]] = KEY_INK;
  }
  // Ink spreads a little into paper: softened dot edges look printed and compress far better as JPEG.
  return { image: sharp(printed, { raw: { width, height, channels: 3 } }).blur(0.9), crop, face };
}
