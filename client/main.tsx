// Entry point: mounts the app in StrictMode (double effects in development keep our guards honest).
// The server sends the landing page (/) already rendered, and /create to visitors with no comic in progress
// (client/prerender.tsx; such HTML carries <meta name="prerendered">): React hydrates it, attaching to the
// HTML on screen instead of drawing it again. Every other page comes as the header and footer around a
// loading placeholder, which the app replaces with the complete page in one render. Either way the
// page's chunk is loaded first (the HTML's preload links have it on its way already).
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { preloadPage } from './Routes';
import { loadScriptFontsWhenNeeded } from './fonts/loadScriptFonts';
import { adoptPageLocale } from './lib/i18n';
import './styles.css';

adoptPageLocale();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

loadScriptFontsWhenNeeded(document.body);

const prerendered = document.querySelector('meta[name="prerendered"]') !== null && container.firstElementChild !== null;

// A page that fails to load still renders: its route then shows the error screen.
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    if (prerendered) {
      // The page is already on screen: hydrating it as a transition lets React work in slices of a few
      // milliseconds, so the browser keeps answering input (and painting) in between.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      // Here the visitor is waiting for the page itself: it is drawn in one go (a transition's slicing
      // measured 150-450 ms slower to the page's largest paint on this machine).
      createRoot(container).render(app);
    }
  });
