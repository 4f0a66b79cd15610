// /comics/:comicId/read: the owner reads their drawn comic page by page (docs/book.md "Reader"), and can
// change its words. Before the book has pages, the same "Make my comic" panel as the detail page.
import { bookReadsRightToLeft } from '../../shared/languages';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { BookReader } from '../features/book/reader/BookReader';
import { MakeComicPanel } from '../features/book/reader/MakeComicPanel';
import { useOwnedComic } from '../features/library/useOwnedComic';
import { Spinner } from '../components/ui/Spinner';
import { useBook } from '../features/book/useBook';
import { bookVersion, usePrintFiles } from '../features/book/usePrintFiles';
import { GiftLinksPanel } from '../features/gift/GiftLinksPanel';
import { DownloadsPanel } from '../features/book/downloads/DownloadsPanel';
import { PrintedCopyPanel } from '../features/orders/PrintedCopyPanel';
import { usePageMeta } from '../lib/pageMeta';
import { m } from '../lib/i18n';

export default function ReaderPage() {
  const { comicId = '' } = useParams<{ comicId: string }>();
  const comic = useOwnedComic(comicId);
  // Only once the comic is known to be ours: the book of anyone else's is NOT_FOUND anyway.
  const book = useBook(comic ? comic.id : null);
  const files = usePrintFiles(comic && book.pages.length > 0 ? comic.id : null, bookVersion(book.pages));
  usePageMeta({
    title: comic ? m.library_read_title({ title: comic.title }) : m.library_book_read(),
    description: m.library_reader_description(),
  });

  const loading = !comic || book.isLoading;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pt-5">
      <Link
        href={`/comics-edit/${comicId}`}
        className="inline-flex items-center gap-2 rounded-lg font-bold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5" strokeWidth={3} />
        {m.library_back_to_comic()}
      </Link>
      {loading ? (
        <div className="grid min-h-80 place-items-center" role="status" aria-label={m.library_loading_comic()}>
          <Spinner className="size-10" />
        </div>
      ) : book.pages.length === 0 ? (
        <>
          <h1 className="mt-3 mb-6 font-display text-3xl leading-tight tracking-wide break-words sm:text-4xl">
            {comic.title}
          </h1>
          <div className="mx-auto max-w-xl">
            <MakeComicPanel comicId={comic.id} book={book} showReadLink={false} />
          </div>
        </>
      ) : (
        <>
          <BookReader
            comicId={comic.id}
            title={comic.title}
            coverUrl={comic.comicFrontPageUrl}
            book={book}
            rightToLeft={bookReadsRightToLeft(comic)}
          />
          <div className="mx-auto mt-10 max-w-xl">
            <PrintedCopyPanel comicId={comic.id} />
            <div className="mt-6">
              <DownloadsPanel files={files} />
            </div>
            <div className="mt-6">
              <GiftLinksPanel comicId={comic.id} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
