// "Make my comic": draws and letters the whole book of a saved comic (the book job writes the story first
// if needed), shows its progress, then leads to the reader. Used on the result and comic detail pages,
// and by the reader itself while the book has no pages yet.
import { BookOpen, Brush, RotateCcw } from 'lucide-react';
import type { BookState } from '../useBook';
import { Button, LinkButton } from '../../../components/ui/Button';
import { BookProgressStatus } from './BookProgressStatus';
import { m } from '../../../lib/i18n';

interface Props {
  comicId: string;
  book: BookState;
  /** False in the reader, which is where the link would lead. */
  showReadLink?: boolean;
}

export function MakeComicPanel({ comicId, book, showReadLink = true }: Props) {
  const drawn = book.pages.filter((page) => page.status === 'done').length;
  const missing = book.pages.length - drawn;
  const hasPages = book.pages.length > 0;
  return (
    <section
      aria-labelledby="make-comic-heading"
      className="rounded-2xl border-3 border-ink bg-[#d7ecff] p-5 shadow-comic sm:p-6"
    >
      <h2 id="make-comic-heading" className="font-display text-3xl tracking-wide">
        {m.library_book_heading()}
      </h2>
      <p className="mt-1 text-lg">
        {hasPages ? m.library_book_drawn_count({ drawn, count: book.pages.length }) : m.library_book_intro()}
      </p>
      {book.making ? <BookProgressStatus progress={book.progress} className="mt-4" /> : null}
      <div className="mt-4 flex flex-col gap-3">
        {!hasPages && !book.making ? (
          <Button size="lg" full variant="hero" onClick={() => void book.make()} disabled={book.isLoading}>
            <Brush aria-hidden="true" className="size-6" />
            {m.library_book_make()}
          </Button>
        ) : null}
        {hasPages && showReadLink ? (
          <LinkButton href={`/comics/${comicId}/read`} size="lg" full variant="hero">
            <BookOpen aria-hidden="true" className="size-6" />
            {m.library_book_read()}
          </LinkButton>
        ) : null}
        {hasPages && missing > 0 && !book.making ? (
          <>
            <p role="alert" className="font-bold text-pow-dark">
              {m.library_book_pages_missing({ count: missing })}
            </p>
            <Button variant="secondary" full onClick={() => void book.make()}>
              <RotateCcw aria-hidden="true" className="size-5" />
              {m.library_retry()}
            </Button>
          </>
        ) : null}
      </div>
    </section>
  );
}
