// Comic lettering as SVG paths: the Bangers font ships in an npm package and is turned into outlines with
// opentype.js, so covers look the same on every machine and no user text is ever parsed as markup.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);
const FONT_FILE = require.resolve('@expo-google-fonts/bangers/400Regular/Bangers_400Regular.ttf');

let font: opentype.Font | undefined;
function loadFont(): opentype.Font {
  if (!font) {
    const bytes = readFileSync(FONT_FILE);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }
  return font;
}

/** Glyphs of a line, skipping characters the font lacks (emoji, rare scripts) instead of drawing boxes. */
function glyphsOf(text: string): opentype.Glyph[] {
  const f = loadFont();
  return [...text].map((ch) => f.charToGlyph(ch)).filter((g) => g.index !== 0 || g.unicode === 32);
}

export function measureText(text: string, size: number): number {
  const f = loadFont();
  const scale = size / f.unitsPerEm;
  return glyphsOf(text).reduce((width, g) => width + (g.advanceWidth ?? 0) * scale, 0);
}

/** SVG path data of one line whose left end of the baseline is at (x, y). */
export function textPath(text: string, size: number, x: number, y: number): string {
  const f = loadFont();
  const scale = size / f.unitsPerEm;
  let cursor = x;
  const parts: string[] = [];
  for (const glyph of glyphsOf(text)) {
    parts.push(pathData(glyph.getPath(cursor, y, size).commands));
    cursor += (glyph.advanceWidth ?? 0) * scale;
  }
  return parts.join('');
}

/** Font metrics for a size: how far above and below the baseline the letters reach. */
export function lineMetrics(size: number): { ascent: number; descent: number } {
  const f = loadFont();
  return { ascent: (f.ascender / f.unitsPerEm) * size, descent: (-f.descender / f.unitsPerEm) * size };
}

/**
 * SVG path data from opentype's drawing commands. opentype.js yields NaN control points for a few Bangers
 * glyphs (Z, for one); a renderer stops at the first NaN, so such a curve is drawn as a straight segment.
 */
function pathData(commands: opentype.PathCommand[]): string {
  const n = (v: number | undefined) => Math.round((v ?? NaN) * 10) / 10;
  const ok = (...values: (number | undefined)[]) => values.every((v) => Number.isFinite(v));
  let d = '';
  for (const c of commands) {
    if (c.type === 'Z') d += 'Z';
    else if (!ok(c.x, c.y)) continue;
    else if (c.type === 'M' || c.type === 'L') d += `${c.type}${n(c.x)} ${n(c.y)}`;
    else if (c.type === 'Q' && ok(c.x1, c.y1)) d += `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
    else if (c.type === 'C' && ok(c.x1, c.y1, c.x2, c.y2)) d += `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
    else d += `L${n(c.x)} ${n(c.y)}`;
  }
  return d;
}

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
