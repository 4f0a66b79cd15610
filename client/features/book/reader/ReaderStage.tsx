// The pages in view: the cover alone, or one or two interior pages side by side. Swiping turns pages on
// touch screens; `touch-action: pan-y` leaves vertical scrolling to the browser and horizontal strokes to us.
import { BookImage } from 'lucide-react';
import type { BookPageView } from '../../../../shared/book';
import { useHeaderHeightVariable } from '../../../components/layout/headerHeight';
import { BookPage } from './BookPage';
import { COVER, coverBoxStyle, onScreen, pageBoxStyle } from './readerLayout';
import { useSwipe } from './useSwipe';
import { m } from '../../../lib/i18n';

interface Props {
  view: number[];
  pages: BookPageView[];
  title: string;
  coverUrl: string | null;
  making: boolean;
  onRetry(): void;
  onNext(): void;
  onPrevious(): void;
  /** A tap on the pages (touch screens): opens the zoom. */
  onTap(): void;
  /** A right-to-left book: a spread's first page on the right, and a swipe to the right turns forward. */
  rightToLeft?: boolean;
}

export function ReaderStage(props: Props) {
  const { view, pages, title, coverUrl, making, onRetry, onNext, onPrevious, onTap, rightToLeft = false } = props;
  // A stroke to the left turns forward, unless the book reads right to left.
  const [onSwipeLeft, onSwipeRight] = rightToLeft ? [onPrevious, onNext] : [onNext, onPrevious];
  const swipe = useSwipe(onSwipeLeft, onSwipeRight, onTap);
  // The stage's height leaves room for the sticky header (readerLayout.ts reads --header-height).
  useHeaderHeightVariable();
  const spread = view.length === 2;
  return (
    <div data-testid="reader-stage" className="flex touch-pan-y justify-center" {...swipe}>
      {view[0] === COVER ? (
        <CoverPage title={title} coverUrl={coverUrl} />
      ) : (
        onScreen(view, rightToLeft).map((number, i) => {
          const page = pages.find((p) => p.number === number);
          if (!page) return null;
          // A spread reads as one object: the two pages meet at the gutter, with no gap between them.
          const gutter = spread ? (i === 0 ? 'rounded-r-none border-r-1' : 'rounded-l-none border-l-1') : '';
          return (
            <BookPage
              key={number}
              page={page}
              making={making}
              onRetry={onRetry}
              style={pageBoxStyle(spread ? 0.5 : 1)}
              className={gutter}
            />
          );
        })
      )}
    </div>
  );
}

function CoverPage({ title, coverUrl }: { title: string; coverUrl: string | null }) {
  return (
    <div
      className="relative overflow-hidden rounded-sm border-2 border-ink bg-paper-dark shadow-comic"
      style={coverBoxStyle()}
    >
      {coverUrl ? (
        <img
          src={coverUrl}
          alt={m.library_cover_alt({ title })}
          draggable={false}
          className="size-full object-cover select-none"
        />
      ) : (
        <div className="grid size-full place-items-center p-6 text-center halftone-bg">
          <p className="flex flex-col items-center gap-2 font-display text-2xl tracking-wide">
            <BookImage aria-hidden="true" className="size-10 text-ink/50" />
            {title}
          </p>
        </div>
      )}
    </div>
  );
}
