// What the book job is doing, in words and as a bar: "Writing the story… 5 of 20", "Drawing pages… 7 of 24".
import type { BookProgress } from '../../hooks/useBook';
import { Spinner } from '../ui/Spinner';

export function progressText(progress: BookProgress | null): string {
  if (!progress) return 'Getting started…';
  const count = progress.total > 0 ? ` ${progress.done} of ${progress.total}` : '';
  return progress.step === 'writing' ? `Writing the story…${count}` : `Drawing pages…${count}`;
}

export function BookProgressStatus({ progress, className = '' }: { progress: BookProgress | null; className?: string }) {
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const text = progressText(progress);
  return (
    <div role="status" className={className}>
      <p className="flex items-center gap-2 font-bold">
        <Spinner />
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={progress?.step === 'writing' ? 'Story writing progress' : 'Page drawing progress'}
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
