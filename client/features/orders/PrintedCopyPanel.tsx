// "A Printed Copy" beside the downloads, on the comic's page and under the reader: the way to "Order a
// printed copy", or, on a server without the payment and printer keys, a plain word that printing is not
// set up here and a pointer to the print files (the downloads panel next to it), which any print shop takes.
import { FileDown, Printer } from 'lucide-react';
import { LinkButton } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { m } from '../../lib/i18n';
import { formatMoney } from './money';
import { notSetUpReason } from './notSetUpReason';
import { useOrderOptions } from './useOrderOptions';

/** The downloads panel's heading: where "Get the print files" leads. */
const DOWNLOADS_ANCHOR = '#downloads-heading';

export function PrintedCopyPanel({ comicId }: { comicId: string }) {
  const options = useOrderOptions();
  const data = options.data;
  const cheapest = data && data.formats.length > 0 ? Math.min(...data.formats.map((f) => f.pricePerCopy)) : null;
  return (
    <section
      aria-labelledby="printed-copy-heading"
      className="rounded-2xl border-3 border-ink bg-[#fff1c9] p-5 shadow-comic sm:p-6"
    >
      <h2 id="printed-copy-heading" className="font-display text-3xl tracking-wide">
        {m.orders_printed_copy_heading()}
      </h2>
      {options.isLoading ? (
        <p className="mt-2 flex items-center gap-2" role="status">
          <Spinner />
          {m.orders_checking_printing()}
        </p>
      ) : data?.enabled ? (
        <>
          <p className="mt-1 text-lg">
            {cheapest !== null
              ? m.orders_printed_copy_text_from({ price: formatMoney(cheapest, data.currency) })
              : m.orders_printed_copy_text()}
          </p>
          <LinkButton href={`/comics/${comicId}/order`} className="mt-4" full size="lg" variant="hero">
            <Printer aria-hidden="true" className="size-6" />
            {m.orders_order_printed_copy()}
          </LinkButton>
        </>
      ) : (
        <>
          {/* A failed options call reads the same: no order can be taken, the files still can be. */}
          <p className="mt-1 text-lg font-bold">{notSetUpReason(data?.reason)}</p>
          <p className="mt-1 text-lg">{m.orders_print_files_elsewhere()}</p>
          <a
            href={DOWNLOADS_ANCHOR}
            className={
              'mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg font-bold underline ' +
              'underline-offset-4 hover:text-sky-dark'
            }
          >
            <FileDown aria-hidden="true" className="size-5" />
            {m.orders_get_print_files()}
          </a>
        </>
      )}
    </section>
  );
}
