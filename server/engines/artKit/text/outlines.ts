// Text drawn as outline paths (a user's words never reach SVG markup as text): glyph outlines written once per
// glyph and size as relative commands and moved into place by rewriting their first point (a page's hundreds
// of lines take milliseconds; fontStack.ts keeps them), and blocks of fitted lines laid out and painted.
import type { OutlineFont } from './outlineFont';
import type { FittedLines } from './fitLines';
import { n } from '../svg';

interface Point {
  x: number;
  y: number;
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
      rest +=
        cmd.toLowerCase() +
        coords
          .map((v, k) => fmt(v - (k % 2 === 0 ? cx : cy)))
          .join(' ')
          .replace(/ -/g, '-');
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

/** SVG path data of one line of text whose baseline starts at (x, y) (the font shapes and caches it). */
export function linePath(font: OutlineFont, text: string, size: number, x: number, y: number): string {
  return font.path(text, size, x, y);
}

const capCache = new WeakMap<OutlineFont, number>();

/** Height of the capital letters as a fraction of the size (from the outline of "H"). */
export function capHeight(font: OutlineFont): number {
  let cap = capCache.get(font);
  if (cap === undefined) {
    const ys = [...font.path('H', 1000, 0, 0).matchAll(/-?\d+(?:\.\d+)?/g)].map((m, i) =>
      i % 2 === 1 ? Number(m[0]) : 0,
    );
    cap = ys.length ? -Math.min(...ys) / 1000 : 0.7;
    capCache.set(font, cap);
  }
  return cap;
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
export function layLines(
  font: OutlineFont,
  fitted: FittedLines,
  at: { top: number; centreX?: number; left?: number },
  leading = 1,
): TextBlock {
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
  return {
    d,
    box: { x: Number.isFinite(minX) ? minX : 0, y: at.top, width: Number.isFinite(maxX) ? maxX - minX : 0, height },
  };
}

/** Height of `lines` lines at a size. */
export function blockHeight(font: OutlineFont, size: number, lines: number, leading = 1): number {
  const { ascent, descent } = font.metrics(size);
  return lines ? (lines - 1) * (ascent + descent) * leading + ascent + descent : 0;
}

/** A path element for text: fill, and optionally an outline drawn under the fill. */
export function textSvg(
  d: string,
  fill: string,
  outline?: { colour: string; width: number },
  shadow?: { colour: string; dx: number; dy: number },
): string {
  if (!d) return '';
  const stroke = outline
    ? ` stroke="${outline.colour}" stroke-width="${n(outline.width)}" stroke-linejoin="round" paint-order="stroke"`
    : '';
  const under = shadow
    ? `<path d="${d}" transform="translate(${n(shadow.dx)} ${n(shadow.dy)})" ` +
      `fill="${shadow.colour}"${stroke.replace(outline?.colour ?? '', shadow.colour)}/>`
    : '';
  return `${under}<path d="${d}" fill="${fill}"${stroke}/>`;
}
