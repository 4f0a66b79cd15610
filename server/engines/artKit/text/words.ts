// Words for every text we draw (balloons, captions, covers, matter pages): normalising, measuring (cached),
// filling lines, breaking and shortening with an ellipsis. The fonts do not kern, so a line is exactly the
// sum of its glyphs' advances. Fitting a block of text into lines is fitLines.ts; drawing it, outlines.ts.
import type { OutlineFont } from './outlineFont';

export const ELLIPSIS = '…';

/** Collapses whitespace; returns the words (as written, case kept). */
export function wordsOf(text: string): string[] {
  return text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
}

/** Comic lettering is upper case. */
export const lettered = (text: string) => text.toLocaleUpperCase('en-US');

const widthCache = new WeakMap<OutlineFont, Map<string, number>>();

/** A line's advance width at a size (cached: the same words are measured again and again while fitting). */
export function measure(font: OutlineFont, text: string, size: number): number {
  let cache = widthCache.get(font);
  if (!cache) {
    cache = new Map();
    widthCache.set(font, cache);
  }
  const key = `${size}|${text}`;
  let w = cache.get(key);
  if (w === undefined) {
    if (cache.size > 50_000) cache.clear();
    w = font.measure(text, size);
    cache.set(key, w);
  }
  return w;
}

/** Widths of words and of a space at a size. */
export function measureWords(font: OutlineFont, words: string[], size: number): { widths: number[]; space: number } {
  return { widths: words.map((w) => measure(font, w, size)), space: measure(font, ' ', size) };
}

/**
 * Fills lines in order, each with as many words as fit its capacity (capacity(i) for line i). Returns the
 * word count of each line, or null when the words do not fit in `maxLines` lines.
 */
export function fillLines(
  widths: number[],
  space: number,
  capacity: (line: number) => number,
  maxLines: number,
): number[] | null {
  const counts: number[] = [];
  let i = 0;
  while (i < widths.length) {
    if (counts.length >= maxLines) return null;
    const cap = capacity(counts.length);
    let width = widths[i];
    if (width > cap) return null;
    let n = 1;
    while (i + n < widths.length && width + space + widths[i + n] <= cap) {
      width += space + widths[i + n];
      n++;
    }
    counts.push(n);
    i += n;
  }
  return counts;
}

/** Groups words into lines by counts. */
export function groupLines(words: string[], counts: number[]): string[] {
  const lines: string[] = [];
  let i = 0;
  for (const n of counts) {
    lines.push(words.slice(i, i + n).join(' '));
    i += n;
  }
  return lines;
}

/**
 * Breaks words wider than `maxWidth` into pieces that fit, each but the last ending in a hyphen: the only
 * time a word is cut inside.
 */
export function breakLongWords(font: OutlineFont, words: string[], size: number, maxWidth: number): string[] {
  const out: string[] = [];
  for (const word of words) {
    if (measure(font, word, size) <= maxWidth) {
      out.push(word);
      continue;
    }
    let rest = [...word];
    while (rest.length) {
      let n = rest.length;
      while (n > 1 && font.measure(rest.slice(0, n).join('') + (n < rest.length ? '-' : ''), size) > maxWidth) n--;
      out.push(rest.slice(0, n).join('') + (n < rest.length ? '-' : ''));
      rest = rest.slice(n);
    }
  }
  return out;
}

/**
 * The first `keep` words followed by an ellipsis, with the punctuation that would dangle before it dropped
 * ("AND THEN, …" reads as "AND THEN…").
 */
export function shortenTo(words: string[], keep: number): string {
  const kept = words
    .slice(0, Math.max(1, keep))
    .join(' ')
    .replace(/[\s,;:.\-–—…]+$/u, '');
  return `${kept || words[0]}${ELLIPSIS}`;
}

/** A word cut inside (it alone is wider than any line): its first `chars` characters and an ellipsis. */
export function cutWord(word: string, chars: number): string {
  return `${[...word].slice(0, Math.max(1, chars)).join('')}${ELLIPSIS}`;
}

/** Characters the font cannot draw are dropped (never drawn as boxes); whitespace is collapsed. */
export function printable(font: OutlineFont, text: string): string {
  return [...text.replace(/\s+/g, ' ').trim()].filter((ch) => ch === ' ' || font.has(ch)).join('');
}
