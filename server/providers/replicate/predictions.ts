// One prediction on Replicate, from input to downloaded output bytes, shared by painted covers and painted
// book panels. We create the prediction, poll it with a growing interval until a deadline (or the caller's
// abort), cancel it when we stop waiting (so we stop paying), then download the output with a size cap: the
// output URL comes from Replicate, never from a client, and only HTTPS (or the configured API's own origin)
// is fetched. Every failure is a ReplicateFailure whose `kind` each caller turns into its own message.
import { startDeadline } from '../../lib/deadline';
import { setTimeout as sleep } from 'node:timers/promises';
import type Replicate from 'replicate';
import type { Prediction } from 'replicate';
import { DEFAULT_REPLICATE_MODEL, type AppConfig } from '../../config';
import type { Logger } from '../../lib/logger';

export type ReplicateConfig = NonNullable<AppConfig['replicate']>;

export type FailureKind =
  | 'timeout'
  | 'aborted'
  | 'failed'
  | 'refused'
  | 'canceled'
  | 'notImage'
  | 'download'
  | 'busy'
  | 'setup'
  | 'model'
  | 'unavailable';

/** What each kind means, for our logs (visitors see the caller's own wording). */
const DESCRIPTIONS: Record<FailureKind, string> = {
  timeout: 'the prediction did not finish before its deadline',
  aborted: 'stopped: the work it was for was canceled',
  failed: 'the model could not paint this picture',
  refused: 'the model refused this photo or prompt',
  canceled: 'the prediction was canceled on Replicate',
  notImage: 'the output is not an image',
  download: 'the output could not be downloaded',
  busy: 'Replicate is busy (rate limited)',
  setup: 'Replicate is not set up correctly (token or model)',
  model: 'Replicate does not know the model (REPLICATE_MODEL)',
  unavailable: 'Replicate is not available',
};

/** A failure: its kind, details for our log only, and which prediction it was (canceled by us or not). */
export class ReplicateFailure extends Error {
  predictionId: string | undefined;
  canceled = false;

  constructor(
    readonly kind: FailureKind,
    readonly details: Record<string, unknown> = {},
  ) {
    super(`Replicate: ${DESCRIPTIONS[kind]}`);
    this.name = 'ReplicateFailure';
  }
}

export interface PredictionOptions {
  /** First wait between status checks; it grows by half each time up to `maxPollIntervalMs`. */
  pollIntervalMs?: number;
  maxPollIntervalMs?: number;
  /** Largest output we download. */
  maxDownloadBytes?: number;
}

