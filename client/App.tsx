// The app shell: data, draft and tooltip providers, header/footer around the routes, toasts.
import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { Toaster } from 'sonner';
import { useLocation } from 'wouter';
import { ErrorBoundary } from './components/ErrorBoundary';
import { LoginErrorToast } from './components/LoginErrorToast';
import { Footer } from './components/layout/Footer';
import { Header } from './components/layout/Header';
import { recordNavigation } from './components/layout/navigationHistory';
import { dismissToastsOfPreviousPage } from './lib/toast';
import { createQueryClient, createTrpcClient, trpc } from './lib/trpc';
import { Routes } from './Routes';
import { BookBuilderProvider } from './state/BookBuilderProvider';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <ErrorBoundary>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <BookBuilderProvider>
            <Tooltip.Provider delayDuration={250}>
              {/* Below the sticky header (its height is measured into --header-height), never over it. */}
              <Toaster
                richColors
                position="top-center"
                closeButton
                visibleToasts={3}
                offset={{ top: 'calc(var(--header-height, 64px) + 12px)' }}
                mobileOffset={{ top: 'calc(var(--header-height, 104px) + 8px)', left: 12, right: 12 }}
              />
              <LoginErrorToast />
              <Shell />
            </Tooltip.Provider>
          </BookBuilderProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </ErrorBoundary>
  );
}

function Shell() {
  const [location] = useLocation();
  useEffect(() => {
    recordNavigation(location);
    dismissToastsOfPreviousPage();
    // A new page starts at the top, like a normal site (hash links scroll themselves).
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg border-2 border-ink bg-zap px-3 py-2 font-bold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        {/* Keyed by location: an error on one page does not stick after navigating away. */}
        <ErrorBoundary key={location}>
          <Routes />
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
