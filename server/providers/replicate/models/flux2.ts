// Black Forest Labs' FLUX.2 models on Replicate (black-forest-labs/flux-2-pro: 8 `input_images`): a custom
// size in multiples of 32 up to 2048 px a side and about 4 MP, so a panel up to a third of a page is painted
// at 300 ppi and a larger one at the most the model paints (then enlarged). Billed per megapixel, the
// reference pictures included. Input schema: replicate.com/black-forest-labs/flux-2-pro/versions/285631b5…/api
// (read 2026-11-26).
import type { ImageModel, PaintJob } from './imageModel';
import { megapixels, modelSeed } from './imageModel';
import { photoDataUri } from '../images';

const MAX_SIDE = 2048;
const MIN_SIDE = 256;
const MAX_PIXELS = 4 * 1024 * 1024;
const STEP = 32;

/** The custom size the model paints for a wanted size: the same shape, within its limits, in steps of 32. */
export function flux2Size(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_SIDE / width, MAX_SIDE / height, Math.sqrt(MAX_PIXELS / (width * height)));
  const side = (n: number) => Math.min(MAX_SIDE, Math.max(MIN_SIDE, Math.floor((n * scale) / STEP) * STEP));
  return { width: side(width), height: side(height) };
}

/**
 * The references' megapixels for the bill, counted at their bound: each is sent at most 1024 px a side (photoDataUri).
 */
const referenceMegapixels = (job: PaintJob) => job.references.length * megapixels(1024, 1024);

export function flux2(id: string): ImageModel {
  return {
    id,
    family: 'flux-2',
    maxReferences: id.endsWith('/flux-2-pro') ? 8 : 10,
    paintedSize: flux2Size,
    async input(job) {
      const size = flux2Size(job.width, job.height);
      return {
        prompt: job.prompt,
        input_images: await Promise.all(job.references.map(photoDataUri)),
        aspect_ratio: 'custom',
        width: size.width,
        height: size.height,
        output_format: 'jpg',
        output_quality: 95,
        seed: modelSeed(job.seed),
        safety_tolerance: 2,
      };
    },
    cost(job, price) {
      const size = flux2Size(job.width, job.height);
      const out = megapixels(size.width, size.height);
      const usd =
        (price?.firstMp ?? 0) +
        Math.max(0, Math.ceil(out) - 1) * (price?.extraMp ?? 0) +
        Math.ceil(referenceMegapixels(job)) * (price?.inputMp ?? 0);
      return { model: id, calls: 1, megapixels: out, usd };
    },
  };
}
