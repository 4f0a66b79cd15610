// The lettering engine (docs/book.md "Lettering") on every design of the layout library with
// random words: text inside its shape, shapes inside the panel's letter box and the safe box, clear of the
// hero's face and of each other, never under 8 pt, read in order; what cannot fit shortened at a word
// boundary with an ellipsis; the SVG all outlines, in the print look's inks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxPx, MIN_LETTERING_PX, PAGE_PX } from '../../shared/printGeometry';
import { BALLOON_KINDS, type BalloonKind } from '../../shared/script';
import { LAYOUT_DESIGNS, layoutById } from '../../server/engines/layout/pageLayouts';
import { letterPage } from '../../server/engines/lettering/letterPage';
import type { LetteringResult } from '../../server/engines/lettering/letteringModel';
import { readsAfter } from '../../server/engines/lettering/placement';
import {
  HERO_KEY,
  type LetteringPanel,
  type PanelFrame,
  type PlacedLettering,
  type Point,
  type PrintLook,
  type Rect,
} from '../../server/engines/pageModel';

const SAFE = boxPx('safe');

const WORDS = (
  'the a sea boat storm harbour Maria Leo captain rope now never always tonight tomorrow we you I they it is was ' +
  'will can could should hold on look up down here there over under between wonderful extraordinary ' +
  'unbelievable lighthouse keeper coffee engine numbers finally sense! what? yes, no. okay… well; ' +
  "don't can't it's café naïve Zoë 42 2:15 100% rock-and-roll"
).split(' ');

const inside = (a: Rect, b: Rect, tol = 1e-6) =>
  a.x >= b.x - tol &&
  a.y >= b.y - tol &&
  a.x + a.width <= b.x + b.width + tol &&
  a.y + a.height <= b.y + b.height + tol;
const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const pointIn = (p: Point, r: Rect) => p.x > r.x && p.x < r.x + r.width && p.y > r.y && p.y < r.y + r.height;

/** Random text of whole words, at most `max` characters. */
function textArb(minWords: number, maxWords: number, max: number) {
  return fc.array(fc.constantFrom(...WORDS), { minLength: minWords, maxLength: maxWords }).map((words) => {
    let text = '';
    for (const w of words) {
      const next = text ? `${text} ${w}` : w;
      if (next.length > max) break;
      text = next;
    }
    return text || words[0].slice(0, max);
  });
}

const balloonTextArb = fc.oneof(textArb(1, 3, 120), textArb(4, 12, 120), textArb(20, 40, 120));
const captionArb = fc.oneof(textArb(1, 4, 200), textArb(8, 20, 200), textArb(30, 60, 200));
const SPEAKERS = ['Maria', 'Leo', 'Captain', 'Nobody'];

interface PanelSpec {
  caption: string | null;
  balloons: { speaker: string; kind: BalloonKind; text: string }[];
  sfx: string | null;
  face: [number, number, number, number] | null;
  heads: Record<string, [number, number]>;
}

const panelArb: fc.Arbitrary<PanelSpec> = fc.record({
  caption: fc.option(captionArb, { nil: null }),
  balloons: fc.array(
    fc.record({
      speaker: fc.constantFrom(HERO_KEY, ...SPEAKERS),
      kind: fc.constantFrom(...BALLOON_KINDS),
      text: balloonTextArb,
    }),
    { minLength: 1, maxLength: 3 },
  ),
  sfx: fc.option(fc.constantFrom('Bam', 'Whoosh!', 'Krrrk', 'Beep beep', 'Splash', 'Ka-boom!'), { nil: null }),
  // The hero's face as fractions of the panel: position and size.
  face: fc.option(
    fc.tuple(
      fc.double({ min: 0, max: 0.8, noNaN: true }),
      fc.double({ min: 0, max: 0.8, noNaN: true }),
      fc.double({ min: 0.08, max: 0.3, noNaN: true }),
      fc.double({ min: 0.06, max: 0.25, noNaN: true }),
    ),
    { nil: null },
  ),
  heads: fc.dictionary(
    fc.constantFrom(...SPEAKERS.slice(0, 3)),
    fc.tuple(fc.double({ min: 0.05, max: 0.95, noNaN: true }), fc.double({ min: 0.05, max: 0.95, noNaN: true })),
    { maxKeys: 3 },
  ),
});

