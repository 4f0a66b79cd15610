// 'Regenerate cover' on /generate. The button is drawn with the page; its popover (Radix Popover with
// floating-ui, about 20 KB gzip, in RegenerateCoverPopover.tsx) loads once the page is up, so it is not on
// the way to the page's first paint. Pressed before then, the popover opens as soon as it has arrived.
import { lazy, Suspense, useState } from 'react';
import { useIdle } from '../../../lib/useIdle';
import { PartBoundary } from '../../../components/PartBoundary';
import { RegenerateButton, type RegenerateCoverProps } from './regenerateCoverParts';

const RegenerateCoverPopover = lazy(() => import('./RegenerateCoverPopover'));

export function RegenerateCover(props: RegenerateCoverProps) {
  const idle = useIdle();
  const [pressed, setPressed] = useState(false);
  const button = <RegenerateButton disabled={props.disabled || props.busy} onClick={() => setPressed(true)} />;
  if (!idle && !pressed) return button;
  return (
    <PartBoundary fallback={button}>
      <Suspense fallback={button}>
        <RegenerateCoverPopover {...props} defaultOpen={pressed} />
      </Suspense>
    </PartBoundary>
  );
}
