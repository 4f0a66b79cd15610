// Comic-styled Radix tooltips. A TooltipGroup shares the open delay (and the quick hand-over from one
// tooltip to the next) among the tooltips inside it; every Tip needs one above it.
// Radix Tooltip brings floating-ui along (about 20 KB gzip), so code on every page's first load reaches
// it through components/ui/DeferredTooltips.tsx instead of importing this file.
import type { ReactNode } from 'react';
import { Tooltip } from 'radix-ui';

export function TooltipGroup({ children }: { children: ReactNode }) {
  return <Tooltip.Provider delayDuration={250}>{children}</Tooltip.Provider>;
}

/** `children` is the trigger (one element that takes a ref); `label` is what the tooltip says. */
export function Tip({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip.Root>
  );
}

export function TooltipContent({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Portal>
      <Tooltip.Content
        sideOffset={6}
        className="z-50 rounded-md border-2 border-ink bg-ink px-2.5 py-1 text-sm font-bold text-white shadow-comic-sm"
      >
        {children}
        <Tooltip.Arrow className="fill-ink" />
      </Tooltip.Content>
    </Tooltip.Portal>
  );
}
