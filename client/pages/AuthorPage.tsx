// /author: the author's full name (spec section 2); stores it trimmed, records set_author, goes to /questions.
import type { FormEvent } from 'react';
import { PenLine } from 'lucide-react';
import { useLocation } from 'wouter';
import { StepLayout } from '../components/layout/StepLayout';
import { StepRedirect } from '../components/layout/StepRedirect';
import { Button } from '../components/ui/Button';
import { track } from '../lib/analytics';
import { usePageMeta } from '../lib/pageMeta';
import { useBookBuilder } from '../state/useBookBuilder';
import { redirectFor } from '../state/flowGuards';
import { MAX_AUTHOR_LENGTH } from '../../shared/limits';
import { m } from '../lib/i18n';
import { useTypedText } from '../lib/typedText';

export default function AuthorPage() {
  usePageMeta({ title: m.builder_author_title(), description: m.builder_author_heading() });
  const { draft, setAuthor } = useBookBuilder();
  // Kept while typed, for this comic (a new one starts empty): the header's language menu loads the page
  // again (client/lib/typedText.ts).
  const [name, setName, saved] = useTypedText(`author:${draft.draftId ?? 'new'}`, draft.author ?? '');
  const [, navigate] = useLocation();

  const redirect = redirectFor('author', draft);
  if (redirect) return <StepRedirect to={redirect} />;

  const trimmed = name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    setAuthor(trimmed);
    saved();
    track('set_author', { author: trimmed });
    navigate('/questions');
  };

  return (
    <StepLayout progress={40} back="/create" title={m.builder_author_heading()} subtitle={m.builder_author_subtitle()}>
      <form onSubmit={submit} className="comic-panel p-6 sm:p-8">
        <label htmlFor="author-name" className="flex items-center gap-2 font-display text-2xl tracking-wide">
          <PenLine aria-hidden="true" className="size-6 text-pow-dark" />
          {m.builder_author_label()}
        </label>
        <input
          id="author-name"
          type="text"
          autoComplete="name"
          maxLength={MAX_AUTHOR_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={m.builder_author_placeholder()}
          aria-describedby="author-name-two"
          className={
            'mt-3 w-full rounded-xl border-3 border-ink bg-paper px-4 py-3 text-xl font-bold ' +
            'placeholder:font-normal placeholder:text-ink/55 focus:bg-white'
          }
        />
        {/* Two heroes are read from the name (shared/heroPair.ts): said where it is typed. */}
        <p id="author-name-two" className="mt-2 text-sm text-ink/75">
          {m.builder_author_two()}
        </p>
        <Button type="submit" size="lg" full className="mt-6" disabled={!trimmed}>
          {m.builder_continue()}
        </Button>
      </form>
    </StepLayout>
  );
}
