// The lettering engine's model (letterPage.ts letters a page): its sizes and spacing rules, what a page's
// lettering comes back as, and the working types — an element (a caption, balloon or sound effect), its
// variants (ways of wrapping and sizing it) and a placed variant with its tail.
import { MIN_LETTERING_PX } from '../../../shared/printGeometry';
import type { OutlineFont } from '../artKit/text/outlineFont';
import type { LetteredPage, LetteringKind, LetteringPanel, PlacedLettering, Point, Rect } from '../pageModel';
import { bangers, letteringFont } from '../artKit/text/fonts';
import type { Tail } from './shapes';
import { printable, wordsOf } from '../artKit/text/words';

/** Lettering sizes tried for a panel, largest first; the last is the smallest allowed. */
export const LETTERING_SIZES = [46, 42, 38, MIN_LETTERING_PX] as const;
/** Shouts are lettered this much bigger, in the display face. */
export const SHOUT_SCALE = 1.3;
/** Outline width of balloons and caption boxes. */
export const BALLOON_STROKE_PX = 5;
/** Air between two shapes of a page. */
export const SHAPE_GAP_PX = 18;
/** Air between a shape and the hero's face. */
export const FACE_MARGIN_PX = 14;

export const LINE_HEIGHT = 1.13;
export const MAX_TAIL = 300;
/** A tail may run this far to reach into its speaker's figure (a figure standing low in a tall panel). */
export const MAX_TAIL_TO_FIGURE = 420;

export interface DroppedLettering {
  id: string;
  panel: number;
  kind: LetteringKind;
  text: string;
}

/** A tail's or thought trail's centre line, from the balloon's edge to its tip. */
export interface Pointer {
  id: string;
  from: Point;
  tip: Point;
}

/** Part of the lettering drawn on its own: an SVG of `box`'s size showing that part of the page. */
export interface LetteringLayer {
  box: Rect;
  svg: string;
}

export interface LetteringResult extends LetteredPage {
  /**
   * The same drawing as `svg`, as separate layers over the areas that have lettering (which do not
   * overlap): rasterizing a few small layers costs a fraction of the page-sized SVG.
   */
  layers: LetteringLayer[];
  /** Items whose text was shortened to fit (the caller logs them). */
  shortened: PlacedLettering[];
  /** Items left out for want of room (only sound effects, or a text that fits nowhere even as one word). */
  dropped: DroppedLettering[];
  pointers: Pointer[];
  /** Characters of a panel's words that no face could draw (left out of the lines, never boxes). */
  undrawable: UndrawableText[];
}

/** Characters of one lettered item that no face of its font has. */
export interface UndrawableText {
  id: string;
  panel: number;
  characters: string[];
}

export interface Element {
  id: string;
  panel: number;
  kind: LetteringKind;
  /** The script's text, whitespace collapsed. */
  text: string;
  speaker?: string;
}

export interface Variant {
  element: Element;
  /** The text as printed in this variant (maybe shortened) and whether it was shortened. */
  text: string;
  shortened: boolean;
  font: OutlineFont;
  size: number;
  lines: string[];
  widths: number[];
  lineHeight: number;
  /** Whole-pixel size of the shape's bounding box. */
  w: number;
  h: number;
  /** The text block's size. */
  textW: number;
  textH: number;
  /** Balloons: where the oval's centre sits in the shape box, the oval, and decorations relative to the centre. */
  centre?: Point;
  oval?: { a: number; b: number; p: number };
  bumps?: { c: Point; r: number }[];
  burst?: Point[];
  /** Extra distance from the oval's edge to where a tail or trail may start (spikes, bumps). */
  tailGrow?: number;
  /** Sound effects: rotation in degrees. */
  angle?: number;
  /** A small cost for less pleasing shapes. */
  pref: number;
}

export interface Placed {
  variant: Variant;
  shape: Rect;
  textBox: Rect;
  tail?: Tail;
  trail?: { c: Point; r: number }[];
  pointer?: { from: Point; tip: Point };
}

export function elementsOf(panel: LetteringPanel, index: number): Element[] {
  const out: Element[] = [];
  // What no face can draw is left out here (and reported by letterPage), so it leaves no gap in a line.
  const words = (text: string | undefined, kind: LetteringKind) =>
    wordsOf(printable(fontFor(kind), text ?? '')).join(' ');
  const caption = words(panel.caption, 'caption');
  if (caption) out.push({ id: `p${index}-caption`, panel: index, kind: 'caption', text: caption });
  panel.balloons.forEach((b, i) => {
    const text = words(b.text, b.kind);
    if (text) out.push({ id: `p${index}-b${i}`, panel: index, kind: b.kind, text, speaker: b.speaker });
  });
  const sfx = words(panel.sfx, 'sfx');
  if (sfx) out.push({ id: `p${index}-sfx`, panel: index, kind: 'sfx', text: sfx });
  return out;
}

export const fontFor = (kind: LetteringKind) => (kind === 'shout' || kind === 'sfx' ? bangers : letteringFont);

export interface PanelContext {
  index: number;
  box: Rect;
  frame: Rect;
  /** The page's keep-clear rectangles, grown by the face margin. */
  keep: Rect[];
  /** Heads seen in this panel. */
  heads: Record<string, Point>;
  /** The figures of the speakers seen in this panel, by the heads' names: tails reach into them. */
  figures: Record<string, Rect>;
  headPoints: Point[];
  /** Shapes already on the page (earlier panels), grown by the gap. */
  pageShapes: Rect[];
  /** What tails stop before: the hero's face with a little air. */
  avoid: Rect[];
  /** How far tails may reach: the letter box and a little more. */
  reach: Rect;
  /** Variants already worked out, by element, size and text. */
  variants: Map<string, Variant[]>;
  /** The letter box's area less what the face covers of it. */
  freeArea: number;
  /** The page reads right to left: the caption starts at the right, balloons read leftwards. */
  rightToLeft: boolean;
}
