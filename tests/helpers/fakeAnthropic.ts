// A local stand-in for the Anthropic Messages API (POST /v1/messages), answering the way the real one does:
// a message whose content holds one tool_use block. Tests queue special replies (a 429, a hang, a malformed
// reply, two ideas); once the queue is empty every call gets three good ideas. Point the real SDK at it with
// ANTHROPIC_BASE_URL: fake.url.
import { randomUUID } from 'node:crypto';
import { sendJson, startFakeHttpServer, type RecordedRequest } from './fakeHttp';

export interface FakeIdea {
  title: string;
  description: string;
}

export type FakeAnthropicReply =
  /** A tool_use reply with these ideas (any shape: tests send wrong ones on purpose). */
  | { kind: 'tool'; input: unknown; toolName?: string }
  /** A plain text reply with no tool call. */
  | { kind: 'text'; text: string }
  /** An API error, e.g. 429 rate_limit_error or 529 overloaded_error. */
  | { kind: 'error'; status: number; type: string; headers?: Record<string, string> }
  /** Never answers: the client's deadline must end the call. */
  | { kind: 'hang' };

export const FAKE_IDEAS: FakeIdea[] = [
  { title: 'Dr. Maria and the Singing Drill', description: 'Dentist Maria sings so well her patients forget the drill, until a rival choir kidnaps her tooth fairy.' },
  { title: 'Salsa Showdown at Midnight', description: "Maria's salsa nights turn into a dance-off for the fate of the neighbourhood, with Rosa as her loyal partner." },
  { title: 'The Moon Needs Flossing', description: 'Maria finally gets her dream trip to the moon, only to find it full of cavities only she can fix.' },
];

/** The key a request carried: SDK versions send it as x-api-key or as 'Authorization: Bearer'. */
export function apiKeyOf(req: RecordedRequest): string | undefined {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header) return header;
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  return bearer?.[1];
}

export interface FakeAnthropic {
  /** Base URL for the SDK (ANTHROPIC_BASE_URL). */
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Only the POST /v1/messages calls. */
  messageCalls(): RecordedRequest[];
  /** Replies for the next calls, in order; afterwards every call gets FAKE_IDEAS. */
  enqueue(...replies: FakeAnthropicReply[]): void;
  /** Forgets queued replies and recorded requests (between tests). */
  reset(): void;
  close(): Promise<void>;
}

export interface FakeAnthropicOptions {
  /** Models it serves; any other gets the API's 404 not_found_error ("model: ..."), as a retired model does. Default: any. */
  knownModels?: string[];
}

export async function startFakeAnthropic(options: FakeAnthropicOptions = {}): Promise<FakeAnthropic> {
  const queue: FakeAnthropicReply[] = [];
  const server = await startFakeHttpServer((req, res) => {
    if (req.method !== 'POST' || req.path.split('?')[0] !== '/v1/messages') {
      sendJson(res, 404, { type: 'error', error: { type: 'not_found_error', message: 'Not found' } });
      return;
    }
    if (!apiKeyOf(req)) {
      sendJson(res, 401, { type: 'error', error: { type: 'authentication_error', message: 'x-api-key header is required' } });
      return;
    }
    const body = req.body as { model?: string };
    if (options.knownModels && !options.knownModels.includes(String(body?.model))) {
      sendJson(res, 404, { type: 'error', error: { type: 'not_found_error', message: `model: ${body?.model}` } });
      return;
    }
    const reply = queue.shift() ?? { kind: 'tool', input: { ideas: FAKE_IDEAS } };
    const message = (content: unknown[], stopReason: string) => ({
      id: `msg_${randomUUID().replace(/-/g, '')}`,
      type: 'message',
      role: 'assistant',
      model: body?.model ?? 'unknown',
      content,
      stop_reason: stopReason,
      stop_sequence: null,
      usage: { input_tokens: 850, output_tokens: 240 },
    });
    switch (reply.kind) {
      case 'hang':
        return; // the socket stays open until the client gives up or the server closes
      case 'error':
        sendJson(res, reply.status, { type: 'error', error: { type: reply.type, message: 'fake error' } }, reply.headers);
        return;
      case 'text':
        sendJson(res, 200, message([{ type: 'text', text: reply.text }], 'end_turn'));
        return;
      case 'tool':
        sendJson(
          res,
          200,
          message(
            [{ type: 'tool_use', id: `toolu_${randomUUID().replace(/-/g, '')}`, name: reply.toolName ?? 'submit_comic_ideas', input: reply.input }],
            'tool_use',
          ),
        );
    }
  });
  return {
    url: server.origin,
    requests: server.requests,
    messageCalls: () => server.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/messages')),
    enqueue: (...replies) => queue.push(...replies),
    reset: () => {
      queue.length = 0;
      server.requests.length = 0;
    },
    close: server.close,
  };
}
