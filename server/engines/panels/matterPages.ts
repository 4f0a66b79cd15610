// The front and back matter, drawn whole at print size in the book's look: the title page (the title big,
// "Starring" the hero, a framed portrait panel, the byline), the dedication (one quiet line and an
// ornament), "The End" (with the hero waving goodbye) and "About" the hero (a portrait and a few lines).
// All text is outline paths inside the safe box, wrapped and fitted, shortened with "…" only when even the
// smallest size cannot hold it. Manga pages print black and white; vintage pages in colour on aged paper.
import sharp from 'sharp';
import { mangaScreentone } from '../artKit/halftone';
import { PAPER } from '../artKit/heroTone';
import { COMIC_PAGE } from '../../../shared/printGeometry';
import { bangers, letteringFont } from '../artKit/text/fonts';
import type { PrintLook } from '../pageModel';
import { benDay } from './benDay';
import { focusLines, sunburst } from './effects';
import { fitLines, type FittedLines } from '../artKit/text/fitLines';
import { blockHeight, textSvg } from '../artKit/text/outlines';
import { lettered } from '../artKit/text/words';
import { drawPanelPicture, greyToRgb } from './panelArt';
import { channelsOf, type PagePixels } from '../artKit/pagePixels';
import { painter } from './palette';
import { dice, mixSeed } from '../../lib/seededRandom';
import { n, path, rect, sparkle, svgDoc } from '../artKit/svg';
import { agePaper, MANGA_CELL } from './treatment';
import {
  frame,
  matterBox,
  TEXT_MARGIN,
  type MatterLayout,
  type MatterPageRequest,
  type PlacedText,
  type Style,
} from './matterKit';
import { answersPage, castPage, momentPage } from './extraMatter';
import { matterWords } from '../words/matterWords';

export type { MatterLayout, MatterPageRequest };

/** The page in RGB (grayscale pages have r = g = b). */
export async function drawMatterPage(
  req: MatterPageRequest,
): Promise<{ pixels: Buffer; width: number; height: number }> {
  const page = await drawMatterPicture(req);
  return { pixels: page.channels === 3 ? page.data : greyToRgb(page.data), width: page.width, height: page.height };
}

/** The page as it is encoded: one grey byte a pixel for the grayscale look, else RGB (pagePixels.ts). */
export async function drawMatterPicture(req: MatterPageRequest): Promise<PagePixels> {
  const layout = layoutMatterPage(req);
  const ch = channelsOf(req.print);
  const { width: W, height: H } = (req.geometry ?? COMIC_PAGE).px;
  const page = layout.plain
    ? plainPage(req.print, W, H)
    : await screenedBackground(layout.background, req.print, req.seed, W, H);
  const arts = await Promise.all(
    layout.panels.map((panel, i) =>
      drawPanelPicture({
        ...panel.art,
        // The hero as they are on the matter pages too (in the chair, with hearing aids).
        ...(req.heroAids?.length && panel.art.heroPresent ? { heroAids: req.heroAids } : {}),
        photo: req.photo,
        print: req.print,
        width: panel.rect.width,
        height: panel.rect.height,
        seed: mixSeed(req.seed, req.kind, i),
      }),
    ),
  );
  arts.forEach((art, i) => {
    const { x, y } = layout.panels[i].rect;
    for (let row = 0; row < art.height; row++)
      art.pixels.copy(page, ((y + row) * W + x) * ch, row * art.width * ch, (row + 1) * art.width * ch);
  });
  // The overlay (frames, ornaments, text) over the page, by its alpha, a band of rows at a time: a band's
  // raster is a fraction of a page-sized one, and the overlay is little to draw again for each band.
  for (let top = 0; top < H; top += OVERLAY_BAND_ROWS) {
    const rows = Math.min(OVERLAY_BAND_ROWS, H - top);
    const band =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${rows}" ` +
      `viewBox="0 ${top} ${W} ${rows}">${layout.overlay}</svg>`;
    const overlay = await sharp(Buffer.from(band)).raw().toBuffer();
    // Grey pages take the overlay's red: its greys have r = g = b, and antialiased text edges stay grey.
    for (let i = 0, p = top * W * ch, q = 0; i < W * rows; i++, p += ch, q += 4) {
      const a = overlay[q + 3];
      if (!a) continue;
      for (let c = 0; c < ch; c++)
        page[p + c] = a === 255 ? overlay[q + c] : (overlay[q + c] * a + page[p + c] * (255 - a)) / 255;
    }
  }
  return { data: page, channels: ch, width: W, height: H };
}

