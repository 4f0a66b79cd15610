// The layout library (docs/book.md "Layouts"): every design's frames against the print
// geometry — inside the page, clockwise outlines, gutters between panels, letter boxes inside the outline and
// the safe box — and chooseLayout's promises: the right panel count, shots in fitting frames, never the
// previous page's design, the same answer for the same seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxPx, PAGE_PX } from '../../shared/printGeometry';
import { SHOTS, type Shot } from '../../shared/script';
import type { PageLayout, PanelFrame, Point, Rect } from '../../server/engines/pageModel';
import {
  allLayouts,
  chooseLayout,
  GUTTER_PX,
  LAYOUT_DESIGNS,
  layoutById,
  layoutsFor,
  PANEL_BORDER_PX,
} from '../../server/engines/layout/pageLayouts';
import {
  boundsOf,
  distanceToOutline,
  pointInConvex,
  polygonGap,
  rectInside,
  rectsOverlap,
  signedArea2,
} from '../../server/engines/layout/geometry';

const SAFE = boxPx('safe');
const TRIM = boxPx('trim');
const PAGE: Rect = { x: 0, y: 0, width: PAGE_PX.width, height: PAGE_PX.height };
/** Lettering keeps clear of the border and at least this much more. */
const MIN_PADDING = 20;

const corners = (r: Rect): Point[] => [
  { x: r.x, y: r.y },
  { x: r.x + r.width, y: r.y },
  { x: r.x + r.width, y: r.y + r.height },
  { x: r.x, y: r.y + r.height },
];

/** An inset: a frame whose outline lies inside an earlier frame (drawn over it). */
function insetPairs(layout: PageLayout): [number, number][] {
  const pairs: [number, number][] = [];
  layout.frames.forEach((inner, j) => {
    layout.frames.forEach((outer, i) => {
      if (i < j && inner.outline.every((p) => pointInConvex(outer.outline, p))) pairs.push([i, j]);
    });
  });
  return pairs;
}

/** Everything wrong with a layout (an empty list when it is sound). */
function layoutProblems(layout: PageLayout): string[] {
  const problems: string[] = [];
  const insets = insetPairs(layout);
  layout.frames.forEach((f, i) => {
    const at = `${layout.id} frame ${i}`;
    if (f.outline.length < 3) problems.push(`${at}: outline has ${f.outline.length} points`);
    if (!(signedArea2(f.outline) > 0)) problems.push(`${at}: outline is not clockwise`);
    const b = boundsOf(f.outline);
    if (b.x !== f.rect.x || b.y !== f.rect.y || b.width !== f.rect.width || b.height !== f.rect.height)
      problems.push(`${at}: rect is not the outline's bounds`);
    if (![f.rect.x, f.rect.y, f.rect.width, f.rect.height].every(Number.isInteger))
      problems.push(`${at}: rect not in whole pixels`);
    if (!rectInside(f.rect, PAGE)) problems.push(`${at}: outside the page`);
    const first = f.outline[0];
    const nearest = Math.min(...f.outline.map((p) => Math.hypot(p.x - b.x, p.y - b.y)));
    if (Math.hypot(first.x - b.x, first.y - b.y) > nearest + 1e-9)
      problems.push(`${at}: outline does not start at the top left`);
    // Panels sit inside the trim unless they bleed: then they run right to the page edge.
    for (const p of f.outline) {
      const inTrim = p.x >= TRIM.x && p.x <= TRIM.x + TRIM.width && p.y >= TRIM.y && p.y <= TRIM.y + TRIM.height;
      const onEdge = p.x === 0 || p.y === 0 || p.x === PAGE.width || p.y === PAGE.height;
      if (!inTrim && !onEdge) problems.push(`${at}: corner ${p.x},${p.y} is in the bleed but not at the page edge`);
    }
    if (!rectInside(f.letterBox, SAFE)) problems.push(`${at}: letter box leaves the safe box`);
    if (f.letterBox.width < 300 || f.letterBox.height < 300) problems.push(`${at}: letter box is too small`);
    for (const c of corners(f.letterBox)) {
      if (!pointInConvex(f.outline, c)) problems.push(`${at}: letter box corner outside the outline`);
      else if (distanceToOutline(f.outline, c) < PANEL_BORDER_PX + MIN_PADDING - 1e-6)
        problems.push(`${at}: letter box too close to the border`);
    }
  });
  layout.frames.forEach((a, i) => {
    layout.frames.forEach((b, j) => {
      if (j <= i) return;
      const at = `${layout.id} frames ${i} and ${j}`;
      if (rectsOverlap(a.letterBox, b.letterBox)) problems.push(`${at}: letter boxes overlap`);
      if (insets.some(([x, y]) => x === i && y === j)) {
        // The inset is drawn over the big panel: the big panel's lettering keeps off it and its border.
        const covered = {
          x: b.rect.x - PANEL_BORDER_PX,
          y: b.rect.y - PANEL_BORDER_PX,
          width: b.rect.width + 2 * PANEL_BORDER_PX,
          height: b.rect.height + 2 * PANEL_BORDER_PX,
        };
        if (rectsOverlap(a.letterBox, covered)) problems.push(`${at}: lettering of the big panel under the inset`);
        return;
      }
      const gap = polygonGap(a.outline, b.outline);
      if (gap < GUTTER_PX - 2) problems.push(`${at}: gutter ${gap.toFixed(1)} px`);
    });
  });
  return problems;
}

