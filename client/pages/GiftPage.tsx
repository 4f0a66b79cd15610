// /gift/:token: a comic shared by its owner with the person it is about — no account needed. First the
// reveal (the cover, the message, "This comic is about you, …!"), then the same reader as the owner's,
// read-only, with the PDF to download when the owner allowed it. Before the day its giver chose, only when it
// opens and who it is from. A link that is gone gets a kind page.
import { useState } from 'react';
import { Download } from 'lucide-react';
import { useParams } from 'wouter';
import type { BookPageView } from '../../shared/book';
import type { GiftView } from '../../shared/gifts';
import { BookReader } from '../features/book/reader/BookReader';
import { GiftReveal } from '../features/gift/GiftReveal';
import { GiftWaiting } from '../features/gift/GiftWaiting';
import { LinkButton } from '../components/ui/Button';
import { Spinner } from '../components/ui/Spinner';
import { errorCode } from '../lib/errors';
import { m } from '../lib/i18n';
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
    title:
      gift.data && !gift.data.opensAt
        ? m.gift_page_title({ title: gift.data.title, hero: gift.data.heroName })
        : m.gift_page_title_default(),
    description: gift.data?.message || m.gift_page_description(),
  });

  if (gift.isLoading) {
    return (
      <div className="grid min-h-80 place-items-center" role="status" aria-label={m.gift_opening()}>
        <Spinner className="size-10" />
      </div>
    );
  }
  if (!gift.data) return <GiftUnavailable tooMany={errorCode(gift.error) === 'TOO_MANY_REQUESTS'} />;
  const { opensAt } = gift.data;
  if (opensAt) return <GiftWaiting gift={{ ...gift.data, opensAt }} onOpens={() => void gift.refetch()} />;
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
            {m.gift_download_pdf()}
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
        <h1 className="font-display text-4xl tracking-wide">
          {tooMany ? m.gift_too_many_title() : m.gift_missing_title()}
        </h1>
        <p className="mt-3 text-lg text-ink/80">{tooMany ? m.gift_too_many_text() : m.gift_missing_text()}</p>
        <LinkButton href="/" size="lg" className="mt-6">
          {m.gift_make_your_own()}
        </LinkButton>
      </div>
    </div>
  );
}
