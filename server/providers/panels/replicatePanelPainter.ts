// Book panels painted on Replicate by the same image-editing model as covers (REPLICATE_MODEL, default
// flux-kontext-pro): one prediction per panel, the hero's photo as the character reference (with the photos
// the owner added of other people in the panel, one reference sheet of them side by side), the panel's shot,
// setting, action and style in the prompt and its shape as the nearest aspect ratio the model takes. A few
// predictions run at once for the whole app (the rest wait their turn); each has its own deadline, and a
// prediction is canceled when the deadline passes or the book's work is canceled, so we stop paying. The
// output is downloaded with a size cap, decoded and re-encoded as PNG. Any failure rejects: the book draws
// that panel with its built-in art.
import type { Logger } from '../../lib/logger';
import { nearestAspectRatio, outputSize, photoDataUri, reencodePng } from '../replicate/images';
import { createPredictionRunner, ReplicateFailure, type PredictionOptions, type ReplicateConfig } from '../replicate/predictions';
import { createSlots } from '../replicate/slots';
import type { PanelPainter, PanelPaintRequest } from './panelPainter';
import { buildPanelPrompt, photographedOthers } from './panelPrompt';
import { referenceSheetDataUri } from './referenceSheet';

export interface ReplicatePanelOptions extends PredictionOptions {
  /** Predictions in progress at once across the app (default 4); more panels wait their turn. */
  concurrency?: number;
  /** Deadline of one panel, counted from when its turn comes (default: REPLICATE_TIMEOUT_SECONDS). */
  timeoutMs?: number;
}

const DEFAULT_CONCURRENCY = 4;
/** Longest side of a panel we keep: a full-page splash at 300 ppi is ~3000 px, the model paints ~1 MP. */
const MAX_PANEL_SIDE = 2048;

/** Checks the output decodes as a sane image and re-encodes it upright as PNG, at most MAX_PANEL_SIDE. */
async function toPanelPng(bytes: Buffer): Promise<Buffer> {
  const { width, height } = await outputSize(bytes);
  const scale = Math.min(1, MAX_PANEL_SIDE / Math.max(width, height));
  return reencodePng(bytes, Math.round(width * scale), Math.round(height * scale));
}

export function createReplicatePanelPainter(
  config: ReplicateConfig,
  log: Logger,
  options: ReplicatePanelOptions = {},
): PanelPainter {
  const runner = createPredictionRunner(config, log, options);
  const slots = createSlots(options.concurrency ?? DEFAULT_CONCURRENCY);
  const timeoutMs = options.timeoutMs ?? config.timeoutMs;

  async function paint(req: PanelPaintRequest, signal: AbortSignal): Promise<Buffer> {
    const pictured = photographedOthers(req);
    const input = async () => ({
      prompt: buildPanelPrompt(req),
      // With photos of others in the panel: one reference sheet, the hero first, then them in the prompt's order.
      input_image: pictured.length
        ? await referenceSheetDataUri([req.photo, ...pictured.map((name) => req.castPhotos![name])])
        : await photoDataUri(req.photo),
      aspect_ratio: nearestAspectRatio(req.width, req.height),
      output_format: 'png',
      // The same request and seed ask for the same picture (the model may still vary a little).
      seed: Math.abs(Math.trunc(req.seed)) % 2_147_483_647,
      safety_tolerance: 2,
    });
    let release: () => void;
    try {
      release = await slots.acquire(signal);
    } catch {
      throw new ReplicateFailure('aborted', { step: 'waiting for a slot' });
    }
    const started = Date.now();
    try {
      const { value, predictionId } = await runner.run(input, toPanelPng, { timeoutMs, signal });
      log.info({ provider: 'replicate', predictionId, ms: Date.now() - started }, 'panel painted');
      return value;
    } catch (error) {
      const failure = error instanceof ReplicateFailure ? error : new ReplicateFailure('failed', { error: String(error).slice(0, 200) });
      if (failure.kind !== 'aborted') {
        log.warn(
          { provider: 'replicate', predictionId: failure.predictionId, canceled: failure.canceled, ms: Date.now() - started, ...failure.details },
          `panel painting failed: ${failure.message}`,
        );
      }
      throw failure;
    } finally {
      release();
    }
  }

  return { paid: true, paint };
}
