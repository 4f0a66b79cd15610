// Panels painted by an image model (docs/book.md "Art"): one call per panel with the references of the people
// in it (each person's own photo, then the character sheet painted of them once per book) and the panel's
// shot, setting, action and the style in the prompt. Optional: with no image service configured the built-in
// art draws every panel, and a panel whose painting fails is drawn by the built-in art too. Each call says
// what it cost before it is made (so the book can keep to its ceilings) and after.
import type { PanelArtRequest } from '../../engines/pageModel';
import type { PaintCost } from '../replicate/models/imageModel';

export type { PaintCost } from '../replicate/models/imageModel';

/** The built-in art's request for the same panel, with the comic's style id (shared/styles.ts) for the prompt. */
export type PanelPaintRequest = Omit<PanelArtRequest, 'print'> & {
  style: string;
  /** The hero's name in the script, for the prompt's "who is who" of the references. */
  heroName?: string;
  /** The character sheets painted for this book (characterSheet.ts): the hero's, and the others' by cast name. */
  heroSheet?: Buffer;
  sheets?: Record<string, Buffer>;
};

/** A character sheet for one person of the book: front, three-quarter and profile, in the book's style. */
export interface SheetRequest {
  photo: Buffer;
  name: string;
  role?: string;
  /** The hero is an animal of this species: its sheet shows the animal. */
  species?: string;
  style: string;
  seed: number;
}

/** A painting as it came back: its bytes (re-encoded by us), its size and what it cost. */
export interface Painted {
  bytes: Buffer;
  width: number;
  height: number;
  cost: PaintCost;
}

export interface PanelPainter {
  /** Every call costs money: books painted this way count against the daily book limit. */
  readonly paid: true;
  /** The model the panels are painted with (owner/name). */
  readonly model: string;
  /** What painting this panel would cost and the size the model would paint, before any call. */
  estimate(request: PanelPaintRequest): PaintCost & { width: number; height: number };
  /** The panel, or a rejection the caller answers with built-in art. */
  paint(request: PanelPaintRequest, signal: AbortSignal): Promise<Painted>;
  estimateSheet(request: SheetRequest): PaintCost;
  paintSheet(request: SheetRequest, signal: AbortSignal): Promise<Painted>;
}