/** Rows of the overlay rasterized at once. */
const OVERLAY_BAND_ROWS = 512;

function plainPage(look: PrintLook, W: number, H: number): Buffer {
  if (look === 'grayscale') return Buffer.alloc(W * H, 255);
  const page = Buffer.alloc(W * H * 3);
  for (let p = 0; p < page.length; p += 3) [page[p], page[p + 1], page[p + 2]] = PAPER;
  agePaper(page, W, H, 7);
  return page;
}

async function screenedBackground(svg: string, look: PrintLook, seed: number, W: number, H: number): Promise<Buffer> {
  const image = sharp(Buffer.from(svgDoc(W, H, svg)));
  if (look === 'grayscale') {
    const grey = await image.extractChannel(0).raw().toBuffer();
    const screened = mangaScreentone(grey, W, H, MANGA_CELL);
    return Buffer.from(screened.buffer, screened.byteOffset, screened.byteLength);
  }
  const rgb = await image.removeAlpha().raw().toBuffer();
  const page = Buffer.allocUnsafe(W * H * 3);
  benDay({ rgb, width: W, height: H }, PAPER, page);
  agePaper(page, W, H, seed);
  return page;
}

export function layoutMatterPage(req: MatterPageRequest): MatterLayout {
  const paint = painter(req.print);
  const style: Style = {
    look: req.print,
    paint,
    ink: paint('ink'),
    paper: paint('paper'),
    manga: req.print === 'grayscale',
    d: dice(mixSeed(req.seed, 'matter', req.kind)),
    page: matterBox(req.geometry ?? COMIC_PAGE),
  };
  switch (req.kind) {
    case 'title':
      return titlePage(req, style);
    case 'dedication':
      return dedicationPage(req, style);
    case 'end':
      return endPage(req, style);
    case 'about':
      return aboutPage(req, style);
    case 'cast':
      return castPage(req, style);
    case 'answers':
      return answersPage(req, style);
    case 'moment':
      return momentPage(req, style);
  }
}

