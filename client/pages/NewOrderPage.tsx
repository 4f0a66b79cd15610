// /comics/:comicId/order: "Order a printed copy" of one's own comic. The form (format, quantity,
// shipping address, speed) beside the server's quote; "Go to payment" opens Stripe's page, which comes
// back to the order's own page. Without the payment and printer keys it says printing is not set up here.
import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, FileDown } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { LinkButton } from '../components/ui/Button';
import { Spinner } from '../components/ui/Spinner';
import { useOwnedComic } from '../features/library/useOwnedComic';
import { DedicationPanel } from '../features/book/story/DedicationPanel';
import { OrderFormFields } from '../features/orders/form/OrderFormFields';
import { QuotePanel } from '../features/orders/form/QuotePanel';
import { useOrderForm } from '../features/orders/form/useOrderForm';
import { withPart } from '../lib/messageParts';
import { notSetUpReason } from '../features/orders/notSetUpReason';
import { useOrderOptions } from '../features/orders/useOrderOptions';
import { useSession } from '../hooks/useSession';
import { m } from '../lib/i18n';
import { trpc } from '../lib/trpc';
import { usePageMeta } from '../lib/pageMeta';

export default function NewOrderPage() {
  const { comicId = '' } = useParams<{ comicId: string }>();
  usePageMeta({
    title: m.orders_order_printed_copy(),
    description: m.orders_new_description(),
  });
  const comic = useOwnedComic(comicId);
  const options = useOrderOptions(Boolean(comic));
  const loading = !comic || options.isLoading;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <Link
        href={`/comics-edit/${comicId}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg font-bold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5" strokeWidth={3} />
        {m.orders_back_to_comic()}
      </Link>
      <header className="mt-4 mb-8">
        <h1 className="font-display text-4xl leading-tight tracking-wide sm:text-5xl">
          {m.orders_order_printed_copy()}
        </h1>
        {comic ? (
          <p className="mt-2 text-lg break-words">
            {withPart(
              (title) => m.orders_comic_by({ title, author: comic.author }),
              <span className="font-bold">{comic.title}</span>,
            )}
          </p>
        ) : null}
      </header>
      {loading ? (
        <div className="grid min-h-80 place-items-center" role="status" aria-label={m.orders_loading_form()}>
          <Spinner className="size-10" />
        </div>
      ) : !options.data?.enabled ? (
        <section aria-labelledby="not-set-up-heading" className="comic-panel max-w-xl p-5 sm:p-6">
          <h2 id="not-set-up-heading" className="font-display text-3xl tracking-wide">
            {notSetUpReason(options.data?.reason)}
          </h2>
          <p className="mt-2 text-lg">{m.orders_print_files_elsewhere()}</p>
          <LinkButton href={`/comics-edit/${comic.id}`} className="mt-4" variant="hero">
            <FileDown aria-hidden="true" className="size-5" />
            {m.orders_get_print_files()}
          </LinkButton>
        </section>
      ) : (
        <OrderForm comicId={comic.id} title={comic.title} coverUrl={comic.comicFrontPageUrl} options={options.data} />
      )}
    </div>
  );
}

interface OrderFormProps {
  comicId: string;
  title: string;
  coverUrl: string | null;
  options: NonNullable<ReturnType<typeof useOrderOptions>['data']>;
}

function OrderForm({ comicId, title, coverUrl, options }: OrderFormProps) {
  const { user } = useSession();
  // The book is drawn before anyone gets here; the quote prepares it for print if it is not yet (or changed).
  const form = useOrderForm(comicId, user?.email ?? '');
  const quoteHeading = useRef<HTMLHeadingElement>(null);
  const [showQuote, setShowQuote] = useState(false);

  // The quote asked for is shown where the eyes (and a screen reader) are: on a phone it is below the form.
  useEffect(() => {
    if (!showQuote || form.quoting || !(form.quote || form.quoteError)) return;
    setShowQuote(false);
    quoteHeading.current?.focus({ preventScroll: true });
    quoteHeading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [showQuote, form.quoting, form.quote, form.quoteError]);

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <div className="comic-panel min-w-0 p-5 sm:p-6">
          <OrderFormFields form={form} options={options} onQuote={() => setShowQuote(form.requestQuote())} />
        </div>
        <FromWhomPanel comicId={comicId} />
      </div>
      <aside className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-24" aria-label={m.orders_your_order()}>
        <div className="flex items-center gap-4">
          {coverUrl ? (
            <img
              src={coverUrl}
              alt=""
              className="aspect-[9/14] w-20 shrink-0 rounded-lg border-2 border-ink object-cover shadow-comic-sm"
            />
          ) : null}
          <p className="min-w-0 font-display text-2xl leading-tight tracking-wide break-words">{title}</p>
        </div>
        <QuotePanel ref={quoteHeading} comicId={comicId} form={form} />
      </aside>
    </div>
  );
}

/**
 * "Who Is It From?" (issue 47): the printer takes no gift note (Lulu's Print API has none), so a giver's
 * message goes in the book itself, on the dedication page, signed with their name (the account's to start
 * with). It is the comic page's dedication form, framed for the order: a save draws that page again and asks
 * for the quote again, which prepares the book for print with it before anyone can pay.
 */
function FromWhomPanel({ comicId }: { comicId: string }) {
  const utils = trpc.useUtils();
  const book = trpc.book.get.useQuery({ comicId });
  if (!book.data?.dedication) return null;
  const { dedication, job, pages } = book.data;
  return (
    <DedicationPanel
      // A dedication saved elsewhere (the comic's page in another tab) starts the form afresh.
      key={`${dedication.written}\n${dedication.text}\n${dedication.signature}`}
      comicId={comicId}
      dedication={dedication}
      drawing={job?.status === 'queued' || job?.status === 'running'}
      drawn={pages.some((page) => page.kind === 'dedication' && page.status === 'done')}
      framing={{ heading: m.orders_from_heading(), intro: m.orders_from_intro() }}
      onSaved={() => void utils.orders.quote.invalidate()}
    />
  );
}
