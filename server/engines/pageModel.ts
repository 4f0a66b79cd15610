// The contracts between the three parts that make a page: the layout engine (layout/), the panel art
// (art/) and the lettering (lettering/). Everything is in page pixels at print size (PAGE_PX, 300 ppi, the
// bleed included, origin top left), so a test can check lettering against the layout's own boxes.
import type { HeroAid } from '../../shared/heroAids';
import type { Rect } from '../../shared/printGeometry';
import type { BalloonKind, LifeStage, Shot, TimeOfDay } from '../../shared/script';

export type { Rect };

export interface Point {
  x: number;
  y: number;
}

/** One panel's place on the page. */
export interface PanelFrame {
  /** Bounding box of the panel's outline (a panel that bleeds runs to the page edge). */
  rect: Rect;
  /** The panel's outline, clockwise: four corners for rectangles, more for a diagonal cut or an inset. */
  outline: Point[];
  /** Where lettering may sit: inside the outline (clear of the border) and inside the safe box. */
  letterBox: Rect;
}

/** A page grid: one of the layout library's designs, filled for a number of panels. */
export interface PageLayout {
  /** Stable name of the design ('splash', 'three-tiers', 'wide-over-two', 'diagonal-cut'...). */
  id: string;
  frames: PanelFrame[];
}

/** How a style prints: pure black and white with screentone, or four-colour halftone on aged paper. */
export type PrintLook = 'grayscale' | 'color';

/**
 * One drawing of the vector library in a panel: a person's face or an animal under its
 * name, a thing, an emanata mark or an aid the hero lives with (hearing aids, crutches) under ''.
 */
export interface DrawnItem {
  name: string;
  icon: string;
  box: Rect;
  kind: 'face' | 'animal' | 'thing' | 'mark' | 'aid';
}

/** What the built-in art needs to draw one panel. */
export interface PanelArtRequest {
  /** The hero's uploaded photo (any size; EXIF orientation honoured). */
  photo: Buffer;
  print: PrintLook;
  shot: Shot;
  setting: string;
  action: string;
  /** Whether the hero is in the picture (an establishing shot of a city may show nobody). */
  heroPresent: boolean;
  /** Supporting characters in the picture, by name, in the order they are mentioned (drawn as silhouettes). */
  others: string[];
  /** Which of the others are animals, by name, and their species (drawn from the animal library). */
  animals?: Record<string, string>;
  /**
   * The one of the animals who is the book's hero (the hero is an animal: heroPresent is false and it is
   * first of the others): drawn the size the hero is in the shot, not the size of a pet beside a person.
   */
  heroAnimal?: string;
  /** Things to put in the picture (the script's props; the setting and action are read too). */
  props?: string[];
  /** The others who are people, with their role in the cast ('her grandma'): each gets a look of their own. */
  people?: Record<string, string>;
  /** How old the hero reads, so a sibling of a child is drawn as a child. */
  heroStage?: LifeStage;
  /** What the hero lives with (answers/heroAids.ts): a wheelchair is drawn in every pose, all named to a painter. */
  heroAids?: HeroAid[];
  /** What the others in the picture live with, by name (answers/castAids.ts): drawn with them like the hero's. */
  castAids?: Record<string, HeroAid[]>;
  /**
   * Photos the owner added of supporting characters in this picture, by their cast name (at most three per
   * comic): such a person is drawn from the photo, like the hero, and a painter gets it as a reference.
   */
  castPhotos?: Record<string, Buffer>;
  /** The page's one light (the script's time of day), over what the panel's words suggest. */
  timeOfDay?: TimeOfDay;
  width: number;
  height: number;
  /** Same request and seed give the same pixels. */
  seed: number;
}

/** One panel's picture, without any text. */
export interface PanelArt {
  /**
   * Raw pixels, width × height × channels: RGB, or for the grayscale look possibly one grey byte a pixel
   * (which is how pages are put together: a third of the bytes).
   */
  pixels: Buffer;
  channels: 1 | 3;
  width: number;
  height: number;
  /** The hero's face in panel pixels (lettering keeps off it), or null when the hero's face is not seen. */
  heroFace: Rect | null;
  /** Where each character's head is, panel pixels, by name (the hero under HERO_KEY): balloon tails point there. */
  heads: Record<string, Point>;
  /**
   * What was drawn from the vector library, and where: a person's face or an animal under its
   * name, a thing or an emanata mark under ''.
   */
  drawn?: DrawnItem[];
  /** The drawn body the hero's head was set on in a wide shot ('person-running-facing-right-medium'). */
  heroPose?: string;
  /** How tall that drawn figure would stand, crown to sole, in panel pixels (its head keeps one proportion to it). */
  heroStature?: number;
  /** The hero's whole figure in panel pixels: the drawn body in a wide shot, the photo's bust otherwise. */
  heroFigure?: Rect;
  /** Each character's figure in panel pixels, by name (the hero under HERO_KEY): a tail ends in its speaker's. */
  figures?: Record<string, Rect>;
}

/** The key of the hero in PanelArt.heads and LetteringPanel.heads. */
export const HERO_KEY = '@hero';

/** The words of one panel and where they may go. */
export interface LetteringPanel {
  frame: PanelFrame;
  /** Page areas lettering must not cover (the hero's face). */
  keepClear: Rect[];
  /** Head positions in page pixels by speaker name (the hero under HERO_KEY and under the hero's names). */
  heads: Record<string, Point>;
  /** The speakers' figures in page pixels, by the same names: a tail reaches into its speaker's figure. */
  figures?: Record<string, Rect>;
  caption?: string;
  balloons: { speaker: string; kind: BalloonKind; text: string }[];
  sfx?: string;
}

export type LetteringKind = 'caption' | BalloonKind | 'sfx';

/** One lettered element as placed: the test checks `textBox` ⊂ `shape` ⊂ safe box and frame.letterBox. */
export interface PlacedLettering {
  /** `p{panel}-caption`, `p{panel}-b{index}`, `p{panel}-sfx` (panel and balloon counted from 0). */
  id: string;
  panel: number;
  kind: LetteringKind;
  /** The text as printed: the script's, or shortened at a word boundary with an ellipsis. */
  text: string;
  shortened: boolean;
  /** The balloon, box or effect's bounding box (tail excluded). */
  shape: Rect;
  /** The bounding box of the text lines, inside `shape`. */
  textBox: Rect;
  lines: string[];
  fontSize: number;
  /** A balloon's tail or a thought's trail: where it leaves the balloon and where it ends. */
  tail?: { from: Point; tip: Point };
}

export interface LetteredPage {
  /** A full-page SVG (PAGE_PX, transparent) with balloons, boxes, tails and text as outlines. */
  svg: string;
  items: PlacedLettering[];
}
