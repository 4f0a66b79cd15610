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

export function StartOverPanel() {
  const { draft } = useBookBuilder();
  const startOver = useStartOver();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  if (!hasProgress(draft)) return null;

  const what = draft.idea?.title ? `“${draft.idea.title}”` : draft.author ? `a comic by ${draft.author}` : 'a comic';
  const saved = draft.savedComicId ? ' It is saved in your library, which keeps it.' : '';
  return (
    <section
      aria-label="Your comic in progress"
      className={
        'mb-8 flex flex-col items-center gap-3 rounded-xl border-3 border-dashed border-ink/60 bg-white/70 p-4 ' +
        'text-center sm:flex-row sm:text-left'
      }
    >
      <p className="flex-1 text-lg">
        You are making <span className="font-bold break-words">{what}</span>
        {fullStopAfter(what)}
      </p>
      <div className="flex gap-3">
        <LinkButton href={resumePath(draft)} variant="blue" size="sm">
          Continue
        </LinkButton>
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Start over
        </Button>
      </div>
      <LazyConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Start over?"
        description={`This clears ${what}: its author, answers, idea, photo and cover.${saved}`}
        confirmLabel="Start over"
        onConfirm={() => {
          setAsking(false);
          startOver();
          navigate('/create', { replace: true });
        }}
      />
    </section>
  );
}
