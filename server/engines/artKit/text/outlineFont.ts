// Text as SVG outlines: a font shipped in an npm package is read with opentype.js and every line becomes path
// data, so pages and covers look the same on every machine (no system fonts) and no user text is ever
// parsed as markup by the SVG renderer.
import { readFileSync } from 'node:fs';
import opentype from 'opentype.js';

export interface OutlineFont {
  /** Advance width of a line at a size, in the same units as the size (pixels). */
  measure(text: string, size: number): number;
  /** SVG path data of one line whose left end of the baseline is at (x, y). */
  path(text: string, size: number, x: number, y: number): string;
  /** How far above and below the baseline the letters reach at a size. */
  metrics(size: number): { ascent: number; descent: number };
  /** True when the font has a glyph for the character (others are skipped, never drawn as boxes). */
  has(char: string): boolean;
}

/** Loads lazily on first use (TTF, OTF or WOFF), so importing costs nothing in processes that never draw text. */
export function outlineFont(file: string): OutlineFont {
  let font: opentype.Font | undefined;
  const load = () => {
    if (!font) {
      const bytes = readFileSync(file);
      font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    }
    return font;
  };
  const glyphsOf = (text: string) => {
    const f = load();
    return [...text].map((ch) => f.charToGlyph(ch)).filter((g) => g.index !== 0 || g.unicode === 32);
  };
  return {
    measure(text, size) {
      const scale = size / load().unitsPerEm;
      return glyphsOf(text).reduce((width, g) => width + (g.advanceWidth ?? 0) * scale, 0);
    },
    path(text, size, x, y) {
      const scale = size / load().unitsPerEm;
      let cursor = x;
      const parts: string[] = [];
      for (const glyph of glyphsOf(text)) {
        parts.push(pathData(glyph.getPath(cursor, y, size).commands));
        cursor += (glyph.advanceWidth ?? 0) * scale;
      }
      return parts.join('');
    },
    metrics(size) {
      const f = load();
      return { ascent: (f.ascender / f.unitsPerEm) * size, descent: (-f.descender / f.unitsPerEm) * size };
    },
    has(char) {
      return load().charToGlyph(char).index !== 0;
    },
  };
}

/**
 * SVG path data from opentype's drawing commands. opentype.js yields NaN control points for a few glyphs
 * (Bangers' Z, for one); a renderer stops at the first NaN, so such a curve is drawn as a straight segment.
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
    else if (c.type === 'C' && ok(c.x1, c.y1, c.x2, c.y2))
      d += `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
    else d += `L${n(c.x)} ${n(c.y)}`;
  }
  return d;
}
