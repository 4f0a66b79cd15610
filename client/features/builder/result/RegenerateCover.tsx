// 'Regenerate cover' on /generate. The button is drawn with the page; its popover (Radix Popover with
// floating-ui, about 20 KB gzip, in RegenerateCoverPopover.tsx) loads once the page is up, so it is not on
// the way to the page's first paint. Pressed before then, the popover opens as soon as it has arrived.
import { forwardRef, lazy, Suspense, useState, type ButtonHTMLAttributes } from 'react';
import { WandSparkles } from 'lucide-react';
import { useIdle } from '../../../lib/useIdle';
import { PartBoundary } from '../../../components/PartBoundary';
import { Button } from '../../../components/ui/Button';

export interface RegenerateCoverProps {
  busy: boolean;
  /** No cover yet: nothing to regenerate. */
  disabled?: boolean;
  onRegenerate(note: string): Promise<boolean>;
}

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

/** The button itself, the same with or without its popover (which makes it its trigger). */
export const RegenerateButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function RegenerateButton(props, ref) {
  return (
    <Button ref={ref} variant="secondary" full {...props}>
      <WandSparkles aria-hidden="true" className="size-5" />
      Regenerate cover
    </Button>
  );
});
