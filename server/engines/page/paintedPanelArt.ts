// A panel painted by an image model, made to print like the rest of the book: fitted to its frame, then
// screened in the style's ink (manga: black-and-white screentone; vintage: four-colour halftone on the
// book's paper), so a painted panel sits beside a built-in one without looking pasted in. The hero's
// face is found on it so the lettering keeps off it, as on built-in art.
import sharp from 'sharp';
import { findFace } from '../artKit/faceFinder';
import { lumaOf } from '../artKit/faceTone';
import { cmykHalftone, mangaScreentone } from '../artKit/halftone';
import { PAPER } from '../artKit/heroTone';
import { MAX_INPUT_PIXELS } from '../../uploads/sanitizeImage';
import { HERO_KEY, type PanelArt, type PanelArtRequest } from '../pageModel';

/** Screen cell at print size: fine enough to read as tone at arm's length, coarse enough to look printed. */
const SCREEN_CELL = 9;

export async function paintedPanelArt(bytes: Buffer, req: PanelArtRequest): Promise<PanelArt> {
  const { width, height } = req;
  const rgb = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  const face = req.heroPresent ? findFace(rgb, width, height) : null;
  // Grey panels stay one byte a pixel, as the page they go on (composePage.ts).
  const manga = req.print === 'grayscale';
  const screened = manga
    ? mangaScreentone(lumaOf(rgb), width, height, SCREEN_CELL)
    : cmykHalftone(rgb, width, height, SCREEN_CELL, PAPER);
  const pixels = Buffer.from(screened.buffer, screened.byteOffset, screened.byteLength);
  const heroFace = face?.found ? { x: face.x, y: face.y, width: face.width, height: face.height } : null;
  const heads: PanelArt['heads'] = {};
  if (heroFace) heads[HERO_KEY] = { x: heroFace.x + heroFace.width / 2, y: heroFace.y + heroFace.height * 0.4 };
  return { pixels, channels: manga ? 1 : 3, width, height, heroFace, heads };
}
