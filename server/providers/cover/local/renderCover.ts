// The embedded cover renderer: a comic front cover from the uploaded photo with no network and no system
// fonts. The photo becomes the hero panel, screened like print (manga screentone, or a four-colour
// halftone on aged paper for vintage), under a masthead with the idea's title and a "Comics by" badge.
import sharp, { type OutputInfo, type OverlayOptions, type Sharp } from 'sharp';
import { seededRandom } from '../../../lib/seededRandom';
import { authorBadge, backdrop, cornerBoxes, COVER_HEIGHT, COVER_WIDTH, masthead, rainStreaks, soundEffectBurst } from './coverArt';
import { chooseCoverStyle, type CoverStyle } from './coverStyle';
import { cmykHalftone, mangaScreentone } from './halftone';
import { stretchColor, stretchGray } from './tones';
import type { CoverImage } from '../coverProvider';
import { MAX_INPUT_PIXELS } from '../../../uploads/sanitizeImage';
import { FALLBACK_TITLE } from '../../../../shared/limits';

export { COVER_HEIGHT, COVER_WIDTH };

export interface LocalCoverRequest {
  photo: Buffer;
  title: string;
  author: string;
  type: string;
  note?: string;
  /** Same inputs and seed give the same bytes; another seed gives another variation. */
  seed: number;
}

const PANEL_MARGIN = 70;
const PANEL_BOTTOM = COVER_HEIGHT - 190;
const BORDER = 12;
const PAPER: readonly [number, number, number] = [246, 234, 205];

export async function renderLocalCover(req: LocalCoverRequest): Promise<CoverImage> {
  const style = chooseCoverStyle(req.type, req.seed, req.note);
  const head = masthead(req.title.trim() || FALLBACK_TITLE, style);
  const panel = {
    x: PANEL_MARGIN,
    y: Math.round(Math.min(head.bottom + 30, 700)),
    width: COVER_WIDTH - PANEL_MARGIN * 2,
  };
  const panelHeight = PANEL_BOTTOM - panel.y;

  const cx = panel.x + panel.width / 2;
  const cy = panel.y + panelHeight / 2;
  const svg = (body: string) =>
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">${body}</svg>`);
  // Vector layers are rendered by librsvg; the photo is composited by libvips, which is far faster than
  // embedding megapixels in the SVG.
  const back = svg(
    backdrop(style) +
      `<rect x="${panel.x + 16}" y="${panel.y + 18}" width="${panel.width}" height="${panelHeight}" fill="${style.palette.ink}"` +
      ` transform="rotate(${style.panelTilt.toFixed(2)} ${cx} ${cy})"/>`,
  );
  const front = svg(
    (style.rain ? rainStreaks(style) : '') +
      (style.soundEffect ? soundEffectBurst(style.soundEffect, style, panel.y) : '') +
      cornerBoxes(style) +
      head.svg +
      authorBadge(req.author.trim() || 'me', style) +
      `<rect x="6" y="6" width="${COVER_WIDTH - 12}" height="${COVER_HEIGHT - 12}" fill="none" stroke="${style.palette.ink}" stroke-width="12"/>`,
  );
  // The photo is screened in JavaScript while libvips rasterizes the vector layers on its own threads.
  const rasterize = (image: Buffer) => sharp(image).raw().toBuffer({ resolveWithObject: true });
  const [heroLayer, backLayer, frontLayer] = await Promise.all([
    heroArt(req.photo, panel.width, panelHeight, style).then((hero) => framedHero(hero, style)),
    rasterize(back),
    rasterize(front),
  ]);
  const base = () => sharp(backLayer.data, { raw: backLayer.info });
  const layers: OverlayOptions[] = [
    {
      input: heroLayer.data,
      raw: heroLayer.info,
      left: Math.round(cx - heroLayer.info.width / 2),
      top: Math.round(cy - heroLayer.info.height / 2),
    },
    { input: frontLayer.data, raw: frontLayer.info },
  ];

  if (style.mono) {
    // sharp composites last in a pipeline, so reducing to one grey channel takes a second pass.
    const flat = await base().composite(layers).raw().toBuffer({ resolveWithObject: true });
    const bytes = await sharp(flat.data, { raw: flat.info })
      .flatten({ background: '#ffffff' })
      .toColourspace('b-w')
      .png({ compressionLevel: 6 })
      .toBuffer();
    return { bytes, ext: 'png' };
  }
  // Vintage: age the paper so the whole cover reads as a printed, yellowed page. Aged paper is noisy,
  // which PNG compresses badly, so vintage covers are high-quality JPEGs (no chroma subsampling, so the
  // coloured dots stay crisp). Layers composite in order, so the grain and vignette age everything.
  const aging = await agedPaper();
  const bytes = await base()
    .composite([...layers, { input: aging.data, raw: aging.info, blend: 'multiply' }])
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
  return { bytes, ext: 'jpg' };
}

/** The hero with its ink border, tilted like a panel pasted on the cover (transparent around the tilt). */
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

/** The photo fitted to the panel and screened like print. */
async function heroArt(photo: Buffer, width: number, height: number, style: CoverStyle): Promise<Sharp> {
  const fitted = sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(width, height, { fit: 'cover', position: sharp.strategy.attention });
  if (style.mono) {
    const gray = stretchGray(await fitted.toColourspace('b-w').raw().toBuffer(), 1.1);
    const toned = mangaScreentone(gray, width, height, style.dotCell);
    return sharp(toned, { raw: { width, height, channels: 1 } }).toColourspace('srgb');
  }
  // Night scenes are printed darker and bluer, as in the inked night panels of the period.
  const tint = style.backdrop === 'night' ? ([0.6, 0.7, 1.0] as const) : ([1.04, 1.03, 1.0] as const);
  const rgb = stretchColor(await fitted.removeAlpha().raw().toBuffer(), 1.7, tint);
  const printed = cmykHalftone(rgb, width, height, style.dotCell, PAPER);
  return sharp(printed, { raw: { width, height, channels: 3 } });
}

let agedPaperLayer: Promise<{ data: Buffer; info: OutputInfo }> | undefined;

/**
 * The aged-paper layer multiplied over vintage covers: blotchy cream grain (low-resolution noise, enlarged,
 * so it reads as fibre rather than static) darkening to browner edges, as on a comic that spent decades in
 * a box. It is the same for every cover, so it is made once per process.
 */
function agedPaper() {
  agedPaperLayer ??= (async () => {
    const w = 150;
    const h = 234;
    const random = seededRandom(0x5eed);
    const pixels = Buffer.alloc(w * h * 3);
    for (let i = 0; i < w * h; i++) {
      const shade = 226 + random() * 29;
      pixels[i * 3] = shade;
      pixels[i * 3 + 1] = shade - 8;
      pixels[i * 3 + 2] = shade - 26;
    }
    const vignette = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">
      <defs><radialGradient id="v" cx="50%" cy="50%" r="75%">
        <stop offset="60%" stop-color="#ffffff"/><stop offset="100%" stop-color="#b08a55"/></radialGradient></defs>
      <rect width="100%" height="100%" fill="url(#v)"/></svg>`;
    return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
      .resize(COVER_WIDTH, COVER_HEIGHT, { kernel: 'cubic' })
      .composite([{ input: Buffer.from(vignette), blend: 'multiply' }])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  })();
  return agedPaperLayer;
}
