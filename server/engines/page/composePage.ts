// Puts a page together at print size, inside a CPU pool worker: each panel's art (built-in, or painted by
// an image model and given the style's print treatment) clipped to its frame on the paper, the panel
// borders, then the lettering on top. The files that come out: the art alone (so words can be re-lettered
// later without redrawing), the print page, and the reader's smaller JPEG copy with its thumbnail. The page's
// pixels exist once: the art is encoded before the lettering is drawn into the same pixels (pagePixels.ts).
import sharp from 'sharp';
import { COMIC_PAGE, type PageGeometry } from '../../../shared/printGeometry';
import { drawPanelPicture } from '../panels/panelArt';
import { rememberAnalyses, type PhotoAnalysis } from '../panels/heroPhoto';
import { paintedPanelArt } from './paintedPanelArt';
import { PANEL_BORDER_PX } from '../layout/pageLayouts';
import { letterPage } from '../lettering/letterPage';
import type { UndrawableText } from '../lettering/letteringModel';
import {
  HERO_KEY,
  type LetteringPanel,
  type PageLayout,
  type PanelArt,
  type PanelArtRequest,
  type PanelFrame,
  type PlacedLettering,
  type Point,
  type PrintLook,
  type Rect,
} from '../pageModel';
import { decodeArt, encodePrint, encodeScreenCopies } from './pageFiles';
import { PAGE_INK, PAGE_PAPER, inkOf } from './pagePaper';
import { channelsOf, drawSvgOver, onPage, type PagePixels } from '../artKit/pagePixels';

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
  /** The trim the page is composed at (the layout's frames are laid out for it); the comic's by default. */
  geometry?: PageGeometry;
  /**
   * Only the print page (a page composed again for a print format keeps nothing else):
   * art, reader and thumbnail come back empty.
   */
  printOnly?: boolean;
  /** The face model's analyses of the page's photos, by photo key, worked out once per book (photoAnalyses.ts). */
  analyses?: Record<string, PhotoAnalysis>;
  /** A right-to-left book (its layout already mirrored): each panel's words read from its right. */
  rightToLeft?: boolean;
}

/** What re-lettering needs besides the words: where each panel is, what to keep clear, where heads are. */
export interface ArtMeta {
  frames: PanelFrame[];
  keepClear: Rect[][];
  heads: Record<string, Point>[];
  /** Each panel's figures by speaker name, page pixels (absent in pages stored before figures were kept). */
  figures?: Record<string, Rect>[];
  /** The page reads right to left: re-lettering places the words as the first lettering did. */
  rightToLeft?: boolean;
}

export interface RenderedPage {
  /** PNG of the art without lettering (grayscale for manga). */
  art: Buffer;
  /** PNG of the lettered page at print size, bleed included. */
  print: Buffer;
  /** JPEG, READER_MAX_WIDTH_PX wide. */
  reader: Buffer;
  /** JPEG, THUMB_WIDTH_PX wide. */
  thumb: Buffer;
  meta: ArtMeta;
  items: PlacedLettering[];
  /** Sound effects left out for want of room (words are shortened, never left out). */
  dropped: string[];
  /** Characters no face could draw, by item (left out of the lettering; the book job reports them). */
  undrawable: UndrawableText[];
  /** Panels whose painted art could not be used and were drawn by the built-in art instead. */
  fellBack: number[];
}

