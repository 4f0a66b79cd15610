// /create: pick one of the two book types (spec section 2); records choose_type and goes to /author.
import { useLocation } from 'wouter';
import { StepLayout } from '../components/layout/StepLayout';
import { BookTypeCard } from '../components/BookTypeCard';
import { StartOverPanel } from '../components/StartOverPanel';
import { track } from '../lib/analytics';
import { usePageMeta } from '../lib/pageMeta';
import { useBookBuilder } from '../state/BookBuilderProvider';
import type { BookType } from '../../shared/bookTypes';

export default function CreatePage() {
  usePageMeta({ title: 'Pick a book type', description: 'Choose the style of your personalized comic book.' });
  const { draft, setType } = useBookBuilder();
  const [, navigate] = useLocation();

  const choose = (type: BookType) => {
    setType(type);
    track('choose_type', { type });
    navigate('/author');
  };

  return (
    <StepLayout progress={20} back="/" title="Pick a book type" subtitle="Choose the look of your comic. You can always start over." width="wide">
      <StartOverPanel />
      <div className="grid gap-8 md:grid-cols-2">
        <BookTypeCard
          type="black-and-white-manga"
          title="Black-and-white Manga"
          description="High-contrast monochrome art with dramatic speed lines and screentones."
          selected={draft.type === 'black-and-white-manga'}
          onCreate={choose}
        />
        <BookTypeCard
          type="30s-50s-style"
          title="1930s-1950s Vintage"
          description="Bold retro colors, halftone dots and the charm of golden-age comics."
          selected={draft.type === '30s-50s-style'}
          onCreate={choose}
        />
      </div>
    </StepLayout>
  );
}
