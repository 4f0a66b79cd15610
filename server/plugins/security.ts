// Security headers and cross-site request refusal for every route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { isLoopbackHost, type AppConfig } from '../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig; dev: boolean }) => {
  const { config } = opts;
  await app.register(helmet, {
    // Vite's dev server injects inline scripts for hot reload; the built app needs none.
    contentSecurityPolicy: opts.dev
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
  });

  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    // A state-changing request from another site is refused (CSRF), whatever its cookies say.
    if (request.headers['sec-fetch-site'] === 'cross-site' || !isAllowedOrigin(request, config)) {
      return reply.code(403).send({ message: 'Cross-site requests are not allowed.' });
    }
    // The tRPC adapter would accept form posts; only JSON is ever sent by our client.
    if (request.url.startsWith('/trpc/') && !isJson(request)) {
      return reply.code(415).send({ message: 'tRPC calls must be sent as application/json.' });
    }
  });
});

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