export async function renderStoryPage(input: StoryPageInput): Promise<RenderedPage> {
  const { layout, print } = input;
  rememberAnalyses(input.analyses ?? {});
  const geometry = input.geometry ?? COMIC_PAGE;
  const fellBack: number[] = [];
  const page = paper(print, geometry);
  const faces: Rect[][] = [];
  const heads: Record<string, Point>[] = [];
  const figures: Record<string, Rect>[] = [];
  // One panel at a time, each laid on the page as soon as it is drawn: a panel's drawing holds several
  // panel-sized buffers, and the pool already keeps every core busy with a page each, so drawing panels
  // side by side would only multiply the memory.
  for (const [i, frame] of layout.frames.entries()) {
    const plan = input.panels[i];
    const request: PanelArtRequest = {
      ...plan.art,
      ...castPhotosOf(plan.art),
      photo: input.photo,
      print,
      width: frame.rect.width,
      height: frame.rect.height,
    };
    const painted = plan.painted ? await paintedOrNull(plan.painted, request, () => fellBack.push(i)) : null;
    const art = painted ?? (await drawPanelPicture(request));
    await placePanel(page, art, frame);
    // Balloons keep off the hero's face and off every drawn face of the cast.
    const clear = [art.heroFace, ...(art.drawn ?? []).filter((d) => d.kind === 'face').map((d) => d.box)].filter(
      (r): r is Rect => r !== null,
    );
    faces.push(clear.map((r) => offset(r, frame.rect)));
    heads.push(headsOnPage(art, frame.rect, input.heroNames));
    figures.push(figuresOnPage(art, frame.rect, input.heroNames));
  }
  await drawBorders(page, layout.frames, print);
  const meta: ArtMeta = {
    frames: layout.frames,
    keepClear: faces,
    heads,
    figures,
    ...(input.rightToLeft ? { rightToLeft: true } : {}),
  };
  // The art alone is encoded first; then the words are lettered into the same pixels.
  const art = input.printOnly ? EMPTY : await encodePrint(page);
  return { art, ...(await letterArt(page, meta, input.words, print, geometry, input.printOnly)), meta, fellBack };
}

/**
 * The panel's cast photos as Buffers. The page request crosses into a CPU pool worker by structured clone,
 * which hands nested Buffers over as plain Uint8Arrays (only top-level byte fields are turned back into
 * Buffers, server/workers/transfer.ts); this views the same bytes as Buffers again, without a copy.
 */
export function castPhotosOf(art: Pick<PanelArtRequest, 'castPhotos'>): Pick<PanelArtRequest, 'castPhotos'> {
  if (!art.castPhotos) return {};
  const photos = Object.entries(art.castPhotos as Record<string, Uint8Array>).map(([name, bytes]) => [
    name,
    Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  ]);
  return { castPhotos: Object.fromEntries(photos) };
}

/** The painted panel in the style's treatment, or null (and `failed` called) when its image cannot be used. */
async function paintedOrNull(
  painted: Uint8Array,
  request: PanelArtRequest,
  failed: () => void,
): Promise<PanelArt | null> {
  try {
    return await paintedPanelArt(Buffer.from(painted), request);
  } catch {
    failed();
    return null;
  }
}

/** Re-letters a rendered page from its stored art: no new art, the same frames, new words. */
export async function reletterPage(input: {
  art: Buffer;
  meta: ArtMeta;
  words: PanelWords[];
  print: PrintLook;
  geometry?: PageGeometry;
}) {
  return letterArt(
    await decodeArt(input.art, input.print),
    input.meta,
    input.words,
    input.print,
    input.geometry ?? COMIC_PAGE,
  );
}

/** Full pages drawn whole (title, dedication, the end, about): print and reader copies. */
export async function encodeFullPage(
  page: PagePixels,
  printOnly = false,
): Promise<{ print: Buffer; reader: Buffer; thumb: Buffer }> {
  const [print, screen] = await Promise.all([
    encodePrint(page),
    printOnly ? { reader: EMPTY, thumb: EMPTY } : encodeScreenCopies(page),
  ]);
  return { print, ...screen };
}

/** Letters the page's pixels in place and encodes the print page and the reader's copy. */
async function letterArt(
  page: PagePixels,
  meta: ArtMeta,
  words: PanelWords[],
  print: PrintLook,
  geometry: PageGeometry,
  printOnly = false,
) {
  const panels: LetteringPanel[] = meta.frames.map((frame, i) => ({
    frame,
    keepClear: meta.keepClear[i] ?? [],
    heads: meta.heads[i] ?? {},
    figures: meta.figures?.[i] ?? {},
    caption: words[i]?.caption,
    balloons: words[i]?.balloons ?? [],
    sfx: words[i]?.sfx,
  }));
  const lettering = letterPage(panels, print, geometry, meta.rightToLeft);
  // Layer by layer: only the areas with lettering are rasterized (the SVG renderer's cost is its canvas).
  for (const layer of lettering.layers) await drawSvgOver(page, layer.box, layer.svg);
  return {
    ...(await encodeFullPage(page, printOnly)),
    items: lettering.items,
    dropped: lettering.dropped.map((d) => d.id),
    undrawable: lettering.undrawable,
  };
}

