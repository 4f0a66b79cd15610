// Covers painted by an image-editing model on Replicate (default black-forest-labs/flux-kontext-pro) from the
// stored character photo. The photo goes out as a data URI made from our own bytes (a client URL is never
// passed on); we poll the prediction until a deadline, cancel it when the deadline passes (so we stop paying),
// then download the output, check that it decodes as an image and re-encode it, because Replicate's output
// URLs expire and their bytes are not ours to trust (DESIGN.md "Embedded defaults", checklist F31/F34).
import { setTimeout as sleep } from 'node:timers/promises';
import Replicate, { type Prediction } from 'replicate';
import sharp from 'sharp';
import type { AppConfig } from '../../config';
import type { Logger } from '../../lib/logger';
import { MAX_INPUT_PIXELS } from '../../uploads/sanitizeImage';
import { buildCoverPrompt } from './coverPrompt';
import { CoverGenerationError, type CoverImage, type CoverProvider } from './coverProvider';

export interface ReplicateCoverOptions {
  /** First wait between status checks; it grows by half each time up to `maxPollIntervalMs`. */
  pollIntervalMs?: number;
  maxPollIntervalMs?: number;
  /** Largest output we download. */
  maxDownloadBytes?: number;
}

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
  unavailable: 'The image service is not available right now. Please try again.',
} as const;

const TERMINAL = new Set<Prediction['status']>(['succeeded', 'failed', 'canceled', 'aborted']);
const DEFAULT_API = 'https://api.replicate.com/v1';
/** Longest side of the photo we send: plenty for a ~1 megapixel cover, and keeps the request small. */
const INPUT_PHOTO_SIDE = 1024;
/** Longest side of the cover we keep. */
const MAX_COVER_SIDE = 2048;
/** The cover preview is 9:14 (spec section 9); outputs this close to it are trimmed to exactly 9:14. */
const COVER_RATIO = 9 / 14;
const RATIO_TOLERANCE = 0.1;
const DOWNLOAD_TIMEOUT_MS = 30_000;
const CANCEL_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_DOWNLOAD = 20 * 1024 * 1024;

/** A failure with a message fit for the visitor plus details for our log only. */
class CoverFailure extends CoverGenerationError {
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Replicate's ApiError carries the HTTP response; anything else is a network or abort error. */
function statusOf(error: unknown): number | undefined {
  const response = (error as { response?: unknown } | null)?.response;
  return response instanceof Response ? response.status : undefined;
}

function apiFailure(error: unknown, step: string): CoverFailure {
  const status = statusOf(error);
  const details = { step, status, error: error instanceof Error ? error.message.slice(0, 300) : String(error) };
  if (status === 401 || status === 403) return new CoverFailure(COVER_MESSAGES.setup, details);
  if (status === 404 && step === 'create') return new CoverFailure(COVER_MESSAGES.setup, details);
  if (status === 429) return new CoverFailure(COVER_MESSAGES.busy, details);
  if (status === 400 || status === 422) return new CoverFailure(COVER_MESSAGES.failed, details);
  return new CoverFailure(COVER_MESSAGES.unavailable, details);
}

/** The photo as a JPEG data URI: upright, at most INPUT_PHOTO_SIDE pixels on its longest side. */
async function photoDataUri(photo: Buffer): Promise<string> {
  const jpeg = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: INPUT_PHOTO_SIDE, height: INPUT_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 88 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** The first URL in a model's output: a string, or a list of strings (models differ). */
function outputUrl(output: unknown): string | undefined {
  const candidates = Array.isArray(output) ? output : [output];
  return candidates.find((item): item is string => typeof item === 'string' && item.length > 0);
}

/** Reads a response body, refusing anything over `max` bytes (whatever Content-Length claims). */
async function readCapped(response: Response, max: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > max) throw new CoverFailure(COVER_MESSAGES.notImage, { step: 'download', reason: 'too large', declared });
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) throw new CoverFailure(COVER_MESSAGES.notImage, { step: 'download', reason: 'too large' });
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Decodes the output and re-encodes it as PNG: trimmed to 9:14 when it is close, at most MAX_COVER_SIDE. */
async function toCoverPng(bytes: Buffer): Promise<CoverImage> {
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) throw new Error(`format ${meta.format}`);
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    height = meta.autoOrient?.height ?? meta.height ?? 0;
    if (!width || !height || width * height > MAX_INPUT_PIXELS) throw new Error(`size ${width}x${height}`);
  } catch (error) {
    throw new CoverFailure(COVER_MESSAGES.notImage, { step: 'decode', error: String(error).slice(0, 200) });
  }
  let targetW = width;
  let targetH = height;
  if (Math.abs(width / height - COVER_RATIO) / COVER_RATIO <= RATIO_TOLERANCE) {
    if (width / height > COVER_RATIO) targetW = Math.round(height * COVER_RATIO);
    else targetH = Math.round(width / COVER_RATIO);
  }
  const scale = Math.min(1, MAX_COVER_SIDE / Math.max(targetW, targetH));
  try {
    const png = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: Math.round(targetW * scale), height: Math.round(targetH * scale), fit: 'cover', position: 'centre' })
      .png({ compressionLevel: 8 })
      .toBuffer();
    return { bytes: png, ext: 'png' };
  } catch (error) {
    throw new CoverFailure(COVER_MESSAGES.notImage, { step: 'decode', error: String(error).slice(0, 200) });
  }
}

