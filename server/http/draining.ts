// Graceful shutdown, request side: once draining starts, new requests get a clear 503 (and the connection
// is closed) while the requests already in flight run to their end. `app.drain(ms)` resolves when the
// last of them has answered, or after `ms` at the latest.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { said, saidBody } from '../lib/said';

declare module 'fastify' {
  interface FastifyInstance {
    drain(timeoutMs: number): Promise<void>;
  }
}

const RESTARTING = saidBody(said('error_restarting'));

export const drainingPlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;

  const ended = () => {
    inFlight -= 1;
    if (inFlight === 0) onIdle?.();
  };

  // A callback hook with one shared listener: it runs on every request, where a promise and a fresh
  // closure each time are measurable.
  app.addHook('onRequest', (request, reply, done) => {
    if (draining) {
      reply.header('connection', 'close').header('retry-after', '5');
      reply.code(503).send(RESTARTING);
      return;
    }
    // A live progress stream (server-sent events) lasts as long as its job; it is not work to wait for.
    if (request.headers.accept?.includes('text/event-stream')) return done();
    inFlight += 1;
    // 'close' on the response fires once it is sent or the client went away: either way it is over.
    reply.raw.once('close', ended);
    done();
  });

  app.decorate('drain', async (timeoutMs: number) => {
    draining = true;
    if (inFlight === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => (onIdle = resolve)),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
  });
});
