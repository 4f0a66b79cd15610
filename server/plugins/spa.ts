// Serves the React app: the built files from dist/client, or Vite's dev server with hot reload in dev.
// Any other GET that is not an API path gets index.html, and the client router shows the page (or its
// not-found page).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

export const CLIENT_DIST = fileURLToPath(new URL('../../dist/client', import.meta.url));
const API_PREFIXES = ['/trpc', '/api/', '/storage/', '/auth/', '/healthz'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix));
}

export async function spaPlugin(app: FastifyInstance, opts: { dev: boolean }) {
  if (opts.dev) return devClient(app);

  const indexFile = path.join(CLIENT_DIST, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn('dist/client is missing: run `npm run build` (npm start does it for you)');
  } else {
    await app.register(fastifyStatic, {
      root: CLIENT_DIST,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/; those never change under the same name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const indexHtml = existsSync(indexFile) ? await readFile(indexFile, 'utf8') : null;

  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsPage(request)) return reply.code(404).send({ message: 'Not found' });
    if (!indexHtml) return reply.code(503).type('text/plain').send('The client is not built. Run `npm run build`.');
    return sendIndex(reply, indexHtml);
  });
}

function wantsPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
}

function sendIndex(reply: FastifyReply, html: string) {
  return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/** Dev: Vite in middleware mode inside this server, so the app, API and cookies share one origin. */
async function devClient(app: FastifyInstance) {
  const [{ createServer }, middie] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({ server: { middlewareMode: true, hmr: { port: 24678 } }, appType: 'custom' });
  await app.register(middie.default);
  app.use((req, res, next) => (isApiPath(req.url ?? '/') ? next() : vite.middlewares(req, res, next)));
  app.addHook('onClose', () => vite.close());

  const indexFile = fileURLToPath(new URL('../../client/index.html', import.meta.url));
  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsPage(request)) return reply.code(404).send({ message: 'Not found' });
    const html = await vite.transformIndexHtml(request.url, await readFile(indexFile, 'utf8'));
    return sendIndex(reply, html);
  });
}
