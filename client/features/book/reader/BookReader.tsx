// The reader itself: the stage with the page(s) in view, the page controls, zoom and the words editor,
// driven by the position in the URL. Spreads on wide screens, single pages on phones (readerLayout.ts).
import { useCallback, useEffect, useState } from 'react';
import { Pencil, ZoomIn } from 'lucide-react';
import type { BookPageView } from '../../../../shared/book';
import type { BookState } from '../useBook';
import { Button } from '../../../components/ui/Button';
import { BookProgressStatus } from './BookProgressStatus';
import { ReaderControls } from './ReaderControls';
import { ReaderStage } from './ReaderStage';
import { WordsEditor } from './WordsEditor';
import { ZoomedPages } from './ZoomedPages';
import { ZoomView } from './ZoomView';
import { COVER, nextPosition, previousPosition, viewName, viewOf } from './readerLayout';
import { useArrowKeys } from './useArrowKeys';
import { useReaderPosition } from './useReaderPosition';
import { useWideScreen } from './useWideScreen';
import { m } from '../../../lib/i18n';

interface Props {
  comicId: string;
  title: string;
  coverUrl: string | null;
  book: Pick<BookState, 'pages' | 'making' | 'progress' | 'make'>;
  /** A gift's reader: the words cannot be edited. */
  readOnly?: boolean;
  /** The book reads right to left (Arabic, Hebrew, a manga set so): pages and keys turn the other way. */
  rightToLeft?: boolean;
}

export function BookReader({ comicId, title, coverUrl, book, readOnly = false, rightToLeft = false }: Props) {
  const { pages } = book;
  const total = pages.length;
  const wide = useWideScreen();
  const { position, goTo, editing, setEditing } = useReaderPosition(total);
  const [zoomed, setZoomed] = useState(false);

  const view = viewOf(position, total, wide);
  const label = viewName(view, total);
  const next = nextPosition(position, total, wide);
  const previous = previousPosition(position, total, wide);
  const goNext = useCallback(() => next !== null && goTo(next), [next, goTo]);
  const goPrevious = useCallback(() => previous !== null && goTo(previous), [previous, goTo]);
  // ← turns forward in a right-to-left book, as its pages lie.
  const [onLeftKey, onRightKey] = rightToLeft ? [goNext, goPrevious] : [goPrevious, goNext];
  useArrowKeys(!zoomed, onLeftKey, onRightKey);

  usePreload(pages, next !== null ? viewOf(next, total, wide) : []);

  const inView = view
    .filter((n) => n !== COVER)
    .map((n) => pages.find((p) => p.number === n))
    .filter((p): p is BookPageView => Boolean(p));
  const retry = () => void book.make();

  return (
    <div>
      {/* Title and tools share one row, so the page below gets as much of the window's height as it can. */}
      <div className="mt-3 mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h1 className="min-w-0 font-display text-3xl leading-tight tracking-wide break-words sm:text-4xl">{title}</h1>
        <div className="flex flex-wrap gap-2">
          {readOnly ? null : (
            <Button
              variant={editing ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={editing}
              onClick={() => setEditing(!editing)}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {m.library_reader_edit_words()}
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={() => setZoomed(true)}>
            <ZoomIn aria-hidden="true" className="size-4" />
            {m.library_reader_zoom_in()}
          </Button>
        </div>
      </div>
      {book.making ? <BookProgressStatus progress={book.progress} className="mb-4 max-w-md" /> : null}

      <ReaderStage
        view={view}
        pages={pages}
        title={title}
        coverUrl={coverUrl}
        making={book.making}
        onRetry={retry}
        onNext={goNext}
        onPrevious={goPrevious}
        onTap={() => setZoomed(true)}
        rightToLeft={rightToLeft}
      />
      <p className="mt-2 text-center text-sm font-bold text-ink/75 sm:hidden">{m.library_reader_swipe_hint()}</p>
      <ReaderControls
        label={label}
        current={view[0]}
        pages={pages}
        onPrevious={previous !== null ? goPrevious : null}
        onNext={next !== null ? goNext : null}
        onJump={goTo}
        rightToLeft={rightToLeft}
      />

      {editing && !readOnly ? <WordsEditor comicId={comicId} pages={inView} /> : null}

      <ZoomView open={zoomed} onOpenChange={setZoomed} label={label}>
        <ZoomedPages view={view} pages={pages} title={title} coverUrl={coverUrl} rightToLeft={rightToLeft} />
      </ZoomView>
    </div>
  );
}

/** Fetches the next view's images ahead, so turning a page shows it at once. */
function usePreload(pages: BookPageView[], view: number[]) {
  const urls = view
    .map((n) => pages.find((p) => p.number === n)?.readerUrl)
    .filter(Boolean)
    .join(' ');
  useEffect(() => {
    for (const url of urls.split(' ').filter(Boolean)) new Image().src = url;
  }, [urls]);
}
