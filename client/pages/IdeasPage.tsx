// /ideas: pick one of three generated story ideas or regenerate (spec section 2).
import { RefreshCw } from 'lucide-react';
import { useLocation } from 'wouter';
import { IdeaCard, IdeaCardSkeleton } from '../features/builder/ideas/IdeaCard';
import { StepLayout } from '../components/layout/StepLayout';
import { StepRedirect } from '../components/layout/StepRedirect';
import { Button } from '../components/ui/Button';
import { Spinner } from '../components/ui/Spinner';
import { useIdeaSet } from '../features/builder/useIdeaSet';
import { track } from '../lib/analytics';
import { usePageMeta } from '../lib/pageMeta';
import { useBookBuilder } from '../state/useBookBuilder';
import { redirectFor } from '../state/flowGuards';
import { m } from '../lib/i18n';

export default function IdeasPage() {
  usePageMeta({ title: m.builder_ideas_title(), description: m.builder_ideas_description() });
  const { draft, setIdea } = useBookBuilder();
  const [, navigate] = useLocation();
  const redirect = redirectFor('ideas', draft);
  const { ideas, isGenerating, failed, regenerate } = useIdeaSet(!redirect);

  if (redirect) return <StepRedirect to={redirect} />;

  const chosenId = draft.idea?.id;
  const canContinue = Boolean(draft.idea) && !isGenerating;

  return (
    <StepLayout
      progress={80}
      back="/questions"
      width="wide"
      title={m.builder_ideas_heading()}
      subtitle={m.builder_ideas_subtitle()}
    >
      <div className="mb-5 flex items-center justify-between gap-3">
        <p className="font-bold text-ink/80" aria-live="polite">
          {ideas && !isGenerating ? m.builder_ideas_count({ count: ideas.length }) : m.builder_ideas_thinking()}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            track('ideas_regenerate_clicked');
            void regenerate();
          }}
          disabled={isGenerating}
        >
          {isGenerating ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-5" strokeWidth={2.5} />}
          {isGenerating ? m.builder_generating() : m.builder_regenerate()}
        </Button>
      </div>

      {isGenerating || (!ideas && !failed) ? (
        <div className="grid gap-5 md:grid-cols-3">
          <IdeaCardSkeleton />
          <IdeaCardSkeleton />
          <IdeaCardSkeleton />
        </div>
      ) : ideas ? (
        <fieldset className="grid min-w-0 gap-5 md:grid-cols-3" aria-label={m.builder_ideas_group()}>
          {ideas.map((idea, index) => (
            <IdeaCard
              key={idea.id}
              idea={idea}
              index={index}
              selected={idea.id === chosenId}
              language={draft.language}
              onSelect={() => {
                setIdea(idea);
                track('idea_selected', { id: idea.id, title: idea.title });
              }}
            />
          ))}
        </fieldset>
      ) : (
        <div role="alert" className="comic-panel p-8 text-center">
          <p className="font-display text-3xl tracking-wide">{m.builder_ideas_stuck()}</p>
          <p className="mt-2 text-lg text-ink/80">{m.builder_ideas_stuck_text()}</p>
          <Button className="mt-5" onClick={() => void regenerate()}>
            {m.builder_try_again()}
          </Button>
        </div>
      )}

      <div className="mx-auto mt-10 max-w-md">
        <Button
          size="lg"
          full
          disabled={!canContinue}
          onClick={() => {
            track('idea_continue', { id: draft.idea?.id, title: draft.idea?.title });
            navigate('/character-upload');
          }}
        >
          {m.builder_continue()}
        </Button>
      </div>
    </StepLayout>
  );
}