export interface PredictionRunner {
  /**
   * Builds the input, runs one prediction to its end and hands the downloaded output to `finish` (decode,
   * re-encode). Gives up when `timeoutMs` passes or `signal` aborts, canceling a prediction still running.
   * Rejects with a ReplicateFailure only.
   */
  run<T>(
    build: () => Promise<Record<string, unknown>>,
    finish: (bytes: Buffer) => Promise<T>,
    limits: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<{ value: T; predictionId: string }>;
}

const TERMINAL = new Set<Prediction['status']>(['succeeded', 'failed', 'canceled', 'aborted']);
const DEFAULT_API = 'https://api.replicate.com/v1';
const DOWNLOAD_TIMEOUT_MS = 30_000;
const CANCEL_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_DOWNLOAD = 20 * 1024 * 1024;

/** Replicate's ApiError carries the HTTP response; anything else is a network or abort error. */
function statusOf(error: unknown): number | undefined {
  const response = (error as { response?: unknown } | null)?.response;
  return response instanceof Response ? response.status : undefined;
}

function apiFailure(error: unknown, step: string): ReplicateFailure {
  const status = statusOf(error);
  const details = { step, status, error: error instanceof Error ? error.message.slice(0, 300) : String(error) };
  if (status === 401 || status === 403) return new ReplicateFailure('setup', details);
  if (status === 404 && step === 'create') return new ReplicateFailure('model', details);
  if (status === 429) return new ReplicateFailure('busy', details);
  if (status === 400 || status === 422) return new ReplicateFailure('failed', details);
  return new ReplicateFailure('unavailable', details);
}

/** The first URL in a model's output: a string, or a list of strings (models differ). */
function outputUrl(output: unknown): string | undefined {
  const candidates = Array.isArray(output) ? output : [output];
  return candidates.find((item): item is string => typeof item === 'string' && item.length > 0);
}

/** Reads a response body, refusing anything over `max` bytes (whatever Content-Length claims). */
async function readCapped(response: Response, max: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > max) throw new ReplicateFailure('notImage', { step: 'download', reason: 'too large', declared });
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) throw new ReplicateFailure('notImage', { step: 'download', reason: 'too large' });
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export function createPredictionRunner(
  config: ReplicateConfig,
  log: Logger,
  options: PredictionOptions = {},
): PredictionRunner {
  // The SDK is loaded with the first prediction, not with the server: a server without a Replicate token
  // never uses it (a few MB of resident memory).
  let client: Promise<Replicate> | undefined;
  const sdk = () =>
    (client ??= import('replicate').then(
      ({ default: Sdk }) => new Sdk({ auth: config.apiToken, baseUrl: config.baseURL, userAgent: 'comics-by-anyone' }),
    ));
  const apiOrigin = new URL(config.baseURL ?? DEFAULT_API).origin;
  const [modelName, version] = config.model.split(':');
  // Quick first checks (a fast model or a warm one finishes early), then gradually rarer ones; status checks are free.
  const firstInterval = options.pollIntervalMs ?? 200;
  const maxInterval = options.maxPollIntervalMs ?? 2000;
  const maxDownload = options.maxDownloadBytes ?? DEFAULT_MAX_DOWNLOAD;
  let unknownModelReported = false;

  /**
   * Every prediction fails alike when the model is wrong: one clear line for the self-deployer, not one per visitor.
   */
  function reportUnknownModel(): void {
    if (unknownModelReported) return;
    unknownModelReported = true;
    const instead =
      config.model === DEFAULT_REPLICATE_MODEL
        ? 'a current image-editing model that takes input_image and prompt'
        : DEFAULT_REPLICATE_MODEL;
    log.error(
      { provider: 'replicate', model: config.model },
      `Replicate does not know the model '${config.model}' (REPLICATE_MODEL): set ` +
        `REPLICATE_MODEL to ${instead} and restart; until then covers fail with a message and book ` +
        `panels are drawn by the built-in art`,
    );
  }

  /** Stops a prediction we no longer wait for, so it is not billed to the end. Best effort. */
  async function cancel(id: string): Promise<void> {
    try {
      await (await sdk()).predictions.cancel(id, { signal: AbortSignal.timeout(CANCEL_TIMEOUT_MS) });
    } catch (error) {
      log.warn({ provider: 'replicate', predictionId: id, status: statusOf(error) }, 'could not cancel prediction');
    }
  }

  async function download(url: string, stop: AbortSignal): Promise<Buffer> {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new ReplicateFailure('notImage', { step: 'download', reason: 'bad url' });
    }
    // The URL comes from Replicate (never from a client). Its outputs are HTTPS; plain HTTP is accepted only
    // from the configured API's own origin (a local fake in tests, a self-hosted proxy), never file: or data:.
    if (target.protocol !== 'https:' && target.origin !== apiOrigin) {
      throw new ReplicateFailure('notImage', { step: 'download', reason: 'unexpected url scheme' });
    }
    // Not AbortSignal.any over AbortSignal.timeout: a collection can lose that timeout (lib/deadline.ts).
    const deadline = startDeadline(DOWNLOAD_TIMEOUT_MS, stop);
    try {
      let response: Response;
      try {
        response = await fetch(target, { signal: deadline.signal });
      } catch (error) {
        if (stop.aborted) throw error;
        throw new ReplicateFailure('download', { step: 'download', error: String(error).slice(0, 200) });
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new ReplicateFailure('download', { step: 'download', status: response.status });
      }
      try {
        return await readCapped(response, maxDownload);
      } catch (error) {
        if (error instanceof ReplicateFailure || stop.aborted) throw error;
        throw new ReplicateFailure('download', { step: 'download', error: String(error).slice(0, 200) });
      }
    } finally {
      deadline.clear();
    }
  }

  /** Create, poll to the end, download: the output's bytes. `track` sees every state we learn of. */
  async function predict(
    input: Record<string, unknown>,
    stop: AbortSignal,
    track: (p: Prediction) => void,
  ): Promise<Buffer> {
    let prediction: Prediction;
    try {
      prediction = await (await sdk()).predictions.create({
        ...(version ? { version } : { model: modelName }),
        input,
        signal: stop,
      });
    } catch (error) {
      if (stop.aborted) throw error;
      const failure = apiFailure(error, 'create');
      if (failure.kind === 'model') reportUnknownModel();
      throw failure;
    }
    track(prediction);

    let interval = firstInterval;
    while (!TERMINAL.has(prediction.status)) {
      await sleep(interval, undefined, { signal: stop });
      interval = Math.min(Math.round(interval * 1.5), maxInterval);
      try {
        prediction = await (await sdk()).predictions.get(prediction.id, { signal: stop });
      } catch (error) {
        if (stop.aborted) throw error;
        throw apiFailure(error, 'poll');
      }
      track(prediction);
    }

    const details = { predictionId: prediction.id, status: prediction.status };
    if (prediction.status === 'failed') {
      const reason = String(prediction.error ?? '').slice(0, 300);
      const refused = /nsfw|sensitive|safety|flagged|moderat/i.test(reason);
      throw new ReplicateFailure(refused ? 'refused' : 'failed', { ...details, error: reason });
    }
    if (prediction.status !== 'succeeded') throw new ReplicateFailure('canceled', details);
    const url = outputUrl(prediction.output);
    if (!url) throw new ReplicateFailure('failed', { ...details, reason: 'no output' });
    return download(url, stop);
  }

  return {
    async run(build, finish, { timeoutMs, signal }) {
      const deadline = AbortSignal.timeout(timeoutMs);
      const stop = signal ? AbortSignal.any([deadline, signal]) : deadline;
      let latest: Prediction | undefined;
      try {
        if (signal?.aborted) throw new ReplicateFailure('aborted', { step: 'before start' });
        const input = await build();
        const bytes = await predict(input, stop, (p) => (latest = p));
        const value = await finish(bytes);
        return { value, predictionId: latest!.id };
      } catch (error) {
        const running = latest && !TERMINAL.has(latest.status) ? latest : undefined;
        if (running) await cancel(running.id);
        const failure =
          error instanceof ReplicateFailure
            ? error
            : signal?.aborted
              ? new ReplicateFailure('aborted', { step: 'aborted' })
              : deadline.aborted
                ? new ReplicateFailure('timeout', { step: 'deadline' })
                : new ReplicateFailure('failed', {
                    error: error instanceof Error ? error.message.slice(0, 200) : String(error),
                  });
        failure.predictionId = latest?.id;
        failure.canceled = Boolean(running);
        throw failure;
      }
    },
  };
}
