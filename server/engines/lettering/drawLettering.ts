// Drawing placed lettering as SVG: balloon and caption shapes with doubled outlines, tails and trails, sound
// effects with their drop shadows, every letter an outline path; as one page-sized SVG or as small layers
// over the areas that have lettering.
import { COMIC_PAGE } from '../../../shared/printGeometry';
import { bottom, right } from '../layout/geometry';
import type { Point, PrintLook, Rect } from '../pageModel';
import { hashUnit } from '../../lib/seededRandom';
import { circlePath, ovalPolygon, polygonPath, r1, type Oval } from './shapes';
import { capHeight, linePath } from '../artKit/text/outlines';
import { BALLOON_STROKE_PX, type LetteringLayer, type Placed } from './letteringModel';

interface Palette {
  ink: string;
  paper: string;
  caption: string;
  sfx: [fill: string, shadow: string][];
}

export const PALETTES: Record<PrintLook, Palette> = {
  grayscale: { ink: '#000', paper: '#fff', caption: '#fff', sfx: [['#fff', '#000']] },
  color: {
    ink: '#1a1614',
    paper: '#fffdf6',
    caption: '#ffe27a',
    sfx: [
      ['#ffd21f', '#d8261c'],
      ['#e8352a', '#ffd21f'],
    ],
  },
};

/** The items as an SVG showing the page's `view` (whole pixels) at its own size. */
export function drawSvg(items: Placed[], palette: Palette, view: Rect): string {
  // Sound effects under the balloons, the balloons, then every letter on top of all shapes.
  const sfx = items.filter((p) => p.variant.element.kind === 'sfx');
  const rest = items.filter((p) => p.variant.element.kind !== 'sfx');
  const letters = rest
    .map((p) => textPath(p, { x: p.textBox.x, y: p.textBox.y }, p.variant.element.kind !== 'caption'))
    .join('');
  const body =
    [...sfx, ...rest].map((p) => drawItem(p, palette)).join('') + `<path d="${letters}" fill="${palette.ink}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${view.width}" height="${view.height}" ` +
    `viewBox="${view.x} ${view.y} ${view.width} ${view.height}">${body}</svg>`
  );
}

/**
 * The items in layers: each item's drawn area, items whose areas overlap in one layer (drawn in the page's
 * order), so every layer shows exactly what the page-sized SVG shows there.
 */
export function drawLayers(
  items: Placed[],
  palette: Palette,
  page: { width: number; height: number } = COMIC_PAGE.px,
): LetteringLayer[] {
  let groups = items.map((p) => ({ box: drawnBox(p, page), members: [p] }));
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < groups.length && !merged; i++) {
      for (let j = i + 1; j < groups.length && !merged; j++) {
        const [a, b] = [groups[i].box, groups[j].box];
        if (a.x >= right(b) || b.x >= right(a) || a.y >= bottom(b) || b.y >= bottom(a)) continue;
        const x = Math.min(a.x, b.x);
        const y = Math.min(a.y, b.y);
        const box = { x, y, width: Math.max(right(a), right(b)) - x, height: Math.max(bottom(a), bottom(b)) - y };
        groups = [
          ...groups.slice(0, i),
          { box, members: [...groups[i].members, ...groups[j].members] },
          ...groups.slice(i + 1, j),
          ...groups.slice(j + 1),
        ];
        merged = true;
      }
    }
  }
  return groups
    .filter(({ box }) => box.width > 0 && box.height > 0)
    .map(({ box, members }) => ({
      box,
      svg: drawSvg(
        items.filter((p) => members.includes(p)),
        palette,
        box,
      ),
    }));
}

/** Room around an item's geometry for balloon outlines (drawn twice the stroke wide) and antialiasing. */
const OUTLINE_ROOM_PX = BALLOON_STROKE_PX + 8;

