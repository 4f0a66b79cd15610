// The embedded cover renderer: a comic front cover from the uploaded photo with no network and no system
// fonts. The photo becomes the hero panel (heroArt.ts), under a masthead with the idea's title and a
// "Comics by" badge. The layout variant also says where the photo landed, so a point of the photo (a face)
// can be found on the cover.
import sharp, { type Sharp } from 'sharp';
import { agedPaper } from './agedPaper';
import { flattenOnPaper, flattenToInk, type Layer } from './coverLayers';
import {
  authorBadge,
  backdrop,
  cornerBoxes,
  COVER_HEIGHT,
  COVER_WIDTH,
  masthead,
  rainStreaks,
  soundEffectBurst,
} from './coverArt';
import { chooseCoverStyle, type CoverStyle } from './coverStyle';
import { heroArt, type PhotoCrop } from './heroArt';
import { FALLBACK_TITLE } from '../../../shared/limits';

export { COVER_HEIGHT, COVER_WIDTH };

/** A cover the built-in renderer made: its bytes and their format (the cover port's CoverImage has this shape). */
export interface RenderedCover {
  bytes: Buffer;
  ext: 'png' | 'jpg' | 'webp';
}

export interface LocalCoverRequest {
  photo: Buffer;
  title: string;
  author: string;
  type: string;
  note?: string;
  /** Same inputs and seed give the same bytes; another seed gives another variation. */
  seed: number;
  /** The book's language: the byline is in it ("Comics by" in English). */
  language?: string;
}

/** Where the photo went: the part of the upright photo shown, the panel it fills, and the panel's tilt. */
export interface HeroPlacement {
  crop: PhotoCrop;
  panel: { x: number; y: number; width: number; height: number };
  /** Degrees, clockwise, about the panel's centre. */
  tilt: number;
}

export interface LaidOutCover extends RenderedCover {
  hero: HeroPlacement;
}

const PANEL_MARGIN = 70;
const PANEL_BOTTOM = COVER_HEIGHT - 190;
const BORDER = 12;

export async function renderLocalCover(req: LocalCoverRequest): Promise<RenderedCover> {
  const { bytes, ext } = await renderLocalCoverWithLayout(req);
  return { bytes, ext };
}

/** Where a point of the upright photo (in photo pixels) lands on the cover. */
export function photoPointOnCover(hero: HeroPlacement, point: { x: number; y: number }): { x: number; y: number } {
  const { crop, panel, tilt } = hero;
  const dx = ((point.x - crop.left) * panel.width) / crop.width - panel.width / 2;
  const dy = ((point.y - crop.top) * panel.height) / crop.height - panel.height / 2;
  const a = (tilt * Math.PI) / 180;
  return {
    x: panel.x + panel.width / 2 + dx * Math.cos(a) - dy * Math.sin(a),
    y: panel.y + panel.height / 2 + dx * Math.sin(a) + dy * Math.cos(a),
  };
}

export async function renderLocalCoverWithLayout(req: LocalCoverRequest): Promise<LaidOutCover> {
  const style = chooseCoverStyle(req.type, req.seed, req.note);
  const head = masthead(req.title.trim() || FALLBACK_TITLE, style);
  const top = Math.round(Math.min(head.bottom + 30, 700));
  const panel = { x: PANEL_MARGIN, y: top, width: COVER_WIDTH - PANEL_MARGIN * 2, height: PANEL_BOTTOM - top };
  const cx = panel.x + panel.width / 2;
  const cy = panel.y + panel.height / 2;
  const svg = (body: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">${body}</svg>`,
    );
  // Vector layers are rendered by librsvg; the photo is laid between them afterwards (coverLayers.ts),
  // which is far faster than embedding megapixels in the SVG.
  const back = svg(
    backdrop(style) +
      `<rect x="${panel.x + 16}" y="${panel.y + 18}" width="${panel.width}" ` +
      `height="${panel.height}" fill="${style.palette.ink}"` +
      ` transform="rotate(${style.panelTilt.toFixed(2)} ${cx} ${cy})"/>`,
  );
  const front = svg(
    (style.rain ? rainStreaks(style) : '') +
      (style.soundEffect ? soundEffectBurst(style.soundEffect, style, panel.y) : '') +
      cornerBoxes(style) +
      head.svg +
      authorBadge(req.author.trim() || 'me', style, req.language) +
      `<rect x="6" y="6" width="${COVER_WIDTH - 12}" height="${COVER_HEIGHT - 12}" fill="none" ` +
      `stroke="${style.palette.ink}" stroke-width="12"/>`,
  );
  // The photo is screened in JavaScript while libvips rasterizes the vector layers on its own threads.
  const rasterize = (image: Buffer) => sharp(image).raw().toBuffer({ resolveWithObject: true });
  const [[hero, framed], backLayer, frontLayer] = await Promise.all([
    heroArt(req.photo, panel.width, panel.height, style).then(
      async (art) => [art, await framedHero(art.image, style)] as const,
    ),
    rasterize(back),
    rasterize(front),
  ]);
  const placement: HeroPlacement = { crop: hero.crop, panel, tilt: style.panelTilt };
  const layer = (
    raster: { data: Buffer; info: { width: number; height: number; channels: number } },
    left = 0,
    top = 0,
  ): Layer => {
    if (raster.info.channels !== 4) throw new Error('A cover layer is not RGBA.');
    return { data: raster.data, width: raster.info.width, height: raster.info.height, left, top };
  };
  const layers = [
    layer(backLayer),
    layer(framed, Math.round(cx - framed.info.width / 2), Math.round(cy - framed.info.height / 2)),
    layer(frontLayer),
  ];

  if (style.mono) {
    // Thresholded, so the tilted panel's smoothed dot edges print as ink or paper like everything else.
    const ink = flattenToInk(COVER_WIDTH, COVER_HEIGHT, layers);
    const bytes = await sharp(ink, { raw: { width: COVER_WIDTH, height: COVER_HEIGHT, channels: 1 } })
      .toColourspace('b-w')
      .png({ compressionLevel: 6 })
      .toBuffer();
    return { bytes, ext: 'png', hero: placement };
  }
  // Vintage: age the paper so the whole cover reads as a printed, yellowed page. Aged paper is noisy,
  // which PNG compresses badly, so vintage covers are JPEGs; the halftone's dots are softened like ink
  // on paper (heroArt.ts), so quality 75 with halved chroma keeps the look at a third of the bytes.
  // The grain and vignette age everything. Standard Huffman tables: the same pixels, 2% more bytes, and
  // no second pass over the coefficients to optimise the tables (a tenth of the encoding time).
  const aging = await agedPaper();
  const printed = flattenOnPaper(COVER_WIDTH, COVER_HEIGHT, layers, aging.data);
  const bytes = await sharp(printed, { raw: { width: COVER_WIDTH, height: COVER_HEIGHT, channels: 3 } })
    .jpeg({ quality: 75, chromaSubsampling: '4:2:0', optimiseCoding: false })
    .toBuffer();
  return { bytes, ext: 'jpg', hero: placement };
}

/** The hero with its ink border, tilted like a panel pasted on the cover (RGBA, transparent around the tilt). */
async function framedHero(hero: Sharp, style: CoverStyle) {
  const ink = style.palette.ink;
  const framed = await hero
    .extend({ top: BORDER, bottom: BORDER, left: BORDER, right: BORDER, background: ink })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(framed.data, { raw: framed.info })
    .rotate(style.panelTilt, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
}
