// Words for lettering: normalising, measuring, wrapping, shortening with an ellipsis, and drawing lines as
// outline paths. Outlines come from the font's own `path()` one glyph at a time and are cached per glyph and
// size (moved into place by rewriting their coordinates), so a page's hundreds of lines take milliseconds.
// The fonts do not kern, so a line is exactly the sum of its glyphs' advances.
import type { OutlineFont } from '../../lib/outlineFont';

export const ELLIPSIS = '…';

/** Collapses whitespace; returns the words (as written, case kept). */
export function wordsOf(text: string): string[] {
  return text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
}

/** Comic lettering is upper case. */
export const lettered = (text: string) => text.toLocaleUpperCase('en-US');

const capCache = new WeakMap<OutlineFont, number>();

/** Height of the capital letters as a fraction of the size (from the outline of "H"). */
export function capHeight(font: OutlineFont): number {
  let cap = capCache.get(font);
  if (cap === undefined) {
    const ys = [...font.path('H', 1000, 0, 0).matchAll(/-?\d+(?:\.\d+)?/g)].map((m, i) => (i % 2 === 1 ? Number(m[0]) : 0));
    cap = ys.length ? -Math.min(...ys) / 1000 : 0.7;
    capCache.set(font, cap);
  }
  return cap;
}

const widthCache = new WeakMap<OutlineFont, Map<string, number>>();

/** A line's advance width at a size (cached: the same words are measured again and again while fitting). */
export function measure(font: OutlineFont, text: string, size: number): number {
  let cache = widthCache.get(font);
  if (!cache) widthCache.set(font, (cache = new Map()));
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
export function fillLines(widths: number[], space: number, capacity: (line: number) => number, maxLines: number): number[] | null {
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
  const kept = words.slice(0, Math.max(1, keep)).join(' ').replace(/[\s,;:.\-–—…]+$/u, '');
  return `${kept || words[0]}${ELLIPSIS}`;
}

/** A word cut inside (it alone is wider than any line): its first `chars` characters and an ellipsis. */
export function cutWord(word: string, chars: number): string {
  return `${[...word].slice(0, Math.max(1, chars)).join('')}${ELLIPSIS}`;
}

// ---------------------------------------------------------------------------------------------------------
// Outlines

interface Glyph {
  /** Where the outline starts (absolute, for a glyph at the origin) and the rest in relative commands. */
  start: Point | null;
  rest: string;
  advance: number;
}

interface Point {
  x: number;
  y: number;
}

const glyphCache = new WeakMap<OutlineFont, Map<string, Glyph>>();

function glyph(font: OutlineFont, ch: string, size: number): Glyph {
  let cache = glyphCache.get(font);
  if (!cache) glyphCache.set(font, (cache = new Map()));
  const key = `${size}|${ch}`;
  let g = cache.get(key);
  if (!g) {
    if (cache.size > 20_000) cache.clear();
    g = { ...relativePath(font.path(ch, size, 0, 0)), advance: font.measure(ch, size) };
    cache.set(key, g);
  }
  return g;
}

const fmt = (v: number) => String(Math.round(v * 10) / 10);

/**
 * Rewrites absolute path data (M, L, Q, C, Z: the commands the fonts' outlines use) as one absolute start
 * and relative commands, so moving a glyph only moves its first point. The fonts' coordinates are rounded
 * to tenths, so the differences are exact and the outline is unchanged.
 */
export function relativePath(d: string): { start: Point | null; rest: string } {
  const tokens = d.match(/[MLQCZ]|-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? [];
  let start: Point | null = null;
  let rest = '';
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let i = 0;
  const num = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const cmd = tokens[i++];
    if (cmd === 'Z') {
      rest += 'z';
      cx = sx;
      cy = sy;
      continue;
    }
    const pairs = cmd === 'C' ? 3 : cmd === 'Q' ? 2 : 1;
    const coords: number[] = [];
    for (let k = 0; k < pairs; k++) coords.push(num(), num());
    if (cmd === 'M' && start === null) {
      start = { x: coords[0], y: coords[1] };
    } else {
      rest += cmd.toLowerCase() + coords.map((v, k) => fmt(v - (k % 2 === 0 ? cx : cy))).join(' ').replace(/ -/g, '-');
    }
    cx = coords[coords.length - 2];
    cy = coords[coords.length - 1];
    if (cmd === 'M') {
      sx = cx;
      sy = cy;
    }
  }
  return { start, rest };
}

/** SVG path data of one line of text whose baseline starts at (x, y). */
export function linePath(font: OutlineFont, text: string, size: number, x: number, y: number): string {
  let cursor = x;
  let d = '';
  for (const ch of text) {
    const g = glyph(font, ch, size);
    if (g.start) d += `M${fmt(g.start.x + cursor)} ${fmt(g.start.y + y)}${g.rest}`;
    cursor += g.advance;
  }
  return d;
}
