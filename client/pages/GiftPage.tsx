// /gift/:token: a comic shared by its owner with the person it is about — no account needed. First the
// reveal (the cover, the message, "This comic is about you, …!"), then the same reader as the owner's,
// read-only, with the PDF to download when the owner allowed it. A link that is gone gets a kind page.
import { useState } from 'react';
import { Download } from 'lucide-react';
import { useParams } from 'wouter';
import type { BookPageView } from '../../shared/book';
import type { GiftView } from '../../shared/gifts';
import { BookReader } from '../features/book/reader/BookReader';
import { GiftReveal } from '../features/gift/GiftReveal';
import { LinkButton } from '../components/ui/Button';
import { Spinner } from '../components/ui/Spinner';
import { errorCode } from '../lib/errors';
import { usePageMeta } from '../lib/pageMeta';
import { trpc } from '../lib/trpc';

const readerPages = (gift: GiftView): BookPageView[] =>
  gift.pages.map((page) => ({
    ...page,
    storyPage: null,
    status: 'done',
    thumbUrl: page.readerUrl,
    error: null,
    art: null,
    words: [],
    undrawable: [],
  }));

export default function GiftPage() {
  const { token = '' } = useParams<{ token: string }>();
  const gift = trpc.gifts.open.useQuery({ token }, { retry: false, refetchOnWindowFocus: false, staleTime: Infinity });
  const [opened, setOpened] = useState(false);
  usePageMeta({
    title: gift.data ? `${gift.data.title}: a comic about ${gift.data.heroName}` : 'A comic for you',
    description: gift.data?.message || 'A personalized comic book, made for you.',
  });

  if (gift.isLoading) {
    return (
      <div className="grid min-h-80 place-items-center" role="status" aria-label="Opening your gift">
        <Spinner className="size-10" />
      </div>
    );
  }
  if (!gift.data) return <GiftUnavailable tooMany={errorCode(gift.error) === 'TOO_MANY_REQUESTS'} />;
  if (!opened) return <GiftReveal gift={gift.data} onOpen={() => setOpened(true)} />;
  const book = { pages: readerPages(gift.data), making: false, progress: null, make: async () => {} };
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pt-5">
      <BookReader
        comicId=""
        title={gift.data.title}
        coverUrl={gift.data.coverUrl}
        book={book}
        readOnly
        rightToLeft={gift.data.rightToLeft}
      />
      {gift.data.downloadUrl ? (
        <div className="mt-8 flex justify-center">
          <a
            href={gift.data.downloadUrl}
            download
            className={
              'inline-flex items-center gap-2 rounded-xl border-3 border-ink bg-zap px-5 py-3 ' +
              'font-bold shadow-comic hover:bg-paper'
            }
          >
            <Download aria-hidden="true" className="size-5" />
            Download the comic (PDF)
          </a>
        </div>
      ) : null}
    </div>
  );
}

function GiftUnavailable({ tooMany }: { tooMany: boolean }) {
  return (
    <div className="halftone-bg flex min-h-[70vh] items-center justify-center px-4 py-16">
      <div className="comic-panel max-w-md p-8 text-center">
        <h1 className="font-display text-4xl tracking-wide">{tooMany ? 'Too many tries' : 'This gift is not here'}</h1>
        <p className="mt-3 text-lg text-ink/80">
          {tooMany
            ? 'Too many gift links were tried from here. Please wait a minute, then open your link again.'
            : 'This gift link does not exist or is no longer shared. If someone sent it ' +
              'to you, ask them for a new one.'}
        </p>
        <LinkButton href="/" size="lg" className="mt-6">
          Make your own comic
        </LinkButton>
      </div>
    </div>
  );
}
