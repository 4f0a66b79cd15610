// A font stack: the families one role draws with (a comic face first, then faces for the scripts it lacks),
// used as one font. A word is drawn in the first family that has every one of its letters, so a name keeps one
// look ("Małgorzata" all in one face, never an ł from another); a word no family has whole takes each letter
// from the first face that has it. Text is split into runs by face and by direction (the Unicode bidirectional
// algorithm, bidi-js), each run shaped by HarfBuzz (shapedFace.ts) and the runs put in visual order, so an
// Arabic name reads right to left inside an English line. A character no face has is never drawn as a box and
// never dropped unseen: `undrawable` names it, and the page that needed it says so (see letterPage.ts).
import bidiFactory from 'bidi-js';
import type { OutlineFont } from './outlineFont';
import { relativePath } from './outlines';
import type { ShapedFace, ShapedGlyph } from './shapedFace';
import { graphemesOf } from './words';

/** The faces of one family, and which Chinese-character tradition it draws (Han letters differ by language). */
export interface FaceGroup {
  faces: ShapedFace[];
  han?: 'sc' | 'tc' | 'jp' | 'kr';
}

interface Run {
  face: ShapedFace;
  text: string;
  rtl: boolean;
}

interface Itemized {
  runs: Run[];
  /** Graphemes no face has. */
  missing: string[];
}

export interface FontStack extends OutlineFont {
  /** The graphemes of the text that no face of the stack can draw (empty when every one is drawn). */
  undrawable(text: string): string[];
  /** Whether the stack's first family draws every letter of the text (a PDF's live text in that face can). */
  inFirstFamily(text: string): boolean;
  /** The runs a line is drawn as, left to right, with their shaped glyphs (what the checks of every name read). */
  runsOf(text: string): { text: string; rtl: boolean; glyphs: ShapedGlyph[] }[];
}

const bidi = bidiFactory();
/** Characters that draw nothing of their own: joiners, direction marks, variation selectors. */
const INVISIBLE = /^(?:[\u200B-\u200F\u202A-\u202E\u2060-\u2064]|\p{Variation_Selector})$/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const CACHE_LIMIT = 20_000;
const fmt = (v: number) => String(Math.round(v * 10) / 10);

