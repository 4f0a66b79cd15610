// The app shell: the draft provider, header/footer around the routes, toasts. The data layer (react-query,
// tRPC) is provided by the parts that use it, in their own chunks (lib/dataProviders.tsx).
// The props are for prerendering only (client/prerender.tsx): `ssrPath` is the location to render in Node
// (the browser renders the same tree without it, so hydrated HTML and first render match), and `frame`
// draws the loading placeholder instead of a page.
import { useEffect, useRef } from 'react';
import { Router, useLocation } from 'wouter';
import { AppToaster } from './components/AppToaster';
import { ErrorBoundary } from './components/ErrorBoundary';
import { LoginErrorToast } from './components/LoginErrorToast';
import { Footer } from './components/layout/Footer';
import { Header } from './components/layout/Header';
import { recordNavigation } from './components/layout/navigationHistory';
import { dismissToastsOfPreviousPage } from './lib/toast';
import { PageLoading } from './components/layout/PageLoading';
import { Routes } from './Routes';
import { BookBuilderProvider } from './state/BookBuilderProvider';
import { m } from './lib/i18n';

export function App({ ssrPath, frame = false }: { ssrPath?: string; frame?: boolean }) {
  return (
    <ErrorBoundary>
      <Router ssrPath={ssrPath}>
        <BookBuilderProvider>
          <AppToaster />
          <LoginErrorToast />
          <Shell frame={frame} />
        </BookBuilderProvider>
      </Router>
    </ErrorBoundary>
  );
}

function Shell({ frame }: { frame: boolean }) {
  const [location] = useLocation();
  const navigated = useRef(false);
  useEffect(() => {
    recordNavigation(location);
    dismissToastsOfPreviousPage();
    // A new page starts at the top, like a normal site (hash links scroll themselves). The page the visit
    // opened with is the browser's to place: its HTML may have been on screen, and scrolled, before this runs.
    if (navigated.current && !window.location.hash) window.scrollTo(0, 0);
    navigated.current = true;
  }, [location]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className={
          'sr-only z-50 rounded-lg border-2 border-ink bg-zap px-3 py-2 font-bold focus:not-sr-only ' +
          'focus:fixed focus:top-2 focus:left-2'
        }
      >
        {m.skip_to_content()}
      </a>
      <Header />
      <main id="main" className="flex-1">
        {/* Keyed by location: an error on one page does not stick after navigating away. */}
        <ErrorBoundary key={location}>{frame ? <PageLoading /> : <Routes />}</ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
