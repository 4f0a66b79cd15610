// "Write the whole story": starts the script job for a saved comic and shows its progress while it writes.
import { BookOpenText } from 'lucide-react';
import type { StoryProgress } from '../../hooks/useComicScript';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';

interface Props {
  hasScript: boolean;
  writing: boolean;
  progress: StoryProgress | null;
  onWrite(): void;
}

export function WriteStoryPanel({ hasScript, writing, progress, onWrite }: Props) {
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <section aria-labelledby="story-writer-heading" className="rounded-2xl border-3 border-ink bg-[#ffe9a8] p-5 shadow-comic sm:p-6">
      <h2 id="story-writer-heading" className="font-display text-3xl tracking-wide">
        The Whole Story
      </h2>
      <p className="mt-1 text-lg">
        {hasScript
          ? 'Every page is written: read it below, or write it again for a new take.'
          : 'Turn the idea into a full comic script: every page, panel, caption and speech balloon, starring your people.'}
      </p>
      {writing ? (
        <div className="mt-4" role="status">
          <p className="flex items-center gap-2 font-bold">
            <Spinner />
            {progress && progress.done > 0 ? `Writing page ${progress.done} of ${progress.total}...` : 'Writing the story...'}
          </p>
          <div role="progressbar" aria-label="Story writing progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="mt-2 h-3 overflow-hidden rounded-full border-2 border-ink bg-white">
            <div className="h-full bg-sky transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : (
        <Button size="lg" full className="mt-4" onClick={onWrite}>
          <BookOpenText aria-hidden="true" className="size-6" />
          {hasScript ? 'Rewrite the story' : 'Write the whole story'}
        </Button>
      )}
    </section>
  );
}
