// A landing section heading: Bangers lettering with a small kicker above it.
import type { ReactNode } from 'react';

export function SectionHeading({ kicker, children, id }: { kicker?: string; children: ReactNode; id?: string }) {
  return (
    <div className="mb-10 text-center">
      {kicker ? (
        <p
          className={
            'mb-2 inline-block -rotate-2 rounded-md border-2 border-ink bg-pow-dark px-2.5 py-0.5 font-display ' +
            'text-lg tracking-wider text-white shadow-comic-sm'
          }
        >
          {kicker}
        </p>
      ) : null}
      <h2 id={id} className="font-display text-4xl tracking-wide text-balance sm:text-5xl">
        {children}
      </h2>
    </div>
  );
}
