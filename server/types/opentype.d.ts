// The slice of opentype.js (which ships no types) that the cover lettering uses.
declare module 'opentype.js' {
  namespace opentype {
    interface PathCommand {
      type: 'M' | 'L' | 'Q' | 'C' | 'Z';
      x?: number;
      y?: number;
      x1?: number;
      y1?: number;
      x2?: number;
      y2?: number;
    }
    interface Path {
      commands: PathCommand[];
    }
    interface Glyph {
      index: number;
      unicode?: number;
      advanceWidth?: number;
      getPath(x: number, y: number, fontSize: number): Path;
    }
    interface Font {
      unitsPerEm: number;
      ascender: number;
      descender: number;
      charToGlyph(char: string): Glyph;
    }
  }
  const opentype: { parse(buffer: ArrayBuffer): opentype.Font };
  export default opentype;
}
