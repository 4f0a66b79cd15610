// The image models we have adapters for, and which one a REPLICATE_MODEL value means. A model we do not know
// is spoken to in flux-kontext-pro's shape (one input_image), as before adapters existed. The version of each
// that the app was tested with is in testedVersions.ts; `npm run doctor` compares it with the one running.
import type { ImageModel } from './imageModel';
import { fluxKontext } from './fluxKontext';
import { flux2 } from './flux2';
import { nanoBanana } from './nanoBanana';

/** Every model with an adapter, in the order of docs/models.md's table. */
export const KNOWN_IMAGE_MODELS = [
  'black-forest-labs/flux-kontext-pro',
  'google/nano-banana-pro',
  'google/nano-banana-2',
  'black-forest-labs/flux-2-pro',
] as const;

/** The adapter for `owner/name` or `owner/name:version`. */
export function imageModelFor(model: string): ImageModel {
  const id = model.split(':')[0];
  if (/^google\/nano-banana-(pro|2)$/.test(id)) return nanoBanana(id);
  if (/^black-forest-labs\/flux-2-(pro|flex|max)$/.test(id)) return flux2(id);
  return fluxKontext(id);
}
