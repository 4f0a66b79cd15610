// Puts a page together at print size, inside a CPU pool worker: each panel's art (built-in, or painted by
// an image model and given the style's print treatment) clipped to its frame on the paper, the panel
// borders, then the lettering on top. Three files come out: the art alone (so words can be re-lettered
// later without redrawing), the print page and the reader's smaller WebP copy.
import sharp, { type OverlayOptions } from 'sharp';
import { PAGE_PX, READER_MAX_WIDTH_PX } from '../../../shared/printGeometry';
import { drawPanelArt } from '../art/panelArt';
import { paintedPanelArt } from './paintedPanelArt';
import { PANEL_BORDER_PX } from '../layout/pageLayouts';
import { letterPage } from '../lettering/letterPage';
import { HERO_KEY, type LetteringPanel, type PageLayout, type PanelArt, type PanelArtRequest, type PanelFrame, type PlacedLettering, type Point, type PrintLook, type Rect } from '../pageModel';
import { PAGE_PAPER, inkOf } from './pagePaper';

/** The words of one panel, as the script has them. */
export interface PanelWords {
  caption?: string;
  balloons: LetteringPanel['balloons'];
  sfx?: string;
}

/** What one panel of a story page needs: the art request (less what the page supplies) and any painted art. */
export interface PanelPlan {
  art: Omit<PanelArtRequest, 'photo' | 'print' | 'width' | 'height'>;
  /** The image model's picture for this panel, when it drew one (bytes of any image format). */
  painted?: Uint8Array | null;
}

export interface StoryPageInput {
  photo: Buffer;
  print: PrintLook;
  layout: PageLayout;
  panels: PanelPlan[];
  words: PanelWords[];
  /** Names the script uses for the hero (short name, full name), so their balloons point at the hero. */
  heroNames: string[];
}

/** What re-lettering needs besides the words: where each panel is, what to keep clear, where heads are. */
export interface ArtMeta {
  frames: PanelFrame[];
  keepClear: Rect[][];
  heads: Record<string, Point>[];
}

export interface RenderedPage {
  /** PNG of the art without lettering (grayscale for manga). */
  art: Buffer;
  /** PNG of the lettered page at print size, bleed included. */
  print: Buffer;
  /** WebP, READER_MAX_WIDTH_PX wide. */
  reader: Buffer;
  meta: ArtMeta;
  items: PlacedLettering[];
  /** Sound effects left out for want of room (words are shortened, never left out). */
  dropped: string[];
  /** Panels whose painted art could not be used and were drawn by the built-in art instead. */
  fellBack: number[];
}

export async function renderStoryPage(input: StoryPageInput): Promise<RenderedPage> {
  const { layout, print } = input;
  const fellBack: number[] = [];
  const arts = await Promise.all(
    layout.frames.map(async (frame, i) => {
      const plan = input.panels[i];
      const request: PanelArtRequest = { ...plan.art, photo: input.photo, print, width: frame.rect.width, height: frame.rect.height };
      if (plan.painted) {
        try {
          return await paintedPanelArt(Buffer.from(plan.painted), request);
        } catch {
          fellBack.push(i);
        }
      }
      return drawPanelArt(request);
    }),
  );
  const meta: ArtMeta = {
    frames: layout.frames,
    keepClear: arts.map((art, i) => (art.heroFace ? [offset(art.heroFace, layout.frames[i].rect)] : [])),
    heads: arts.map((art, i) => headsOnPage(art, layout.frames[i].rect, input.heroNames)),
  };
  const art = await composeArt(layout.frames, arts, print);
  const lettered = await letterArt(art, meta, input.words, print);
  return { art: await encodePrint(art, print), ...lettered, meta, fellBack };
}

/** Re-letters a rendered page from its stored art: no new art, the same frames, new words. */
export async function reletterPage(input: { art: Buffer; meta: ArtMeta; words: PanelWords[]; print: PrintLook }) {
  const raw = await sharp(input.art).removeAlpha().toColourspace('srgb').raw().toBuffer();
  return letterArt(raw, input.meta, input.words, input.print);
}

/** Full pages drawn whole (title, dedication, the end, about): print and reader copies. */
export async function encodeFullPage(pixels: Buffer, print: PrintLook): Promise<{ print: Buffer; reader: Buffer }> {
  return { print: await encodePrint(pixels, print), reader: await encodeReader(pixels) };
}

