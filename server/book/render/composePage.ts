// Puts a page together at print size, inside a CPU pool worker: each panel's art (built-in, or painted by
// an image model and given the style's print treatment) clipped to its frame on the paper, the panel
// borders, then the lettering on top. Three files come out: the art alone (so words can be re-lettered
// later without redrawing), the print page and the reader's smaller WebP copy.
import sharp from 'sharp';
import { PAGE_PX, READER_MAX_WIDTH_PX } from '../../../shared/printGeometry';
import { drawPanelArt } from '../art/panelArt';
import { paintedPanelArt } from './paintedPanelArt';
import { PANEL_BORDER_PX } from '../layout/pageLayouts';
import { letterPage } from '../lettering/letterPage';
import { HERO_KEY, type LetteringPanel, type PageLayout, type PanelArt, type PanelArtRequest, type PanelFrame, type PlacedLettering, type Point, type PrintLook, type Rect } from '../pageModel';
import { PAGE_INK, PAGE_PAPER, inkOf } from './pagePaper';

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
  const [artPng, lettered] = await Promise.all([encodePrint(art, print), letterArt(art, meta, input.words, print)]);
  return { art: artPng, ...lettered, meta, fellBack };
}

/** Re-letters a rendered page from its stored art: no new art, the same frames, new words. */
export async function reletterPage(input: { art: Buffer; meta: ArtMeta; words: PanelWords[]; print: PrintLook }) {
  const raw = await sharp(input.art).removeAlpha().toColourspace('srgb').raw().toBuffer();
  return letterArt(raw, input.meta, input.words, input.print);
}

/** Full pages drawn whole (title, dedication, the end, about): print and reader copies. */
export async function encodeFullPage(pixels: Buffer, print: PrintLook): Promise<{ print: Buffer; reader: Buffer }> {
  const [printBytes, reader] = await Promise.all([encodePrint(pixels, print), encodeReader(pixels)]);
  return { print: printBytes, reader };
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
  // Only the part of the page that has lettering is rasterized (the SVG renderer's cost is its canvas).
  const area = letteredArea(lettering);
  const page = area
    ? await sharp(art, { raw: { width: PAGE_PX.width, height: PAGE_PX.height, channels: 3 } })
        .composite([{ input: Buffer.from(cropSvg(lettering.svg, area)), top: area.y, left: area.x }])
        .removeAlpha()
        .raw()
        .toBuffer()
    : art;
  const [printBytes, reader] = await Promise.all([encodePrint(page, print), encodeReader(page)]);
  return { print: printBytes, reader, items: lettering.items, dropped: lettering.dropped.map((d) => d.id) };
}

/**
 * The page's art: paper, each panel clipped to its outline, then the borders over the edges. Rectangular
 * panels and their borders (most of a book) are copied and filled straight into the page's pixels, which
 * is several times faster than compositing encoded layers; only diagonal cuts and insets go through an
 * SVG mask and an SVG border.
 */
