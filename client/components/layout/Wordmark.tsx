// The brand lettering: a yellow burst behind a red "Comics", then "by Anyone".
export function Wordmark({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-display leading-none ${className}`}>
      <span aria-hidden="true" className="relative grid size-8 shrink-0 place-items-center sm:size-10">
        <svg
          aria-hidden="true"
          viewBox="0 0 40 40"
          className="absolute inset-0 size-full drop-shadow-[2px_2px_0_var(--color-ink)]"
        >
          <polygon
            points="20,1 24,12 36,6 29,17 39,22 27,25 31,38 20,29 9,38 13,25 1,22 11,17 4,6 16,12"
            className="fill-zap stroke-ink"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
        </svg>
        <span className="relative pt-px text-[0.7rem] text-ink sm:text-sm">CA</span>
      </span>
      <span className="text-xl tracking-wide whitespace-nowrap sm:text-2xl">
        <span className="text-pow-dark">Comics</span> <span className="text-ink">by Anyone</span>
      </span>
    </span>
  );
}
