// The hero panel: the photo cropped to the panel, toned around the face so every skin tone prints with its
// features readable, inked with outlines, and screened like print (manga screentone, or a four-colour
// halftone on aged paper for vintage).
import sharp, { type Sharp } from 'sharp';
import type { CoverStyle } from './coverStyle';
import { findFace, type FaceRegion } from './faceFinder';
import { lumaOf, toneGray, toneRgb } from './faceTone';
import { cmykHalftone, mangaScreentone, type Rgb } from './halftone';
import { inkLines } from './inkLines';
import type { ToneTarget } from './tones';
import { MAX_INPUT_PIXELS } from '../../../uploads/sanitizeImage';

export const PAPER: Rgb = [246, 234, 205];
/** The key plate's ink (line work) of the vintage look. */
export const KEY_INK: Rgb = [25, 22, 20];

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

/** What the hero's tones depend on: the print (manga grey or vintage colour), the note's exposure, night. */
export interface HeroLook {
  mono: boolean;
  exposure: -1 | 0 | 1;
  /** Night scenes are printed darker and bluer (colour only). */
  night: boolean;
}

export const heroLookOf = (style: CoverStyle): HeroLook => ({ mono: style.mono, exposure: style.exposure, night: style.backdrop === 'night' });

/**
 * Where the face's skin lands. Darker skin stays darker than paler skin (a person keeps their complexion:
 * in colour a deep brown face stays deep brown, never lightened to orange) but every skin tone is brought
 * into the range where screen dots still leave features room to show darker; the note's exposure moves it
 * lighter or darker.
 */
export function toneTarget(face: FaceRegion, look: Pick<HeroLook, 'mono' | 'exposure'>): ToneTarget {
  const shift = 30 * look.exposure;
  return look.mono
    ? { mid: 145 + 0.25 * face.skin.mid + shift, span: 90 }
    : { mid: 112 + 0.42 * face.skin.mid + shift, span: 80 };
}

/**
 * The photo (RGB, already cropped and softened) toned around the face for print, before screening: one grey
 * byte a pixel for manga, RGB for vintage; and its ink lines (a mask, 255 = ink), which libvips computes on
 * its own threads while the caller screens the tones. The lines' weight follows the face's width.
 */
export function tonedHero(rgb: Uint8Array, width: number, height: number, face: FaceRegion, look: HeroLook): { toned: Uint8Array; lines: Promise<Uint8Array> } {
  const target = toneTarget(face, look);
  const lineScale = Math.max(face.width, 120);
  if (look.mono) {
    const gray = lumaOf(rgb);
    // Away from the face the frame keeps the classic manga print: stretched and a little dark.
    const toned = toneGray(gray, width, height, face, target, { contrast: 1.1, offset: -30 });
    return { toned, lines: inkLines(toned, width, height, lineScale) };
  }
  // Night scenes are printed darker and bluer, as in the inked night panels of the period.
  const tint = look.night ? ([0.6, 0.7, 1.0] as const) : ([1.04, 1.03, 1.0] as const);
  const toned = toneRgb(rgb, width, height, face, target, { contrast: 1, offset: 0 }, 1.3, tint);
  return { toned, lines: inkLines(lumaOf(toned), width, height, lineScale) };
}

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
