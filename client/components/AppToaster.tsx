// The toast area, mounted with the visit's first toast (see lib/toast.ts): sonner is not needed to show or
// use a page, and a fixed toast area appearing later moves nothing on the page.
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner, whenToastRaised } from '../lib/toast';
import { PartBoundary } from './PartBoundary';
import { useHeaderHeightVariable } from './layout/headerHeight';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

export function AppToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastRaised(() => setWanted(true)), []);
  if (!wanted) return null;
  return <Toasts />;
}

function Toasts() {
  useHeaderHeightVariable();
  return (
    <PartBoundary fallback={null}>
      <Suspense fallback={null}>
        {/* Below the sticky header (its height is measured into --header-height), never over it. */}
        <Toaster
          richColors
          position="top-center"
          closeButton
          visibleToasts={3}
          offset={{ top: 'calc(var(--header-height, 64px) + 12px)' }}
          mobileOffset={{ top: 'calc(var(--header-height, 104px) + 8px)', left: 12, right: 12 }}
        />
      </Suspense>
    </PartBoundary>
  );
}
