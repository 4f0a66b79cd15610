// black-forest-labs/flux-kontext-pro: one `input_image`, aspect presets only, about one megapixel whatever
// the preset. Several people go in as one reference sheet of their photos side by side (referenceSheet.ts),
// so it keeps faces less well apart than the multi-reference models, and a page-sized panel is enlarged.
// Input schema: replicate.com/black-forest-labs/flux-kontext-pro/versions/0a138193…/api (read 2026-11-26).
import type { ImageModel, PaintJob } from './imageModel';
import { megapixels, modelSeed, nearestRatio } from './imageModel';
import { photoDataUri } from '../images';
import { referenceSheetDataUri } from '../../panels/referenceSheet';

/** The presets we ask for (the schema also has match_input_image, 4:5, 5:4, 2:1 and 1:2). */
export const KONTEXT_RATIOS = ['21:9', '16:9', '3:2', '4:3', '1:1', '3:4', '2:3', '9:16', '9:21'] as const;
/** Kontext paints about one megapixel in every preset, in multiples of 16. */
const KONTEXT_PIXELS = 1024 * 1024;

export function kontextSize(ratio: string): { width: number; height: number } {
  const [w, h] = ratio.split(':').map(Number);
  const width = Math.round(Math.sqrt((KONTEXT_PIXELS * w) / h) / 16) * 16;
  return { width, height: Math.round((width * h) / w / 16) * 16 };
}

export function fluxKontext(id: string): ImageModel {
  return {
    id,
    family: 'flux-kontext',
    maxReferences: 1,
    paintedSize: (width, height) => kontextSize(nearestRatio(KONTEXT_RATIOS, width, height)),
    async input(job: PaintJob) {
      return {
        prompt: job.prompt,
        input_image:
          job.references.length > 1
            ? await referenceSheetDataUri(job.references)
            : await photoDataUri(job.references[0]),
        aspect_ratio: nearestRatio(KONTEXT_RATIOS, job.width, job.height),
        output_format: 'png',
        seed: modelSeed(job.seed),
        // The schema's own note: 2 is the most permissive value allowed with an input image.
        safety_tolerance: 2,
      };
    },
    cost(job, price) {
      const size = this.paintedSize(job.width, job.height);
      return { model: id, calls: 1, megapixels: megapixels(size.width, size.height), usd: price?.perImage?.any ?? 0 };
    },
  };
}
