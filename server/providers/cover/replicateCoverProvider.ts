// Covers painted by an image-editing model on Replicate (default black-forest-labs/flux-kontext-pro) from the
// stored character photo. The photo goes out as a data URI made from our own bytes (a client URL is never
// passed on); we poll the prediction until a deadline, cancel it when the deadline passes (so we stop paying),
// then download the output, check that it decodes as an image and re-encode it, because Replicate's output
// URLs expire and their bytes are not ours to trust (docs/architecture.md "Outside services", SECURITY.md F31/F34).
// The prediction plumbing is shared with the book's painted panels (../replicate/). Each prediction goes through
// the caller's spend meter (its price reserved before, settled after); a repaint it has no room for keeps the
// best cover so far.
import type { AppConfig } from '../../config';
import { SpendCeiling } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { metered } from '../spendMeter';
import { outputSize, reencodePng } from '../replicate/images';
import { imageModelFor } from '../replicate/models/imageModels';
import { COVER_PX } from '../../../shared/printGeometry';
import {
  createPredictionRunner,
  ReplicateFailure,
  type FailureKind,
  type PredictionOptions,
} from '../replicate/predictions';
import { buildCoverPrompt } from './coverPrompt';
import { CoverGenerationError, type CoverImage, type CoverProvider } from './coverProvider';

/**
 * How like the person in `photo` the face in `painting` is (0–1), by the kept face model run off the event
 * loop (selectCoverProvider.ts hands it the CPU pool's); null when no face is found in the painting,
 * undefined when none is found in the photo (nothing to compare with). Without it the cover is not checked.
 */
export type CoverLikeness = (painting: Buffer, photo: Buffer) => Promise<number | null | undefined>;

export type ReplicateCoverOptions = PredictionOptions & { likeness?: CoverLikeness };

/** The clean messages a visitor sees after 'Failed to generate comic front page: '. */
export const COVER_MESSAGES = {
  timeout: 'The image service did not finish in time.',
  failed: 'The image service could not paint this cover.',
  refused: 'The image service refused this photo or note. Please try another photo or a different note.',
  canceled: 'The image service canceled this cover. Please try again.',
  notImage: 'The image service returned something that is not an image.',
  download: 'The finished cover could not be downloaded. Please try again.',
  busy: 'The image service is busy. Please try again in a minute.',
  setup: 'The image service is not set up correctly. Please tell the site owner.',
  model: 'The image service is not set up correctly. Please tell the site owner.',
  unavailable: 'The image service is not available right now. Please try again.',
} as const satisfies Record<Exclude<FailureKind, 'aborted'>, string>;

/** Longest side of the cover we keep: the front at 300 ppi with its bleed is about 3150 px tall. */
const MAX_COVER_SIDE = 3300;
/** The front cover's size at 300 ppi (6.875 × 10.5 in with bleed), what we ask a model to paint. */
export const COVER_PRINT_PX = { width: 2063, height: Math.round((2063 * COVER_PX.height) / COVER_PX.width) };
/** Likeness below this repaints the cover, at most twice (the book panels' threshold, paintedArt.ts). */
export const COVER_LIKENESS_THRESHOLD = 0.7;
const COVER_REPAINTS = 2;
/** The cover preview is 9:14 (spec section 9); outputs this close to it are trimmed to exactly 9:14. */
const COVER_RATIO = 9 / 14;
const RATIO_TOLERANCE = 0.1;

/** A failure with a message fit for the visitor plus details for our log only. */
class CoverFailure extends CoverGenerationError {
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Decodes the output and re-encodes it as PNG: trimmed to 9:14 when it is close, at most MAX_COVER_SIDE. */
async function toCoverPng(bytes: Buffer): Promise<CoverImage> {
  const { width, height } = await outputSize(bytes);
  let targetW = width;
  let targetH = height;
  if (Math.abs(width / height - COVER_RATIO) / COVER_RATIO <= RATIO_TOLERANCE) {
    if (width / height > COVER_RATIO) targetW = Math.round(height * COVER_RATIO);
    else targetH = Math.round(width / COVER_RATIO);
  }
  const scale = Math.min(1, MAX_COVER_SIDE / Math.max(targetW, targetH));
  return { bytes: await reencodePng(bytes, Math.round(targetW * scale), Math.round(targetH * scale)), ext: 'png' };
}

export function createReplicateCoverProvider(
  config: NonNullable<AppConfig['replicate']>,
  log: Logger,
  options: ReplicateCoverOptions = {},
): CoverProvider {
  const runner = createPredictionRunner(config, log, options);
  const model = imageModelFor(config.model);

  return {
    name: 'replicate',
    paid: true,
    async generate(req, meter) {
      const started = Date.now();
      // A new seed per request makes every regeneration a different variation; the model's nearest shape to
      // our 9:14 cover is trimmed afterwards.
      const job = (attempt: number) => ({
        prompt: buildCoverPrompt(req),
        references: [req.photo],
        ...COVER_PRINT_PX,
        seed: req.seed + attempt * 104_729,
      });
      try {
        let best: (CoverImage & { score: number }) | null = null;
        for (let attempt = 0; attempt <= COVER_REPAINTS; attempt++) {
          const cost = model.cost(job(attempt), config.prices[model.id]);
          const kept = best;
          const painted = await metered(
            meter,
            cost,
            () => runner.run(() => model.input(job(attempt)), toCoverPng, { timeoutMs: config.timeoutMs }),
            () => cost,
          ).catch((error: unknown) => {
            // No room for a repaint: the best cover so far is kept (it is paid for).
            if (kept && error instanceof SpendCeiling) return null;
            throw error;
          });
          if (!painted) break;
          const { value: cover, predictionId } = painted;
          // No face found in the painting counts as no likeness (0): painted again, never a pass.
          const measured = options.likeness ? await options.likeness(cover.bytes, req.photo) : undefined;
          const likeness = measured === undefined ? undefined : (measured ?? 0);
          log.info(
            { provider: 'replicate', model: model.id, predictionId, ms: Date.now() - started, likeness, attempt },
            'cover painted',
          );
          const score = likeness ?? 1;
          if (!best || score > best.score) best = { ...cover, ...(likeness === undefined ? {} : { likeness }), score };
          if (score >= COVER_LIKENESS_THRESHOLD) break;
        }
        const { score: _score, ...cover } = best!;
        return cover;
      } catch (error) {
        // The site's daily ceiling: its own message, not the image service's.
        if (error instanceof SpendCeiling) throw error;
        // The runner rejects with ReplicateFailure only; a cover is never aborted from outside.
        const cause =
          error instanceof ReplicateFailure
            ? error
            : new ReplicateFailure('failed', { error: String(error).slice(0, 200) });
        const failure = new CoverFailure(
          cause.kind === 'aborted' ? COVER_MESSAGES.failed : COVER_MESSAGES[cause.kind],
          cause.details,
        );
        log.warn(
          {
            provider: 'replicate',
            predictionId: cause.predictionId,
            canceled: cause.canceled,
            ms: Date.now() - started,
            ...failure.details,
          },
          `cover generation failed: ${failure.message}`,
        );
        throw failure;
      }
    },
  };
}
