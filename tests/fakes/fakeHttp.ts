// A tiny local HTTP server for fake third-party APIs: listens on 127.0.0.1 on a free port, records every
// request (method, path, headers, parsed JSON body) and hands each one to a handler. close() also drops
// connections the handler left hanging, so a "hung API" test never keeps the test process alive.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The JSON body when there is one, else the raw text (or undefined when empty). */
  body: unknown;
}

export type FakeHandler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export interface FakeHttpServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export interface FakeHttpOptions {
  /** Don't let the server (or its open connections) keep the process alive: a test that forgets close()
   * still ends. Off by default, since a fake run as its own process must stay up. */
  unref?: boolean;
}

export async function startFakeHttpServer(
  handler: FakeHandler,
  port = 0,
  options: FakeHttpOptions = {},
): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text || undefined;
    if (text && String(req.headers['content-type'] ?? '').includes('json')) {
      try {
        body = JSON.parse(text);
      } catch {
        // keep the raw text: a test may want to see it
      }
    }
    const recorded: RecordedRequest = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
    requests.push(recorded);
    try {
      await handler(recorded, res);
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { detail: String(error) });
    }
  });
  if (options.unref) {
    server.unref();
    server.on('connection', (socket) => socket.unref());
  }
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${listening}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}
