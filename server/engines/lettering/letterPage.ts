// The lettering engine (docs/book.md "Lettering"): places every caption, balloon and sound
// effect of a page and draws them as one transparent SVG the size of the page, every letter an outline
// (no <text>: user words never reach the SVG as markup). Per panel, in reading order: the caption (a box at
// the top left of the panel's lettering area, or the bottom left when the top would cover the hero's face),
// the balloons in script order — each after the one before, left to right and top to bottom — with tails
// towards the speakers' heads, then the sound effect in free room.
//
// Hard rules (tests/drawing/lettering.test.ts checks them on every design of the layout library): text inside
// its shape, shapes inside the panel's letter box and the safe box, clear of the hero's face and of each
// other, letters never smaller than MIN_LETTERING_PX. What cannot fit at that size is shortened at a word
// boundary with an ellipsis and flagged, and a sound effect with no room is left out (and reported).
import { COMIC_PAGE, type PageGeometry } from '../../../shared/printGeometry';
import { bottom, expandRect, intersectRects, right } from '../layout/geometry';
import type { LetteringPanel, PlacedLettering, PrintLook, Rect } from '../pageModel';
import { PALETTES, drawLayers, drawSvg } from './drawLettering';
import {
  type DroppedLettering,
  FACE_MARGIN_PX,
  type LetteringResult,
  type PanelContext,
  type Placed,
  SHAPE_GAP_PX,
  elementsOf,
  fontFor,
} from './letteringModel';
import { lettered } from '../artKit/text/words';
import { letterPanel } from './placement';

/** Letters a page: every panel's words placed and drawn as one transparent SVG of the page's size. */
export function letterPage(
  panels: LetteringPanel[],
  look: PrintLook,
  geometry: PageGeometry = COMIC_PAGE,
  rightToLeft = false,
): LetteringResult {
  const palette = PALETTES[look] ?? PALETTES.color;
  const keep = panels
    .flatMap((p) => p.keepClear ?? [])
    .filter(validRect)
    .map((k) => expandRect(k, FACE_MARGIN_PX));
  const pageShapes: Rect[] = [];
  const all: Placed[] = [];
  const dropped: DroppedLettering[] = [];
  panels.forEach((panel, index) => {
    const elements = elementsOf(panel, index);
    if (!elements.length) return;
    const box = letterArea(panel.frame.letterBox, geometry.safe);
    if (!box) {
      for (const e of elements) dropped.push({ id: e.id, panel: index, kind: e.kind, text: e.text });
      return;
    }
    const heads = panel.heads ?? {};
    const frame = panel.frame.rect;
    const headPoints = Object.values(heads).filter(
      (h) => h && h.x >= frame.x && h.x <= right(frame) && h.y >= frame.y && h.y <= bottom(frame),
    );
    const avoid = keep.map((k) => expandRect(k, 6 - FACE_MARGIN_PX));
    const ctx: PanelContext = {
      index,
      box,
      frame,
      keep,
      heads,
      figures: panel.figures ?? {},
      headPoints,
      pageShapes: [...pageShapes],
      avoid,
      reach: expandRect(box, 20),
      variants: new Map(),
      freeArea: freeArea(box, keep),
      rightToLeft,
    };
    const result = letterPanel(elements, ctx);
    // Keep the panel's items in reading order: caption, balloons in script order, sound effect.
    const order = new Map(elements.map((e, i) => [e.id, i]));
    result.placed.sort((a, b) => order.get(a.variant.element.id)! - order.get(b.variant.element.id)!);
    for (const p of result.placed) {
      all.push(p);
      pageShapes.push(expandRect(p.shape, SHAPE_GAP_PX));
    }
    for (const e of result.dropped) dropped.push({ id: e.id, panel: index, kind: e.kind, text: e.text });
  });
  const items = all.map(toItem);
  const undrawable = panels.flatMap((panel, index) =>
    [
      { id: `p${index}-caption`, kind: 'caption' as const, text: panel.caption },
      ...panel.balloons.map((b, i) => ({ id: `p${index}-b${i}`, kind: b.kind, text: b.text })),
      { id: `p${index}-sfx`, kind: 'sfx' as const, text: panel.sfx },
    ].flatMap(({ id, kind, text }) => {
      const characters = text ? fontFor(kind).undrawable(lettered(text)) : [];
      return characters.length ? [{ id, panel: index, characters }] : [];
    }),
  );
  return {
    svg: drawSvg(all, palette, { x: 0, y: 0, ...geometry.px }),
    layers: drawLayers(all, palette, geometry.px),
    items,
    shortened: items.filter((i) => i.shortened),
    dropped,
    pointers: all.filter((p) => p.pointer).map((p) => ({ id: p.variant.element.id, ...p.pointer! })),
    undrawable,
  };
}

/** The area of a box not covered by any of the rectangles (which may overlap: counted on a grid of their edges). */
function freeArea(box: Rect, covers: Rect[]): number {
  const inside = covers.map((c) => intersectRects(c, box)).filter((c): c is Rect => c !== null);
  const xs = [...new Set([box.x, right(box), ...inside.flatMap((c) => [c.x, right(c)])])].sort((a, b) => a - b);
  const ys = [...new Set([box.y, bottom(box), ...inside.flatMap((c) => [c.y, bottom(c)])])].sort((a, b) => a - b);
  let covered = 0;
  for (let i = 0; i + 1 < xs.length; i++) {
    for (let j = 0; j + 1 < ys.length; j++) {
      const mx = (xs[i] + xs[i + 1]) / 2;
      const my = (ys[j] + ys[j + 1]) / 2;
      if (inside.some((c) => mx > c.x && mx < right(c) && my > c.y && my < bottom(c)))
        covered += (xs[i + 1] - xs[i]) * (ys[j + 1] - ys[j]);
    }
  }
  return box.width * box.height - covered;
}

const validRect = (r: Rect) => [r.x, r.y, r.width, r.height].every(Number.isFinite) && r.width > 0 && r.height > 0;

/** The panel's letter box inside the safe box, in whole pixels. */
function letterArea(letterBox: Rect, safe: Rect): Rect | null {
  if (!validRect(letterBox)) return null;
  const r = intersectRects(letterBox, safe);
  if (!r) return null;
  const x = Math.ceil(r.x);
  const y = Math.ceil(r.y);
  const w = Math.floor(right(r)) - x;
  const h = Math.floor(bottom(r)) - y;
  return w > 0 && h > 0 ? { x, y, width: w, height: h } : null;
}

function toItem(p: Placed): PlacedLettering {
  const v = p.variant;
  return {
    id: v.element.id,
    panel: v.element.panel,
    kind: v.element.kind,
    text: v.text,
    shortened: v.shortened,
    shape: { ...p.shape },
    textBox: { ...p.textBox },
    lines: [...v.lines],
    fontSize: v.size,
    ...(p.pointer ? { tail: { from: { ...p.pointer.from }, tip: { ...p.pointer.tip } } } : {}),
  };
}
