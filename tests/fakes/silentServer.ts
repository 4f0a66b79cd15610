// A service that takes the connection, reads the request and never answers: an upstream that hangs after
// accepting (an overloaded API, a stuck proxy). It speaks no protocol of its own, so any HTTP client pointed
// at it (ANTHROPIC_BASE_URL, REPLICATE_BASE_URL) meets exactly what it would meet in that case, and what the
// client does next is its own documented behaviour: @anthropic-ai/sdk 1.13.0 (ClientOptions in its
// client.ts, read 2026-11-28) times out each attempt after `timeout` and "request timeouts are retried by
// default, so in a worst-case scenario you may wait much longer than this timeout" (`maxRetries`, default 2).
// It counts the requests it was sent (each retry comes on a new connection) and closes every connection on close().
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface SilentServer {
  /** http://127.0.0.1:PORT */
  url: string;
  /** HTTP requests received so far (request lines seen), over every connection. */
  requests(): number;
  close(): Promise<void>;
}

/** An HTTP/1.1 request line, e.g. "POST /v1/messages HTTP/1.1". */
const REQUEST_LINE = /^[A-Z]+ \S+ HTTP\/1\.[01]\r\n/;

export async function startSilentServer(): Promise<SilentServer> {
  const sockets = new Set<Socket>();
  let requests = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.unref();
    // A connection that is never answered carries one request: the client cannot send another on it.
    let head: string | null = '';
    socket.on('data', (chunk) => {
      if (head === null) return;
      head += chunk.toString('latin1');
      if (!head.includes('\r\n')) return;
      if (REQUEST_LINE.test(head)) requests += 1;
      head = null;
    });
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  server.unref();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
