// A small lettered tag: style labels, 'Answered', 'Selected'.
import type { ReactNode } from 'react';

const TONES = {
  yellow: 'bg-zap text-ink',
  blue: 'bg-sky text-white',
  red: 'bg-pow-dark text-white',
  mint: 'bg-[#1f7a6f] text-white',
  white: 'bg-white text-ink',
} as const;

export function Badge({
  children,
  tone = 'yellow',
  className = '',
}: {
  children: ReactNode;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  return (
    <span
      className={
        `inline-flex items-center gap-1 rounded-full border-2 border-ink px-2.5 py-0.5 text-sm font-bold ` +
        `leading-tight shadow-comic-sm ${TONES[tone]} ${className}`
      }
    >
      {children}
    </span>
  );
}
