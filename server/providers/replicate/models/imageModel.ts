// One image model on Replicate as the painters see it: its own input names and limits behind one shape.
// Each family's adapter (fluxKontext.ts, nanoBanana.ts, flux2.ts) turns "paint this prompt from these
// reference pictures at about this size" into the fields its published input schema has, says what size it
// will actually paint, and what that costs by the price table in config.
import type { ImagePrice } from '../../../config';

/** One picture to paint. */
export interface PaintJob {
  prompt: string;
  /** The reference pictures in the order the prompt names them (people's photos, character sheets). */
  references: Buffer[];
  /** The size wanted, in pixels (a panel's place at 300 ppi). */
  width: number;
  height: number;
  seed: number;
}

export interface PaintCost {
  model: string;
  calls: number;
  /** Output megapixels painted. */
  megapixels: number;
  usd: number;
}

export type ModelFamily = 'flux-kontext' | 'nano-banana' | 'flux-2';

export interface ImageModel {
  /** owner/name (a `:version` suffix is the runner's business). */
  readonly id: string;
  readonly family: ModelFamily;
  /** References one call takes; a family that takes one packs them into a single sheet. */
  readonly maxReferences: number;
  /** The size the model paints for a wanted size (never more than it can). */
  paintedSize(width: number, height: number): { width: number; height: number };
  /** The model's input for the job. */
  input(job: PaintJob): Promise<Record<string, unknown>>;
  /** What the job costs by `price` (the config's row for this model). */
  cost(job: PaintJob, price: ImagePrice | undefined): PaintCost;
}

/** The ratio among `ratios` ('W:H') closest to width:height, compared on a log scale. */
export function nearestRatio<T extends string>(ratios: readonly T[], width: number, height: number): T {
  const wanted = width > 0 && height > 0 ? Math.log(width / height) : 0;
  let best = ratios[0];
  let bestDistance = Infinity;
  for (const ratio of ratios) {
    const [w, h] = ratio.split(':').map(Number);
    const distance = Math.abs(Math.log(w / h) - wanted);
    if (distance < bestDistance) {
      best = ratio;
      bestDistance = distance;
    }
  }
  return best;
}

/** Megapixels of an image of this size. */
export const megapixels = (width: number, height: number) => (width * height) / 1_000_000;

/** Replicate's seeds are 32-bit signed integers. */
export const modelSeed = (seed: number) => Math.abs(Math.trunc(seed)) % 2_147_483_647;
