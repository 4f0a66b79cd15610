// A square icon-only button; `label` is its accessible name and its tooltip.
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Tooltip } from 'radix-ui';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { label: string; children: ReactNode; tone?: 'white' | 'danger' };

export const IconButton = forwardRef<HTMLButtonElement, Props>(function IconButton(
  { label, children, tone = 'white', className = '', type = 'button', ...rest },
  ref,
) {
  const toneClass = tone === 'danger' ? 'bg-white text-pow-dark hover:bg-pow-dark hover:text-white' : 'bg-white text-ink hover:bg-zap';
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          ref={ref}
          type={type}
          aria-label={label}
          className={`inline-flex size-10 shrink-0 items-center justify-center rounded-lg border-2 border-ink shadow-comic-sm transition-colors cursor-pointer disabled:opacity-50 disabled:cursor-not-allowed ${toneClass} ${className}`}
          {...rest}
        >
          {children}
        </button>
      </Tooltip.Trigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip.Root>
  );
});

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
