// Google's Nano Banana models on Replicate (google/nano-banana-pro, google/nano-banana-2): up to 14 pictures
// in `image_input`, kept apart, and an output tier of 1K, 2K or 4K. The tier is the smallest whose picture
// covers the wanted size, so a panel is painted at its place's 300 ppi and a whole page fits in 4K. Neither
// schema has a seed; Pro has `safety_filter_level`, 2 has web-search switches we leave off.
// Input schemas: replicate.com/google/nano-banana-pro/versions/f5318740…/api and
// replicate.com/google/nano-banana-2/versions/2de9ad5b…/api (read 2026-11-26).
import type { ImageModel } from './imageModel';
import { megapixels, nearestRatio } from './imageModel';
import { photoDataUri } from '../images';

/** The ratios both models take (2 also takes 1:4, 4:1, 1:8 and 8:1, never a comic panel's shape). */
export const NANO_RATIOS = ['21:9', '16:9', '3:2', '4:3', '5:4', '1:1', '4:5', '3:4', '2:3', '9:16'] as const;
export type NanoRatio = (typeof NANO_RATIOS)[number];
export const NANO_TIERS = ['1K', '2K', '4K'] as const;
export type NanoTier = (typeof NANO_TIERS)[number];

/** The 1K picture of each ratio (Gemini's image sizes); 2K and 4K are twice and four times it. */
const SIZE_1K: Record<NanoRatio, [number, number]> = {
  '21:9': [1584, 672],
  '16:9': [1376, 768],
  '3:2': [1264, 848],
  '4:3': [1200, 896],
  '5:4': [1152, 928],
  '1:1': [1024, 1024],
  '4:5': [928, 1152],
  '3:4': [896, 1200],
  '2:3': [848, 1264],
  '9:16': [768, 1376],
};

export function nanoSize(ratio: NanoRatio, tier: NanoTier): { width: number; height: number } {
  const scale = tier === '1K' ? 1 : tier === '2K' ? 2 : 4;
  const [w, h] = SIZE_1K[ratio];
  return { width: w * scale, height: h * scale };
}

/** The smallest tier whose picture in `ratio` is at least the wanted size (4K when none is). */
export function nanoTier(ratio: NanoRatio, width: number, height: number): NanoTier {
  return (
    NANO_TIERS.find((tier) => {
      const size = nanoSize(ratio, tier);
      return size.width >= width && size.height >= height;
    }) ?? '4K'
  );
}

export function nanoBanana(id: string): ImageModel {
  const pro = id.endsWith('/nano-banana-pro');
  const plan = (width: number, height: number) => {
    const ratio = nearestRatio(NANO_RATIOS, width, height);
    return { ratio, tier: nanoTier(ratio, width, height) };
  };
  return {
    id,
    family: 'nano-banana',
    maxReferences: 14,
    paintedSize(width, height) {
      const { ratio, tier } = plan(width, height);
      return nanoSize(ratio, tier);
    },
    async input(job) {
      const { ratio, tier } = plan(job.width, job.height);
      return {
        prompt: job.prompt,
        image_input: await Promise.all(job.references.map(photoDataUri)),
        aspect_ratio: ratio,
        resolution: tier,
        // JPEG: a 4K PNG is tens of megabytes; we re-encode what we keep anyway.
        output_format: 'jpg',
        ...(pro ? { safety_filter_level: 'block_only_high' } : {}),
      };
    },
    cost(job, price) {
      const { ratio, tier } = plan(job.width, job.height);
      const size = nanoSize(ratio, tier);
      return {
        model: id,
        calls: 1,
        megapixels: megapixels(size.width, size.height),
        usd: price?.perImage?.[tier] ?? price?.perImage?.any ?? 0,
      };
    },
  };
}
