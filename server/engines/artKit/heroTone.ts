// The hero's photo made ready for print, shared by the cover and the book: toned around the face so every
// skin tone prints with its features readable, with its ink lines; the paper and the key ink the vintage
// look prints with. Screening (halftone.ts) comes after.
import type { FaceRegion } from './faceFinder';
import { stretchFaceRelief } from './faceRelief';
import { lumaOf, toneGray, toneRgb } from './faceTone';
import type { Rgb } from './halftone';
import { inkLines } from './inkLines';
import type { ToneTarget } from './tones';

export const PAPER: Rgb = [246, 234, 205];
/** The key plate's ink (line work) of the vintage look. */
export const KEY_INK: Rgb = [25, 22, 20];

/** What the hero's tones depend on: the print (manga grey or vintage colour), the note's exposure, night. */
export interface HeroLook {
  mono: boolean;
  exposure: -1 | 0 | 1;
  /** Night scenes are printed darker and bluer (colour only). */
  night: boolean;
  /**
   * Manga: the face's relief stretched on the face's own range (faceRelief.ts), so darker skin keeps its
   * nose, mouth and cheeks in screentone and a dark cap stays apart from the head. The cover asks for it;
   * the book's panels (engines/panels/heroLayer.ts) have not been measured with it, so they print as before.
   */
  relief?: boolean;
}

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
export function tonedHero(
  rgb: Uint8Array,
  width: number,
  height: number,
  face: FaceRegion,
  look: HeroLook,
): { toned: Uint8Array; lines: Promise<Uint8Array> } {
  const target = toneTarget(face, look);
  const lineScale = Math.max(face.width, 120);
  if (look.mono) {
    const gray = lumaOf(rgb);
    // Away from the face the frame keeps the classic manga print: stretched and a little dark.
    const toned = toneGray(gray, width, height, face, target, { contrast: 1.1, offset: -30 });
    if (look.relief) stretchFaceRelief(toned, rgb, width, height, face);
    return { toned, lines: inkLines(toned, width, height, lineScale) };
  }
  // Night scenes are printed darker and bluer, as in the inked night panels of the period.
  const tint = look.night ? ([0.6, 0.7, 1.0] as const) : ([1.04, 1.03, 1.0] as const);
  const toned = toneRgb(rgb, width, height, face, target, { contrast: 1, offset: 0 }, 1.3, tint);
  return { toned, lines: inkLines(lumaOf(toned), width, height, lineScale) };
}