async function composeArt(frames: PanelFrame[], arts: PanelArt[], print: PrintLook): Promise<Buffer> {
  const { width, height } = PAGE_PX;
  const page = Buffer.alloc(width * height * 3);
  const paper = PAGE_PAPER[print];
  page.fill(Buffer.from([paper.r, paper.g, paper.b]));
  const shaped: PanelFrame[] = [];
  for (const [i, frame] of frames.entries()) {
    if (isRectangle(frame)) copyRect(page, arts[i].pixels, frame.rect);
    else {
      await blendMasked(page, arts[i].pixels, frame);
      shaped.push(frame);
    }
  }
  const ink = PAGE_INK[print];
  for (const frame of frames) if (isRectangle(frame)) strokeRect(page, frame.rect, PANEL_BORDER_PX, ink);
  if (shaped.length === 0) return page;
  const borders = shaped
    .map((f) => `<polygon points="${f.outline.map((p) => `${p.x},${p.y}`).join(' ')}" fill="none" stroke="${inkOf(print)}" stroke-width="${PANEL_BORDER_PX}" stroke-linejoin="miter"/>`)
    .join('');
  const bordered = await sharp(page, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(svgPage(borders)), left: 0, top: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer();
  // A slanted border is antialiased; manga art stays pure black and white.
  if (print === 'grayscale') for (let i = 0; i < bordered.length; i++) bordered[i] = bordered[i] < 128 ? 0 : 255;
  return bordered;
}

/** Room around shapes and tail lines for strokes, tail bases and sound-effect outlines. */
const LETTERING_MARGIN_PX = 60;

/** The bounding box of everything lettered (shapes, tails, trails), or null when the page has no words. */
function letteredArea(lettering: ReturnType<typeof letterPage>): Rect | null {
  const points = [
    ...lettering.items.flatMap((i) => [{ x: i.shape.x, y: i.shape.y }, { x: i.shape.x + i.shape.width, y: i.shape.y + i.shape.height }]),
    ...lettering.pointers.flatMap((p) => [p.from, p.tip]),
  ];
  if (points.length === 0) return null;
  const x0 = Math.max(0, Math.floor(Math.min(...points.map((p) => p.x)) - LETTERING_MARGIN_PX));
  const y0 = Math.max(0, Math.floor(Math.min(...points.map((p) => p.y)) - LETTERING_MARGIN_PX));
  const x1 = Math.min(PAGE_PX.width, Math.ceil(Math.max(...points.map((p) => p.x)) + LETTERING_MARGIN_PX));
  const y1 = Math.min(PAGE_PX.height, Math.ceil(Math.max(...points.map((p) => p.y)) + LETTERING_MARGIN_PX));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** The full-page lettering SVG, showing only `area` (the same drawing on a smaller canvas). */
function cropSvg(svg: string, area: Rect): string {
  const body = svg.slice(svg.indexOf('>') + 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${area.width}" height="${area.height}" viewBox="${area.x} ${area.y} ${area.width} ${area.height}">${body}`;
}

/** Copies a panel's pixels (its own width) into the page at its rect, row by row, clipped to the page. */
function copyRect(page: Buffer, pixels: Buffer, rect: Rect) {
  const { width, height } = PAGE_PX;
  const x0 = Math.max(0, rect.x);
  const x1 = Math.min(width, rect.x + rect.width);
  for (let y = Math.max(0, rect.y); y < Math.min(height, rect.y + rect.height); y++) {
    const from = ((y - rect.y) * rect.width + (x0 - rect.x)) * 3;
    pixels.copy(page, (y * width + x0) * 3, from, from + (x1 - x0) * 3);
  }
}

/** The border of a rectangular panel: a stroke centred on its edges, like the SVG stroke of the others. */
function strokeRect(page: Buffer, rect: Rect, stroke: number, ink: readonly number[]) {
  const half = stroke / 2;
  const fill = (x: number, y: number, w: number, h: number) => {
    const x0 = Math.max(0, Math.round(x));
    const x1 = Math.min(PAGE_PX.width, Math.round(x + w));
    for (let row = Math.max(0, Math.round(y)); row < Math.min(PAGE_PX.height, Math.round(y + h)); row++) {
      for (let col = x0; col < x1; col++) {
        const at = (row * PAGE_PX.width + col) * 3;
        page[at] = ink[0];
        page[at + 1] = ink[1];
        page[at + 2] = ink[2];
      }
    }
  };
  const { x, y, width: w, height: h } = rect;
  fill(x - half, y - half, w + stroke, stroke);
  fill(x - half, y + h - half, w + stroke, stroke);
  fill(x - half, y - half, stroke, h + stroke);
  fill(x + w - half, y - half, stroke, h + stroke);
}

/** Blends a panel into the page through its outline's mask (soft at the edge, as the SVG renderer draws it). */
async function blendMasked(page: Buffer, pixels: Buffer, frame: PanelFrame) {
  const { rect } = frame;
  const mask = await outlineMask(frame);
  for (let y = 0; y < rect.height; y++) {
    const py = rect.y + y;
    if (py < 0 || py >= PAGE_PX.height) continue;
    for (let x = 0; x < rect.width; x++) {
      const px = rect.x + x;
      const a = mask[y * rect.width + x];
      if (a === 0 || px < 0 || px >= PAGE_PX.width) continue;
      const to = (py * PAGE_PX.width + px) * 3;
      const from = (y * rect.width + x) * 3;
      for (let c = 0; c < 3; c++) page[to + c] = (pixels[from + c] * a + page[to + c] * (255 - a) + 127) / 255;
    }
  }
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
