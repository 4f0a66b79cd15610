// Serves the React app: the built files from dist/client, or Vite's dev server with hot reload in dev.
// Any other GET that is not an API path gets a page, and the client router shows it (or its not-found page):
// `/` gets index.html, which holds the landing page already rendered (the client hydrates it); the app's
// other routes get their routes/<Page>.html (listed in routes.json), the header and footer around a loading
// placeholder plus preload links for that page's code, or, for a route rendered in advance, that page
// (routes/<Page>.page.html) when the request lacks the route's cookie (the comic-in-progress cookie for
// /create: the advance rendering shows no comic in progress); any other path gets frame.html, the same for
// the not-found page (client/build/prerender.ts writes them all). Each page exists once per language the site
// speaks (index.es.html, ...: shared/i18n/siteLocales.ts), and the visitor's is sent (./siteLocale.ts).
// Caching: the fingerprinted files under assets/ never change under the same name (cached for a year,
// immutable); the HTML names them, so it is revalidated on every visit (no-cache). Everything text-like is
// compressed at build time (.br and .gz beside each file) and sent to browsers that accept it.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { negotiate } from '@fastify/accept-negotiator';
import { localizedPageFile, SITE_LOCALES, type Locale } from '../../shared/i18n/siteLocales';
import { siteLocaleOf } from './siteLocale';

export const CLIENT_DIST = fileURLToPath(new URL('../../dist/client', import.meta.url));
const API_PREFIXES = ['/trpc', '/api/', '/storage/', '/downloads/', '/auth/', '/healthz'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix));
}

/**
 * A page whose head depends on the request (a gift link's preview): its own head tags, which replace the
 * built page's title, description and social tags, and its status (404 for a link that is gone).
 */
export type PageHead = (request: FastifyRequest) => Promise<{ status: number; head: string } | null>;

export async function spaPlugin(app: FastifyInstance, opts: { dev: boolean; pageHead?: PageHead }) {
  if (opts.dev) return devClient(app);

  const landing = loadLocalized('index.html');
  // A build from before frame.html existed still serves every path with its index.html.
  const frame = loadLocalized('frame.html') ?? landing;
  const routes = loadRoutes();
  if (!landing || !frame) {
    app.log.warn('dist/client is missing: run `npm run build` (npm start does it for you)');
  } else {
    await app.register(fastifyStatic, {
      root: CLIENT_DIST,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Pages go through the handler below (the right page per path, never cached), like the table that
      // picks them; the compressed copies are chosen by Accept-Encoding, not fetched by name.
      allowedPath: (pathname) => !/\.(html|br|gz)$/.test(pathname) && pathname !== '/routes.json',
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', IMMUTABLE);
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    // A missing asset (a page still open from before a deploy) is a plain 404, never a page in its place.
    if (!wantsPage(request) || pathOf(request.url).startsWith('/assets/'))
      return reply.code(404).send({ message: 'Not found' });
    if (!landing || !frame)
      return reply.code(503).type('text/plain').send('The client is not built. Run `npm run build`.');
    // Every page is in the visitor's language: the answer depends on the cookie and Accept-Language, and a
    // cache must not hand one visitor's page to another.
    reply.header('Vary', 'Accept-Encoding, Cookie, Accept-Language');
    const locale = siteLocaleOf(request);
    const pathname = pathOf(request.url);
    if (pathname === '/') return sendPage(request, reply, landing[locale]);
    const route = routes.find((r) => matchesRoute(r.path, pathname));
    const head = opts.pageHead ? await opts.pageHead(request) : null;
    if (head) return sendWithHead(reply, (route?.page ?? frame)[locale], head);
    if (!route) return sendPage(request, reply, frame[locale]);
    if (!route.prerendered) return sendPage(request, reply, route.page[locale]);
    const withCookie = Boolean(request.cookies[route.prerendered.unlessCookie]);
    return sendPage(request, reply, (withCookie ? route.page : route.prerendered.page)[locale]);
  });
}

function wantsPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
}

const pathOf = (url: string) => url.split(/[?#]/, 1)[0];

interface Route {
  path: string;
  page: Localized;
  prerendered?: { page: Localized; unlessCookie: string };
}

/** The app's routes and their pages, in the app's match order (routes.json; none in an older build). */
function loadRoutes(): Route[] {
  const table = path.join(CLIENT_DIST, 'routes.json');
  if (!existsSync(table)) return [];
  type Entry = { path: string; html: string; prerendered?: { html: string; unlessCookie: string } };
  return (JSON.parse(readFileSync(table, 'utf8')) as Entry[]).flatMap((entry) => {
    const page = loadLocalized(entry.html);
    if (!page) return [];
    const rendered = entry.prerendered && loadLocalized(entry.prerendered.html);
    const prerendered = rendered ? { page: rendered, unlessCookie: entry.prerendered!.unlessCookie } : undefined;
    return [{ path: entry.path, page, prerendered }];
  });
}

/**
 * Whether `pathname` is on the route `pattern` (literal and `:param` segments; case and a final slash do
 * not count), as the client matches it: client/routeTable.ts. A path matched differently only gets a page
 * that preloads other code, which the client then loads itself.
 */
function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.replace(/(.)\/$/, '$1').split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part.toLowerCase() === have[i].toLowerCase()))
  );
}

/** A built page and its compressed forms (the build's .br/.gz copies, or made here from an older build). */
interface Page {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** A page in each of the site's languages (an older build's English page stands in for one it lacks). */
type Localized = Record<Locale, Page>;

function loadLocalized(name: string): Localized | null {
  const english = loadPage(name);
  if (!english) return null;
  return Object.fromEntries(
    SITE_LOCALES.map((locale) => [locale, loadPage(localizedPageFile(name, locale)) ?? english]),
  ) as Localized;
}

function loadPage(name: string): Page | null {
  const file = path.join(CLIENT_DIST, name);
  if (!existsSync(file)) return null;
  const identity = readFileSync(file);
  const copy = (extension: string, make: () => Buffer) =>
    existsSync(file + extension) ? readFileSync(file + extension) : make();
  return {
    identity,
    br: copy('.br', () => brotliCompressSync(identity)),
    gzip: copy('.gz', () => gzipSync(identity, { level: 9 })),
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
  if (encoding === 'identity') return reply.send(page.identity);
  return reply.header('Content-Encoding', encoding).send(page[encoding]);
}

/**
 * The page with its title, description and social tags replaced by `head` (sent uncompressed: it is small).
 * The head holds people's words (a gift's title and message): inserted by a function, never as a
 * replacement string, whose `$&`, `` $` ``, `$'` and `$$` would paste pieces of the page in.
 */
function sendWithHead(reply: FastifyReply, page: Page, head: { status: number; head: string }) {
  const html = page.identity
    .toString('utf8')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta (?:name="description"|property="og:[^"]*"|name="twitter:[^"]*")[^>]*>/g, '')
    .replace('</head>', () => `${head.head}</head>`);
  return reply
    .code(head.status)
    .header('Cache-Control', 'private, no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * br, else gzip, else none, as the request's Accept-Encoding allows: the
 * negotiation @fastify/static uses for the assets.
 */
function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  return negotiate(String(header ?? ''), ['br', 'gzip']) ?? 'identity';
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
    const template = (await readFile(indexFile, 'utf8')).replace('<html lang="en">', () => {
      return `<html lang="${siteLocaleOf(request)}">`;
    });
    const html = await vite.transformIndexHtml(request.url, template);
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
