// The cover provider interface; implementations paint a cover from the stored photo and return image bytes.
import type { ImageExtension } from '../../storage/imageStore';
import type { SpendMeter } from '../spendMeter';

export interface CoverRequest {
  photo: Buffer;
  /** Where the photo is stored, for providers that must hand the image to a remote service. */
  photoUrl: string;
  title: string;
  description: string;
  author: string;
  type: string;
  note?: string;
  seed: number;
  /** The book's language (shared/languages.ts): the built-in cover's byline is in it. */
  language?: string;
  /** The hero is an animal of this kind ('beagle', answers/animalHero.ts): a painter paints it as one. */
  heroSpecies?: string;
}

export interface CoverImage {
  bytes: Buffer;
  ext: ImageExtension;
  /** A painted cover: the hero's face against their photo (0–1), measured by the face descriptor. */
  likeness?: number;
}

export interface CoverProvider {
  readonly name: string;
  /** True for a service that bills per cover; false for the renderer that uses this machine's CPU. */
  readonly paid: boolean;
  /**
   * Throws CoverGenerationError with a message fit to show the user, or the meter's refusal (SpendCeiling) when
   * the site's daily ceiling has no room for a paid painting; `meter` holds each paid call to it.
   */
  generate(req: CoverRequest, meter?: SpendMeter): Promise<CoverImage>;
}

/** A failure whose message can be shown after 'Failed to generate comic front page: '. */
export class CoverGenerationError extends Error {}