function titlePage(req: MatterPageRequest, s: Style): MatterLayout {
  const words = matterWords(req.language);
  const { W, H, SAFE, TEXT_WIDTH, CENTRE, place } = s.page;
  const texts: PlacedText[] = [];
  const { paint } = s;
  const stroke = 14;
  let background: string;
  let overlay = '';
  let y = SAFE.y + 30;
  const title = fitLines(bangers, lettered(req.title.trim() || 'My Comic', req.language), {
    maxWidth: TEXT_WIDTH - stroke * 2,
    maxLines: 4,
    maxSize: 250,
  });
  const titleHeight = blockHeight(bangers, title.size, title.lines.length, 0.92);
  const bandBottom = y + titleHeight + 90;
  if (s.manga) {
    // A black band behind a white title, lit by focus lines.
    background =
      rect(0, 0, W, H, s.paper) +
      rect(0, 0, W, bandBottom, s.ink) +
      focusLines(
        { W, H: bandBottom, d: s.d, paint },
        {
          at: { x: W / 2, y: bandBottom / 2 },
          clear: { rx: W * 0.42, ry: bandBottom * 0.42 },
          count: 120,
          colour: s.paper,
        },
      );
  } else {
    background =
      sunburst(
        { W, H, d: s.d, paint },
        { at: { x: W / 2, y: H * 0.52 }, base: paint('yellow'), ray: paint('rays'), count: 36 },
      ) + rect(0, H - SAFE.y - 120, W, SAFE.y + 120, paint('red'));
  }
  const block = place(texts, 'title', bangers, title, y, 0.92);
  overlay += s.manga
    ? textSvg(block.d, s.paper, { colour: s.ink, width: stroke })
    : textSvg(block.d, paint('red'), { colour: s.ink, width: stroke }, { colour: s.ink, dx: 12, dy: 14 });
  y = bandBottom + 40;
  const starring = fitLines(bangers, lettered(words.starring(req.heroName.trim() || words.someone), req.language), {
    maxWidth: TEXT_WIDTH - 20,
    maxLines: 2,
    maxSize: 130,
  });
  const starBlock = place(texts, 'starring', bangers, starring, y, 0.95);
  overlay += s.manga
    ? textSvg(starBlock.d, s.ink)
    : textSvg(starBlock.d, paint('blue'), { colour: s.ink, width: 10 }, { colour: s.ink, dx: 8, dy: 9 });
  y = starBlock.box.y + starBlock.box.height + 70;
  // The byline at the foot of the safe box.
  const byline = fitLines(letteringFont, words.byline(req.author.trim() || words.lovedOne || words.someone), {
    maxWidth: TEXT_WIDTH - 80,
    maxLines: 2,
    maxSize: 92,
  });
  const bylineHeight = blockHeight(letteringFont, byline.size, byline.lines.length, 1.05);
  const bylineTop = SAFE.y + SAFE.height - TEXT_MARGIN - 30 - bylineHeight;
  const by = place(texts, 'byline', letteringFont, byline, bylineTop, 1.05);
  const boxPad = 26;
  overlay +=
    rect(
      by.box.x - boxPad - 20,
      by.box.y - boxPad,
      by.box.width + 2 * (boxPad + 20),
      by.box.height + 2 * boxPad,
      s.paper,
      s.ink,
      8,
      ' rx="24"',
    ) + textSvg(by.d, s.ink);
  // The portrait between.
  const room = bylineTop - boxPad - 70 - y;
  const side = Math.round(Math.min(SAFE.width - 40, room * 1.05));
  const height = Math.round(Math.min(room, side * 1.0));
  const panel = { x: Math.round(CENTRE - side / 2), y: Math.round(y), width: side, height };
  overlay = frame(panel, s) + overlay;
  return {
    background,
    panels: [
      {
        rect: panel,
        art: {
          shot: 'close-up',
          setting: '',
          action: 'smiles proudly, the star of the show',
          heroPresent: true,
          others: [],
        },
      },
    ],
    overlay,
    texts,
    plain: false,
  };
}

/** A small flourish: a line swelling to a diamond in the middle, with curls at the ends. */
function ornament(cx: number, cy: number, width: number, colour: string): string {
  const half = width / 2;
  const h = width * 0.06;
  const across = h * 1.4;
  const diamond = `M${n(cx)} ${n(cy - h)}L${n(cx + across)} ${n(cy)}L${n(cx)} ${n(cy + h)}L${n(cx - across)} ${n(cy)}Z`;
  const swell = (dir: number) =>
    `M${n(cx + dir * h * 1.8)} ${n(cy)}` +
    `Q${n(cx + dir * half * 0.5)} ${n(cy - h * 0.55)} ${n(cx + dir * half * 0.92)} ${n(cy)}` +
    `Q${n(cx + dir * half * 0.5)} ${n(cy + h * 0.55)} ${n(cx + dir * h * 1.8)} ${n(cy)}Z`;
  const curl = (dir: number) =>
    `M${n(cx + dir * half * 0.92)} ${n(cy)}q${n(dir * h * 1.2)} ${n(-h * 1.4)} ${n(dir * h * 0.2)} ${n(-h * 1.6)}`;
  const dots = [-1, 1].map((dir) => `M${n(cx + dir * h * 3.2)} ${n(cy - h * 1.5)}h0.1`).join('');
  return (
    path(diamond + swell(-1) + swell(1), colour) +
    `<path d="${curl(-1)}${curl(1)}" fill="none" stroke="${colour}" ` +
    `stroke-width="${n(h * 0.35)}" stroke-linecap="round"/>` +
    `<path d="${dots}" stroke="${colour}" stroke-width="${n(h * 0.7)}" stroke-linecap="round"/>`
  );
}

