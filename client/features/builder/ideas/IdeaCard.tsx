// One selectable idea on /ideas; the chosen one is marked 'Selected'.
import { CheckCircle2 } from 'lucide-react';
import type { Idea } from '../../../../shared/schemas';
import { Badge } from '../../../components/ui/Badge';
import { m } from '../../../lib/i18n';

export function IdeaCard({
  idea,
  index,
  selected,
  onSelect,
  language,
}: {
  idea: Idea;
  index: number;
  selected: boolean;
  onSelect(): void;
  /** The book's language, which the idea is written in (the browser picks its glyphs by it). */
  language?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={
        'relative flex w-full cursor-pointer flex-col rounded-2xl border-3 border-ink p-5 text-left ' +
        'transition-[transform,box-shadow,background-color] duration-100 sm:p-6 ' +
        (selected ? 'bg-zap shadow-comic-lg -translate-x-0.5 -translate-y-0.5' : 'bg-white shadow-comic hover:bg-paper')
      }
    >
      <span className="flex items-start justify-between gap-3">
        <span className={`font-display text-lg tracking-wider ${selected ? 'text-ink' : 'text-pow-dark'}`}>
          {m.builder_idea_number({ number: index + 1 })}
        </span>
        {selected ? (
          <Badge tone="blue">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {m.builder_selected()}
          </Badge>
        ) : null}
      </span>
      <span
        data-testid="idea-title"
        lang={language}
        className="mt-1 font-display text-2xl leading-tight tracking-wide sm:text-3xl"
      >
        {idea.title}
      </span>
      <span lang={language} className="mt-2 text-lg text-ink/85">
        {idea.description}
      </span>
    </button>
  );
}

export function IdeaCardSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-2xl border-3 border-ink/30 bg-white/70 p-6">
      <div className="h-4 w-16 animate-pulse rounded bg-ink/10" />
      <div className="mt-3 h-7 w-2/3 animate-pulse rounded bg-ink/15" />
      <div className="mt-3 h-4 w-full animate-pulse rounded bg-ink/10" />
      <div className="mt-2 h-4 w-5/6 animate-pulse rounded bg-ink/10" />
    </div>
  );
}
