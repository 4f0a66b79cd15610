// The drawn parts of a cover as SVG fragments: backdrops (sunburst, speed lines, night, sunset, rain), the
// masthead lettering, the issue and price boxes, the "Comics by" badge and a sound-effect burst.
// Every piece of user text is drawn as outline paths (art/text), never as SVG text.
import { matterWords } from '../words/matterWords';
import type { CoverStyle } from './coverStyle';
import { fitLines, type FittedLines } from '../artKit/text/fitLines';
import { bangers } from '../artKit/text/fonts';
import { lettered } from '../artKit/text/words';

const measureText = (text: string, size: number) => bangers.measure(text, size);
const textPath = (text: string, size: number, x: number, y: number) => bangers.path(text, size, x, y);
/** The cover's sizes step by 4 px: its text is large, and a finer step would only cost time. */
const fitText = (text: string, maxWidth: number, maxLines: number, maxSize: number, minSize: number): FittedLines =>
  fitLines(bangers, text, { maxWidth, maxLines, maxSize, minSize, step: 4 });
import { COVER_PX } from '../../../shared/printGeometry';

/** The 9:14 cover's size comes from the print geometry module (1200 × 1867 px). */
export const COVER_WIDTH = COVER_PX.width;
export const COVER_HEIGHT = COVER_PX.height;
const W = COVER_WIDTH;
const H = COVER_HEIGHT;

const f1 = (n: number) => n.toFixed(1);

export function backdrop(style: CoverStyle): string {
  const { palette, burstCenter: c } = style;
  const base = `<rect width="${W}" height="${H}" fill="${palette.background}"/>`;
  switch (style.backdrop) {
    case 'sunburst':
      return base + rays(c.x, c.y, 32, style.burstTurn, palette.rays);
    case 'speedLines':
      return base + speedLines(style);
    case 'night':
      return base + nightSky(style);
    case 'sunset':
      return sunset(style);
  }
}

function rays(cx: number, cy: number, count: number, turn: number, color: string): string {
  const reach = 2600;
  const wedges: string[] = [];
  for (let i = 0; i < count; i += 2) {
    const a0 = ((i * 360) / count + turn) * (Math.PI / 180);
    const a1 = (((i + 1) * 360) / count + turn) * (Math.PI / 180);
    wedges.push(
      `M${f1(cx)} ${f1(cy)}L${f1(cx + reach * Math.cos(a0))} ${f1(cy + reach * Math.sin(a0))}` +
        `L${f1(cx + reach * Math.cos(a1))} ${f1(cy + reach * Math.sin(a1))}Z`,
    );
  }
  return `<path d="${wedges.join('')}" fill="${color}"/>`;
}

/** Manga focus lines: thin ink wedges converging on the hero, leaving the middle clear. */
function speedLines(style: CoverStyle): string {
  const { x: cx, y: cy } = style.burstCenter;
  const lines: string[] = [];
  for (let i = 0; i < 140; i++) {
    const angle = style.random() * Math.PI * 2;
    const spread = 0.004 + style.random() * 0.012;
    const inner = 420 + style.random() * 260;
    const outer = 2600;
    const p = (r: number, a: number) => `${f1(cx + r * Math.cos(a))} ${f1(cy + r * Math.sin(a))}`;
    lines.push(`M${p(inner, angle)}L${p(outer, angle - spread)}L${p(outer, angle + spread)}Z`);
  }
  return `<path d="${lines.join('')}" fill="${style.palette.ink}" opacity="${style.mono ? 0.85 : 0.35}"/>`;
}

function nightSky(style: CoverStyle): string {
  const stars: string[] = [];
  for (let i = 0; i < 110; i++) {
    const x = style.random() * W;
    const y = style.random() * H;
    const r = 1.5 + style.random() * 4.5;
    // Four-pointed sparkles, the way comics draw stars.
    stars.push(
      `M${f1(x)} ${f1(y - r * 2)}L${f1(x + r * 0.5)} ${f1(y - r * 0.5)}L${f1(x + r * 2)} ${f1(y)}` +
        `L${f1(x + r * 0.5)} ${f1(y + r * 0.5)}L${f1(x)} ${f1(y + r * 2)}L${f1(x - r * 0.5)} ${f1(y + r * 0.5)}` +
        `L${f1(x - r * 2)} ${f1(y)}L${f1(x - r * 0.5)} ${f1(y - r * 0.5)}Z`,
    );
  }
  const moonX = style.badgeSide === 'left' ? 960 : 240;
  const moon = style.mono ? '#ffffff' : '#fff3b0';
  return (
    rays(style.burstCenter.x, style.burstCenter.y, 40, style.burstTurn, style.palette.rays) +
    `<circle cx="${moonX}" cy="520" r="150" fill="${moon}" stroke="${style.palette.ink}" stroke-width="8"/>` +
    `<circle cx="${moonX + 55}" cy="480" r="26" fill="${style.mono ? '#d0d0d0' : '#f1d77a'}"/>` +
    `<path d="${stars.join('')}" fill="${style.mono ? '#ffffff' : '#fff3b0'}"/>`
  );
}

