// What the book job is doing, in words and as a bar: "Writing the story… 5 of 20", "Drawing pages… 7 of 24".
import type { BookProgress } from '../useBook';
import { ProgressStatus } from '../../../components/ui/ProgressStatus';

export function progressText(progress: BookProgress | null): string {
  if (!progress) return 'Getting started…';
  const count = progress.total > 0 ? ` ${progress.done} of ${progress.total}` : '';
  return progress.step === 'writing' ? `Writing the story…${count}` : `Drawing pages…${count}`;
}

export function BookProgressStatus({
  progress,
  className = '',
}: {
  progress: BookProgress | null;
  className?: string;
}) {
  return (
    <ProgressStatus
      text={progressText(progress)}
      label={progress?.step === 'writing' ? 'Story writing progress' : 'Page drawing progress'}
      done={progress?.done ?? 0}
      total={progress?.total ?? 0}
      className={className}
    />
  );
}
