// What the engines draw text with: a font measured and turned into SVG outlines, so pages and covers look the
// same on every machine and no user text is ever parsed as markup by the SVG renderer. The fonts themselves
// are stacks of faces shaped by HarfBuzz (fontStack.ts, fonts.ts).

export interface OutlineFont {
  /** Advance width of a line at a size, in the same units as the size (pixels). */
  measure(text: string, size: number): number;
  /** SVG path data of one line whose left end of the baseline is at (x, y). */
  path(text: string, size: number, x: number, y: number): string;
  /** How far above and below the baseline the letters reach at a size. */
  metrics(size: number): { ascent: number; descent: number };
  /** True when the font can draw the character (others are left out of the line and reported, never boxes). */
  has(char: string): boolean;
}
