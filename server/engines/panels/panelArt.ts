// The built-in panel art (no network): the hero's photo framed for the shot, in a procedurally drawn
// scene for the setting, with the others drawn whole or as silhouettes, printed in the style's treatment
// (manga screentone, or vintage Ben-Day and four-colour halftone on aged paper). See docs/book.md, "Art".
// A pipeline of six stages, each returning a value the next reads (none changes what it is given):
//   plan       panelPlan.ts    size, seed, the scene's words, the hero's photo, where everyone stands (shots.ts)
//   cast       panelCast.ts    who is drawn how: the hero's pose, the photographed and drawn cast, the props
//   layers     panelLayers.ts  the back and front as SVG (scenes/, effects.ts); frontLayer.ts places each
//                              figure through one FigureRegistry (figureRegistry.ts)
//   raster     panelRaster.ts  the layers' pixels, and the people from photos as layers (heroLayer.ts)
//   treatment  treatment.ts    composing and screening
//   report     panelReport.ts  faces, heads, figures and drawings, for the lettering
import type { PanelArt, PanelArtRequest } from '../pageModel';
import { castPanel } from './panelCast';
import { drawLayers } from './panelLayers';
import { planPanel } from './panelPlan';
import { rasterPanel } from './panelRaster';
import { reportPanel } from './panelReport';
import { printPanel } from './treatment';

/** The panel in RGB (grayscale art has r = g = b). */
export async function drawPanelArt(req: PanelArtRequest): Promise<PanelArt> {
  const art = await drawPanelPicture(req);
  return art.channels === 3 ? art : { ...art, pixels: greyToRgb(art.pixels), channels: 3 };
}

/** The panel as pages are composed from it: one grey byte a pixel for the grayscale look, else RGB. */
export async function drawPanelPicture(req: PanelArtRequest): Promise<PanelArt> {
  const plan = await planPanel(req);
  const cast = await castPanel(plan);
  const layers = drawLayers(plan, cast);
  const raster = await rasterPanel(plan, cast, layers);
  const pixels = printPanel(raster, plan.look, plan.seed);
  return reportPanel(plan, cast, layers, pixels);
}

/** One grey byte a pixel as RGB. */
export function greyToRgb(grey: Uint8Array): Buffer {
  const rgb = Buffer.allocUnsafe(grey.length * 3);
  for (let i = 0, p = 0; i < grey.length; i++, p += 3) rgb[p] = rgb[p + 1] = rgb[p + 2] = grey[i];
  return rgb;
}

/**
 * Where the hero's photo lands in the panel a request draws: panel = photo × scale + offset, in pixels of
 * the upright photo as uploaded; null when the hero is not in the picture. (For tests and tools: the
 * drawing itself uses the same plan.)
 */
export async function heroPlacement(
  req: PanelArtRequest,
): Promise<{ scale: number; offsetX: number; offsetY: number } | null> {
  if (!req.heroPresent) return null;
  const { photo, shot } = await planPanel(req);
  if (!photo || !shot.hero) return null;
  const k = photo.width / photo.originalWidth;
  return { scale: shot.hero.scale * k, offsetX: shot.hero.offsetX, offsetY: shot.hero.offsetY };
}
