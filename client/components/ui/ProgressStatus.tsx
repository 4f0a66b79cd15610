// Long work in words and as a bar: "Drawing pages… 7 of 24", "Making your files… 12 of 51".
import { Spinner } from './Spinner';

interface Props {
  text: string;
  /** The bar's accessible name. */
  label: string;
  done: number;
  total: number;
  className?: string;
}

export function ProgressStatus({ text, label, done, total, className = '' }: Props) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div role="status" className={className}>
      <p className="flex items-center gap-2 font-bold">
        <Spinner />
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-3 overflow-hidden rounded-full border-2 border-ink bg-white"
      >
        <div className="h-full bg-pow transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
