// A local stand-in for the Replicate HTTP API, answering the way the real one does:
//   POST /v1/models/{owner}/{name}/predictions  (and POST /v1/predictions with a version) -> 201, status 'starting'
//   GET  /v1/predictions/{id}                   -> walks the scenario's statuses, e.g. processing -> succeeded
//   POST /v1/predictions/{id}/cancel            -> status 'canceled'
//   GET  /files/{name}                          -> the output image, served by the same server: for a model
//                                                  with a schema (fakeReplicateSchemas.ts) at the size that
//                                                  model paints for the input, its reference pictures in it
//                                                  (fakePainting.ts); else in the input's aspect_ratio
//                                                  ('16:9' -> 960x540; default 2:3)
// A create whose input does not fit the model's published input schema gets Replicate's 422.
//   GET  /control/predictions                   -> { created, inFlight, maxInFlight }
//   GET  /v1/models/{owner}/{name}[/versions/{id}] -> the model object with its latest version's input schema,
//                                                  or a version (fakeReplicateModels.ts); 404 for a model not in
//                                                  knownModels, or one a test withdrew
//   GET  /control/<name>?...                     -> the test's own switch (options.control)
// Tests pick a scenario for the next predictions; every request is recorded. Point the real SDK at it with
// REPLICATE_BASE_URL: fake.url. Whatever the scenario, a prompt containing the marker word "Kaboom" (e.g. in
// a book panel's setting or action) makes that prediction fail, like a model that crashes on it.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { sendJson, startFakeHttpServer, type RecordedRequest } from './fakeHttp';
import { createModelCatalog, type FakeModelCatalog } from './fakeReplicateModels';
import { invalidFields, MODEL_SCHEMAS, paintedSizeFor, validationBody } from './fakeReplicateSchemas';
import { paintWith, referencesOf } from './fakePainting';

type Status = 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface FakeScenario {
  /** Statuses returned by successive GETs; the last one repeats. Default: processing, succeeded. */
  statuses?: Status[];
  /** What the output URL serves. Default: a 2:3 PNG painting. */
  output?: 'image' | 'text' | 'array' | 'none';
  /** The prediction's error text when it fails. */
  error?: string;
  /** Report this output URL instead of our own /files/ one (e.g. somewhere the client must not fetch). */
  outputUrl?: string;
  /** Stay 'processing' for this long after creation before walking `statuses`, like a slow image model. */
  processingMs?: number;
  /** Paint a stranger's face in place of every reference picture (a painting that is not the person). */
  stranger?: boolean;
  /** Paint no face at all (a painting in which the face model finds nobody). */
  faceless?: boolean;
}

export interface FakePrediction {
  id: string;
  model: string;
  input: Record<string, unknown>;
  /** How many GETs it has answered (counted once its processing time is over). */
  polls: number;
  createdAt: number;
  canceled: boolean;
  scenario: Required<Pick<FakeScenario, 'statuses' | 'output'>> & FakeScenario;
  /** The last status it reported (a terminal one ends its time in flight). */
  lastStatus: Status;
  /** How many predictions were in flight (created, not yet finished or canceled) right after it was created. */
  inFlightAtCreation: number;
}

/** A prompt containing this word makes its prediction fail, whatever the scenario. */
export const FAIL_MARKER = 'Kaboom';
export const FAIL_MARKER_ERROR = 'Kaboom: the model crashed while painting (test marker)';

export interface FakeReplicate {
  /** Base URL for the SDK (REPLICATE_BASE_URL), ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  predictions: FakePrediction[];
  /** Predictions created and not yet finished, failed or canceled (as far as they have reported). */
  inFlight(): number;
  /** The most predictions in flight at once, over the predictions in `predictions`. */
  maxInFlight(): number;
  /** POSTs that created predictions. */
  createCalls(): RecordedRequest[];
  cancelCalls(): RecordedRequest[];
  /** The scenario for predictions created from now on. */
  setScenario(scenario: FakeScenario): void;
  /** The models and their versions: publish a changed schema, withdraw a version or a model. */
  models: FakeModelCatalog;
  /** The image the 'image' output serves when no other aspect ratio is asked for (a real 2:3 PNG). */
  image: Buffer;
  close(): Promise<void>;
}