async function letterArt(art: Buffer, meta: ArtMeta, words: PanelWords[], print: PrintLook) {
  const panels: LetteringPanel[] = meta.frames.map((frame, i) => ({
    frame,
    keepClear: meta.keepClear[i] ?? [],
    heads: meta.heads[i] ?? {},
    caption: words[i]?.caption,
    balloons: words[i]?.balloons ?? [],
    sfx: words[i]?.sfx,
  }));
  const lettering = letterPage(panels, print);
  const page = await sharp(art, { raw: { width: PAGE_PX.width, height: PAGE_PX.height, channels: 3 } })
    .composite([{ input: Buffer.from(lettering.svg), top: 0, left: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const [printBytes, reader] = await Promise.all([encodePrint(page, print), encodeReader(page)]);
  return { print: printBytes, reader, items: lettering.items, dropped: lettering.dropped.map((d) => d.id) };
}

/** The page's art: paper, each panel clipped to its outline, then the borders over the edges. */
async function composeArt(frames: PanelFrame[], arts: PanelArt[], print: PrintLook): Promise<Buffer> {
  const layers: OverlayOptions[] = await Promise.all(
    frames.map(async (frame, i) => {
      const { rect } = frame;
      const art = sharp(arts[i].pixels, { raw: { width: arts[i].width, height: arts[i].height, channels: 3 } });
      const input = isRectangle(frame)
        ? await art.png({ compressionLevel: 0 }).toBuffer()
        : await art.joinChannel(await outlineMask(frame), { raw: { width: rect.width, height: rect.height, channels: 1 } }).png({ compressionLevel: 0 }).toBuffer();
      return { input, left: rect.x, top: rect.y };
    }),
  );
  const ink = inkOf(print);
  const borders = frames
    .map((f) => `<polygon points="${f.outline.map((p) => `${p.x},${p.y}`).join(' ')}" fill="none" stroke="${ink}" stroke-width="${PANEL_BORDER_PX}" stroke-linejoin="miter"/>`)
    .join('');
  layers.push({ input: Buffer.from(svgPage(borders)), left: 0, top: 0 });
  return sharp({ create: { width: PAGE_PX.width, height: PAGE_PX.height, channels: 3, background: PAGE_PAPER[print] } })
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** An 8-bit alpha mask of a non-rectangular outline, in the frame's own pixels. */
async function outlineMask(frame: PanelFrame): Promise<Buffer> {
  const { rect } = frame;
  const points = frame.outline.map((p) => `${p.x - rect.x},${p.y - rect.y}`).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${rect.width}" height="${rect.height}"><polygon points="${points}" fill="#fff"/></svg>`;
  return sharp({ create: { width: rect.width, height: rect.height, channels: 3, background: '#000' } })
    .composite([{ input: Buffer.from(svg) }])
    .extractChannel(0)
    .raw()
    .toBuffer();
}

function isRectangle(frame: PanelFrame): boolean {
  const { rect, outline } = frame;
  if (outline.length !== 4) return false;
  return outline.every((p) => (p.x === rect.x || p.x === rect.x + rect.width) && (p.y === rect.y || p.y === rect.y + rect.height));
}

const svgPage = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_PX.width}" height="${PAGE_PX.height}">${body}</svg>`;

const offset = (r: Rect, by: Rect): Rect => ({ x: r.x + by.x, y: r.y + by.y, width: r.width, height: r.height });

/** Heads on the page; the hero's also under each name the script may use for them. */
function headsOnPage(art: PanelArt, rect: Rect, heroNames: string[]): Record<string, Point> {
  const heads: Record<string, Point> = {};
  for (const [name, point] of Object.entries(art.heads)) heads[name] = { x: point.x + rect.x, y: point.y + rect.y };
  const hero = heads[HERO_KEY];
  if (hero) for (const name of heroNames) heads[name] = hero;
  return heads;
}

/**
 * The print page: manga prints in one ink, so its file is single-channel gray (a third of the bytes);
 * PNG keeps every screentone dot exact. A fast zlib level: these are written once and read rarely.
 */
function encodePrint(pixels: Buffer, print: PrintLook): Promise<Buffer> {
  const image = sharp(pixels, { raw: { width: PAGE_PX.width, height: PAGE_PX.height, channels: 3 } });
  // Manga pixels have r = g = b (art and lettering alike), so the first channel is the whole page.
  return (print === 'grayscale' ? image.extractChannel(0).toColourspace('b-w') : image).png({ compressionLevel: 2, adaptiveFiltering: false }).toBuffer();
}

function encodeReader(pixels: Buffer): Promise<Buffer> {
  return sharp(pixels, { raw: { width: PAGE_PX.width, height: PAGE_PX.height, channels: 3 } })
    .resize({ width: READER_MAX_WIDTH_PX })
    .webp({ quality: 80 })
    .toBuffer();
}