function dedicationPage(req: MatterPageRequest, s: Style): MatterLayout {
  const words = matterWords(req.language);
  const { H, TEXT_WIDTH, CENTRE, place } = s.page;
  const texts: PlacedText[] = [];
  const text = req.dedication.trim() || words.forYou(req.heroName.trim());
  const fitted = fitLines(letteringFont, text, { maxWidth: Math.round(TEXT_WIDTH * 0.84), maxLines: 7, maxSize: 86 });
  const leading = 1.25;
  const height = blockHeight(letteringFont, fitted.size, fitted.lines.length, leading);
  // The giver's signature sits under the words, smaller, as a card's would: the pair is centred together.
  const signature = req.signature?.trim()
    ? fitLines(letteringFont, req.signature.trim(), {
        maxWidth: Math.round(TEXT_WIDTH * 0.7),
        maxLines: 2,
        maxSize: Math.round(fitted.size * 0.75),
      })
    : undefined;
  const signatureGap = signature ? Math.round(fitted.size * 0.9) : 0;
  const signatureHeight = signature ? blockHeight(letteringFont, signature.size, signature.lines.length, leading) : 0;
  const top = Math.round(H / 2 - (height + signatureGap + signatureHeight) / 2);
  const block = place(texts, 'dedication', letteringFont, fitted, top, leading);
  const signed = signature
    ? place(texts, 'signature', letteringFont, signature, top + height + signatureGap, leading)
    : undefined;
  const accent = s.manga ? s.ink : s.paint('red');
  const gap = 110;
  const overlay =
    ornament(CENTRE, top - gap, 560, accent) +
    textSvg(block.d, s.ink) +
    (signed ? textSvg(signed.d, s.ink) : '') +
    ornament(CENTRE, top + height + signatureGap + signatureHeight + gap, 360, accent);
  return { background: '', panels: [], overlay, texts, plain: true };
}

function endPage(req: MatterPageRequest, s: Style): MatterLayout {
  const words = matterWords(req.language);
  const { W, H, SAFE, TEXT_WIDTH, CENTRE, place } = s.page;
  const texts: PlacedText[] = [];
  const { paint } = s;
  let overlay = '';
  const theEnd = fitLines(bangers, lettered(words.theEnd, req.language), {
    maxWidth: TEXT_WIDTH - 40,
    maxLines: 1,
    maxSize: 400,
  });
  const endBlock = place(texts, 'the-end', bangers, theEnd, SAFE.y + 90);
  const background = s.manga
    ? rect(0, 0, W, H, s.paper) +
      focusLines(
        { W, H, d: s.d, paint },
        {
          at: { x: W / 2, y: endBlock.box.y + endBlock.box.height / 2 },
          clear: { rx: W * 0.46, ry: endBlock.box.height * 1.1 },
          count: 160,
        },
      )
    : sunburst(
        { W, H, d: s.d, paint },
        {
          at: { x: W / 2, y: endBlock.box.y + endBlock.box.height / 2 },
          base: paint('sky'),
          ray: paint('skyHigh'),
          count: 40,
        },
      );
  overlay += s.manga
    ? textSvg(endBlock.d, s.ink, { colour: s.paper, width: 18 })
    : textSvg(endBlock.d, paint('yellow'), { colour: s.ink, width: 16 }, { colour: paint('red'), dx: 16, dy: 18 });
  // The closing line at the foot, in a caption box.
  const name = req.heroName.trim() || words.someone;
  const closing = fitLines(letteringFont, req.inMemory ? words.remembered(name) : words.closing(name), {
    maxWidth: TEXT_WIDTH - 120,
    maxLines: 3,
    maxSize: 96,
  });
  const closingHeight = blockHeight(letteringFont, closing.size, closing.lines.length, 1.1);
  const pad = 36;
  const closingTop = SAFE.y + SAFE.height - TEXT_MARGIN - pad - closingHeight;
  const closeBlock = place(texts, 'closing', letteringFont, closing, closingTop, 1.1);
  overlay +=
    rect(
      closeBlock.box.x - pad - 30,
      closeBlock.box.y - pad,
      closeBlock.box.width + 2 * (pad + 30),
      closeBlock.box.height + 2 * pad,
      s.manga ? s.paper : paint('yellow'),
      s.ink,
      8,
    ) + textSvg(closeBlock.d, s.ink);
  // The hero waving goodbye, a smaller panel between.
  const top = endBlock.box.y + endBlock.box.height + 120;
  const room = closeBlock.box.y - pad - 110 - top;
  const side = Math.round(Math.min(SAFE.width * 0.78, room));
  const panel = { x: Math.round(CENTRE - side / 2), y: Math.round(top + (room - side) / 2), width: side, height: side };
  overlay = frame(panel, s) + overlay;
  return {
    background,
    panels: [
      {
        rect: panel,
        art: {
          shot: 'close-up',
          setting: 'outside on a sunny day',
          action: 'waves goodbye with a big smile',
          heroPresent: true,
          others: [],
        },
      },
    ],
    overlay,
    texts,
    plain: false,
  };
}

