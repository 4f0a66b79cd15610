// Build time only: client/build/prerender.ts renders these in Node after the client build and writes them
// into the HTML the server sends, so a page is on screen before any JavaScript has run.
// - renderLanding: the whole landing page as the browser's first render draws it (no draft read, header
//   controls and FAQ still plain, no toasts), which main.tsx then hydrates.
// - renderRoute: a route's page drawn whole (routeTable.ts: prerenderUnlessCookie), hydrated the same way.
// - renderIn/head: the language the next pages are drawn in, and their title and description in it.
// - renderFrame: the header and footer around the loading placeholder, for every other path; the app
//   replaces it with the complete page in its first render.
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { preloadPage } from './Routes';
import { overwriteGetLocale } from '../shared/i18n/paraglide/runtime';
import { type Locale, m, SITE_LOCALES } from '../shared/i18n/siteLocales';

export { localizedPageFile } from '../shared/i18n/siteLocales';
export const locales = SITE_LOCALES;

/** Renders in `locale` from now on (one Node process draws every language's pages in turn). */
export function renderIn(locale: Locale): void {
  overwriteGetLocale(() => locale);
}

export function head(): { title: string; description: string } {
  return { title: m.site_title(), description: m.site_description() };
}

export function renderLanding(): string {
  return render(<App ssrPath="/" />);
}

/** The page's chunk is loaded first, so the page renders in place rather than as its loading fallback. */
export async function renderRoute(path: string): Promise<string> {
  await preloadPage(path);
  return render(<App ssrPath={path} />);
}

/** At a path no header link claims, so no link shows as the current one. */
export function renderFrame(): string {
  return render(<App ssrPath="/__frame__" frame />);
}

function render(app: ReactNode): string {
  const html = renderToString(<StrictMode>{app}</StrictMode>);
  // A part left to the browser (`<!--$!-->`, a fallback) would make the HTML differ from the first render.
  if (html.includes('<!--$!-->')) throw new Error('prerendering left a part unrendered');
  return html;
}