export interface FakeReplicateOptions {
  /** Picks each new prediction's scenario from its input (e.g. its prompt), instead of setScenario's. */
  scenarioFor?: (input: Record<string, unknown>) => FakeScenario | undefined;
  /** Answers GET /control/<name>?… (a test's switch on the fake), other than /control/predictions. */
  control?: (name: string, query: URLSearchParams) => unknown;
  /** Listen on this port (0: any free one). */
  port?: number;
  /** Models (owner/name) it serves; creating a prediction for another gets Replicate's 404. Default: any. */
  knownModels?: string[];
}

const TERMINAL: Status[] = ['succeeded', 'failed', 'canceled'];
/** Longest side of the painting the fake serves. */
const PAINTING_SIDE = 960;

/** A painting of the given size: a red field with a white disc (a real PNG). */
function painting(width: number, height: number): Promise<Buffer> {
  const r = Math.round(Math.min(width, height) * 0.3);
  return sharp({ create: { width, height, channels: 3, background: { r: 230, g: 60, b: 40 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" ` +
            `cy="${Math.round(height * 0.44)}" r="${r}" fill="#fff"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
}

/** The painting's size for an input's aspect_ratio ('W:H'); anything else gets the default 2:3. */
function sizeFor(aspect: unknown): { width: number; height: number } {
  const match = /^(\d{1,3}):(\d{1,3})$/.exec(String(aspect ?? ''));
  const [w, h] = match && Number(match[1]) > 0 && Number(match[2]) > 0 ? [Number(match[1]), Number(match[2])] : [2, 3];
  const scale = PAINTING_SIDE / Math.max(w, h);
  return { width: Math.round(w * scale), height: Math.round(h * scale) };
}

export async function startFakeReplicate(options: FakeReplicateOptions = {}): Promise<FakeReplicate> {
  const image = await painting(640, 960);
  const paintings = new Map<string, Promise<Buffer>>([['640x960', Promise.resolve(image)]]);
  const paintingFor = (p: FakePrediction) => {
    if (MODEL_SCHEMAS[p.model]) {
      if (!paintings.has(p.id)) {
        const { width, height } = paintedSizeFor(p.model, p.input);
        const format = p.input.output_format === 'png' ? 'png' : 'jpeg';
        paintings.set(
          p.id,
          paintWith(referencesOf(p.input), width, height, {
            stranger: p.scenario.stranger,
            faceless: p.scenario.faceless,
            format,
          }),
        );
      }
      return paintings.get(p.id)!;
    }
    const { width, height } = sizeFor(p.input.aspect_ratio);
    const key = `${width}x${height}`;
    if (!paintings.has(key)) paintings.set(key, painting(width, height));
    return paintings.get(key)!;
  };
  let scenario: FakeScenario = {};
  const predictions: FakePrediction[] = [];
  const models = createModelCatalog({ knownModels: options.knownModels });
  const versionSchema = (id: string | undefined) => (id ? models.byVersion(id)?.schema : undefined);
  let origin = '';

  const inFlight = () => predictions.filter((p) => !p.canceled && !TERMINAL.includes(p.lastStatus)).length;
  const maxInFlight = () => predictions.reduce((most, p) => Math.max(most, p.inFlightAtCreation), 0);

  const view = (p: FakePrediction) => {
    const status: Status = p.canceled
      ? 'canceled'
      : p.polls === 0
        ? 'starting'
        : p.scenario.statuses[Math.min(p.polls - 1, p.scenario.statuses.length - 1)];
    p.lastStatus = status;
    const outputUrl = p.scenario.outputUrl ?? `${origin}/files/${p.id}.${p.scenario.output === 'text' ? 'txt' : 'png'}`;
    const output =
      status !== 'succeeded' || p.scenario.output === 'none'
        ? null
        : p.scenario.output === 'array'
          ? [outputUrl]
          : outputUrl;
    return {
      id: p.id,
      model: p.model,
      version: 'hidden',
      input: p.input,
      logs: '',
      output,
      data_removed: false,
      error: status === 'failed' ? (p.scenario.error ?? 'Prediction failed for an unknown reason') : null,
      status,
      created_at: new Date().toISOString(),
      urls: {
        get: `${origin}/v1/predictions/${p.id}`,
        cancel: `${origin}/v1/predictions/${p.id}/cancel`,
      },
    };
  };

  const server = await startFakeHttpServer(async (req, res) => {
    if (req.path === '/control/predictions') {
      return sendJson(res, 200, { created: predictions.length, inFlight: inFlight(), maxInFlight: maxInFlight() });
    }
    const path = req.path.split('?')[0];
    if (path.startsWith('/control/') && options.control) {
      return sendJson(
        res,
        200,
        options.control(path.slice('/control/'.length), new URLSearchParams(req.path.split('?')[1] ?? '')),
      );
    }
    if (path.startsWith('/files/')) {
      const id = path.slice('/files/'.length).replace(/\.\w+$/, '');
      const p = predictions.find((x) => x.id === id);
      if (!p) return sendJson(res, 404, { detail: 'Not found' });
      if (p.scenario.output === 'text') {
        res.writeHead(200, { 'content-type': 'image/png' }); // lies about its type, as a broken CDN might
        res.end('<html>this is not an image</html>');
        return;
      }
      const png = await paintingFor(p);
      res.writeHead(200, {
        'content-type': png[0] === 0xff ? 'image/jpeg' : 'image/png',
        'content-length': png.length,
      });
      res.end(png);
      return;
    }
    if (req.headers.authorization !== 'Bearer test-token') {
      return sendJson(res, 401, {
        title: 'Unauthenticated',
        detail: 'You did not pass a valid authentication token',
        status: 401,
      });
    }
    // A model's page and its versions' (the SDK's models.get, models.versions.get), as the doctor reads them.
    const page = req.method === 'GET' ? models.answer(path) : undefined;
    if (page) return sendJson(res, page.status, page.body);
    const create = /^\/v1\/models\/([^/]+)\/([^/]+)\/predictions$/.exec(path);
    if (req.method === 'POST' && create && models.answer(`/v1/models/${create[1]}/${create[2]}`)?.status === 404) {
      return sendJson(res, 404, {
        title: 'Not found',
        detail: 'The requested resource could not be found.',
        status: 404,
      });
    }
    if (req.method === 'POST' && (create || path === '/v1/predictions')) {
      const body = req.body as { input?: Record<string, unknown>; version?: string };
      // A model runs its latest version; a version named in the body runs as it is (its schema when we serve it).
      const schema = create ? models.version(`${create[1]}/${create[2]}`)?.schema : versionSchema(body.version);
      const problems = schema ? invalidFields(schema, body.input ?? {}) : [];
      if (problems.length) return sendJson(res, 422, validationBody(problems));
      const marked = String(body.input?.prompt ?? '').includes(FAIL_MARKER);
      const chosen: FakeScenario = marked
        ? { statuses: ['processing', 'failed'], error: FAIL_MARKER_ERROR }
        : (options.scenarioFor?.(body.input ?? {}) ?? scenario);
      const p: FakePrediction = {
        id: randomUUID().replace(/-/g, '').slice(0, 26),
        model: create ? `${create[1]}/${create[2]}` : `version:${body.version}`,
        input: body.input ?? {},
        polls: 0,
        createdAt: Date.now(),
        canceled: false,
        scenario: {
          ...chosen,
          statuses: chosen.statuses ?? ['processing', 'succeeded'],
          output: chosen.output ?? 'image',
        },
        lastStatus: 'starting',
        inFlightAtCreation: 0,
      };
      predictions.push(p);
      p.inFlightAtCreation = inFlight();
      return sendJson(res, 201, view(p));
    }
    const one = /^\/v1\/predictions\/([^/]+)(\/cancel)?$/.exec(path);
    const p = one && predictions.find((x) => x.id === one[1]);
    if (!p) return sendJson(res, 404, { detail: 'Not found', status: 404 });
    if (req.method === 'POST' && one[2]) {
      p.canceled = true;
      return sendJson(res, 200, view(p));
    }
    if (req.method === 'GET' && !one[2]) {
      if (Date.now() - p.createdAt < (p.scenario.processingMs ?? 0))
        return sendJson(res, 200, { ...view(p), status: 'processing' });
      p.polls += 1;
      return sendJson(res, 200, view(p));
    }
    return sendJson(res, 405, { detail: 'Method not allowed' });
  }, options.port);
  origin = server.origin;

  return {
    url: `${server.origin}/v1`,
    requests: server.requests,
    predictions,
    models,
    image,
    inFlight,
    maxInFlight,
    createCalls: () => server.requests.filter((r) => r.method === 'POST' && /\/predictions$/.test(r.path)),
    cancelCalls: () => server.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/cancel')),
    setScenario: (next) => {
      scenario = next;
    },
    close: server.close,
  };
}