function sunset(style: CoverStyle): string {
  const bands = style.mono
    ? ['#ffffff', '#e6e6e6', '#cccccc', '#b3b3b3', '#999999']
    : ['#ffd166', '#ffa24c', '#ff7b39', '#ff4f6d', '#7b2cbf'];
  const rects = bands.map(
    (color, i) => `<rect y="${(i * H) / bands.length}" width="${W}" height="${H / bands.length + 1}" fill="${color}"/>`,
  );
  const sun =
    `<circle cx="${W / 2}" cy="${H * 0.62}" r="330" fill="${style.mono ? '#ffffff' : '#fff3b0'}" ` +
    `stroke="${style.palette.ink}" stroke-width="8"/>`;
  return (
    rects.join('') +
    rays(W / 2, H * 0.62, 36, style.burstTurn, style.mono ? 'rgba(0,0,0,0.08)' : 'rgba(255,255,255,0.18)') +
    sun
  );
}

export function rainStreaks(style: CoverStyle): string {
  const streaks: string[] = [];
  for (let i = 0; i < 160; i++) {
    const x = style.random() * (W + 400) - 200;
    const y = style.random() * H;
    const len = 40 + style.random() * 70;
    streaks.push(`M${f1(x)} ${f1(y)}l${f1(-len * 0.35)} ${f1(len)}`);
  }
  return (
    `<path d="${streaks.join('')}" stroke="${style.mono ? '#000000' : '#dbeafe'}" stroke-width="4" ` +
    `stroke-linecap="round" opacity="0.55"/>`
  );
}

export interface Masthead {
  svg: string;
  /** Where the masthead ends, so the hero panel starts below it. */
  bottom: number;
}

/** The idea title as big outlined comic lettering with a drop shadow, fitted to two or three lines. */
export function masthead(title: string, style: CoverStyle): Masthead {
  const maxSize = 200 * style.titleScale;
  // A bigger title may take a third line; the panel below shrinks to make room.
  const maxLines = title.length > 40 || style.titleScale > 1 ? 3 : 2;
  const fitted = fitText(lettered(title), W - 110, maxLines, maxSize, 64);
  const { ascent, descent } = bangers.metrics(fitted.size);
  // Capitals sit close (the lines are one path, so touching letters would merge), except when a line below
  // the first carries accents or letters taller than Latin capitals: Ó, Ễ, Thai or Chinese need the room.
  const tall = fitted.lines
    .slice(1)
    .some((line) => /\p{M}|[^\p{Script=Latin}\p{Script=Common}]/u.test(line.normalize('NFD')));
  const lineHeight = (ascent + descent) * (tall ? 1.12 : 0.82);
  const top = 150;
  const paths = fitted.lines.map((line, i) => {
    const width = measureText(line, fitted.size);
    return textPath(line, fitted.size, (W - width) / 2, top + ascent * 0.85 + i * lineHeight);
  });
  const d = paths.join('');
  const stroke = Math.max(8, fitted.size / 14);
  const bottom = top + fitted.lines.length * lineHeight + 20;
  const { palette } = style;
  const svg =
    `<g transform="rotate(${f1(style.titleTilt)} ${W / 2} ${f1((top + bottom) / 2)})">` +
    `<path d="${d}" transform="translate(10 12)" fill="${palette.titleShadow}" stroke="${palette.ink}" ` +
    `stroke-width="${f1(stroke)}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="${palette.title}" stroke="${palette.ink}" stroke-width="${f1(stroke)}" ` +
    `stroke-linejoin="round" paint-order="stroke"/>` +
    `</g>`;
  return { svg, bottom };
}

