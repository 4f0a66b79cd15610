// The pages that bring a book up to a print format's minimum (a 6 × 9 in paperback takes 32 pages, the
// story makes 24): never blank fillers, but pages a reader keeps — "Meet the Cast" (who is who, with the
// hero's portrait), "The Story Behind the Story" (what the author told us, in their words) and "A Favourite
// Moment" (a scene of the story drawn again as one big panel, with its caption). Same look and rules as the
// other matter pages: text fitted inside the safe box, manga in one ink, vintage in colour.
import { matterWords } from '../words/matterWords';
import { inQuotes } from '../words/quoteMarks';
import { bangers, letteringFont } from '../artKit/text/fonts';
import { fitLines, type FittedLines } from '../artKit/text/fitLines';
import { blockHeight, textSvg } from '../artKit/text/outlines';
import { lettered } from '../artKit/text/words';
import { path, rect, sparkle } from '../artKit/svg';
import { MIN_LETTERING_PX } from '../../../shared/printGeometry';
import {
  frame,
  TEXT_MARGIN,
  type MatterLayout,
  type MatterPageRequest,
  type PlacedText,
  type Style,
} from './matterKit';

/** A heading in a band across the top of the page; returns the band's bottom and the drawn parts. */
function headingBand(texts: PlacedText[], s: Style, words: string, language?: string) {
  const { W, SAFE, TEXT_WIDTH, place } = s.page;
  const heading = fitLines(bangers, lettered(words, language), {
    maxWidth: TEXT_WIDTH - 30,
    maxLines: 2,
    maxSize: 170,
  });
  const block = place(texts, 'heading', bangers, heading, SAFE.y + 40, 0.95);
  const bottom = block.box.y + block.box.height + 60;
  let background = rect(0, 0, W, s.page.H, s.paper) + rect(0, 0, W, bottom, s.manga ? s.ink : s.paint('blue'));
  if (!s.manga) background += rect(0, bottom, W, 26, s.paint('yellow'));
  const overlay = s.manga
    ? textSvg(block.d, s.paper)
    : textSvg(block.d, s.paint('yellow'), { colour: s.ink, width: 12 }, { colour: s.ink, dx: 10, dy: 12 });
  return { bottom, background, overlay };
}

/** Fits a list of text blocks into `room` pixels of column, as large as they all fit, never under 8 pt. */
function fitColumn(
  items: { text: string; font: typeof bangers }[],
  width: number,
  room: number,
  maxSize: number,
  minSize: number,
  gap: number,
): FittedLines[] {
  let chosen: FittedLines[] = [];
  for (let size = maxSize; size >= minSize; size -= 4) {
    chosen = items.map((item) =>
      fitLines(item.font, item.text, { maxWidth: width, maxLines: 4, maxSize: size, minSize: size }),
    );
    const total = chosen.reduce(
      (sum, f, i) => sum + blockHeight(items[i].font, f.size, f.lines.length, 1.1) + f.size * gap,
      0,
    );
    if (total <= room && chosen.every((f) => !f.shortened)) break;
  }
  return chosen;
}

export function castPage(req: MatterPageRequest, s: Style): MatterLayout {
  const texts: PlacedText[] = [];
  const { SAFE, TEXT_LEFT, TEXT_WIDTH, place } = s.page;
  const words = matterWords(req.language);
  const band = headingBand(texts, s, words.meetTheCast, req.language);
  let overlay = band.overlay;
  const portrait = {
    x: TEXT_LEFT,
    y: Math.round(band.bottom + 80),
    width: Math.round(TEXT_WIDTH * 0.42),
    height: Math.round(TEXT_WIDTH * 0.5),
  };
  overlay = frame(portrait, s) + overlay;
  const cast = (req.cast ?? []).slice(0, 8);
  const items = cast.flatMap((member) => [
    { text: member.name, font: bangers },
    { text: member.role, font: letteringFont },
  ]);
  const top = portrait.y + portrait.height + 90;
  const bottom = SAFE.y + SAFE.height - TEXT_MARGIN;
  const fitted = fitColumn(items, TEXT_WIDTH, bottom - top, 96, MIN_LETTERING_PX, 0.25);
  let y = top;
  fitted.forEach((lines, i) => {
    const font = items[i].font;
    const height = blockHeight(font, lines.size, lines.lines.length, 1.1);
    if (y + height > bottom) return;
    const block = place(texts, `cast-${i}`, font, lines, y, 1.1, 'left');
    overlay += textSvg(block.d, font === bangers ? (s.manga ? s.ink : s.paint('red')) : s.ink);
    y += height + lines.size * (font === bangers ? 0.1 : 0.6);
  });
  // Beside the portrait: who the book is about.
  const hero = cast[0]?.name ?? req.heroName;
  const starring = fitLines(bangers, lettered(words.starring(hero), req.language), {
    maxWidth: TEXT_WIDTH - portrait.width - 60,
    maxLines: 4,
    maxSize: 120,
  });
  const star = place(
    texts,
    'starring',
    bangers,
    starring,
    portrait.y + 30,
    1,
    'left',
    portrait.x + portrait.width + 60,
  );
  overlay += s.manga ? textSvg(star.d, s.ink) : textSvg(star.d, s.paint('blue'), { colour: s.ink, width: 8 });
  return {
    background: band.background,
    panels: [
      {
        rect: portrait,
        art: { shot: 'close-up', setting: '', action: 'smiles, ready for adventure', heroPresent: true, others: [] },
      },
    ],
    overlay,
    texts,
    plain: false,
  };
}

