// A local stand-in for the Anthropic Messages API (POST /v1/messages) that answers as the real one does, and
// for its Models API (GET /v1/models/{model_id}: anthropicModelsApi.ts, with each model's lifecycle by the
// fake's clock; a retired model's requests fail as an unknown one's do).
// It refuses, with the API's 400 body, every setting the model's own pages say it refuses and every field the
// API does not have (anthropicApiRules.ts), and schemas structured outputs cannot take (jsonSchemaFake.ts).
// A request it accepts gets a message: a thinking block first on models that think unasked, then a text
// block of JSON that satisfies the schema the request sent; `usage` is counted from the sizes of the request
// and the reply (tokensOf), and a reply longer than max_tokens is cut there (stop_reason "max_tokens").
// Tests queue replies (bad JSON for the app, cut replies, refusals, HTTP errors, a hang); with none queued, it
// writes like a model following the app's prompts (fakeClaudeWriter.ts), else from the schema alone.
// Point the real SDK at it with ANTHROPIC_BASE_URL: fake.url.
import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { refusalOf, thinksOn, tokensOf, type ApiError } from './anthropicApiRules';
import { modelInfo, retiredOn } from './anthropicModelsApi';
import { sendJson, startFakeHttpServer, type RecordedRequest } from './fakeHttp';
import { followPrompt } from './fakeClaudeWriter';
import { formatRefusal, schemaViolation, valueFor } from './jsonSchemaFake';

export { FAKE_IDEAS } from './fakeClaudeWriter';

export type FakeAnthropicReply =
  /** A structured reply: the JSON is checked against the schema the request sent (the API's guarantee). */
  | { kind: 'json'; value: unknown; thinkingTokens?: number }
  /** The model ran out of room: the reply's JSON stops short, stop_reason "max_tokens". */
  | { kind: 'cut' }
  /** A safety classifier declined: HTTP 200, stop_reason "refusal", no text. */
  | { kind: 'refusal' }
  /** An API error, e.g. 429 rate_limit_error or 529 overloaded_error. */
  | { kind: 'error'; status: number; type: string; headers?: Record<string, string> }
  /** Never answers: the client's deadline must end the call. */
  | { kind: 'hang' }
  /**
   * HTTP 200 with a body that is not a message (no usage, no content): the real API never sends one, but a
   * proxy in between or a changed API could, and the client must say so rather than crash.
   */
  | { kind: 'malformed' };

/** The key a request carried: SDK versions send it as x-api-key or as 'Authorization: Bearer'. */
export function apiKeyOf(req: RecordedRequest): string | undefined {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header) return header;
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  return bearer?.[1];
}

export interface FakeUsage {
  model: string;
  input_tokens: number;
  output_tokens: number;
  stop_reason: string;
}

export interface FakeAnthropic {
  /** Base URL for the SDK (ANTHROPIC_BASE_URL). */
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Only the POST /v1/messages calls. */
  messageCalls(): RecordedRequest[];
  /** The errors it answered requests with (400s for settings the model refuses): a well-behaved app causes none. */
  refusals: ApiError[];
  /** The usage of every message it answered, in order. */
  usage: FakeUsage[];
  /** Replies for the next accepted calls, in order. */
  enqueue(...replies: FakeAnthropicReply[]): void;
  /** Forgets queued replies and recorded requests (between tests). */
  reset(): void;
  close(): Promise<void>;
}

export interface FakeAnthropicOptions {
  /**
   * Models it serves; any other gets the API's 404 not_found_error ("model: ..."), as a retired one
   * does. Default: every model served today.
   */
  knownModels?: string[];
  /** The key it accepts. Default: any key. */
  apiKey?: string;
  /** Listen on this port (0: any free one). */
  port?: number;
  /** How long to wait before answering an accepted call (a model takes its time). */
  pauseMs?: (body: unknown) => number;
  /** Keep the process alive while listening (a fake run as its own process). */
  keepAlive?: boolean;
  /**
   * The fake's today, for retirements. Default: the day its notes were read (FAKE_TODAY), so a test does
   * not change its answer on the day a model retires; a test about a retirement passes its own clock.
   */
  now?: () => Date;
}

/** The day the fake's notes were read (anthropicModelsApi.ts): its default today. */
export const FAKE_TODAY = new Date('2026-11-28T12:00:00Z');

const messageId = () => `msg_${randomUUID().replace(/-/g, '')}`;

