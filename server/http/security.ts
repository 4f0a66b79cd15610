// Security headers and cross-site request refusal for every route.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isLoopbackHost, type AppConfig } from '../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig; dev: boolean }) => {
  const { config } = opts;
  const headers = helmetHeaders(helmetOptions(config, opts.dev));
  const headerValues = Object.fromEntries(headers);
  // A route's own value set later (stored images' stricter CSP) wins either way. In production every answer
  // goes through the reply, and Node writes headers handed over at once faster than ones set one by one
  // on the raw response; in dev, Vite answers pages on the raw response itself, so they go there.
  const applyHeaders = opts.dev
    ? (reply: FastifyReply) => {
        for (const [name, value] of headers) reply.raw.setHeader(name, value);
      }
    : (reply: FastifyReply) => reply.headers(headerValues);

  // A callback hook, not an async one: it runs on every request, and a promise per request is measurable.
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(reply);
    if (SAFE_METHODS.has(request.method)) return done();
    // A state-changing request from another site is refused (CSRF), whatever its cookies say.
    if (request.headers['sec-fetch-site'] === 'cross-site' || !isAllowedOrigin(request, config)) {
      reply.code(403).send({ message: 'Cross-site requests are not allowed.' });
      return;
    }
    // The tRPC adapter would accept form posts; only JSON is ever sent by our client.
    if (request.url.startsWith('/trpc/') && !isJson(request)) {
      reply.code(415).send({ message: 'tRPC calls must be sent as application/json.' });
      return;
    }
    done();
  });
});

function helmetOptions(config: AppConfig, dev: boolean): HelmetOptions {
  return {
    // Vite's dev server injects inline scripts for hot reload; the built app needs none.
    contentSecurityPolicy: dev
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            styleSrc: ["'self'", "'unsafe-inline'"],
            fontSrc: ["'self'", 'data:'],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            upgradeInsecureRequests: config.isHttps ? [] : null,
          },
        },
    hsts: config.isHttps,
    // With 'no-referrer' browsers send `Origin: null` on our own form posts, which the CSRF check refuses.
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets for these options, read once at start-up by running its middleware against a
 * recording response. They depend on the config alone (no nonces, no per-request directives), and
 * @fastify/helmet rebuilt the middleware, re-parsing the CSP, on every request: a fifth of /healthz's time.
 * helmet's one removal (X-Powered-By) needs no replay: Fastify never sets that header.
 */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return type === undefined || type.split(';')[0].trim().toLowerCase() === 'application/json';
}

/** No Origin header (curl, same-origin navigations in old browsers) is allowed; a foreign one is not. */
function isAllowedOrigin(request: FastifyRequest, config: AppConfig): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  // A privacy setting can make a browser say `Origin: null` on its own page's form; it still says same-origin.
  if (origin === 'null') return request.headers['sec-fetch-site'] === 'same-origin';
  if (origin === config.publicOrigin) return true;
  // On one's own machine, localhost, 127.0.0.1 and [::1] on the same port are the same app.
  try {
    const url = new URL(origin);
    const pub = new URL(config.publicOrigin);
    return config.isLoopback && isLoopbackHost(url.hostname) && url.port === pub.port && url.protocol === pub.protocol;
  } catch {
    return false;
  }
}
