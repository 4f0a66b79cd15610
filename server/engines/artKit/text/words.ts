// Words for every text we draw (balloons, captions, covers, matter pages): normalising, measuring (cached),
// filling lines, breaking and shortening with an ellipsis. A line is measured word by word: its words' widths
// and the spaces between them. Words of scripts written without spaces (Chinese, Japanese, Thai) are broken
// into the pieces a line may end after (lineBreaks.ts), put back together with no space between them.
// Fitting a block of text into lines is fitLines.ts; drawing it, outlines.ts.
import { NO_SPACES, phrasesOf } from './lineBreaks';
import type { OutlineFont } from './outlineFont';

/** Marks a unit of a line that follows the one before it with no space (a phrase of a space-free script). */
const GLUE = '\u2060';
const unglued = (unit: string) => (unit.startsWith(GLUE) ? unit.slice(GLUE.length) : unit);

/** The units lines are filled with: the words, and each space-free word's phrases (glued to the one before). */
export function breakUnits(words: string[]): string[] {
  return words.flatMap((word) => phrasesOf(word).map((phrase, i) => (i ? GLUE + phrase : phrase)));
}

/** Units put back together as a line: a space between words, none before a glued phrase. */
export function joinUnits(units: string[]): string {
  return units
    .map((unit, i) => (i === 0 ? unglued(unit) : unit.startsWith(GLUE) ? unglued(unit) : ` ${unit}`))
    .join('');
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The text's user-perceived characters: a word is never cut inside one (a letter and its marks, a cluster). */
export const graphemesOf = (text: string): string[] => [...graphemes.segment(text)].map((g) => g.segment);

export const ELLIPSIS = '…';

/**
 * Spaces a line may break at: every whitespace but the no-break spaces, which hold a word and what must stay
 * on its line together (French "Vite !", written with a no-break space before the "!").
 */
const BREAKING_SPACES = /[^\S\u00a0\u202f]+/g;

/** Collapses whitespace; returns the words (as written, case kept). */
export function wordsOf(text: string): string[] {
  return text.replace(BREAKING_SPACES, ' ').trim().split(' ').filter(Boolean);
}

const GREEK = /\p{Script=Greek}/u;
/** Letters only Turkish and Azerbaijani write: their i has a dot in capitals (İ) and ı has none (I). */
const TURKIC = /[ğĞıİ]/u;

/**
 * Comic lettering is upper case, by the rules of each word's language as far as its letters tell: Greek capitals
 * lose their accents (Άννα → ΑΝΝΑ), Turkish keeps the dot of i (Şahin Ilgın → ŞAHİN ILGIN, when the text has a
 * letter only Turkish writes, or `language` says the book is Turkish), German ß becomes SS.
 */
export function lettered(text: string, language?: string): string {
  // A Turkish or Azerbaijani book's words are upper-cased its way even when they hold no letter only it writes.
  const latin = language === 'tr' || language === 'az' || TURKIC.test(text) ? 'tr' : 'en-US';
  return text
    .split(/(\s+)/)
    .map((word) => word.toLocaleUpperCase(GREEK.test(word) ? 'el' : latin))
    .join('');
}

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

/** Widths of the units at a size, and of the gap before each when it shares a line with the one before. */
export function measureWords(font: OutlineFont, units: string[], size: number): { widths: number[]; gaps: number[] } {
  const space = measure(font, ' ', size);
  return {
    widths: units.map((unit) => measure(font, unglued(unit), size)),
    gaps: units.map((unit, i) => (i === 0 || unit.startsWith(GLUE) ? 0 : space)),
  };
}

/**
 * Fills lines in order, each with as many words as fit its capacity (capacity(i) for line i). Returns the
 * word count of each line, or null when the words do not fit in `maxLines` lines.
 */
export function fillLines(
  widths: number[],
  gaps: number[],
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
    while (i + n < widths.length && width + gaps[i + n] + widths[i + n] <= cap) {
      width += gaps[i + n] + widths[i + n];
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
    lines.push(joinUnits(words.slice(i, i + n)));
    i += n;
  }
  return lines;
}

/**
 * Breaks words wider than `maxWidth` into pieces that fit, each but the last ending in a hyphen: the only
 * time a word is cut inside.
 */
export function breakLongWords(font: OutlineFont, units: string[], size: number, maxWidth: number): string[] {
  const out: string[] = [];
  for (const unit of units) {
    const word = unglued(unit);
    if (measure(font, word, size) <= maxWidth) {
      out.push(unit);
      continue;
    }
    // Chinese, Japanese and Thai are cut without a hyphen, and their pieces follow each other with no space.
    const hyphen = NO_SPACES.test(word) ? '' : '-';
    let rest = graphemesOf(word);
    let first = true;
    while (rest.length) {
      let n = rest.length;
      const piece = (k: number) => rest.slice(0, k).join('') + (k < rest.length ? hyphen : '');
      while (n > 1 && font.measure(piece(n), size) > maxWidth) n--;
      out.push((first ? unit.slice(0, unit.length - word.length) : hyphen ? '' : GLUE) + piece(n));
      rest = rest.slice(n);
      first = false;
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
  return `${graphemesOf(word).slice(0, Math.max(1, chars)).join('')}${ELLIPSIS}`;
}

/**
 * Whitespace collapsed, and what no face of the font can draw left out (never drawn as a box; the page reports
 * it: letterPage.ts). Whole graphemes, so a letter keeps its marks.
 */
export function printable(font: OutlineFont, text: string): string {
  return graphemesOf(text.replace(BREAKING_SPACES, ' ').trim())
    .filter((g) => g === ' ' || font.has(g))
    .join('');
}
