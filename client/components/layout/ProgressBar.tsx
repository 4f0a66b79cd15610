// The step progress bar (spec section 9: 20/40/65/80/85 percent).
import { m } from '../../lib/i18n';

export function ProgressBar({ value }: { value: number }) {
  return (
    <div
      role="progressbar"
      aria-label={m.builder_progress()}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-4 w-full overflow-hidden rounded-full border-2 border-ink bg-white"
    >
      <div
        className="h-full rounded-r-full border-r-2 border-ink bg-pow transition-[width] duration-500"
        style={{
          width: `${value}%`,
          backgroundImage: 'repeating-linear-gradient(-45deg, transparent 0 6px, rgb(255 255 255 / 0.25) 6px 12px)',
        }}
      />
    </div>
  );
}
