// Comic lettering as SVG paths: the Bangers font ships in an npm package and is turned into outlines with
// opentype.js, so covers look the same on every machine and no user text is ever parsed as markup.
import { createRequire } from 'node:module';
import { outlineFont } from '../../../lib/outlineFont';

const require = createRequire(import.meta.url);
/** Bangers: the display face of mastheads, shouts and sound effects. */
export const bangers = outlineFont(require.resolve('@expo-google-fonts/bangers/400Regular/Bangers_400Regular.ttf'));

export const measureText = (text: string, size: number): number => bangers.measure(text, size);
/** SVG path data of one line whose left end of the baseline is at (x, y). */
export const textPath = (text: string, size: number, x: number, y: number): string => bangers.path(text, size, x, y);
/** Font metrics for a size: how far above and below the baseline the letters reach. */
export const lineMetrics = (size: number): { ascent: number; descent: number } => bangers.metrics(size);

export interface FittedText {
  lines: string[];
  size: number;
}

/**
 * Breaks text into at most `maxLines` lines and picks the largest size (≤ maxSize) at which every line fits
 * maxWidth. Words too long for any line are cut with an ellipsis rather than overflowing the cover.
 */
export function fitText(text: string, maxWidth: number, maxLines: number, maxSize: number, minSize: number): FittedText {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { lines: [], size: maxSize };
  for (let size = maxSize; size >= minSize; size -= 4) {
    const lines = wrap(words, maxWidth, size);
    if (lines.length <= maxLines && lines.every((l) => measureText(l, size) <= maxWidth)) return { lines, size };
  }
  const lines = wrap(words, maxWidth, minSize).slice(0, maxLines);
  const last = lines.length - 1;
  lines[last] = truncate(lines[last] + (wrap(words, maxWidth, minSize).length > maxLines ? '…' : ''), maxWidth, minSize);
  return { lines: lines.map((l) => truncate(l, maxWidth, minSize)), size: minSize };
}

function wrap(words: string[], maxWidth: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measureText(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function truncate(line: string, maxWidth: number, size: number): string {
  if (measureText(line, size) <= maxWidth) return line;
  let chars = [...line];
  while (chars.length > 1 && measureText(`${chars.join('')}…`, size) > maxWidth) chars = chars.slice(0, -1);
  return `${chars.join('').trimEnd()}…`;
}
