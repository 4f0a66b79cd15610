// The inputs the app sends to an image model, for the doctor to check against the model's published input
// schema: built by the model's own adapter (the very code that paints), for every kind of picture the app
// asks for — the cover, book panels of every shape from a sliver to a full page, and character sheets —
// with one reference picture and with as many as the adapter sends. A schema change that would refuse any
// of them is found here rather than in a customer's book.
import sharp from 'sharp';
import { PAGE_PX } from '../../shared/printGeometry';
import { COVER_PRINT_PX } from '../providers/cover/replicateCoverProvider';
import { SHEET_SIZE } from '../providers/panels/characterSheet';
import type { PaintJob } from '../providers/replicate/models/imageModel';
import { imageModelFor } from '../providers/replicate/models/imageModels';

/** What a model is used for: the cover (REPLICATE_MODEL), or book panels and character sheets. */
export type ModelRole = 'cover' | 'panels';

/** A panel's place on the page, as fractions of the page with bleed: thin strips to a splash. */
const PANEL_WIDTHS = [1 / 3, 1 / 2, 2 / 3, 1];
const PANEL_HEIGHTS = [1 / 5, 1 / 3, 1 / 2, 2 / 3, 1];

function wantedSizes(roles: readonly ModelRole[]): { width: number; height: number }[] {
  const sizes = roles.includes('cover') ? [COVER_PRINT_PX] : [];
  if (roles.includes('panels')) {
    sizes.push(SHEET_SIZE);
    for (const w of PANEL_WIDTHS)
      for (const h of PANEL_HEIGHTS)
        sizes.push({ width: Math.round(PAGE_PX.width * w), height: Math.round(PAGE_PX.height * h) });
  }
  return sizes;
}

/** Every distinct input the app sends to `modelRef` (`owner/name[:version]`) in the given roles. */
export async function sampleInputs(modelRef: string, roles: readonly ModelRole[]): Promise<Record<string, unknown>[]> {
  const model = imageModelFor(modelRef);
  // A stand-in photo: the adapters re-encode whatever picture they get.
  const photo = await sharp({ create: { width: 48, height: 64, channels: 3, background: '#b58863' } })
    .png()
    .toBuffer();
  // The cover sends the hero's photo alone; panels send up to what the model takes.
  const counts = (role: ModelRole) => (role === 'cover' ? [1] : [...new Set([1, model.maxReferences])]);
  const jobs: PaintJob[] = [];
  for (const role of roles)
    for (const size of wantedSizes([role]))
      for (const count of counts(role))
        jobs.push({
          prompt: 'A check of the input the app sends.',
          references: Array(count).fill(photo),
          ...size,
          seed: 1,
        });
  const inputs = await Promise.all(jobs.map((job) => model.input(job)));
  const distinct = new Map(inputs.map((input) => [JSON.stringify(input), input]));
  return [...distinct.values()];
}
