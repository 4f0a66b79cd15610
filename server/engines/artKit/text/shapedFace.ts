// One font file shaped by HarfBuzz: the glyphs a run of text becomes in this face (Arabic joined, Devanagari
// clusters formed, marks placed, right-to-left runs in visual order), each glyph's outline as path data, and the
// face's line metrics. A variable face is set to the stack's weight. Everything is in font units; the stack
// (fontStack.ts) scales it to a size. The file loads the first time one of its code points is asked for.
import * as hb from 'harfbuzzjs';
import { type CodeRanges, inRanges, readSfnt, type SubsetFile } from './fontFiles';

export interface ShapedGlyph {
  id: number;
  /** Index in the run's text (UTF-16) of the first character this glyph draws. */
  cluster: number;
  advance: number;
  dx: number;
  dy: number;
}

export interface ShapedRun {
  glyphs: ShapedGlyph[];
  /** The run's advance width, font units. */
  advance: number;
}

export interface ShapedFace {
  /** Whether the face has a glyph for the code point (reads the file the first time). */
  has(cp: number): boolean;
  upem(): number;
  /** Ascent and descent (positive), font units. */
  extents(): { ascent: number; descent: number };
  shape(text: string, rtl: boolean): ShapedRun;
  /** The glyph's outline as HarfBuzz draws it: font units, y up. */
  outline(glyph: number): hb.SvgPathCommand[];
}

const SHAPE_CACHE_LIMIT = 20_000;

export function shapedFace(source: SubsetFile, weight?: number): ShapedFace {
  let font: hb.Font | undefined;
  let unitsPerEm = 1000;
  const shaped = new Map<string, ShapedRun>();
  const outlines = new Map<number, hb.SvgPathCommand[]>();
  const load = () => {
    if (!font) {
      const face = new hb.Face(new hb.Blob(readSfnt(source.file)));
      unitsPerEm = face.upem;
      font = new hb.Font(face);
      if (weight && face.getAxisInfos().wght) font.setVariations([new hb.Variation('wght', weight)]);
    }
    return font;
  };
  const ranges: CodeRanges = source.ranges;
  return {
    // Every file of a split family keeps a space, outside the code points it declares.
    has: (cp) => (cp === 32 || inRanges(ranges, cp)) && load().nominalGlyph(cp) !== undefined,
    upem() {
      load();
      return unitsPerEm;
    },
    extents() {
      const { ascender, descender } = load().hExtents();
      return { ascent: ascender, descent: -descender };
    },
    shape(text, rtl) {
      const key = `${rtl ? 'r' : 'l'}${text}`;
      let run = shaped.get(key);
      if (!run) {
        const buffer = new hb.Buffer();
        buffer.addText(text);
        buffer.guessSegmentProperties();
        buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
        hb.shape(load(), buffer);
        const glyphs = buffer.getGlyphInfosAndPositions().map((g) => ({
          id: g.codepoint,
          cluster: g.cluster,
          advance: g.xAdvance ?? 0,
          dx: g.xOffset ?? 0,
          dy: g.yOffset ?? 0,
        }));
        run = { glyphs, advance: glyphs.reduce((sum, g) => sum + g.advance, 0) };
        if (shaped.size > SHAPE_CACHE_LIMIT) shaped.clear();
        shaped.set(key, run);
      }
      return run;
    },
    outline(glyph) {
      let outline = outlines.get(glyph);
      if (!outline) {
        outline = load().glyphToJson(glyph);
        outlines.set(glyph, outline);
      }
      return outline;
    },
  };
}
