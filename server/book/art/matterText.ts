// Text for the front and back matter, as outline paths (a user's title or name never reaches SVG markup):
// wrapped to a width, at the largest size that fits a number of lines, never below a minimum; when even the
// minimum does not fit, cut at a word boundary with an ellipsis.
import type { OutlineFont } from '../../lib/outlineFont';
import { n } from './svg';

/** The smallest text on a matter page, in page pixels (8 pt at 300 ppi is 34 px). */
export const MIN_MATTER_TEXT_PX = 34;

export interface FittedLines {
  lines: string[];
  size: number;
  /** The text was cut (with "…") to fit. */
  shortened: boolean;
}

export interface FitOptions {
  maxWidth: number;
  maxLines: number;
  maxSize: number;
  minSize?: number;
}

const ELLIPSIS = '…';

/** Characters the font cannot draw are dropped (never drawn as boxes); whitespace is collapsed. */
export function printable(font: OutlineFont, text: string): string {
  return [...text.replace(/\s+/g, ' ').trim()].filter((ch) => ch === ' ' || font.has(ch)).join('');
}

function wrap(font: OutlineFont, words: string[], size: number, maxWidth: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (font.measure(word, size) > maxWidth) return null;
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.measure(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function fitLines(font: OutlineFont, text: string, options: FitOptions): FittedLines {
  const { maxWidth, maxLines, maxSize } = options;
  const minSize = Math.min(maxSize, Math.max(options.minSize ?? MIN_MATTER_TEXT_PX, MIN_MATTER_TEXT_PX));
  const words = printable(font, text).split(' ').filter(Boolean);
  if (words.length === 0) return { lines: [], size: maxSize, shortened: false };
  const sizes: number[] = [];
  for (let size = Math.floor(maxSize); size > minSize; size = Math.floor(size * 0.94)) sizes.push(size);
  sizes.push(minSize);
  for (const size of sizes) {
    const lines = wrap(font, words, size, maxWidth);
    if (lines && lines.length <= maxLines) return { lines, size, shortened: false };
  }
  // Even the smallest size is too big: keep as many whole words as fit, then an ellipsis.
  const size = minSize;
  for (let count = words.length - 1; count >= 1; count--) {
    const lines = wrap(font, [...words.slice(0, count - 1), words[count - 1] + ELLIPSIS], size, maxWidth);
    if (lines && lines.length <= maxLines) return { lines, size, shortened: true };
  }
  // A single word longer than the line: cut inside it.
  let chars = [...words[0]];
  while (chars.length > 1 && font.measure(chars.join('') + ELLIPSIS, size) > maxWidth) chars = chars.slice(0, -1);
  return { lines: [chars.join('') + ELLIPSIS], size, shortened: true };
}

export interface TextBlock {
  /** Path data of every line. */
  d: string;
  /** The block's box (lines' advance widths and the font's ascent/descent). */
  box: { x: number; y: number; width: number; height: number };
}

/**
 * Lays fitted lines out centred on `centreX` (or from `left`), the first line's top at `top`; line height
 * is `leading` × (ascent + descent).
 */
export function layLines(font: OutlineFont, fitted: FittedLines, at: { top: number; centreX?: number; left?: number }, leading = 1): TextBlock {
  const { ascent, descent } = font.metrics(fitted.size);
  const lineHeight = (ascent + descent) * leading;
  let d = '';
  let minX = Infinity;
  let maxX = -Infinity;
  fitted.lines.forEach((line, i) => {
    const width = font.measure(line, fitted.size);
    const x = at.centreX !== undefined ? at.centreX - width / 2 : (at.left ?? 0);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x + width);
    d += font.path(line, fitted.size, x, at.top + ascent + i * lineHeight);
  });
  const height = fitted.lines.length ? (fitted.lines.length - 1) * lineHeight + ascent + descent : 0;
  return { d, box: { x: Number.isFinite(minX) ? minX : 0, y: at.top, width: Number.isFinite(maxX) ? maxX - minX : 0, height } };
}

/** Height of `lines` lines at a size. */
export function blockHeight(font: OutlineFont, size: number, lines: number, leading = 1): number {
  const { ascent, descent } = font.metrics(size);
  return lines ? (lines - 1) * (ascent + descent) * leading + ascent + descent : 0;
}

/** A path element for text: fill, and optionally an outline drawn under the fill. */
export function textSvg(d: string, fill: string, outline?: { colour: string; width: number }, shadow?: { colour: string; dx: number; dy: number }): string {
  if (!d) return '';
  const stroke = outline ? ` stroke="${outline.colour}" stroke-width="${n(outline.width)}" stroke-linejoin="round" paint-order="stroke"` : '';
  const under = shadow ? `<path d="${d}" transform="translate(${n(shadow.dx)} ${n(shadow.dy)})" fill="${shadow.colour}"${stroke.replace(outline?.colour ?? '', shadow.colour)}/>` : '';
  return `${under}<path d="${d}" fill="${fill}"${stroke}/>`;
}
