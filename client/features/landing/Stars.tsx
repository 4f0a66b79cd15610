// A row of filled stars with an accessible rating text.
import { Star } from 'lucide-react';
import { m } from '../../lib/i18n';

export function Stars({
  rating = 5,
  label,
  className = 'size-5',
}: {
  rating?: number;
  label?: string;
  className?: string;
}) {
  return (
    <span role="img" aria-label={label ?? m.landing_stars_label({ rating })} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`${className} ${star <= rating ? 'fill-zap text-ink' : 'fill-white text-ink/40'}`}
          strokeWidth={2}
        />
      ))}
    </span>
  );
}