const EMPTY = Buffer.alloc(0);

/** A page of the look's paper. */
function paper(print: PrintLook, geometry: PageGeometry): PagePixels {
  const channels = channelsOf(print);
  const { r, g, b } = PAGE_PAPER[print];
  const { width, height } = geometry.px;
  const page: PagePixels = { data: Buffer.allocUnsafe(width * height * channels), channels, width, height };
  page.data.fill(Buffer.from([r, g, b].slice(0, channels)));
  return page;
}

/**
 * A panel on the page, clipped to its outline. Rectangular panels (most of a book) are copied straight into
 * the page's pixels; diagonal cuts and insets are blended through their outline's mask.
 */
async function placePanel(page: PagePixels, art: PanelArt, frame: PanelFrame) {
  if (art.channels !== page.channels) throw new Error("A panel is not drawn for the page's look.");
  if (isRectangle(frame)) copyRect(page, art.pixels, frame.rect);
  else await blendMasked(page, art.pixels, frame);
}

/** The panels' borders: rectangles filled straight into the pixels, other outlines by the SVG renderer. */
async function drawBorders(page: PagePixels, frames: PanelFrame[], print: PrintLook) {
  const ink = Buffer.from(PAGE_INK[print].slice(0, page.channels));
  for (const frame of frames) if (isRectangle(frame)) strokeRect(page, frame.rect, PANEL_BORDER_PX, ink);
  const shaped = frames.filter((frame) => !isRectangle(frame));
  if (shaped.length) await strokeShaped(page, shaped, print);
}

