// /create's reminder of the comic in progress, with "Continue" and a confirmed "Start over" that clears
// the whole draft (author, answers, idea, photo, cover). Saved comics stay in the library.
import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { useLocation } from 'wouter';
import { useStartOver } from '../../state/useStartOver';
import { useBookBuilder } from '../../state/useBookBuilder';
import { hasProgress } from '../../state/draft';
import { resumePath } from '../../state/resumePath';
import { fullStopAfter } from '../../lib/sentence';
import { Button, LinkButton } from '../../components/ui/Button';
import { LazyConfirmDialog } from '../../components/ui/LazyConfirmDialog';
import { m } from '../../lib/i18n';
import type { BookDraft } from '../../state/draft';
import { withPart } from '../../lib/messageParts';

export function StartOverPanel() {
  const { draft } = useBookBuilder();
  const startOver = useStartOver();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  if (!hasProgress(draft)) return null;

  const comic = comicInProgress(draft);
  // A title that ends its own sentence ("Boom!") takes no full stop after it.
  const stop = fullStopAfter(draft.idea?.title || comic);
  const clears = draft.savedComicId ? m.builder_start_over_description_saved : m.builder_start_over_description;
  return (
    <section
      aria-label={m.builder_in_progress()}
      className={
        'mb-8 flex flex-col items-center gap-3 rounded-xl border-3 border-dashed border-ink/60 bg-white/70 p-4 ' +
        'text-center sm:flex-row sm:text-left'
      }
    >
      <p className="flex-1 text-lg">
        {withPart(
          (marker) => m.builder_in_progress_making({ comic: marker, stop }),
          <span className="font-bold break-words">{comic}</span>,
        )}
      </p>
      <div className="flex gap-3">
        <LinkButton href={resumePath(draft)} variant="blue" size="sm">
          {m.builder_continue()}
        </LinkButton>
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {m.builder_start_over()}
        </Button>
      </div>
      <LazyConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={m.builder_start_over_title()}
        description={clears({ comic })}
        confirmLabel={m.builder_start_over()}
        onConfirm={() => {
          setAsking(false);
          startOver();
          navigate('/create', { replace: true });
        }}
      />
    </section>
  );
}

/** The comic being made, as the sentences about it name it: its title, else whose it is. */
function comicInProgress(draft: BookDraft): string {
  if (draft.idea?.title) return m.builder_in_progress_titled({ title: draft.idea.title });
  if (draft.author) return m.builder_in_progress_by_author({ author: draft.author });
  return m.builder_in_progress_untitled();
}
