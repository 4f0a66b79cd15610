// What the book job is doing, in words and as a bar: "Writing the story… 5 of 20", "Drawing pages… 7 of 24".
import type { BookProgress } from '../useBook';
import { ProgressStatus } from '../../../components/ui/ProgressStatus';
import { m } from '../../../lib/i18n';

export function progressText(progress: BookProgress | null): string {
  if (!progress) return m.library_progress_starting();
  const { done, total } = progress;
  if (progress.step === 'writing') {
    return total > 0 ? m.library_progress_writing_count({ done, total }) : m.library_progress_writing();
  }
  return total > 0 ? m.library_progress_drawing_count({ done, total }) : m.library_progress_drawing();
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
      label={progress?.step === 'writing' ? m.library_story_progress() : m.library_progress_drawing_label()}
      done={progress?.done ?? 0}
      total={progress?.total ?? 0}
      className={className}
    />
  );
}
