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
import { m } from '../../../lib/i18n';

interface Props {
  hasScript: boolean;
  /** The story there is, still being asked for: the button waits for it (useComicScript.ts). */
  loading: boolean;
  /** Who wrote the story there is (null before there is one). */
  authorship: Authorship | null;
  /** Pages of the book drawn so far: a rewrite deletes them. */
  drawnPages: number;
  writing: boolean;
  progress: StoryProgress | null;
  onWrite(): void;
}

export function rewriteWarning(drawnPages: number): string {
  return drawnPages > 0
    ? m.library_story_rewrite_warning_drawn({ count: drawnPages })
    : m.library_story_rewrite_warning();
}

export function WriteStoryPanel({ hasScript, loading, authorship, drawnPages, writing, progress, onWrite }: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <section
      aria-labelledby="story-writer-heading"
      className="rounded-2xl border-3 border-ink bg-[#ffe9a8] p-5 shadow-comic sm:p-6"
    >
      <h2 id="story-writer-heading" className="font-display text-3xl tracking-wide">
        {m.library_story_heading()}
      </h2>
      <p className="mt-1 text-lg">{hasScript ? m.library_story_written_text() : m.library_story_intro()}</p>
      {authorship && !writing ? <ScriptAuthorship authorship={authorship} className="mt-2" /> : null}
      {writing ? (
        <ProgressStatus
          className="mt-4"
          text={
            progress && progress.done > 0
              ? m.library_story_writing_page({ done: progress.done, total: progress.total })
              : m.library_story_writing()
          }
          label={m.library_story_progress()}
          done={progress?.done ?? 0}
          total={progress?.total ?? 0}
        />
      ) : (
        <Button
          size="lg"
          full
          className="mt-4"
          disabled={loading}
          aria-busy={loading || undefined}
          onClick={() => (hasScript ? setAsking(true) : onWrite())}
        >
          <BookOpenText aria-hidden="true" className="size-6" />
          {hasScript ? m.library_story_rewrite() : m.library_story_write()}
        </Button>
      )}
      <LazyConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={m.library_story_rewrite_title()}
        description={rewriteWarning(drawnPages)}
        confirmLabel={m.library_story_rewrite()}
        cancelLabel={m.library_story_keep()}
        onConfirm={() => {
          setAsking(false);
          onWrite();
        }}
      />
    </section>
  );
}