describe('the layout library', () => {
  it('has at least two designs for every panel count from 1 to 6, with unique ids', () => {
    const ids = LAYOUT_DESIGNS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (let n = 1; n <= 6; n++) expect(layoutsFor(n).length, `${n} panels`).toBeGreaterThanOrEqual(2);
    for (const d of LAYOUT_DESIGNS) expect(layoutById(d.id).frames).toHaveLength(d.panels);
  });

  it('includes the designs docs/book.md names', () => {
    const ids = LAYOUT_DESIGNS.map((d) => d.id);
    for (const id of [
      'splash-bleed',
      'splash-framed',
      'two-tiers',
      'three-tiers',
      'wide-over-two',
      'inset',
      'diagonal-two',
      'diagonal-three',
      'grid-2x2',
      'one-two-one',
      'wide-over-three',
      'two-one-two',
      'one-two-two',
      'two-two-two',
      'three-three',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it.each(LAYOUT_DESIGNS.map((d) => [d.id]))(
    '%s: frames inside the page, gutters kept, letter boxes inside outline and safe box',
    (id) => {
      expect(layoutProblems(layoutById(id))).toEqual([]);
    },
  );

  it(
    'finds the faults it looks for (overlapping panels, a letter box in the ' + 'border, a counter-clockwise outline)',
    () => {
      const good = layoutById('two-tiers');
      const overlapping: PageLayout = structuredClone(good);
      overlapping.frames[1].outline = overlapping.frames[1].outline.map((p) => ({ x: p.x, y: p.y - 30 }));
      overlapping.frames[1].rect = boundsOf(overlapping.frames[1].outline);
      expect(layoutProblems(overlapping).join('\n')).toMatch(/gutter/);
      const lettered: PageLayout = structuredClone(good);
      lettered.frames[0].letterBox = { ...lettered.frames[0].letterBox, y: lettered.frames[0].rect.y + 5 };
      expect(layoutProblems(lettered).join('\n')).toMatch(/letter box/);
      const backwards: PageLayout = structuredClone(good);
      backwards.frames[0].outline = [...backwards.frames[0].outline].reverse();
      expect(layoutProblems(backwards).join('\n')).toMatch(/clockwise/);
      expect(layoutProblems(good)).toEqual([]);
    },
  );

  it('has a full-bleed splash and a framed one', () => {
    const bleed = layoutById('splash-bleed').frames[0];
    expect(bleed.rect).toEqual(PAGE);
    expect(bleed.letterBox).toEqual(SAFE);
    const framed = layoutById('splash-framed').frames[0];
    expect(rectInside(framed.rect, TRIM)).toBe(true);
    expect(framed.rect.width).toBeLessThan(TRIM.width);
  });

  it('cuts diagonal designs into quadrilaterals with a slanted gutter', () => {
    for (const id of ['diagonal-two', 'diagonal-three']) {
      const layout = layoutById(id);
      for (const f of layout.frames) expect(f.outline).toHaveLength(4);
      const slanted = layout.frames
        .flatMap((f) => f.outline.map((p, i) => [p, f.outline[(i + 1) % 4]] as const))
        .filter(([a, b]) => a.x !== b.x && a.y !== b.y);
      expect(slanted.length, id).toBeGreaterThanOrEqual(2);
    }
  });

  it('draws an inset over a corner of its big panel, after it', () => {
    for (const id of ['inset', 'inset-over-strip']) {
      const layout = layoutById(id);
      const pairs = insetPairs(layout);
      expect(pairs.length, id).toBe(1);
      const [big, small] = pairs[0];
      expect(small).toBeGreaterThan(big);
      const a = layout.frames[big].rect;
      const b = layout.frames[small].rect;
      expect(b.width * b.height).toBeLessThan(0.3 * a.width * a.height);
      // Near the big panel's bottom-right corner.
      expect(a.x + a.width - (b.x + b.width)).toBeLessThan(120);
      expect(a.y + a.height - (b.y + b.height)).toBeLessThan(120);
    }
  });

  it('lets some designs bleed at the top, but never lettering outside the safe box', () => {
    const top = layoutById('wide-over-two').frames[0];
    expect(top.rect.y).toBe(0);
    expect(top.rect.x).toBe(0);
    expect(top.rect.width).toBe(PAGE.width);
    expect(top.letterBox.y).toBe(SAFE.y);
  });

  it('hands out copies: changing a layout does not change the library', () => {
    const a = layoutById('grid-2x2');
    a.frames[0].rect.x = -999;
    a.frames[0].outline[0].x = -999;
    expect(layoutById('grid-2x2').frames[0].rect.x).not.toBe(-999);
    expect(allLayouts().find((l) => l.id === 'grid-2x2')!.frames[0].outline[0].x).not.toBe(-999);
  });
});

describe('chooseLayout', () => {
  const shotsArb = fc.array(fc.constantFrom(...SHOTS), { minLength: 1, maxLength: 6 });

  it('returns a design with one frame per shot', () => {
    fc.assert(
      fc.property(shotsArb, fc.integer(), (shots, seed) => {
        const layout = chooseLayout(shots, null, seed);
        expect(layout.frames).toHaveLength(shots.length);
        expect(LAYOUT_DESIGNS.find((d) => d.id === layout.id)?.panels).toBe(shots.length);
      }),
      { numRuns: 200 },
    );
  });

  it('never repeats the previous page over a book of 40 random pages', () => {
    fc.assert(
      fc.property(fc.array(shotsArb, { minLength: 40, maxLength: 40 }), fc.integer(), (pages, seed) => {
        let previous: string | null = null;
        for (const [n, shots] of pages.entries()) {
          const id: string = chooseLayout(shots, previous, seed + n).id;
          expect(id).not.toBe(previous);
          previous = id;
        }
      }),
      { numRuns: 60 },
    );
  });

  it('does not repeat even for runs of pages with the same panel count (1 panel included)', () => {
    for (let n = 1; n <= 6; n++) {
      const shots: Shot[] = Array.from({ length: n }, () => 'medium');
      let previous: string | null = null;
      for (let page = 0; page < 10; page++) {
        const id: string = chooseLayout(shots, previous, 7).id;
        expect(id).not.toBe(previous);
        previous = id;
      }
    }
  });

  it('is deterministic, and the seed varies the choice between near-equal designs', () => {
    const shots: Shot[] = ['medium', 'medium', 'medium', 'medium'];
    expect(chooseLayout(shots, null, 42)).toEqual(chooseLayout(shots, null, 42));
    const ids = new Set(Array.from({ length: 40 }, (_, seed) => chooseLayout(shots, null, seed).id));
    expect(ids.size).toBeGreaterThan(1);
  });

  it('puts an opening establishing shot in a wide frame, and close-ups in narrower ones', () => {
    for (let seed = 0; seed < 30; seed++) {
      const layout = chooseLayout(['establishing', 'close-up', 'close-up'], null, seed);
      const [wide, ...close] = layout.frames.map((f: PanelFrame) => f.rect.width / f.rect.height);
      expect(wide, layout.id).toBeGreaterThan(1.2);
      for (const a of close) expect(a, layout.id).toBeLessThan(wide);
      const last = chooseLayout(['close-up', 'close-up', 'establishing'], null, seed).frames[2].rect;
      expect(last.width / last.height).toBeGreaterThan(1.2);
    }
  });

  it('rejects pages without panels or with more than six', () => {
    expect(() => chooseLayout([], null, 1)).toThrow(RangeError);
    expect(() =>
      chooseLayout(
        Array.from({ length: 7 }, () => 'wide' as Shot),
        null,
        1,
      ),
    ).toThrow(RangeError);
  });

  it('layoutById finds a design, refits one whose panel count no longer matches, and rejects unknown ids', () => {
    expect(layoutById('three-tiers', ['wide', 'wide', 'wide']).id).toBe('three-tiers');
    expect(layoutById('three-tiers', ['wide', 'close-up']).frames).toHaveLength(2);
    expect(layoutById('no-such-layout', ['wide']).frames).toHaveLength(1);
    expect(() => layoutById('no-such-layout')).toThrow(/Unknown page layout/);
  });
});
