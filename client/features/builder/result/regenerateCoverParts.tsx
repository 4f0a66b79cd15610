// The 'Regenerate cover' button and its props, shared by the button drawn with the page (RegenerateCover.tsx)
// and the popover that arrives later (RegenerateCoverPopover.tsx), so neither imports the other back.
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { WandSparkles } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { m } from '../../../lib/i18n';

export interface RegenerateCoverProps {
  busy: boolean;
  /** No cover yet: nothing to regenerate. */
  disabled?: boolean;
  onRegenerate(note: string): Promise<boolean>;
}

/** The button itself, the same with or without its popover (which makes it its trigger). */
export const RegenerateButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function RegenerateButton(props, ref) {
    return (
      <Button ref={ref} variant="secondary" full {...props}>
        <WandSparkles aria-hidden="true" className="size-5" />
        {m.builder_regenerate_cover()}
      </Button>
    );
  },
);