/** Whole pixels of the page an item can mark: its shape, tail or trail, and room for outlines. */
function drawnBox(p: Placed, page: { width: number; height: number }): Rect {
  const xs = [p.shape.x, right(p.shape)];
  const ys = [p.shape.y, bottom(p.shape)];
  const v = p.variant;
  const circles = [...(p.trail ?? [])];
  if (v.centre && v.bumps)
    for (const b of v.bumps)
      circles.push({ c: { x: p.shape.x + v.centre.x + b.c.x, y: p.shape.y + v.centre.y + b.c.y }, r: b.r });
  for (const { c, r } of circles) {
    xs.push(c.x - r, c.x + r);
    ys.push(c.y - r, c.y + r);
  }
  // The tail's path has absolute coordinates only: its corners and its curves' control points, which bound it.
  const numbers = (p.tail?.d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    xs.push(numbers[i]);
    ys.push(numbers[i + 1]);
  }
  // A sound effect's outline and drop shadow reach past its letters by about a tenth of its size.
  const room = v.element.kind === 'sfx' ? Math.max(OUTLINE_ROOM_PX, v.size * 0.25) : OUTLINE_ROOM_PX;
  const x0 = Math.max(0, Math.floor(Math.min(...xs) - room));
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - room));
  const x1 = Math.min(page.width, Math.ceil(Math.max(...xs) + room));
  const y1 = Math.min(page.height, Math.ceil(Math.max(...ys) + room));
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

/** Path data of the text lines: centred for balloons, left-aligned for captions, around (0, 0) for effects. */
function textPath(p: Placed, origin: Point, centred: boolean): string {
  const v = p.variant;
  const cap = capHeight(v.font) * v.size;
  let d = '';
  v.lines.forEach((line, i) => {
    const baseline = origin.y + i * v.lineHeight + (v.lineHeight + cap) / 2;
    const x = centred ? origin.x + (v.textW - v.widths[i]) / 2 : origin.x;
    d += linePath(v.font, line, v.size, x, baseline);
  });
  return d;
}

function drawItem(p: Placed, palette: Palette): string {
  const v = p.variant;
  const { ink, paper } = palette;
  const kind = v.element.kind;
  if (kind === 'caption') {
    const s = BALLOON_STROKE_PX;
    const r = p.shape;
    return (
      `<rect x="${r1(r.x + s / 2)}" y="${r1(r.y + s / 2)}" width="${r1(r.width - s)}" ` +
      `height="${r1(r.height - s)}" fill="${palette.caption}" stroke="${ink}" stroke-width="${s}"/>`
    );
  }
  if (kind === 'sfx') {
    const cx = r1(p.shape.x + p.shape.width / 2);
    const cy = r1(p.shape.y + p.shape.height / 2);
    const text = textPath(p, { x: cx - v.textW / 2, y: cy - v.textH / 2 }, true);
    const [fill, shadow] = palette.sfx[Math.floor(hashUnit(v.element.id, 4) * palette.sfx.length)];
    const outline = r1(v.size * 0.09);
    const drop = r1(v.size * 0.045);
    return (
      `<g transform="rotate(${r1(v.angle ?? 0)} ${cx} ${cy})" stroke-linejoin="round">` +
      `<path d="${text}" transform="translate(${drop} ${drop})" fill="${shadow}" ` +
      `stroke="${ink}" stroke-width="${outline}"/>` +
      `<path d="${text}" fill="none" stroke="${ink}" stroke-width="${outline}"/>` +
      `<path d="${text}" fill="${fill}"/></g>`
    );
  }
  const c = { x: p.shape.x + v.centre!.x, y: p.shape.y + v.centre!.y };
  const oval: Oval = { cx: c.x, cy: c.y, ...v.oval! };
  const stroke = BALLOON_STROKE_PX + (kind === 'shout' ? 1 : 0);
  const parts: string[] = [];
  if (kind === 'thought') {
    parts.push(polygonPath(ovalPolygon(oval)));
    for (const b of v.bumps!) parts.push(circlePath({ x: c.x + b.c.x, y: c.y + b.c.y }, b.r));
  } else if (kind === 'shout') {
    parts.push(polygonPath(v.burst!.map((q) => ({ x: c.x + q.x, y: c.y + q.y }))));
  } else {
    parts.push(polygonPath(ovalPolygon(oval)));
  }
  if (p.tail) parts.push(p.tail.d);
  const dash = kind === 'whisper' ? ` stroke-dasharray="${stroke * 4} ${stroke * 3}" fill="none"` : ` fill="${ink}"`;
  // A doubled outline under the fill: where shapes overlap (tail and oval, bumps) the seams disappear.
  const outline = parts.map((d) => `<path d="${d}"/>`).join('');
  let svg =
    `<g stroke="${ink}" stroke-width="${stroke * 2}" stroke-linejoin="round"${dash}>${outline}</g>` +
    `<g fill="${paper}">${outline}</g>`;
  for (const t of p.trail ?? [])
    svg += `<path d="${circlePath(t.c, t.r)}" fill="${paper}" stroke="${ink}" stroke-width="${stroke}"/>`;
  return svg;
}