export function fontStack(groups: FaceGroup[]): FontStack {
  const itemized = new Map<string, Itemized>();
  const outlines = new Map<ShapedFace, Map<string, ReturnType<typeof relativePath>>>();
  const primary = groups[0].faces[0];

  /** The groups in the order this text asks for: Japanese Han for text with kana, Korean for text with Hangul. */
  const groupsFor = (text: string): FaceGroup[] => {
    const han = KANA.test(text) ? 'jp' : HANGUL.test(text) ? 'kr' : undefined;
    return han ? [...groups].sort((a, b) => Number(b.han === han) - Number(a.han === han)) : groups;
  };
  const covers = (face: ShapedFace, cluster: string) =>
    [...cluster].every((ch) => INVISIBLE.test(ch) || face.has(ch.codePointAt(0)!));
  const faceIn = (faces: ShapedFace[], cluster: string) => faces.find((face) => covers(face, cluster));

  const itemize = (text: string): Itemized => {
    const known = itemized.get(text);
    if (known) return known;
    const ordered = groupsFor(text);
    const faces = ordered.flatMap((g) => g.faces);
    const chosen: { cluster: string; face: ShapedFace }[] = [];
    const missing: string[] = [];
    for (const word of text.split(/(\s+)/)) {
      if (!word) continue;
      const clusters = graphemesOf(word);
      if (/^\s+$/.test(word)) {
        // Spaces take the face of the letters before them, so a run is not cut at every space (every file of
        // a split family keeps a space; a face without one leaves it to the first face).
        const before = chosen.at(-1)?.face;
        const face = before?.has(32) ? before : primary;
        for (const _ of clusters) chosen.push({ cluster: ' ', face });
        continue;
      }
      // The first family with every letter of the word (in one file or several of its subsets).
      const family = ordered.find((g) => clusters.every((c) => faceIn(g.faces, c)));
      for (const cluster of clusters) {
        const face = faceIn(family?.faces ?? faces, cluster);
        if (face) chosen.push({ cluster, face });
        else if (!/^\p{Cc}+$/u.test(cluster)) missing.push(cluster);
      }
    }
    const result = { runs: visualRuns(chosen), missing };
    if (itemized.size > CACHE_LIMIT) itemized.clear();
    itemized.set(text, result);
    return result;
  };

  /** A glyph's outline at a scale, moved to the origin and written as relative commands (cached). */
  const outlineAt = (face: ShapedFace, glyph: number, scale: number) => {
    let cache = outlines.get(face);
    if (!cache) {
      cache = new Map();
      outlines.set(face, cache);
    }
    const key = `${scale}|${glyph}`;
    let outline = cache.get(key);
    if (!outline) {
      const absolute = face
        .outline(glyph)
        .map((c) => c.type + c.values.map((v, i) => fmt(i % 2 === 0 ? v * scale : -v * scale)).join(' '))
        .join('');
      outline = relativePath(absolute);
      if (cache.size > CACHE_LIMIT) cache.clear();
      cache.set(key, outline);
    }
    return outline;
  };

  /** A text's advance in ems, word by word (fitting measures the same words in many lines and sizes). */
  const ems = new Map<string, number>();
  const emsOf = (text: string): number => {
    let width = ems.get(text);
    if (width === undefined) {
      const words = text === ' ' ? [text] : text.split(' ');
      width =
        words.length > 1
          ? words.reduce((sum, word) => sum + emsOf(word), 0) + (words.length - 1) * emsOf(' ')
          : itemize(text).runs.reduce(
              (sum, run) => sum + run.face.shape(run.text, run.rtl).advance / run.face.upem(),
              0,
            );
      if (ems.size > CACHE_LIMIT) ems.clear();
      ems.set(text, width);
    }
    return width;
  };

  return {
    measure: (text, size) => emsOf(text) * size,
    path(text, size, x, y) {
      let pen = x;
      let d = '';
      for (const run of itemize(text).runs) {
        const scale = size / run.face.upem();
        for (const glyph of run.face.shape(run.text, run.rtl).glyphs) {
          const { start, rest } = outlineAt(run.face, glyph.id, scale);
          if (start) d += `M${fmt(start.x + pen + glyph.dx * scale)} ${fmt(start.y + y - glyph.dy * scale)}${rest}`;
          pen += glyph.advance * scale;
        }
      }
      return d;
    },
    metrics(size) {
      const { ascent, descent } = primary.extents();
      const scale = size / primary.upem();
      return { ascent: ascent * scale, descent: descent * scale };
    },
    has(char) {
      return char === ' ' || itemize(char).missing.length === 0;
    },
    undrawable(text) {
      return itemize(text).missing;
    },
    inFirstFamily(text) {
      const { runs, missing } = itemize(text);
      return missing.length === 0 && runs.every((run) => groups[0].faces.includes(run.face));
    },
    runsOf(text) {
      return itemize(text).runs.map((run) => ({ ...run, glyphs: run.face.shape(run.text, run.rtl).glyphs }));
    },
  };
}

/**
 * The chosen clusters as runs of one face and one direction, in the order they are drawn left to right: runs
 * follow the text's embedding levels, and the rule of reversing every sequence at a level or higher, from the
 * highest level down to the lowest odd one, puts them in place (the Unicode bidirectional algorithm's L2).
 */
function visualRuns(chosen: { cluster: string; face: ShapedFace }[]): Run[] {
  const text = chosen.map((c) => c.cluster).join('');
  if (!text) return [];
  const { levels } = bidi.getEmbeddingLevels(text, 'auto');
  const runs: (Run & { level: number })[] = [];
  let offset = 0;
  for (const { cluster, face } of chosen) {
    const level = levels[offset];
    offset += cluster.length;
    const last = runs.at(-1);
    if (last && last.face === face && last.level === level) last.text += cluster;
    else runs.push({ face, text: cluster, rtl: level % 2 === 1, level });
  }
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => r.level | 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i].level < level) continue;
      let end = i;
      while (end + 1 < runs.length && runs[end + 1].level >= level) end++;
      runs.splice(i, end - i + 1, ...runs.slice(i, end + 1).reverse());
      i = end;
    }
  }
  return runs.map(({ face, text: t, rtl }) => ({ face, text: t, rtl }));
}
