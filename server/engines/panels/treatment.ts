// The style's print treatment of a composed panel: the drawn scene, the hero's toned photo and the
// foreground are screened together like one printed picture.
//   grayscale (manga)  one screentone for everything, then the ink lines: only black and white pixels.
//   color (vintage)    the scene's flat colours as Ben-Day tints, the photo as a four-colour halftone, the
//                      key plate's line work in black over both, all on aged paper.
import { cmykHalftone, mangaScreentone } from '../artKit/halftone';
import { KEY_INK, PAPER } from '../artKit/heroTone';
import { seededRandom } from '../../lib/seededRandom';
import { benDay, type SkipBox } from './benDay';
import { paintHero, type FrontCover, type HeroLayer } from './heroLayer';
import type { PrintLook } from '../pageModel';

/** Screen cells (pixels at 300 ppi): manga screentone ~43 lpi, the photo's process dots ~33 lpi. */
export const MANGA_CELL = 7;
export const PROCESS_CELL = 9;

export interface Layers {
  width: number;
  height: number;
  /** The drawn scene with the foreground over it: one grey byte a pixel (grayscale) or RGB (color). */
  scene: Uint8Array;
  /** The foreground alone (RGBA rows from its top), so the people are painted behind it. */
  front: FrontCover | null;
  /** The people drawn from photos, back to front: the cast's first, the hero last (in front of them). */
  people: HeroLayer[];
}

/** The box that holds every layer. */
function unionOf(people: HeroLayer[]) {
  const x = Math.min(...people.map((p) => p.x));
  const y = Math.min(...people.map((p) => p.y));
  const width = Math.max(...people.map((p) => p.x + p.width)) - x;
  const height = Math.max(...people.map((p) => p.y + p.height)) - y;
  return { x, y, width, height };
}

/**
 * Paints each person into `target` (a box of the panel at `box`, `channels` bytes a pixel), later ones over
 * earlier ones, and returns what each box pixel is: 0 nobody, 1 a photo's tones, 2 ink.
 */
function paintPeople(
  people: HeroLayer[],
  target: Uint8Array,
  box: { x: number; y: number; width: number; height: number },
  front: FrontCover | null,
): Uint8Array {
  const cover = new Uint8Array(box.width * box.height);
  for (const layer of people) {
    const own = paintHero(
      layer,
      { pixels: target, stride: box.width, left: layer.x - box.x, top: layer.y - box.y },
      front,
    );
    for (let y = 0; y < layer.height; y++) {
      const row = (layer.y - box.y + y) * box.width + layer.x - box.x;
      for (let x = 0, i = y * layer.width; x < layer.width; x++, i++) if (own[i]) cover[row + x] = own[i];
    }
  }
  return cover;
}

/** The style's print treatment of a panel's layers: manga's grey byte a pixel, or vintage's RGB. */
export function printPanel(layers: Layers, look: PrintLook, seed: number): Buffer {
  return look === 'grayscale' ? printManga(layers) : printVintage(layers, seed);
}

/** The manga panel: one grey byte a pixel, every one 0 or 255. */
export function printManga(layers: Layers): Buffer {
  const { width, height, scene, front, people } = layers;
  // The continuous-tone picture is the scene with the people painted into it (the scene is not needed after).
  const whole = { x: 0, y: 0, width, height };
  const cover = people.length ? paintPeople(people, scene, whole, front) : null;
  const screened = mangaScreentone(scene, width, height, MANGA_CELL);
  if (cover) for (let i = 0; i < cover.length; i++) if (cover[i] === 2) screened[i] = 0;
  return Buffer.from(screened.buffer, screened.byteOffset, screened.byteLength);
}

/** The vintage panel, RGB; the scene's pixels are printed in place. */
export function printVintage(layers: Layers, seed: number): Buffer {
  const { width, height, scene, front, people } = layers;
  const out = Buffer.from(scene.buffer, scene.byteOffset, scene.byteLength);
  // Where a photo shows (a figure, not behind the foreground) it is printed as a process halftone; the
  // Ben-Day screen leaves those pixels alone, and they are filled after it.
  if (people.length) {
    const box = unionOf(people);
    const tones = new Uint8Array(box.width * box.height * 3);
    const cover = paintPeople(people, tones, box, front);
    const skip: SkipBox = { ...box, mask: cover };
    benDay({ rgb: out, width, height }, PAPER, out, skip);
    const printed = cmykHalftone(tones, box.width, box.height, PROCESS_CELL, PAPER, tones);
    for (let y = 0; y < box.height; y++) {
      for (
        let x = 0, i = y * box.width, o = ((box.y + y) * width + box.x) * 3, s = i * 3;
        x < box.width;
        x++, i++, o += 3, s += 3
      ) {
        const what = cover[i];
        if (what === 1) {
          out[o] = printed[s];
          out[o + 1] = printed[s + 1];
          out[o + 2] = printed[s + 2];
        } else if (what === 2) {
          out[o] = KEY_INK[0];
          out[o + 1] = KEY_INK[1];
          out[o + 2] = KEY_INK[2];
        }
      }
    }
  } else {
    benDay({ rgb: out, width, height }, PAPER, out);
  }
  agePaper(out, width, height, seed);
  return out;
}

/** A tile of paper grain: smooth low-frequency noise (16 × 16 points over 256 px), repeating seamlessly. */
const GRAIN = (() => {
  const points = 16;
  const size = 256;
  const random = seededRandom(0xa9ed);
  const grid = Array.from({ length: points * points }, () => random());
  const tile = new Uint16Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const gx = (x * points) / size;
      const gy = (y * points) / size;
      const i = Math.floor(gx);
      const j = Math.floor(gy);
      const fx = gx - i;
      const fy = gy - j;
      const at = (a: number, b: number) => grid[(b % points) * points + (a % points)];
      const v =
        (at(i, j) * (1 - fx) + at(i + 1, j) * fx) * (1 - fy) + (at(i, j + 1) * (1 - fx) + at(i + 1, j + 1) * fx) * fy;
      // A multiplier in 1/1024ths: two percent either way.
      tile[y * size + x] = Math.round(1024 * (1 + 0.04 * (0.5 - v)));
    }
  }
  return tile;
})();

/**
 * Aged newsprint: a faint blotchy grain, so the paper reads as old paper and not as a flat tint, while on
 * average it stays the page's paper colour. The tile is shifted by the seed so panels do not repeat.
 */
export function agePaper(rgb: Uint8Array, width: number, height: number, seed: number) {
  const dx = seed & 255;
  const dy = (seed >>> 8) & 255;
  for (let y = 0; y < height; y++) {
    const row = ((y + dy) & 255) * 256;
    for (let x = 0, p = y * width * 3; x < width; x++, p += 3) {
      const k = GRAIN[row + ((x + dx) & 255)];
      const r = (rgb[p] * k) >> 10;
      const g = (rgb[p + 1] * k) >> 10;
      const b = (rgb[p + 2] * k) >> 10;
      rgb[p] = Math.min(r, 255);
      rgb[p + 1] = Math.min(g, 255);
      rgb[p + 2] = Math.min(b, 255);
    }
  }
}
