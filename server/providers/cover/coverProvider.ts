// The cover provider interface; implementations paint a cover from the stored photo and return image bytes.
import type { ImageExtension } from '../../storage/imageStore';

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
  /** Throws CoverGenerationError with a message fit to show the user. */
  generate(req: CoverRequest): Promise<CoverImage>;
}

/** A failure whose message can be shown after 'Failed to generate comic front page: '. */
export class CoverGenerationError extends Error {}