/** The borders of diagonal cuts and insets, drawn by the SVG renderer over the box they span. */
async function strokeShaped(page: PagePixels, shaped: PanelFrame[], print: PrintLook) {
  const points = shaped.flatMap((f) => f.outline);
  // Miter joins reach past a corner by at most the miter limit (SVG's default, 4) times half the stroke.
  const room = PANEL_BORDER_PX * 4;
  const x = Math.min(...points.map((p) => p.x)) - room;
  const y = Math.min(...points.map((p) => p.y)) - room;
  const box = onPage(
    {
      x,
      y,
      width: Math.max(...points.map((p) => p.x)) + room - x,
      height: Math.max(...points.map((p) => p.y)) + room - y,
    },
    page,
  );
  const borders = shaped
    .map(
      (f) =>
        `<polygon points="${f.outline.map((p) => `${p.x},${p.y}`).join(' ')}" fill="none" ` +
        `stroke="${inkOf(print)}" stroke-width="${PANEL_BORDER_PX}" stroke-linejoin="miter"/>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" ` +
    `viewBox="${box.x} ${box.y} ${box.width} ${box.height}">${borders}</svg>`;
  await drawSvgOver(page, box, svg);
  // A slanted border is antialiased; manga art stays pure black and white.
  if (page.channels === 1) {
    for (let row = box.y; row < box.y + box.height; row++) {
      for (let i = row * page.width + box.x, end = i + box.width; i < end; i++)
        page.data[i] = page.data[i] < 128 ? 0 : 255;
    }
  }
}

/** Copies a panel's pixels (its own width) into the page at its rect, row by row, clipped to the page. */
function copyRect(page: PagePixels, pixels: Buffer, rect: Rect) {
  const { width, height } = page;
  const ch = page.channels;
  const x0 = Math.max(0, rect.x);
  const x1 = Math.min(width, rect.x + rect.width);
  for (let y = Math.max(0, rect.y); y < Math.min(height, rect.y + rect.height); y++) {
    const from = ((y - rect.y) * rect.width + (x0 - rect.x)) * ch;
    pixels.copy(page.data, (y * width + x0) * ch, from, from + (x1 - x0) * ch);
  }
}

/** The border of a rectangular panel: a stroke centred on its edges, like the SVG stroke of the others. */
function strokeRect(page: PagePixels, rect: Rect, stroke: number, ink: Buffer) {
  const half = stroke / 2;
  const ch = page.channels;
  const fill = (x: number, y: number, w: number, h: number) => {
    const x0 = Math.max(0, Math.round(x));
    const x1 = Math.min(page.width, Math.round(x + w));
    if (x1 <= x0) return;
    for (let row = Math.max(0, Math.round(y)); row < Math.min(page.height, Math.round(y + h)); row++) {
      page.data.fill(ink, (row * page.width + x0) * ch, (row * page.width + x1) * ch);
    }
  };
  const { x, y, width: w, height: h } = rect;
  fill(x - half, y - half, w + stroke, stroke);
  fill(x - half, y + h - half, w + stroke, stroke);
  fill(x - half, y - half, stroke, h + stroke);
  fill(x + w - half, y - half, stroke, h + stroke);
}

/** Blends a panel into the page through its outline's mask (soft at the edge, as the SVG renderer draws it). */
async function blendMasked(page: PagePixels, pixels: Buffer, frame: PanelFrame) {
  const { rect } = frame;
  const ch = page.channels;
  const mask = await outlineMask(frame);
  for (let y = 0; y < rect.height; y++) {
    const py = rect.y + y;
    if (py < 0 || py >= page.height) continue;
    for (let x = 0; x < rect.width; x++) {
      const px = rect.x + x;
      const a = mask[y * rect.width + x];
      if (a === 0 || px < 0 || px >= page.width) continue;
      const to = (py * page.width + px) * ch;
      const from = (y * rect.width + x) * ch;
      for (let c = 0; c < ch; c++)
        page.data[to + c] = (pixels[from + c] * a + page.data[to + c] * (255 - a) + 127) / 255;
    }
  }
}

/** An 8-bit alpha mask of a non-rectangular outline, in the frame's own pixels. */
async function outlineMask(frame: PanelFrame): Promise<Buffer> {
  const { rect } = frame;
  const points = frame.outline.map((p) => `${p.x - rect.x},${p.y - rect.y}`).join(' ');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${rect.width}" height="${rect.height}">` +
    `<polygon points="${points}" fill="#fff"/></svg>`;
  return sharp({ create: { width: rect.width, height: rect.height, channels: 3, background: '#000' } })
    .composite([{ input: Buffer.from(svg) }])
    .extractChannel(0)
    .raw()
    .toBuffer();
}

function isRectangle(frame: PanelFrame): boolean {
  const { rect, outline } = frame;
  if (outline.length !== 4) return false;
  return outline.every(
    (p) => (p.x === rect.x || p.x === rect.x + rect.width) && (p.y === rect.y || p.y === rect.y + rect.height),
  );
}

const offset = (r: Rect, by: Rect): Rect => ({ x: r.x + by.x, y: r.y + by.y, width: r.width, height: r.height });

/** Heads on the page; the hero's also under each name the script may use for them. */
/** The panel's figures on the page, by name; the hero's under each of the names the script calls them. */
function figuresOnPage(art: PanelArt, rect: Rect, heroNames: string[]): Record<string, Rect> {
  const figures: Record<string, Rect> = {};
  for (const [name, box] of Object.entries(art.figures ?? {})) figures[name] = offset(box, rect);
  const hero = figures[HERO_KEY];
  if (hero) for (const name of heroNames) figures[name] = hero;
  return figures;
}

function headsOnPage(art: PanelArt, rect: Rect, heroNames: string[]): Record<string, Point> {
  const heads: Record<string, Point> = {};
  for (const [name, point] of Object.entries(art.heads)) heads[name] = { x: point.x + rect.x, y: point.y + rect.y };
  const hero = heads[HERO_KEY];
  if (hero) for (const name of heroNames) heads[name] = hero;
  return heads;
}
