// A square icon-only button; `label` is its accessible name and its tooltip (inside a TooltipGroup).
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Tip } from './Tooltip';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  label: string;
  children: ReactNode;
  tone?: 'white' | 'danger';
};

export const IconButton = forwardRef<HTMLButtonElement, Props>(function IconButton(
  { label, children, tone = 'white', className = '', type = 'button', ...rest },
  ref,
) {
  const toneClass =
    tone === 'danger' ? 'bg-white text-pow-dark hover:bg-pow-dark hover:text-white' : 'bg-white text-ink hover:bg-zap';
  return (
    <Tip label={label}>
      <button
        ref={ref}
        type={type}
        aria-label={label}
        className={
          `inline-flex size-10 shrink-0 items-center justify-center rounded-lg border-2 border-ink ` +
          `shadow-comic-sm transition-colors cursor-pointer disabled:opacity-50 ` +
          `disabled:cursor-not-allowed ${toneClass} ${className}`
        }
        {...rest}
      >
        {children}
      </button>
    </Tip>
  );
});
