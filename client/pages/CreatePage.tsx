// /create: pick one of the book types (spec section 2); records choose_type and goes to /author.
// One card per registry style, in registry order, so a new style shows up here without edits.
// The server may send this page already drawn as it looks with no comic in progress (see routeTable.ts):
// while React takes that HTML over, the page draws the same, and the stored draft shows right after.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { StepLayout } from '../components/layout/StepLayout';
import { BookTypeCard } from '../features/builder/BookTypeCard';
import { BookLanguagePicker } from '../features/builder/BookLanguagePicker';
import { StartOverPanel } from '../features/builder/StartOverPanel';
import { track } from '../lib/analytics';
import { usePageMeta } from '../lib/pageMeta';
import { useHydrated } from '../lib/useHydrated';
import { useBookBuilder } from '../state/useBookBuilder';
import { STYLES, type BookType } from '../../shared/styles';
import { readsRightToLeft } from '../../shared/languages';
import { m, siteLocale } from '../lib/i18n';

export default function CreatePage() {
  usePageMeta({ title: m.builder_create_title(), description: m.builder_create_description() });
  const { draft, setType, setLanguage, adoptLanguage, setRightToLeft } = useBookBuilder();
  const [, navigate] = useLocation();
  const hydrated = useHydrated();
  // The book is in the site's language unless its maker chooses another (docs/book.md).
  useEffect(() => {
    if (hydrated) adoptLanguage(siteLocale());
  }, [hydrated, adoptLanguage]);

  const choose = (type: BookType) => {
    setType(type);
    track('choose_type', { type });
    navigate('/author');
  };

  return (
    <StepLayout
      progress={20}
      back="/"
      title={m.builder_create_title()}
      subtitle={m.builder_create_subtitle()}
      width="wide"
    >
      {hydrated ? <StartOverPanel /> : null}
      <BookLanguagePicker value={hydrated ? draft.language : undefined} onChange={setLanguage} />
      <div className="grid gap-8 md:grid-cols-2">
        {STYLES.map((style) => (
          <BookTypeCard
            key={style.id}
            style={style}
            selected={hydrated && draft.type === style.id}
            onCreate={choose}
            // An Arabic or Hebrew book reads right to left anyway: the choice is offered for the others.
            rightToLeft={
              style.mayReadRightToLeft && !readsRightToLeft(draft.language)
                ? { checked: hydrated && Boolean(draft.rightToLeft), onChange: setRightToLeft }
                : undefined
            }
          />
        ))}
      </div>
    </StepLayout>
  );
}