function panelsFor(frames: PanelFrame[], specs: PanelSpec[]): LetteringPanel[] {
  return frames.map((frame, i) => {
    const s = specs[i % specs.length];
    const r = frame.rect;
    const at = ([fx, fy]: [number, number]): Point => ({ x: r.x + fx * r.width, y: r.y + fy * r.height });
    const heads: Record<string, Point> = {};
    for (const [name, p] of Object.entries(s.heads)) heads[name] = at(p);
    const keepClear: Rect[] = [];
    if (s.face) {
      const [fx, fy, fw, fh] = s.face;
      const face = { x: r.x + fx * r.width, y: r.y + fy * r.height, width: fw * r.width, height: fh * r.height };
      keepClear.push(face);
      heads[HERO_KEY] = { x: face.x + face.width / 2, y: face.y + face.height / 2 };
    }
    return { frame, keepClear, heads, caption: s.caption ?? undefined, balloons: s.balloons, sfx: s.sfx ?? undefined };
  });
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Everything wrong with a lettered page (empty when it keeps every rule). */
function letteringProblems(panels: LetteringPanel[], result: LetteringResult): string[] {
  const problems: string[] = [];
  const { items } = result;
  const keep = panels.flatMap((p) => p.keepClear);
  for (const item of items) {
    const at = `${item.id} "${item.text}"`;
    const frame = panels[item.panel].frame;
    if (!inside(item.textBox, item.shape)) problems.push(`${at}: text outside its shape`);
    if (!inside(item.shape, frame.letterBox)) problems.push(`${at}: shape outside the letter box`);
    if (!inside(item.shape, SAFE)) problems.push(`${at}: shape outside the safe box`);
    for (const k of keep) if (overlaps(item.shape, k)) problems.push(`${at}: over the hero's face`);
    if (!(item.fontSize >= MIN_LETTERING_PX)) problems.push(`${at}: ${item.fontSize} px is under 8 pt`);
    if (!item.lines.length || item.lines.some((l) => !l.trim())) problems.push(`${at}: empty lines`);
    const source = sourceText(panels, item);
    if (
      item.kind !== 'sfx' &&
      item.lines
        .join(' ')
        .replace(/- /g, '-')
        .replace(/-(?=\S)/g, '') !== item.text.toLocaleUpperCase('en-US').replace(/-/g, '')
    ) {
      problems.push(`${at}: lines ${JSON.stringify(item.lines)} are not the text in capitals`);
    }
    if (item.shortened) {
      if (!item.text.endsWith('…')) problems.push(`${at}: shortened without an ellipsis`);
      const kept = item.text.slice(0, -1);
      const next = source.charAt(kept.length);
      if (!source.startsWith(kept) || kept.length >= source.length)
        problems.push(`${at}: not a beginning of "${source}"`);
      else if (!/[\s,;:.\-–—…]/.test(next) && kept.includes(' '))
        problems.push(`${at}: cut inside a word (next "${next}")`);
    } else if (item.text !== source) problems.push(`${at}: text changed from "${source}"`);
  }
  items.forEach((a, i) => {
    items.forEach((b, j) => {
      if (j > i && overlaps(a.shape, b.shape)) problems.push(`${a.id} and ${b.id} overlap`);
    });
  });
  // Every word is accounted for: lettered, or dropped (only sound effects may be dropped for room).
  panels.forEach((p, i) => {
    const expected = [
      p.caption && `p${i}-caption`,
      ...p.balloons.map((_, b) => `p${i}-b${b}`),
      p.sfx && `p${i}-sfx`,
    ].filter(Boolean) as string[];
    const got = [
      ...items.filter((it) => it.panel === i).map((it) => it.id),
      ...result.dropped.filter((d) => d.panel === i).map((d) => d.id),
    ];
    if ([...got].sort().join() !== [...expected].sort().join())
      problems.push(`panel ${i}: items ${got} for ${expected}`);
    const order = items.filter((it) => it.panel === i).map((it) => it.id);
    if (order.join() !== expected.filter((id) => order.includes(id)).join())
      problems.push(`panel ${i}: items out of order ${order}`);
  });
  // Tails and trails stop before the face.
  for (const t of result.pointers)
    for (const k of keep) if (pointIn(t.tip, k)) problems.push(`${t.id}: tail tip on the face`);
  return problems;
}

function sourceText(panels: LetteringPanel[], item: PlacedLettering): string {
  const p = panels[item.panel];
  if (item.kind === 'caption') return normal(p.caption ?? '');
  if (item.kind === 'sfx') return normal(p.sfx ?? '');
  return normal(p.balloons[Number(item.id.split('-b')[1])].text);
}

/** Balloons of a panel lettered in full read in script order: left to right, top to bottom. */
function orderProblems(panels: LetteringPanel[], result: LetteringResult): string[] {
  const problems: string[] = [];
  const byPanel = new Map<number, PlacedLettering[]>();
  for (const item of result.items) byPanel.set(item.panel, [...(byPanel.get(item.panel) ?? []), item]);
  for (const [panel, items] of byPanel) {
    if (items.some((i) => i.shortened)) continue;
    const box = panels[panel].frame.letterBox;
    // A caption moved to the foot of the panel (off the face) is read first anyway.
    const words = items.filter(
      (i) => i.kind !== 'sfx' && !(i.kind === 'caption' && i.shape.y > box.y + box.height / 2),
    );
    words.forEach((later, j) => {
      words.slice(0, j).forEach((earlier) => {
        if (!readsAfter(later.shape, earlier.shape)) problems.push(`${later.id} reads before ${earlier.id}`);
      });
    });
  }
  return problems;
}

describe('lettering on every design of the layout library', () => {
  it.each(LAYOUT_DESIGNS.map((d) => [d.id]))('%s: random words keep every rule', (id) => {
    const layout = layoutById(id);
    fc.assert(
      fc.property(
        fc.array(panelArb, { minLength: 1, maxLength: 6 }),
        fc.constantFrom<PrintLook>('color', 'grayscale'),
        (specs, look) => {
          const panels = panelsFor(layout.frames, specs);
          const result = letterPage(panels, look);
          expect(letteringProblems(panels, result)).toEqual([]);
          expect(orderProblems(panels, result)).toEqual([]);
          // Only sound effects are left out for want of room on real layouts.
          expect(result.dropped.filter((d) => d.kind !== 'sfx')).toEqual([]);
        },
      ),
      { numRuns: Number(process.env.LETTERING_RUNS ?? 12), endOnFailure: true },
    );
  });

  it('finds the faults it looks for', () => {
    const layout = layoutById('two-tiers');
    const panels = panelsFor(layout.frames, [
      {
        caption: 'Later that night.',
        balloons: [{ speaker: 'Leo', kind: 'speech', text: 'Hello there!' }],
        sfx: null,
        face: [0.6, 0.5, 0.2, 0.2],
        heads: {},
      },
    ]);
    const result = letterPage(panels, 'color');
    expect(letteringProblems(panels, result)).toEqual([]);
    const broken = structuredClone(result);
    broken.items[0].shape = { ...broken.items[0].shape, x: panels[0].frame.letterBox.x - 40 };
    broken.items[1].fontSize = 30;
    broken.items[1].textBox = { ...broken.items[1].shape, width: broken.items[1].shape.width + 1 };
    broken.items[2].shape = { ...panels[1].keepClear[0] };
    broken.items[3].text = 'Hello…';
    broken.items[3].shortened = false;
    const found = letteringProblems(panels, broken).join('\n');
    for (const fault of [
      'outside the letter box',
      'under 8 pt',
      'text outside its shape',
      "over the hero's face",
      'text changed',
    ])
      expect(found).toContain(fault);
    const swapped = structuredClone(result);
    const [a, b] = [swapped.items[0].shape, swapped.items[1].shape];
    swapped.items[1].shape = { ...a, y: a.y - 200 };
    swapped.items[0].shape = b;
    expect(orderProblems(panels, swapped).length).toBeGreaterThan(0);
  });
});

describe('letterPage', () => {
  const layout = layoutById('three-tiers');
  const basic = (): LetteringPanel[] =>
    panelsFor(layout.frames, [
      {
        caption: 'Monday morning.',
        balloons: [
          { speaker: HERO_KEY, kind: 'speech', text: 'Today is the day!' },
          { speaker: 'Leo', kind: 'thought', text: 'Here we go again.' },
        ],
        sfx: 'Bam',
        face: [0.1, 0.45, 0.15, 0.3],
        heads: { Leo: [0.8, 0.7] },
      },
      {
        caption: null,
        balloons: [
          { speaker: 'Nobody', kind: 'shout', text: 'Stop right there!' },
          { speaker: HERO_KEY, kind: 'whisper', text: 'Run.' },
        ],
        sfx: null,
        face: [0.5, 0.4, 0.14, 0.3],
        heads: {},
      },
    ]);

  it('draws a transparent page-sized SVG of outlines only: no <text>, no user words in the markup', () => {
    const panels = basic();
    panels[0].balloons.push({ speaker: 'Leo', kind: 'speech', text: 'Zebraquux <script>alert(1)</script> & "quotes"' });
    const { svg, items } = letterPage(panels, 'color');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`width="${PAGE_PX.width}" height="${PAGE_PX.height}"`);
    expect(svg).not.toMatch(/<text|<tspan|<foreignObject|<script|<image/i);
    expect(svg.toLowerCase()).not.toContain('zebraquux');
    expect(svg).not.toContain('alert');
    expect(svg).not.toContain('&');
    expect(svg).toMatch(/<path d="M[\d.]+ [\d.]+/);
    // The page is transparent: no rectangle covers it.
    expect(svg).not.toMatch(/<rect[^>]*width="2063"/);
    expect(items.find((i) => i.text.startsWith('Zebraquux'))?.lines.join(' ')).toContain('ZEBRAQUUX');
  });

  it('letters in capitals at the default size when there is room, captions at the top left of the letter box', () => {
    const panels = basic();
    const { items } = letterPage(panels, 'color');
    for (const item of items.filter(
      (i) => i.kind === 'speech' || i.kind === 'thought' || i.kind === 'whisper' || i.kind === 'caption',
    )) {
      expect(item.fontSize, item.id).toBeGreaterThanOrEqual(44);
      expect(item.fontSize, item.id).toBeLessThanOrEqual(48);
      expect(item.lines.join(' ')).toBe(item.lines.join(' ').toUpperCase());
    }
    const shout = items.find((i) => i.kind === 'shout')!;
    expect(shout.fontSize).toBeGreaterThan(48);
    const caption = items.find((i) => i.kind === 'caption')!;
    const box = panels[0].frame.letterBox;
    expect(caption.shape.x).toBe(box.x);
    expect(caption.shape.y).toBe(box.y);
    const sfx = items.find((i) => i.kind === 'sfx')!;
    expect(sfx.fontSize).toBeGreaterThan(60);
  });

  it('moves the caption to the bottom left when the top would cover the face', () => {
    const panels = panelsFor(
      [layout.frames[0]],
      [
        {
          caption: 'Meanwhile, on the other side of town, something stirred.',
          balloons: [],
          sfx: null,
          face: [0, 0, 0.3, 0.35],
          heads: {},
        },
      ],
    );
    const caption = letterPage(panels, 'color').items[0];
    const box = panels[0].frame.letterBox;
    expect(caption.shape.x).toBe(box.x);
    expect(caption.shape.y + caption.shape.height).toBe(box.y + box.height);
  });

  it(
    'points tails at the speaker and stops them well before the head; an unknown ' + 'speaker points to the panel edge',
    () => {
      const frame = layout.frames[1];
      const head = { x: frame.rect.x + frame.rect.width * 0.75, y: frame.rect.y + frame.rect.height * 0.8 };
      const panels: LetteringPanel[] = [
        {
          frame,
          keepClear: [],
          heads: { Leo: head },
          balloons: [
            { speaker: 'Leo', kind: 'speech', text: 'Over here!' },
            { speaker: 'Ghost', kind: 'speech', text: 'Who said that?' },
          ],
        },
      ];
      const result = letterPage(panels, 'color');
      const leo = result.pointers.find((p) => p.id === 'p0-b0')!;
      const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
      expect(dist(leo.tip, head)).toBeLessThan(dist(leo.from, head));
      expect(dist(leo.tip, head)).toBeGreaterThanOrEqual(50);
      // Pointing at the head: the tail's direction is within 45° of the line to the head.
      const along =
        ((leo.tip.x - leo.from.x) * (head.x - leo.from.x) + (leo.tip.y - leo.from.y) * (head.y - leo.from.y)) /
        (dist(leo.tip, leo.from) * dist(head, leo.from));
      expect(along).toBeGreaterThan(Math.SQRT1_2);
      const ghost = result.pointers.find((p) => p.id === 'p0-b1')!;
      const box = frame.letterBox;
      const edgeDistance = (p: Point) => Math.min(p.x - box.x, box.x + box.width - p.x, box.y + box.height - p.y);
      expect(edgeDistance(ghost.tip)).toBeLessThan(edgeDistance(ghost.from));
      expect(edgeDistance(ghost.tip)).toBeLessThan(25);
    },
  );

  it('keeps tails off the face when the speaker is the hero', () => {
    fc.assert(
      fc.property(panelArb, (spec) => {
        const panels = panelsFor([layout.frames[0]], [{ ...spec, face: spec.face ?? [0.4, 0.4, 0.2, 0.2] }]);
        const result = letterPage(panels, 'grayscale');
        for (const t of result.pointers) expect(pointIn(t.tip, panels[0].keepClear[0]), t.id).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it('prints grayscale pages in pure black and white, colour pages in the period palette', () => {
    const colours = (svg: string) => new Set([...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((m) => m[1]));
    const gray = colours(letterPage(basic(), 'grayscale').svg);
    for (const c of gray) expect(['#000', '#fff', 'none']).toContain(c);
    expect(gray.has('#000') && gray.has('#fff')).toBe(true);
    const color = colours(letterPage(basic(), 'color').svg);
    expect(color).toContain('#1a1614');
    expect(color).toContain('#fffdf6');
    expect(color).toContain('#ffe27a');
    expect([...color].some((c) => c === '#ffd21f' || c === '#e8352a')).toBe(true);
    expect(color).not.toContain('#000');
  });

  it('shortens a very long text in a tiny panel at a word boundary with an ellipsis, and says so', () => {
    const box = { x: SAFE.x + 100, y: SAFE.y + 100, width: 420, height: 260 };
    const frame: PanelFrame = {
      rect: { x: box.x - 40, y: box.y - 40, width: box.width + 80, height: box.height + 80 },
      outline: [],
      letterBox: box,
    };
    frame.outline = [
      { x: frame.rect.x, y: frame.rect.y },
      { x: frame.rect.x + frame.rect.width, y: frame.rect.y },
      { x: frame.rect.x + frame.rect.width, y: frame.rect.y + frame.rect.height },
      { x: frame.rect.x, y: frame.rect.y + frame.rect.height },
    ];
    const long =
      'The lighthouse keeper had not slept for three days and three nights, and the storm outside was only ' +
      'getting worse with every passing hour of the long night.';
    const panels: LetteringPanel[] = [{ frame, keepClear: [], heads: {}, caption: long, balloons: [] }];
    const result = letterPage(panels, 'color');
    expect(result.items).toHaveLength(1);
    const item = result.items[0];
    expect(item.shortened).toBe(true);
    expect(item.fontSize).toBe(MIN_LETTERING_PX);
    expect(item.text.endsWith('…')).toBe(true);
    const kept = item.text.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    expect(long.charAt(kept.length)).toMatch(/[\s,]/);
    expect(kept.length).toBeGreaterThan(20);
    expect(result.shortened.map((i) => i.id)).toEqual([item.id]);
    expect(letteringProblems(panels, result)).toEqual([]);
    // A single word longer than a line is the only thing ever cut inside.
    const word = 'Supercalifragilisticexpialidociouslyextraordinarilylongword';
    const one = letterPage(
      [{ frame, keepClear: [], heads: {}, balloons: [{ speaker: 'Leo', kind: 'speech', text: word }] }],
      'color',
    ).items[0];
    expect(
      one.text === word || (one.shortened && one.text.endsWith('…') && word.startsWith(one.text.slice(0, -1))),
    ).toBe(true);
    expect(inside(one.shape, box)).toBe(true);
  });

  it('is deterministic', () => {
    expect(letterPage(basic(), 'color')).toEqual(letterPage(basic(), 'color'));
  });
});