export async function startFakeAnthropic(options: FakeAnthropicOptions = {}): Promise<FakeAnthropic> {
  const queue: FakeAnthropicReply[] = [];
  const refusals: ApiError[] = [];
  const usage: FakeUsage[] = [];
  const fail = (res: ServerResponse, error: ApiError) => {
    refusals.push(error);
    const requestId = `req_${randomBytes(12).toString('hex')}`;
    sendJson(
      res,
      error.status,
      { type: 'error', error: { type: error.type, message: error.message }, request_id: requestId },
      { 'request-id': requestId },
    );
  };
  const server = await startFakeHttpServer(
    async (req, res) => {
      if (req.path === '/health') return sendJson(res, 200, { ok: true });
      const path = req.path.split('?')[0];
      const modelPage = req.method === 'GET' ? /^\/v1\/models\/([^/]+)$/.exec(path) : null;
      if (!modelPage && (req.method !== 'POST' || path !== '/v1/messages'))
        return fail(res, { status: 404, type: 'not_found_error', message: 'Not found' });
      const key = apiKeyOf(req);
      if (!key)
        return fail(res, { status: 401, type: 'authentication_error', message: 'x-api-key header is required' });
      if (options.apiKey && key !== options.apiKey)
        return fail(res, { status: 401, type: 'authentication_error', message: 'invalid x-api-key' });
      const now = options.now?.() ?? FAKE_TODAY;
      const served = (model: string) => !options.knownModels || options.knownModels.includes(model);
      if (modelPage) {
        const id = decodeURIComponent(modelPage[1]);
        const info = served(id) ? modelInfo(id, now) : undefined;
        return info
          ? sendJson(res, 200, info)
          : fail(res, { status: 404, type: 'not_found_error', message: `model: ${id}` });
      }
      const body = req.body as Record<string, unknown> & {
        model?: string;
        max_tokens?: number;
        output_config?: { format?: { schema?: unknown } };
      };
      if (!served(String(body?.model)) || retiredOn(String(body?.model), now))
        return fail(res, { status: 404, type: 'not_found_error', message: `model: ${body?.model}` });
      const version = req.headers['anthropic-version'];
      const refused =
        refusalOf(body, typeof version === 'string' ? version : undefined) ??
        (body.output_config?.format ? formatRefusal(body.output_config.format) : null);
      if (refused) return fail(res, refused);
      const reply = queue.shift();
      if (reply?.kind === 'hang') return; // the socket stays open until the client gives up or the server closes
      if (reply?.kind === 'malformed')
        return sendJson(res, 200, { id: messageId(), type: 'message', role: 'assistant', model: body.model });
      if (reply?.kind === 'error') {
        refusals.push({ status: reply.status, type: reply.type, message: 'queued error' });
        return sendJson(
          res,
          reply.status,
          { type: 'error', error: { type: reply.type, message: 'fake error' } },
          reply.headers,
        );
      }
      const pause = options.pauseMs?.(body) ?? 0;
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      const schema = body.output_config?.format?.schema;
      let text = '';
      if (reply?.kind !== 'refusal') {
        const value = reply?.kind === 'json' ? reply.value : (followPrompt(body) ?? (schema ? valueFor(schema) : 'OK'));
        const violation = schema ? schemaViolation(schema, value) : null;
        // The API never sends JSON outside the schema: a queued reply that breaks it is a mistake in the test.
        if (violation)
          return sendJson(res, 500, {
            type: 'error',
            error: { type: 'fake_error', message: `queued reply breaks the sent schema at ${violation}` },
          });
        text = typeof value === 'string' && !schema ? value : JSON.stringify(value);
      }
      sendJson(res, 200, message(body, text, reply));
    },
    options.port ?? 0,
    { unref: !options.keepAlive },
  );

  function message(
    body: Record<string, unknown> & { model?: string; max_tokens?: number },
    fullText: string,
    reply: FakeAnthropicReply | undefined,
  ) {
    const model = String(body.model);
    const thinking = thinksOn(body)
      ? [{ type: 'thinking', thinking: '', signature: randomBytes(24).toString('base64') }]
      : [];
    const thinkingTokens = reply?.kind === 'json' ? (reply.thinkingTokens ?? 0) : 0;
    // A reply past max_tokens stops there, mid-JSON; a queued 'cut' is one that needed far more room.
    const room = Math.max(0, (body.max_tokens ?? 0) - thinkingTokens);
    const cut = reply?.kind === 'cut' || tokensOf(fullText, model) > room;
    const text = cut
      ? fullText.slice(0, Math.min(Math.floor(room * 3.5 * 0.9), Math.floor(fullText.length / 2)))
      : fullText;
    const stopReason = reply?.kind === 'refusal' ? 'refusal' : cut ? 'max_tokens' : 'end_turn';
    const outputTokens = cut ? (body.max_tokens ?? 0) : tokensOf(text, model) + thinkingTokens;
    const inputTokens = tokensOf(
      JSON.stringify([body.system ?? '', body.messages, body.output_config ?? {}, body.tools ?? []]),
      model,
    );
    usage.push({ model, input_tokens: inputTokens, output_tokens: outputTokens, stop_reason: stopReason });
    return {
      id: messageId(),
      type: 'message',
      role: 'assistant',
      model,
      content: reply?.kind === 'refusal' ? [] : [...thinking, { type: 'text', text, citations: null }],
      stop_reason: stopReason,
      stop_sequence: null,
      stop_details:
        reply?.kind === 'refusal' ? { type: 'refusal', category: 'general_harms', explanation: null } : null,
      container: null,
      diagnostics: null,
      usage: {
        input_tokens: inputTokens,
        output_tokens: outputTokens,
        output_tokens_details: { thinking_tokens: cut ? Math.min(thinkingTokens, outputTokens) : thinkingTokens },
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        cache_creation: null,
        inference_geo: 'global',
        server_tool_use: null,
        service_tier: 'standard',
        speed: 'standard',
      },
    };
  }

  return {
    url: server.origin,
    requests: server.requests,
    messageCalls: () => server.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/messages')),
    refusals,
    usage,
    enqueue: (...replies) => queue.push(...replies),
    reset: () => {
      queue.length = 0;
      refusals.length = 0;
      usage.length = 0;
      server.requests.length = 0;
    },
    close: server.close,
  };
}
