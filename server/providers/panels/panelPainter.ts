// Panels painted by an image model (BOOK.md "AI art"): one call per panel with the hero's photo as the
// character reference and the panel's shot, setting, action and the style in the prompt. Optional: with
// no image service configured the built-in art draws every panel, and a panel whose painting fails is
// drawn by the built-in art too.
import type { PanelArtRequest } from '../../book/pageModel';

/** The built-in art's request for the same panel, with the comic's style id (shared/styles.ts) for the prompt. */
export type PanelPaintRequest = Omit<PanelArtRequest, 'print'> & {
  style: string;
  /** The hero's name in the script, for the prompt's "who is who" of a reference sheet (castPhotos). */
  heroName?: string;
};

export interface PanelPainter {
  /** Every call costs money: books painted this way count against the daily book limit. */
  readonly paid: true;
  /** The picture's bytes (any common image format), or a rejection the caller answers with built-in art. */
  paint(request: PanelPaintRequest, signal: AbortSignal): Promise<Buffer>;
}
