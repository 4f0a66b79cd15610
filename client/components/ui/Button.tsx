// The comic button: thick ink outline, offset print shadow that "presses in" on click, Bangers lettering.
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link } from 'wouter';

export type ButtonVariant = 'primary' | 'hero' | 'blue' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-zap text-ink hover:bg-[#ffdc66]',
  hero: 'bg-pow-dark text-white hover:bg-pow',
  blue: 'bg-sky text-white hover:bg-sky-dark',
  secondary: 'bg-white text-ink hover:bg-paper',
  danger: 'bg-pow-dark text-white hover:bg-[#9c1b26]',
  ghost: 'border-transparent! shadow-none! bg-transparent text-ink hover:bg-ink/5',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-base gap-1.5',
  md: 'min-h-11 px-5 text-lg gap-2',
  lg: 'min-h-13 px-7 text-xl gap-2',
  xl: 'min-h-16 px-9 text-2xl sm:text-3xl gap-3',
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  full?: boolean;
  className?: string;
}

export function buttonClass({ variant = 'primary', size = 'md', full, className = '' }: ButtonStyle = {}): string {
  return [
    'inline-flex items-center justify-center rounded-xl border-3 border-ink font-display tracking-wide',
    'shadow-comic transition-[transform,box-shadow,background-color] duration-100 select-none cursor-pointer',
    'hover:-translate-x-px hover:-translate-y-px active:translate-x-[3px] active:translate-y-[3px] active:shadow-none',
    'disabled:cursor-not-allowed disabled:opacity-55 disabled:translate-x-0 ' +
      'disabled:translate-y-0 disabled:shadow-comic-sm',
    VARIANTS[variant],
    SIZES[size],
    full ? 'w-full' : '',
    className,
  ].join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, full, className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass({ variant, size, full, className })} {...rest} />;
});

type LinkButtonProps = ButtonStyle & {
  href: string;
  children: React.ReactNode;
  /** Runs before navigation; calling `event.preventDefault()` keeps the visitor on the page. */
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** Runs when the pointer or the focus reaches the link: time to load what a click will need. */
  onIntent?: () => void;
  'aria-label'?: string;
};

/** A router link that looks like a button (navigation stays a link for screen readers and new tabs). */
export function LinkButton({
  href,
  children,
  onClick,
  onIntent,
  variant,
  size,
  full,
  className,
  ...aria
}: LinkButtonProps) {
  return (
    <Link
      href={href}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      className={buttonClass({ variant, size, full, className })}
      {...aria}
    >
      {children}
    </Link>
  );
}
