// "Write the whole story": starts the script job for a saved comic and shows its progress while it writes.
// Rewriting replaces the story, and with it the drawn pages and every word the owner changed: it asks first.
import { useState } from 'react';
import { BookOpenText } from 'lucide-react';
import type { StoryProgress } from '../useComicScript';
import type { Authorship } from '../../../../shared/scriptAuthorship';
import { ScriptAuthorship } from './ScriptAuthorship';
import { Button } from '../../../components/ui/Button';
import { LazyConfirmDialog } from '../../../components/ui/LazyConfirmDialog';
import { ProgressStatus } from '../../../components/ui/ProgressStatus';

interface Props {
  hasScript: boolean;
  /** Who wrote the story there is (null before there is one). */
  authorship: Authorship | null;
  /** Pages of the book drawn so far: a rewrite deletes them. */
  drawnPages: number;
  writing: boolean;
  progress: StoryProgress | null;
  onWrite(): void;
}

export function rewriteWarning(drawnPages: number): string {
  const pages = drawnPages === 1 ? 'its drawn page' : `its ${drawnPages} drawn pages`;
  return drawnPages > 0
    ? `A new story replaces this one, and the drawn comic goes with it: ${pages} and every word you changed ` +
        `are deleted. This cannot be undone.`
    : 'A new story replaces this one, with every word you changed. This cannot be undone.';
}

export function WriteStoryPanel({ hasScript, authorship, drawnPages, writing, progress, onWrite }: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <section
      aria-labelledby="story-writer-heading"
      className="rounded-2xl border-3 border-ink bg-[#ffe9a8] p-5 shadow-comic sm:p-6"
    >
      <h2 id="story-writer-heading" className="font-display text-3xl tracking-wide">
        The Whole Story
      </h2>
      <p className="mt-1 text-lg">
        {hasScript
          ? 'Every page is written: read it below, or write it again for a new take.'
          : 'Turn the idea into a full comic script: every page, panel, caption and speech ' +
            'balloon, starring your people.'}
      </p>
      {authorship && !writing ? <ScriptAuthorship authorship={authorship} className="mt-2" /> : null}
      {writing ? (
        <ProgressStatus
          className="mt-4"
          text={
            progress && progress.done > 0
              ? `Writing page ${progress.done} of ${progress.total}...`
              : 'Writing the story...'
          }
          label="Story writing progress"
          done={progress?.done ?? 0}
          total={progress?.total ?? 0}
        />
      ) : (
        <Button size="lg" full className="mt-4" onClick={() => (hasScript ? setAsking(true) : onWrite())}>
          <BookOpenText aria-hidden="true" className="size-6" />
          {hasScript ? 'Rewrite the story' : 'Write the whole story'}
        </Button>
      )}
      <LazyConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Rewrite the story?"
        description={rewriteWarning(drawnPages)}
        confirmLabel="Rewrite the story"
        cancelLabel="Keep this story"
        onConfirm={() => {
          setAsking(false);
          onWrite();
        }}
      />
    </section>
  );
}