export function createReplicateCoverProvider(
  config: NonNullable<AppConfig['replicate']>,
  log: Logger,
  options: ReplicateCoverOptions = {},
): CoverProvider {
  const replicate = new Replicate({ auth: config.apiToken, baseUrl: config.baseURL, userAgent: 'comics-by-anyone' });
  const apiOrigin = new URL(config.baseURL ?? DEFAULT_API).origin;
  const [modelName, version] = config.model.split(':');
  // Quick first checks (a fast model or a warm one finishes early), then gradually rarer ones; status checks are free.
  const firstInterval = options.pollIntervalMs ?? 200;
  const maxInterval = options.maxPollIntervalMs ?? 2000;
  const maxDownload = options.maxDownloadBytes ?? DEFAULT_MAX_DOWNLOAD;

  /** Stops a prediction we no longer wait for, so it is not billed to the end. Best effort. */
  async function cancel(id: string): Promise<void> {
    try {
      await replicate.predictions.cancel(id, { signal: AbortSignal.timeout(CANCEL_TIMEOUT_MS) });
    } catch (error) {
      log.warn({ provider: 'replicate', predictionId: id, status: statusOf(error) }, 'could not cancel prediction');
    }
  }

  async function download(url: string, deadline: AbortSignal): Promise<Buffer> {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new CoverFailure(COVER_MESSAGES.notImage, { step: 'download', reason: 'bad url' });
    }
    // The URL comes from Replicate (never from a client). Its outputs are HTTPS; plain HTTP is accepted only
    // from the configured API's own origin (a local fake in tests, a self-hosted proxy), never file: or data:.
    if (target.protocol !== 'https:' && target.origin !== apiOrigin) {
      throw new CoverFailure(COVER_MESSAGES.notImage, { step: 'download', reason: 'unexpected url scheme' });
    }
    let response: Response;
    try {
      response = await fetch(target, { signal: AbortSignal.any([deadline, AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS)]) });
    } catch (error) {
      if (deadline.aborted) throw error;
      throw new CoverFailure(COVER_MESSAGES.download, { step: 'download', error: String(error).slice(0, 200) });
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new CoverFailure(COVER_MESSAGES.download, { step: 'download', status: response.status });
    }
    try {
      return await readCapped(response, maxDownload);
    } catch (error) {
      if (error instanceof CoverFailure || deadline.aborted) throw error;
      throw new CoverFailure(COVER_MESSAGES.download, { step: 'download', error: String(error).slice(0, 200) });
    }
  }

  async function paint(req: Parameters<CoverProvider['generate']>[0], deadline: AbortSignal, track: (p: Prediction) => void) {
    const input = {
      prompt: buildCoverPrompt(req),
      input_image: await photoDataUri(req.photo),
      // flux-kontext-pro's closest ratio to our 9:14 cover; the small difference is trimmed afterwards.
      aspect_ratio: '2:3',
      output_format: 'png',
      // A new seed per request makes every regeneration a different variation.
      seed: req.seed % 2_147_483_647,
      safety_tolerance: 2,
    };
    let prediction: Prediction;
    try {
      prediction = await replicate.predictions.create({
        ...(version ? { version } : { model: modelName }),
        input,
        signal: deadline,
      });
    } catch (error) {
      if (deadline.aborted) throw error;
      throw apiFailure(error, 'create');
    }
    track(prediction);

    let interval = firstInterval;
    while (!TERMINAL.has(prediction.status)) {
      await sleep(interval, undefined, { signal: deadline });
      interval = Math.min(Math.round(interval * 1.5), maxInterval);
      try {
        prediction = await replicate.predictions.get(prediction.id, { signal: deadline });
      } catch (error) {
        if (deadline.aborted) throw error;
        throw apiFailure(error, 'poll');
      }
      track(prediction);
    }

    const details = { predictionId: prediction.id, status: prediction.status };
    if (prediction.status === 'failed') {
      const reason = String(prediction.error ?? '').slice(0, 300);
      const refused = /nsfw|sensitive|safety|flagged|moderat/i.test(reason);
      throw new CoverFailure(refused ? COVER_MESSAGES.refused : COVER_MESSAGES.failed, { ...details, error: reason });
    }
    if (prediction.status !== 'succeeded') throw new CoverFailure(COVER_MESSAGES.canceled, details);
    const url = outputUrl(prediction.output);
    if (!url) throw new CoverFailure(COVER_MESSAGES.failed, { ...details, reason: 'no output' });
    return toCoverPng(await download(url, deadline));
  }

  return {
    name: 'replicate',
    paid: true,
    async generate(req) {
      const started = Date.now();
      const deadline = AbortSignal.timeout(config.timeoutMs);
      let latest: Prediction | undefined;
      try {
        const cover = await paint(req, deadline, (p) => (latest = p));
        log.info({ provider: 'replicate', predictionId: latest?.id, ms: Date.now() - started }, 'cover painted');
        return cover;
      } catch (error) {
        const running = latest && !TERMINAL.has(latest.status) ? latest : undefined;
        if (running) await cancel(running.id);
        const failure =
          error instanceof CoverFailure
            ? error
            : deadline.aborted
              ? new CoverFailure(COVER_MESSAGES.timeout, { step: 'deadline' })
              : new CoverFailure(COVER_MESSAGES.failed, { error: error instanceof Error ? error.message.slice(0, 200) : String(error) });
        log.warn(
          { provider: 'replicate', predictionId: latest?.id, canceled: Boolean(running), ms: Date.now() - started, ...failure.details },
          `cover generation failed: ${failure.message}`,
        );
        throw failure;
      }
    },
  };
}
