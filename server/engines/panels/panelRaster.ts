// The panel art's fourth stage, the raster: the layers' SVG turned into pixels, and the people drawn from
// photos made into layers of their own (the hero's bust or head, the photographed cast's heads), ready for
// the print treatment to paint them between the scene and the front and screen the whole (treatment.ts).
import sharp from 'sharp';
import type { PrintLook } from '../pageModel';
import { rasterize } from '../artKit/svg';
import { faceInFront } from './heroFigure';
import { heroLayer } from './heroLayer';
import type { PanelCast } from './panelCast';
import type { PanelLayers } from './panelLayers';
import type { PanelArtPlan } from './panelPlan';
import type { Layers } from './treatment';

export async function rasterPanel(plan: PanelArtPlan, cast: PanelCast, layers: PanelLayers): Promise<Layers> {
  const { width, height, look, photo, shot } = plan;
  const [{ scene, front }, hero, ...castLayers] = await Promise.all([
    drawScene(layers, { width, height, look }),
    photo && shot.hero
      ? heroLayer({
          photo,
          placement: shot.hero,
          panel: { width, height, ground: shot.ground },
          look,
          night: plan.reading.night,
          part: cast.hero ? 'head' : 'bust',
        })
      : Promise.resolve(null),
    ...cast.photographed.map((p) => p.layer()),
  ]);
  // Nothing in the foreground (a fence, a hedge, rain) is drawn over a face painted from a photo…
  if (hero && front && shot.heroFace) faceInFront(front, shot.heroFace);
  if (front) for (const p of cast.photographed) faceInFront(front, p.face);
  // …but what they wear on it is.
  if (front && layers.worn) await layOver(layers.worn, scene, front, look);
  const people = [...castLayers, hero].filter((l): l is NonNullable<typeof l> => l !== null);
  return { width, height, scene, front, people };
}

/**
 * The scene with the foreground over it, as the screen wants it (grey for manga, RGB for vintage), and
 * where the foreground covers it (its alpha from its top row, or from the top of what is worn on a face, if
 * higher), behind which the hero is painted. Both layers are rasterized a band of rows at a time (each band an
 * SVG showing those rows of the panel, the same pixels as the whole): librsvg draws into an RGBA canvas of all
 * it is asked for, which for a full-page panel would be 26 MB beside the scene itself.
 */
async function drawScene(
  { back, front, worn }: Pick<PanelLayers, 'back' | 'front' | 'worn'>,
  panel: { width: number; height: number; look: PrintLook },
) {
  const { width, height, look } = panel;
  const manga = look === 'grayscale';
  const channels = manga ? 1 : 3;
  const scene = Buffer.allocUnsafe(width * height * channels);
  const bandRows = bandRowsOf(width);
  for (let top = 0; top < height; top += bandRows) {
    const rows = Math.min(bandRows, height - top);
    const band = sharp(Buffer.from(bandOf(back, width, top, rows)));
    // Manga greys have r = g = b, so one channel is the grey.
    const pixels = await (manga ? band.extractChannel(0) : band.removeAlpha()).raw().toBuffer();
    pixels.copy(scene, top * width * channels);
  }
  if (!front && !worn) return { scene, front: null };
  const top = Math.min(front?.top ?? height, worn?.top ?? height);
  // Only the front's alpha is kept: a quarter of its RGBA raster.
  const cover = { alpha: new Uint8Array(width * (height - top)), width, top };
  if (front) await layOver(front, scene, cover, look);
  return { scene, front: cover };
}

/** Lays a drawing (rows from `layer.top` down) over the scene, and marks where it covers in `cover`'s alpha. */
async function layOver(
  layer: { svg: string; top: number },
  scene: Buffer,
  cover: { alpha: Uint8Array; width: number; top: number },
  look: PrintLook,
) {
  const { width } = cover;
  const manga = look === 'grayscale';
  const channels = manga ? 1 : 3;
  const height = cover.top + cover.alpha.length / width;
  const bandRows = bandRowsOf(width);
  for (let top = Math.max(layer.top, cover.top); top < height; top += bandRows) {
    const rows = Math.min(bandRows, height - top);
    const pixels = await rasterize(bandOf(layer.svg, width, top, rows));
    for (let y = 0; y < rows; y++) {
      for (
        let x = 0, i = (top - cover.top + y) * width, p = y * width * 4, q = (top + y) * width * channels;
        x < width;
        x++, i++, p += 4, q += channels
      ) {
        const a = pixels[p + 3];
        if (!a) continue;
        cover.alpha[i] = Math.max(cover.alpha[i], a);
        if (manga) scene[q] = a === 255 ? pixels[p] : (pixels[p] * a + scene[q] * (255 - a)) / 255;
        else if (a === 255) {
          scene[q] = pixels[p];
          scene[q + 1] = pixels[p + 1];
          scene[q + 2] = pixels[p + 2];
        } else {
          scene[q] = (pixels[p] * a + scene[q] * (255 - a)) / 255;
          scene[q + 1] = (pixels[p + 1] * a + scene[q + 1] * (255 - a)) / 255;
          scene[q + 2] = (pixels[p + 2] * a + scene[q + 2] * (255 - a)) / 255;
        }
      }
    }
  }
}

/** The rows of a band: at most BAND_BYTES of RGBA raster at once. */
const bandRowsOf = (width: number) => Math.max(16, Math.floor(BAND_BYTES / (width * 4)));

/** The most bytes of RGBA raster made at once. */
const BAND_BYTES = 8 << 20;

/** An SVG of the rows top..top+rows of a drawing in panel coordinates. */
const bandOf = (body: string, width: number, top: number, rows: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${rows}" ` +
  `viewBox="0 ${top} ${width} ${rows}">${body}</svg>`;
