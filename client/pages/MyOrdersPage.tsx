// /my-orders, 'My Comics' (spec section 2): the signed-in user's library, and their printed-copy orders.
import { NewComicLink } from '../components/NewComicLink';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from '../lib/toast';
import { ComicCard, ComicCardSkeleton } from '../features/library/ComicCard';
import { createdAt } from '../features/library/dateWords';
import { TooltipGroup } from '../components/ui/Tooltip';
import { EmptyLibrary } from '../features/library/EmptyLibrary';
import { ConfirmDialog } from '../components/ui/ConfirmDialog';
import { useDeleteComic } from '../features/library/useDeleteComic';
import { useRequireSession } from '../hooks/useRequireSession';
import { usePageMeta } from '../lib/pageMeta';
import { trpc } from '../lib/trpc';
import type { ComicListItem } from '../../shared/types';
import { OrdersList, useOrdersList } from '../features/orders/OrdersList';
import { m } from '../lib/i18n';

export default function MyOrdersPage() {
  usePageMeta({ title: m.library_my_comics(), description: m.library_my_comics_description() });
  const { user } = useRequireSession();
  const list = trpc.comics.list.useQuery(undefined, { enabled: Boolean(user) });
  const orders = useOrdersList(Boolean(user));
  const remove = useDeleteComic();
  const [deleting, setDeleting] = useState<ComicListItem | null>(null);

  // Once per failure, even when StrictMode runs the effect twice.
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (list.error && reported.current !== list.error) {
      reported.current = list.error;
      console.error('Failed to load comics', list.error);
      toast.error(m.library_load_failed());
    }
  }, [list.error]);

  // A failed list shows as empty (spec section 8); loading shows six skeleton cards.
  const comics = list.data ?? (list.error ? [] : null);
  const repeatedTitles = useMemo(() => titlesUsedTwice(comics ?? []), [comics]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <header className="mb-8 flex flex-col items-start gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-5xl tracking-wide">{m.library_my_comics()}</h1>
          <p className="mt-1 text-lg text-ink/80">{m.library_my_comics_subheading()}</p>
        </div>
        <NewComicLink size="md">
          <Plus aria-hidden="true" className="size-5" strokeWidth={3} />
          {m.library_create_new()}
        </NewComicLink>
      </header>

      <OrdersList orders={orders} />
      {/* With orders above it, the grid needs a heading of its own
          (for the page's outline; the spec's page shows none). */}
      {orders.length > 0 ? <h2 className="sr-only">{m.library_your_comics()}</h2> : null}

      {comics === null ? (
        <section
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label={m.library_loading_comics()}
        >
          {[1, 2, 3, 4, 5, 6].map((place) => (
            <ComicCardSkeleton key={place} />
          ))}
        </section>
      ) : comics.length === 0 ? (
        <EmptyLibrary />
      ) : (
        <TooltipGroup>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {comics.map((comic) => (
              <li key={comic.id}>
                <ComicCard comic={comic} sameTitleAsAnother={repeatedTitles.has(comic.title)} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
        </TooltipGroup>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.library_delete_title()}
        description={deleting ? <DeleteDescription comic={deleting} /> : ''}
        confirmLabel={remove.isPending ? m.library_deleting() : m.library_delete()}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate({ id: deleting.id }, { onSettled: () => setDeleting(null) });
        }}
      />
    </div>
  );
}

function titlesUsedTwice(comics: ComicListItem[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const comic of comics) (seen.has(comic.title) ? twice : seen).add(comic.title);
  return twice;
}

/** Which comic exactly: its cover, author and creation time, so two with the same title are told apart. */
function DeleteDescription({ comic }: { comic: ComicListItem }) {
  const image = comic.comicFrontPageUrl ?? comic.mainCharacterPhoto;
  return (
    <span className="flex items-start gap-3">
      {image ? (
        <img src={image} alt="" className="aspect-[3/4] w-16 shrink-0 rounded-md border-2 border-ink object-cover" />
      ) : null}
      <span>
        {m.library_delete_confirm({ title: comic.title, author: comic.author, createdAt: createdAt(comic.createdAt) })}
      </span>
    </span>
  );
}
