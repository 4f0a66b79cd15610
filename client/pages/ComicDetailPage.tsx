// /comics-edit/:comicId: one saved comic with its idea, characters, pages and cover (spec section 2).
import { useMemo, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { ActionsCard, CharactersCard, CoverCard, PagesCard, StoryIdeaCard } from '../features/library/DetailCards';
import { createdAgo } from '../features/library/dateWords';
import { styleName } from '../features/library/styleName';
import { withPart } from '../lib/messageParts';
import { Badge } from '../components/ui/Badge';
import { Button } from '../components/ui/Button';
import { ScriptView } from '../features/book/story/ScriptView';
import { WriteStoryPanel } from '../features/book/story/WriteStoryPanel';
import { StoryUsagePanel } from '../features/book/story/StoryUsagePanel';
import { MakeComicPanel } from '../features/book/reader/MakeComicPanel';
import { PaintedLikenessPanel } from '../features/book/painting/PaintedLikenessPanel';
import { DedicationPanel } from '../features/book/story/DedicationPanel';
import { useBook } from '../features/book/useBook';
import { withPageLabels } from '../features/book/pageLabel';
import { usePrintFiles } from '../features/book/usePrintFiles';
import { GiftLinksPanel } from '../features/gift/GiftLinksPanel';
import { DownloadsPanel } from '../features/book/downloads/DownloadsPanel';
import { PrintedCopyPanel } from '../features/orders/PrintedCopyPanel';
import { useComicScript } from '../features/book/useComicScript';
import { Spinner } from '../components/ui/Spinner';
import { useOwnedComic } from '../features/library/useOwnedComic';
import { usePageMeta } from '../lib/pageMeta';
import { bookVersion } from '../features/book/usePrintFiles';
import { m } from '../lib/i18n';

export default function ComicDetailPage() {
  const { comicId = '' } = useParams<{ comicId: string }>();
  const comic = useOwnedComic(comicId);
  usePageMeta({
    title: comic?.title ?? m.library_detail_title(),
    description: m.library_detail_description(),
  });
  const story = useComicScript(comic?.id ?? null);
  const book = useBook(comic?.id ?? null);
  const files = usePrintFiles(comic?.id ?? null, bookVersion(book.pages));
  const [reading, setReading] = useState(false);
  const labelledPages = useMemo(() => withPageLabels(book.pages), [book.pages]);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <Link
        href="/my-orders"
        className="inline-flex items-center gap-2 rounded-lg font-bold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5" strokeWidth={3} />
        {m.library_back_to_comics()}
      </Link>
      {!comic ? (
        <div className="grid min-h-80 place-items-center" role="status" aria-label={m.library_loading_comic()}>
          <Spinner className="size-10" />
        </div>
      ) : (
        <>
          <header className="mt-6 mb-8">
            <h1 className="font-display text-4xl leading-tight tracking-wide break-words sm:text-5xl">{comic.title}</h1>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <p className="text-lg">
                {withPart(
                  (author) => m.library_by_author({ author }),
                  <span className="font-bold">{comic.author}</span>,
                )}
              </p>
              <span className="text-ink/75">{createdAgo(comic.createdAt)}</span>
              <Badge tone="yellow">{styleName(comic.type)}</Badge>
            </div>
          </header>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="flex min-w-0 flex-col gap-6">
              <StoryIdeaCard comic={comic} />
              <CharactersCard comic={comic} script={story.script} />
              <PagesCard comic={comic} script={story.script} book={{ pages: labelledPages, making: book.making }} />
              {story.script ? <StoryUsagePanel comicId={comic.id} /> : null}
            </div>
            <div className="flex flex-col gap-6">
              <CoverCard comic={comic} />
              <WriteStoryPanel
                hasScript={Boolean(story.script)}
                loading={story.loading}
                authorship={story.authorship}
                drawnPages={book.pages.filter((page) => page.status === 'done').length}
                writing={story.writing}
                progress={story.progress}
                onWrite={() => void story.write()}
              />
              <MakeComicPanel comicId={comic.id} book={book} />
              {book.painting ? <PaintedLikenessPanel comicId={comic.id} book={book} painting={book.painting} /> : null}
              {book.dedication ? (
                <DedicationPanel
                  // A new story brings new suggestions and may bring the writer's new line, and another tab may
                  // have saved other words: start the form afresh.
                  key={`${book.dedication.written}\n${book.dedication.text}\n${book.dedication.signature}`}
                  comicId={comic.id}
                  dedication={book.dedication}
                  drawing={book.making}
                  drawn={book.pages.some((page) => page.kind === 'dedication' && page.status === 'done')}
                />
              ) : null}
              {book.pages.length > 0 ? <PrintedCopyPanel comicId={comic.id} /> : null}
              {book.pages.length > 0 ? <DownloadsPanel files={files} /> : null}
              <GiftLinksPanel comicId={comic.id} />
              <ActionsCard comicId={comic.id} />
            </div>
          </div>
          {story.script ? (
            <div className="mt-8">
              <Button variant="secondary" onClick={() => setReading((open) => !open)} aria-expanded={reading}>
                {reading ? m.library_hide_script() : m.library_read_script()}
              </Button>
              {reading ? (
                <div className="mt-4">
                  <ScriptView script={story.script} authorship={story.authorship} language={comic.language} />
                </div>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
