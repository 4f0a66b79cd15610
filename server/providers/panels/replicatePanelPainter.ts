// Book panels and character sheets painted on Replicate by the panel model (REPLICATE_PANEL_MODEL, else
// REPLICATE_MODEL) through its adapter (../replicate/models/): one prediction per picture, the references of
// the people in it in the prompt's order (panelReferences.ts), at the size its place needs at 300 ppi as far
// as the model paints. A few predictions run at once for the whole app (the rest wait their turn); each has
// its own deadline, and a prediction is canceled when the deadline passes or the book's work is canceled, so
// we stop paying. The output is downloaded with a size cap, decoded and re-encoded as PNG at the size it came.
import type { Logger } from '../../lib/logger';
import { outputSize, reencodePng } from '../replicate/images';
import type { ImageModel, PaintJob } from '../replicate/models/imageModel';
import { imageModelFor } from '../replicate/models/imageModels';
import {
  createPredictionRunner,
  ReplicateFailure,
  type PredictionOptions,
  type ReplicateConfig,
} from '../replicate/predictions';
import { createSlots } from '../replicate/slots';
import { buildSheetPrompt, SHEET_SIZE } from './characterSheet';
import type { Painted, PanelPainter, PanelPaintRequest, SheetRequest } from './panelPainter';
import { buildMultiReferencePrompt, buildPanelPrompt } from './panelPrompt';
import { panelReferences } from './panelReferences';

export interface ReplicatePanelOptions extends PredictionOptions {
  /** Predictions in progress at once across the app (default 4); more panels wait their turn. */
  concurrency?: number;
  /** Deadline of one panel, counted from when its turn comes (default: REPLICATE_TIMEOUT_SECONDS). */
  timeoutMs?: number;
}

const DEFAULT_CONCURRENCY = 4;
/** Longest side we keep: a 4K output (5504 px) fits; anything larger is a broken output, scaled down. */
const MAX_KEPT_SIDE = 6000;

/** Checks the output decodes as a sane image and re-encodes it upright as PNG at its own size (capped). */
async function toPng(bytes: Buffer): Promise<{ bytes: Buffer; width: number; height: number }> {
  const { width, height } = await outputSize(bytes);
  const scale = Math.min(1, MAX_KEPT_SIDE / Math.max(width, height));
  const size = { width: Math.round(width * scale), height: Math.round(height * scale) };
  return { bytes: await reencodePng(bytes, size.width, size.height), ...size };
}

/** The job for a panel: a one-picture model gets the people's photos as one sheet and the sheet prompt. */
export function panelJob(model: ImageModel, req: PanelPaintRequest): PaintJob {
  const refs = panelReferences(req, model.maxReferences > 1 ? model.maxReferences : Infinity);
  if (model.maxReferences === 1) {
    const photos = refs.filter((ref) => ref.kind === 'photo');
    // The one-picture model paints from the hero's photo even when the hero is left out (as before adapters).
    const images = photos[0]?.hero
      ? photos.map((ref) => ref.image)
      : [req.photo, ...photos.filter((ref) => !ref.hero).map((ref) => ref.image)];
    return { prompt: buildPanelPrompt(req), references: images, width: req.width, height: req.height, seed: req.seed };
  }
  return {
    prompt: buildMultiReferencePrompt(req, refs),
    references: refs.map((ref) => ref.image),
    width: req.width,
    height: req.height,
    seed: req.seed,
  };
}

export function sheetJob(req: SheetRequest): PaintJob {
  return { prompt: buildSheetPrompt(req), references: [req.photo], ...SHEET_SIZE, seed: req.seed };
}

export function createReplicatePanelPainter(
  config: ReplicateConfig,
  log: Logger,
  options: ReplicatePanelOptions = {},
): PanelPainter {
  const model = imageModelFor(config.panelModel);
  const runner = createPredictionRunner({ ...config, model: config.panelModel }, log, options);
  const slots = createSlots(options.concurrency ?? DEFAULT_CONCURRENCY);
  const timeoutMs = options.timeoutMs ?? config.timeoutMs;
  const price = config.prices[model.id];

  async function run(job: PaintJob, what: string, signal: AbortSignal): Promise<Painted> {
    let release: () => void;
    try {
      release = await slots.acquire(signal);
    } catch {
      throw new ReplicateFailure('aborted', { step: 'waiting for a slot' });
    }
    const started = Date.now();
    try {
      const { value, predictionId } = await runner.run(() => model.input(job), toPng, { timeoutMs, signal });
      log.info(
        {
          provider: 'replicate',
          model: model.id,
          predictionId,
          ms: Date.now() - started,
          width: value.width,
          height: value.height,
        },
        `${what} painted`,
      );
      return { ...value, cost: model.cost(job, price) };
    } catch (error) {
      const failure =
        error instanceof ReplicateFailure
          ? error
          : new ReplicateFailure('failed', { error: String(error).slice(0, 200) });
      if (failure.kind !== 'aborted') {
        log.warn(
          {
            provider: 'replicate',
            predictionId: failure.predictionId,
            canceled: failure.canceled,
            ms: Date.now() - started,
            ...failure.details,
          },
          `${what} painting failed: ${failure.message}`,
        );
      }
      throw failure;
    } finally {
      release();
    }
  }

  return {
    paid: true,
    model: model.id,
    estimate(req) {
      const job = panelJob(model, req);
      return { ...model.cost(job, price), ...model.paintedSize(job.width, job.height) };
    },
    paint: (req, signal) => run(panelJob(model, req), 'panel', signal),
    estimateSheet: (req) => model.cost(sheetJob(req), price),
    paintSheet: (req, signal) => run(sheetJob(req), 'character sheet', signal),
  };
}