function aboutPage(req: MatterPageRequest, s: Style): MatterLayout {
  const words = matterWords(req.language);
  const { W, H, SAFE, TEXT_LEFT, TEXT_WIDTH, CENTRE, place } = s.page;
  const texts: PlacedText[] = [];
  const { paint } = s;
  const name = req.heroName.trim() || words.someone;
  const heading = fitLines(bangers, lettered(words.about(name), req.language), {
    maxWidth: TEXT_WIDTH - 30,
    maxLines: 2,
    maxSize: 190,
  });
  const headBlock = place(texts, 'heading', bangers, heading, SAFE.y + 40, 0.95);
  const bandBottom = headBlock.box.y + headBlock.box.height + 60;
  let background = rect(0, 0, W, H, s.paper) + rect(0, 0, W, bandBottom, s.manga ? s.ink : paint('blue'));
  if (!s.manga) background += rect(0, bandBottom, W, 26, paint('yellow'));
  let overlay = s.manga
    ? textSvg(headBlock.d, s.paper)
    : textSvg(headBlock.d, paint('yellow'), { colour: s.ink, width: 12 }, { colour: s.ink, dx: 10, dy: 12 });
  // The portrait under the heading.
  const portraitTop = bandBottom + 90;
  const panel = { x: Math.round(CENTRE - 650), y: Math.round(portraitTop), width: 1300, height: 980 };
  overlay = frame(panel, s) + overlay;
  // The lines as a readable column: each a paragraph with a star before it, as large as fits.
  const lines = req.about
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 8);
  const columnTop = panel.y + panel.height + 110;
  const columnBottom = SAFE.y + SAFE.height - TEXT_MARGIN;
  const bullet = 70;
  const columnWidth = TEXT_WIDTH - bullet;
  const gap = 0.45;
  let chosen: FittedLines[] = [];
  for (let size = 76; size >= 34; size -= 4) {
    const fitted = lines.map((line) =>
      fitLines(letteringFont, line, { maxWidth: columnWidth, maxLines: 4, maxSize: size, minSize: size }),
    );
    const total = fitted.reduce(
      (sum, f) => sum + blockHeight(letteringFont, size, f.lines.length, 1.12) + size * gap,
      0,
    );
    chosen = fitted;
    if (total <= columnBottom - columnTop && fitted.every((f) => !f.shortened)) break;
  }
  let y = columnTop;
  chosen.forEach((fitted, i) => {
    const height = blockHeight(letteringFont, fitted.size, fitted.lines.length, 1.12);
    if (y + height > columnBottom) return;
    const block = place(texts, `about-${i}`, letteringFont, fitted, y, 1.12, 'left', TEXT_LEFT + bullet);
    const { ascent } = letteringFont.metrics(fitted.size);
    overlay +=
      path(sparkle(TEXT_LEFT + bullet * 0.42, y + ascent * 0.62, fitted.size * 0.36), s.manga ? s.ink : paint('red')) +
      textSvg(block.d, s.ink);
    y += height + fitted.size * gap;
  });
  return {
    background,
    panels: [
      {
        rect: panel,
        art: { shot: 'medium', setting: 'at home in the living room', action: 'smiles', heroPresent: true, others: [] },
      },
    ],
    overlay,
    texts,
    plain: false,
  };
}
