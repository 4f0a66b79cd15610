// Vite plugin (build only, runs in Node): after the client build, renders client/prerender.tsx and writes
// the HTML the server sends (server/http/spa.ts):
// - index.html: the landing page, rendered (the server sends it for / only, where it matches), with the
//   stylesheet inlined: the first screen of a first visit then needs one request, not two in a row;
// - routes/<Page>.html, one per route of client/routeTable.ts, listed in routes.json: the header and footer
//   around the loading placeholder, plus modulepreload links for the chunks that route's page needs, so
//   they load together with the app instead of after it;
// - routes/<Page>.page.html for the routes marked prerenderUnlessCookie: the page itself, rendered, with
//   the same links and the stylesheet inlined, for visitors without that cookie;
// - frame.html: the same as a route's file for every other path (the not-found page).
// Each is written once per language the site speaks, with its lang, title and description (index.html,
// index.es.html, ...: shared/i18n/siteLocales.ts), for the server to send the visitor's.
// A page rendered here carries <meta name="prerendered">: main.tsx hydrates it instead of replacing it.
// The renderer is bundled by Vite for Node (the same sources, production React) into node_modules/.cache,
// where Node finds the packages it imports, and removed afterwards.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { routeChunks, type RouteChunks } from './routeHints.js';

const ROOT_ELEMENT = '<div id="root"></div>';

interface Renderer {
  /** The site's languages, English first; the server picks a page's copy by the visitor's. */
  locales: readonly string[];
  localizedPageFile(file: string, locale: string): string;
  /** Renders in `locale` from now on. */
  renderIn(locale: string): void;
  /** The page's title and description in the current locale. */
  head(): { title: string; description: string };
  renderLanding(): string;
  renderRoute(path: string): Promise<string>;
  renderFrame(): string;
}

/** What the server reads to pick a route's HTML (the first matching pattern wins, as in the app). */
export interface RouteHtml {
  path: string;
  html: string;
  /** The page rendered, for requests without the cookie. */
  prerendered?: { html: string; unlessCookie: string };
}

const PRERENDERED = '<meta name="prerendered" content="">';

/** `siteLocale`: the one language this build is for (scripts/buildClient.mjs); unset, every language. */
export function prerenderPages(siteLocale?: string): Plugin {
  let root = '';
  let outDir = '';
  let nested = false;
  let routes: RouteChunks[] = [];
  return {
    name: 'comics:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      nested = Boolean(config.build.ssr);
    },
    writeBundle(_options, bundle) {
      if (!nested) routes = routeChunks(bundle, root);
    },
    closeBundle: {
      sequential: true,
      async handler(error?: Error) {
        // After a failed build there is nothing to render into (and the failure is reported already).
        if (nested || error || !existsSync(path.join(outDir, 'index.html'))) return;
        const source = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!source.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to render into`);
        mkdirSync(path.join(outDir, 'routes'), { recursive: true });
        await withRenderer(root, async (renderer) => {
          const table: RouteHtml[] = [];
          for (const locale of siteLocale ? [siteLocale] : renderer.locales) {
            renderer.renderIn(locale);
            const template = localizedHead(source, locale, renderer.head());
            const fill = (html: string) => template.replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>`);
            const page = (html: string) =>
              inlineStylesheet(
                fill(html).replace('</title>', () => `</title>\n    ${PRERENDERED}`),
                outDir,
              );
            const write = (file: string, html: string) =>
              writeFileSync(path.join(outDir, renderer.localizedPageFile(file, locale)), html);
            write('index.html', page(renderer.renderLanding()));
            const frame = fill(renderer.renderFrame());
            for (const route of routes) {
              if (route.path === null) {
                write('frame.html', withPreloads(frame, route.chunks));
                continue;
              }
              const entry: RouteHtml = { path: route.path, html: `routes/${route.page}.html` };
              write(entry.html, withPreloads(frame, route.chunks));
              if (route.prerenderUnlessCookie) {
                entry.prerendered = {
                  html: `routes/${route.page}.page.html`,
                  unlessCookie: route.prerenderUnlessCookie,
                };
                write(entry.prerendered.html, withPreloads(page(await renderer.renderRoute(route.path)), route.chunks));
              }
              if (locale === (siteLocale ?? renderer.locales[0])) table.push(entry);
            }
          }
          writeFileSync(path.join(outDir, 'routes.json'), JSON.stringify(table, null, 2));
        });
      },
    },
  };
}

/** The page's language, title and description for `locale` (the build's template says English). */
function localizedHead(html: string, locale: string, head: { title: string; description: string }): string {
  const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  const localized = html
    .replace('<html lang="en">', () => `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${attribute(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${attribute(head.description)}"`,
    );
  if (!localized.includes(`<html lang="${locale}">`)) throw new Error('index.html has no <html lang="en"> to localize');
  return localized;
}

/** modulepreload links, after the entry's own (the order the browser should fetch them in). */
function withPreloads(html: string, chunks: string[]): string {
  const links = chunks.map((url) => `<link rel="modulepreload" crossorigin href="${url}">\n    `).join('');
  const at = html.search(/<link rel="stylesheet"|<style>/);
  if (at === -1) throw new Error('the page has no stylesheet to put the preloads before');
  return html.slice(0, at) + links + html.slice(at);
}

/**
 * The stylesheet link replaced by the stylesheet itself. The landing page is where most visits start: its
 * first paint waits for the CSS, and a link costs a request after the HTML (a round trip on a phone
 * network); inline, the 9 KB (compressed) come with the HTML. The file stays for the other pages, which
 * link it and get it from the cache once one page has loaded it.
 */
function inlineStylesheet(html: string, outDir: string): string {
  const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g)];
  if (links.length !== 1) throw new Error(`expected one stylesheet link in index.html, found ${links.length}`);
  const [tag, href] = links[0];
  const css = readFileSync(path.join(outDir, href), 'utf8').replaceAll('</style', '<\\/style');
  return html.replace(tag, () => `<style>${css}</style>`);
}

async function withRenderer(root: string, use: (renderer: Renderer) => Promise<void>): Promise<void> {
  const cache = path.resolve(root, '../node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'prerender-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react()],
      build: {
        ssr: path.join(root, 'prerender.tsx'),
        outDir: dir,
        emptyOutDir: true,
        rollupOptions: { output: { entryFileNames: 'prerender.mjs', format: 'es' } },
      },
    });
    // The renderer imports its lazy parts from the same folder while it renders: keep it until done.
    await use((await import(pathToFileURL(path.join(dir, 'prerender.mjs')).href)) as Renderer);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