/** The issue number box (top left) and the cover price (top right), like a newsstand comic. */
export function cornerBoxes(style: CoverStyle): string {
  const { palette } = style;
  const boxFill = style.mono ? '#000000' : palette.badge;
  const boxText = style.mono ? '#ffffff' : palette.badgeText;
  const [issue, price] = style.cornerLabels;
  const issueText = textPath(issue, 54, 62, 108);
  const priceWidth = measureText(price, 60);
  const priceText = textPath(price, 60, W - 62 - priceWidth, 110);
  return (
    `<rect x="36" y="34" width="${f1(measureText(issue, 54) + 52)}" height="96" rx="10" fill="${boxFill}" ` +
    `stroke="${palette.ink}" stroke-width="7"/>` +
    `<path d="${issueText}" fill="${boxText}"/>` +
    `<rect x="${f1(W - 88 - priceWidth)}" y="34" width="${f1(priceWidth + 52)}" height="96" rx="48" ` +
    `fill="#ffffff" stroke="${palette.ink}" stroke-width="7"/>` +
    `<path d="${priceText}" fill="${palette.ink}"/>`
  );
}

/** The byline never prints smaller than this (px on the 1200 px cover): it is the giver's name. */
export const BYLINE_MIN_SIZE = 44;

/**
 * The "Comics by {author}" lettering (in another book language, its matter pages' byline: "Por Ana",
 * "作：山田はなこ"): one big line when it fits, else two lines in a wider box, and for a very long name the
 * name is shortened at a word boundary with an ellipsis rather than shrunk unreadably.
 */
export function fitByline(author: string, language = 'en'): { lines: string[]; size: number } {
  const text = lettered(language === 'en' ? `Comics by ${author}` : matterWords(language).byline(author), language);
  const oneLine = fitText(text, 760, 1, 76, 56);
  const { lines, size } = oneLine.shortened ? fitText(text, 900, 2, 68, BYLINE_MIN_SIZE) : oneLine;
  return { lines, size };
}

/** The "Comics by {author}" ribbon near the foot of the cover. */
export function authorBadge(author: string, style: CoverStyle, language?: string): string {
  const fitted = fitByline(author, language);
  const { ascent, descent } = bangers.metrics(fitted.size);
  const lineHeight = (ascent + descent) * 0.85;
  const extra = (fitted.lines.length - 1) * lineHeight;
  const widths = fitted.lines.map((line) => measureText(line, fitted.size));
  const boxWidth = Math.max(...widths) + 90;
  const boxHeight = fitted.size + 56 + extra;
  const x = style.badgeSide === 'left' ? 60 : W - 60 - boxWidth;
  const y = H - (extra ? 56 : 80) - boxHeight;
  const tilt = style.badgeSide === 'left' ? -4 : 4;
  const firstBaseline = y + (boxHeight - extra + ascent * 0.82) / 2;
  const text = fitted.lines
    .map((line, i) => textPath(line, fitted.size, x + (boxWidth - widths[i]) / 2, firstBaseline + i * lineHeight))
    .join('');
  return (
    `<g transform="rotate(${tilt} ${f1(x + boxWidth / 2)} ${f1(y + boxHeight / 2)})">` +
    `<rect x="${f1(x + 10)}" y="${f1(y + 12)}" width="${f1(boxWidth)}" height="${f1(boxHeight)}" ` +
    `rx="18" fill="${style.palette.ink}"/>` +
    `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(boxWidth)}" height="${f1(boxHeight)}" rx="18" ` +
    `fill="${style.palette.badge}" stroke="${style.palette.ink}" stroke-width="8"/>` +
    `<path d="${text}" fill="${style.palette.badgeText}"/>` +
    `</g>`
  );
}

/** A jagged explosion with a sound effect, overlapping the panel's upper corner. */
export function soundEffectBurst(effect: string, style: CoverStyle, panelTop: number): string {
  const cx = style.badgeSide === 'left' ? W - 230 : 230;
  const cy = panelTop + 150;
  const points: string[] = [];
  const spikes = 14;
  for (let i = 0; i < spikes * 2; i++) {
    const radius = i % 2 === 0 ? 200 + style.random() * 40 : 120 + style.random() * 20;
    const angle = (i / (spikes * 2)) * Math.PI * 2;
    points.push(`${f1(cx + radius * Math.cos(angle))},${f1(cy + radius * Math.sin(angle) * 0.8)}`);
  }
  const size = effect.length > 5 ? 62 : 84;
  const width = measureText(effect, size);
  const text = textPath(effect, size, cx - width / 2, cy + size * 0.35);
  const fill = style.mono ? '#ffffff' : '#ffd23f';
  const letters = style.mono ? '#000000' : '#d62828';
  return (
    `<g transform="rotate(${style.badgeSide === 'left' ? 10 : -10} ${cx} ${f1(cy)})">` +
    `<polygon points="${points.join(' ')}" fill="${fill}" stroke="${style.palette.ink}" ` +
    `stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="${text}" fill="${letters}" stroke="${style.palette.ink}" stroke-width="5" paint-order="stroke"/>` +
    `</g>`
  );
}
