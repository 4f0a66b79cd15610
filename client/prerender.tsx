// Build time only: client/build/prerender.ts renders these in Node after the client build and writes them
// into the HTML the server sends, so a page is on screen before any JavaScript has run.
// - renderLanding: the whole landing page as the browser's first render draws it (no draft read, header
//   controls and FAQ still plain, no toasts), which main.tsx then hydrates.
// - renderRoute: a route's page drawn whole (routeTable.ts: prerenderUnlessCookie), hydrated the same way.
// - renderFrame: the header and footer around the loading placeholder, for every other path; the app
//   replaces it with the complete page in its first render.
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { preloadPage } from './Routes';

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
