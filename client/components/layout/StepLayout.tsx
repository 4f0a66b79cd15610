// Frame of every creation step: back arrow, progress bar, a lettered heading and the step's content.
import type { ReactNode } from 'react';
import { BackButton } from './BackButton';
import { ProgressBar } from './ProgressBar';
import { m } from '../../lib/i18n';

interface StepLayoutProps {
  progress: number;
  back: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: 'narrow' | 'wide';
}

/** The creation steps in order; the kicker above each heading says where the visitor is. */
const STEP_OF_PROGRESS: Record<number, number> = { 20: 1, 40: 2, 65: 3, 80: 4, 85: 5 };
const STEP_COUNT = 5;

export function StepLayout({ progress, back, title, subtitle, children, width = 'narrow' }: StepLayoutProps) {
  const max = width === 'wide' ? 'max-w-5xl' : 'max-w-2xl';
  const step = STEP_OF_PROGRESS[progress];
  return (
    <div className="relative">
      {/* A faint halftone wash behind the top of every step, like a printed page. */}
      <div
        aria-hidden="true"
        className={
          'halftone-bg pointer-events-none absolute inset-x-0 top-0 h-72 ' +
          '[mask-image:linear-gradient(to_bottom,black,transparent)]'
        }
      />
      <div className={`relative mx-auto w-full ${max} px-4 pt-6 pb-16 sm:px-6 sm:pt-10`}>
        <div className="mb-8 flex items-center gap-4">
          <BackButton fallback={back} />
          <div className="flex-1">
            <ProgressBar value={progress} />
          </div>
          <span className="font-display text-xl tabular-nums" aria-hidden="true">
            {m.builder_progress_percent({ progress })}
          </span>
        </div>
        <header className="mb-8 text-center">
          {step ? (
            <p
              className={
                'mb-3 inline-block -rotate-2 rounded-md border-2 border-ink bg-pow-dark px-2.5 py-0.5 ' +
                'font-display text-lg tracking-wider text-white shadow-comic-sm'
              }
            >
              {m.builder_step_of({ step, total: STEP_COUNT })}
            </p>
          ) : null}
          <h1 className="font-display text-4xl leading-tight tracking-wide text-balance sm:text-5xl">{title}</h1>
          {subtitle ? <div className="mx-auto mt-3 max-w-xl text-lg text-ink/80">{subtitle}</div> : null}
        </header>
        {children}
      </div>
    </div>
  );
}
