// For parts a page can be shown and used without (the header's account controls, the FAQ accordion): false
// in the first render (also the prerendered HTML's, so hydration matches), true once the page has been
// drawn and the browser has a moment, so their code loads after what the page needs, not alongside it.
import { useEffect, useState } from 'react';

/** At the latest after this long, even on a page that keeps the browser busy. */
const IDLE_TIMEOUT_MS = 1500;

export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
