// Fits a block of text (a title, a byline, a dedication) into a width and a number of lines at the largest
// size that fits, never below a minimum; when even the minimum does not fit, it keeps as many whole words as
// fit and ends with an ellipsis (a word is cut inside only when it alone is wider than a line). Covers and
// matter pages use it; balloons shape their lines with the primitives of words.ts.
import { MIN_LETTERING_PX } from '../../../../shared/printGeometry';
import type { OutlineFont } from './outlineFont';
import { breakUnits, ELLIPSIS, graphemesOf, joinUnits, measure, printable } from './words';

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
  /** Never smaller than this, nor than print's 8 pt (MIN_LETTERING_PX). */
  minSize?: number;
  /** Pixels to shrink by between tries; default 6% of the size at each try. */
  step?: number;
}

/** The words laid into lines no wider than `maxWidth`, or null when one word alone is wider. */
function wrap(font: OutlineFont, words: string[], size: number, maxWidth: number): string[] | null {
  const lines: string[] = [];
  let line: string[] = [];
  for (const word of words) {
    if (measure(font, joinUnits([word]), size) > maxWidth) return null;
    if (line.length && measure(font, joinUnits([...line, word]), size) > maxWidth) {
      lines.push(joinUnits(line));
      line = [word];
    } else {
      line.push(word);
    }
  }
  if (line.length) lines.push(joinUnits(line));
  return lines;
}

/** The sizes to try, largest first, ending with the minimum. */
function sizesFrom(maxSize: number, minSize: number, step: number | undefined): number[] {
  const sizes: number[] = [];
  for (let size = Math.floor(maxSize); size > minSize; size = step ? size - step : Math.floor(size * 0.94))
    sizes.push(size);
  sizes.push(minSize);
  return sizes;
}

export function fitLines(font: OutlineFont, text: string, options: FitOptions): FittedLines {
  const { maxWidth, maxLines, maxSize } = options;
  const minSize = Math.min(maxSize, Math.max(options.minSize ?? MIN_LETTERING_PX, MIN_LETTERING_PX));
  const words = breakUnits(printable(font, text).split(' ').filter(Boolean));
  if (words.length === 0) return { lines: [], size: maxSize, shortened: false };
  for (const size of sizesFrom(maxSize, minSize, options.step)) {
    const lines = wrap(font, words, size, maxWidth);
    if (lines && lines.length <= maxLines) return { lines, size, shortened: false };
  }
  // Even the smallest size is too big. A word wider than a whole line is cut inside (the only time a word is
  // cut); then as many words are kept as fit, the last followed by an ellipsis.
  const size = minSize;
  const fitting = words.map((word) =>
    measure(font, word, size) > maxWidth ? cutToWidth(font, word, size, maxWidth) : word,
  );
  const cut = fitting.findIndex((word, i) => word !== words[i]);
  if (cut >= 0) {
    const lines = wrap(font, fitting.slice(0, cut + 1), size, maxWidth);
    if (lines && lines.length <= maxLines) return { lines, size, shortened: true };
  }
  for (let count = Math.min(words.length - 1, cut >= 0 ? cut : Infinity); count >= 1; count--) {
    const lines = wrap(font, [...words.slice(0, count - 1), words[count - 1] + ELLIPSIS], size, maxWidth);
    if (lines && lines.length <= maxLines) return { lines, size, shortened: true };
  }
  return { lines: [cutToWidth(font, words[0], size, maxWidth)], size, shortened: true };
}

/** The word's first characters and an ellipsis, as many as fit `maxWidth`. */
function cutToWidth(font: OutlineFont, word: string, size: number, maxWidth: number): string {
  let chars = graphemesOf(word);
  while (chars.length > 1 && measure(font, chars.join('') + ELLIPSIS, size) > maxWidth) chars = chars.slice(0, -1);
  return chars.join('') + ELLIPSIS;
}
