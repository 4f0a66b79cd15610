// The cover job: paints a cover in the background (a painted cover may take a minute and a half), then
// stores it as the caller's image. Progress: waiting in line, painting, storing. A cover that fails for
// good gives back the quota it was charged.
import type { AppDeps } from '../appDeps';
import type { JobHandler } from '../../queue/jobQueue';
import { CoverGenerationError, type CoverRequest } from '../../providers/cover/coverProvider';
import { StoredImageNotFound } from '../../storage/imageStore';
import { saveOwnedImage, type ImageOwner } from '../../storage/ownedImages';
import { Invalid, Upstream } from '../../lib/errors';
import { PHOTO_NOT_FOUND } from '../ownImages';
import { refundOnGiveUp } from '../jobs/chargedJob';
import { COVER_JOB } from '../jobs/jobKinds';
import { coversAndClaudeMeter } from '../spend/ceilings';

/** The provider's request without the photo's bytes (read from storage when the job runs). */
export type CoverJobInput = Omit<CoverRequest, 'photo'> & {
  owner: ImageOwner;
  /** The quota keys charged when the job started, refunded if it never paints a cover. */
  chargedKeys: string[];
};

export interface CoverJobResult {
  imageUrl: string;
}

export function coverJobHandler(deps: AppDeps): JobHandler<CoverJobInput, CoverJobResult> {
  const { concurrency } = deps.cover.paid ? deps.config.work.paid : deps.config.work.render;
  return {
    kind: COVER_JOB,
    // A cover is retried once after a fault of ours (a crashed worker); the image service's answer is final.
    maxAttempts: 2,
    concurrency,
    async run(input, { progress, confirmClaim }) {
      progress({ done: 0, total: 2, step: 'painting' });
      const photo = await deps.store.read(input.photoUrl).catch((error: unknown) => {
        throw error instanceof StoredImageNotFound ? new Invalid(PHOTO_NOT_FOUND) : error;
      });
      // A paid cover's predictions count under the site's daily ceiling on covers and Claude; past it the cover
      // fails with the ceiling's own message (SpendCeiling, a quota: not retried, the quota given back).
      const meter = deps.cover.paid
        ? coversAndClaudeMeter(deps, { kind: 'cover', comicId: null, userId: input.owner.userId })
        : undefined;
      // A paid cover is painted only by the runner holding the job (one whose lease lapsed stops here).
      if (deps.cover.paid) await confirmClaim();
      const cover = await deps.cover.generate({ ...input, photo }, meter).catch((error: unknown) => {
        if (!(error instanceof CoverGenerationError)) throw error;
        deps.log.warn({ err: error.message }, 'cover generation failed');
        throw new Upstream(error.message);
      });
      progress({ done: 1, total: 2, step: 'storing' });
      const imageUrl = await saveOwnedImage(deps, 'covers', cover.bytes, cover.ext, input.owner, {
        likeness: cover.likeness,
      });
      progress({ done: 2, total: 2, step: 'done' });
      return { imageUrl };
    },
    onGiveUp: refundOnGiveUp(deps, 'covers'),
  };
}