export function answersPage(req: MatterPageRequest, s: Style): MatterLayout {
  const texts: PlacedText[] = [];
  const { SAFE, TEXT_LEFT, TEXT_WIDTH, place } = s.page;
  const words = matterWords(req.language);
  const band = headingBand(texts, s, words.storyBehind, req.language);
  let overlay = band.overlay;
  const intro = fitLines(letteringFont, words.grewFrom(req.author.trim() || 'the author'), {
    maxWidth: TEXT_WIDTH,
    maxLines: 3,
    maxSize: 64,
  });
  const introBlock = place(texts, 'intro', letteringFont, intro, band.bottom + 80, 1.1, 'left');
  overlay += textSvg(introBlock.d, s.ink);
  const bullet = 70;
  const pairs = (req.answers ?? []).filter((a) => a.answer.trim()).slice(0, 6);
  const items = pairs.flatMap((pair) => [
    { text: pair.question, font: bangers },
    { text: inQuotes(pair.answer, words.quotes), font: letteringFont },
  ]);
  const top = introBlock.box.y + introBlock.box.height + 70;
  const bottom = SAFE.y + SAFE.height - TEXT_MARGIN;
  const fitted = fitColumn(items, TEXT_WIDTH - bullet, bottom - top, 80, MIN_LETTERING_PX, 0.35);
  let y = top;
  fitted.forEach((lines, i) => {
    const font = items[i].font;
    const height = blockHeight(font, lines.size, lines.lines.length, 1.1);
    if (y + height > bottom) return;
    const block = place(texts, `answer-${i}`, font, lines, y, 1.1, 'left', TEXT_LEFT + bullet);
    if (font === bangers)
      overlay += path(
        sparkle(TEXT_LEFT + bullet * 0.42, y + lines.size * 0.45, lines.size * 0.36),
        s.manga ? s.ink : s.paint('red'),
      );
    overlay += textSvg(block.d, s.ink);
    y += height + lines.size * (font === bangers ? 0.15 : 0.7);
  });
  return { background: band.background, panels: [], overlay, texts, plain: false };
}

export function momentPage(req: MatterPageRequest, s: Style): MatterLayout {
  const texts: PlacedText[] = [];
  const { SAFE, TEXT_WIDTH, CENTRE, place } = s.page;
  const band = headingBand(texts, s, matterWords(req.language).favouriteMoment, req.language);
  let overlay = band.overlay;
  const moment = req.moment ?? { title: req.title, summary: '', setting: '', action: 'smiles' };
  const caption = fitLines(letteringFont, moment.summary || moment.title, {
    maxWidth: TEXT_WIDTH - 120,
    maxLines: 4,
    maxSize: 80,
  });
  const pad = 36;
  const captionHeight = blockHeight(letteringFont, caption.size, caption.lines.length, 1.1);
  const captionTop = SAFE.y + SAFE.height - TEXT_MARGIN - pad - captionHeight;
  const captionBlock = place(texts, 'caption', letteringFont, caption, captionTop, 1.1);
  overlay +=
    rect(
      captionBlock.box.x - pad - 30,
      captionBlock.box.y - pad,
      captionBlock.box.width + 2 * (pad + 30),
      captionBlock.box.height + 2 * pad,
      s.manga ? s.paper : s.paint('yellow'),
      s.ink,
      8,
    ) + textSvg(captionBlock.d, s.ink);
  const top = Math.round(band.bottom + 90);
  const height = Math.round(captionBlock.box.y - pad - 90 - top);
  const width = Math.round(Math.min(TEXT_WIDTH, height * 1.1));
  const panel = { x: Math.round(CENTRE - width / 2), y: top, width, height };
  overlay = frame(panel, s) + overlay;
  return {
    background: band.background,
    panels: [
      {
        rect: panel,
        art: { shot: 'wide', setting: moment.setting, action: moment.action, heroPresent: true, others: [] },
      },
    ],
    overlay,
    texts,
    plain: false,
  };
}
