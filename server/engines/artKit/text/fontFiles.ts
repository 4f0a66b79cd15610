// Font files as HarfBuzz reads them. The faces ship in npm packages (never system fonts): TTFs as they are, and
// @fontsource's WOFF2 files, each one subset of a family (Latin, Cyrillic, a hundred slices of Chinese...), with
// the package's unicode.json saying which code points each holds. HarfBuzz reads only plain OpenType, so a WOFF2
// file is unpacked first with Google's woff2 decoder (wawoff2, WebAssembly).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

interface Woff2Decoder {
  decompress(bytes: Uint8Array): Uint8Array | false;
  onRuntimeInitialized?: () => void;
  calledRun?: boolean;
}

// wawoff2's own entry point answers with a promise for every file; its WebAssembly module, once started, unpacks
// a file synchronously, which lets a face load the moment a line first needs one of its letters.
const woff2: Woff2Decoder = require('wawoff2/build/decompress_binding.js');
if (!woff2.calledRun) await new Promise<void>((resolve) => (woff2.onRuntimeInitialized = resolve));

/** The plain OpenType bytes of a TTF, OTF or WOFF2 file. */
export function readSfnt(file: string): Uint8Array {
  const bytes = readFileSync(file);
  if (bytes.subarray(0, 4).toString('latin1') !== 'wOF2') return bytes;
  const unpacked = woff2.decompress(bytes);
  if (!unpacked) throw new Error(`could not unpack the font file ${file}`);
  return unpacked;
}

/** Inclusive code point ranges. */
export type CodeRanges = [number, number][];

/** One file of a family and the code points it holds. */
export interface SubsetFile {
  file: string;
  ranges: CodeRanges;
}

/** "U+0460-052F,U+20B4" (CSS unicode-range, as @fontsource writes it) as ranges. */
export function parseUnicodeRange(css: string): CodeRanges {
  return css.split(',').map((part) => {
    const [lo, hi = lo] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(lo.replace(/\?/g, '0'), 16), Number.parseInt(hi.replace(/\?/g, 'f'), 16)];
  });
}

export const inRanges = (ranges: CodeRanges, cp: number) => ranges.some(([lo, hi]) => cp >= lo && cp <= hi);

/**
 * Every subset file of an @fontsource package in one style: `name(subset)` is the file's name for a subset key
 * of unicode.json ("latin", "cyrillic-ext", or "4" for the key "[4]").
 */
export function fontsourceSubsets(pkg: string, name: (subset: string) => string): SubsetFile[] {
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  const unicode = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  return Object.entries(unicode).map(([key, css]) => ({
    file: path.join(dir, 'files', name(key.replace(/^\[(\d+)\]$/, '$1'))),
    ranges: parseUnicodeRange(css),
  }));
}

/** A single file that holds a whole face (a TTF from a package). */
export const wholeFile = (spec: string): SubsetFile[] => [{ file: require.resolve(spec), ranges: [[0, 0x10ffff]] }];
