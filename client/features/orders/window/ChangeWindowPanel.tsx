// "Anything to change?": shown on the order's page while a paid order waits out its change window. When it
// goes to the printer by itself, in the reader's own time; a new shipping address (the order form's fields,
// filled with the current one); the book as it is now (words or dedication corrected since paying); "Send to
// the printer now", asked first since the address is fixed after it. Cancel (with its full refund) stays
// where it always is, on the status card.
import { useState } from 'react';
import { BookCheck, Clock, Printer } from 'lucide-react';
import { Link } from 'wouter';
import type { OrderView } from '../../../../shared/orders';
import { Button } from '../../../components/ui/Button';
import { ProgressStatus } from '../../../components/ui/ProgressStatus';
import { LazyConfirmDialog } from '../../../components/ui/LazyConfirmDialog';
import { LONG_MOMENT } from '../../../../shared/i18n/longMoment';
import { m, siteLocale } from '../../../lib/i18n';
import { withPart } from '../../../lib/messageParts';
import { AddressFields } from '../form/AddressFields';
import { useOrderOptions } from '../useOrderOptions';
import { type AddressValues, useChangeWindow } from './useChangeWindow';
import { useUpdateBook } from './useUpdateBook';

const percentOf = ({ done, total }: { done: number; total: number }) =>
  total > 0 ? Math.floor((done / total) * 100) : 0;

export function ChangeWindowPanel({ order, printsAt }: { order: OrderView; printsAt: string }) {
  const changes = useChangeWindow(order);
  const book = useUpdateBook(order);
  const options = useOrderOptions();
  const [editing, setEditing] = useState<AddressValues | null>(null);
  const [asking, setAsking] = useState(false);

  const close = () => {
    setEditing(null);
    changes.clearErrors();
  };

  return (
    <section aria-labelledby="order-window-heading" className="comic-panel bg-[#fff7d6] p-5 sm:p-6">
      <h2 id="order-window-heading" className="flex items-center gap-2 font-display text-3xl tracking-wide">
        <Clock aria-hidden="true" className="size-7 shrink-0" />
        {m.orders_window_heading()}
      </h2>
      <p className="mt-2 text-lg">
        {withPart(
          (when) => m.orders_window_text({ when }),
          <time dateTime={printsAt} className="font-bold">
            {new Date(printsAt).toLocaleString(siteLocale(), LONG_MOMENT)}
          </time>,
        )}
      </p>
      <p className="mt-2 text-ink/80">
        {withPart(
          (reader) => m.orders_book_update_hint({ reader }),
          <Link href={`/comics/${order.comicId}/read`} className="font-bold underline underline-offset-4">
            {m.orders_book_update_reader()}
          </Link>,
        )}
      </p>
      {book.progress ? (
        <ProgressStatus
          className="mt-3"
          text={m.orders_preparing_percent({ percent: percentOf(book.progress) })}
          label={m.orders_preparing()}
          done={book.progress.done}
          total={book.progress.total}
        />
      ) : null}
      {book.problem ? (
        <p role="alert" className="mt-3 rounded-lg border-2 border-pow-dark bg-[#ffe3e3] px-3 py-2 font-bold">
          {book.problem}
        </p>
      ) : null}
      {editing && options.data ? (
        <form
          className="mt-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void changes.saveAddress(editing).then((saved) => saved && close());
          }}
        >
          <AddressFields
            address={editing}
            errors={changes.errors}
            options={options.data}
            onChange={(field, value) => {
              changes.clearFieldError(field);
              setEditing({ ...editing, [field]: value });
            }}
          />
          {changes.formError ? (
            <p role="alert" className="mt-3 rounded-lg border-2 border-pow-dark bg-[#ffe3e3] px-3 py-2 font-bold">
              {changes.formError}
            </p>
          ) : null}
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button type="submit" disabled={changes.saving}>
              {changes.saving ? m.orders_window_saving() : m.orders_window_save_address()}
            </Button>
            <Button variant="secondary" onClick={close}>
              {m.orders_window_keep_address()}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button variant="secondary" onClick={() => setEditing({ ...order.address })}>
            {m.orders_window_change_address()}
          </Button>
          <Button variant="secondary" onClick={() => void book.run()} disabled={book.updating}>
            <BookCheck aria-hidden="true" className="size-5" />
            {m.orders_book_update()}
          </Button>
          <Button variant="blue" onClick={() => setAsking(true)} disabled={changes.sending}>
            <Printer aria-hidden="true" className="size-5" />
            {m.orders_window_send_now()}
          </Button>
        </div>
      )}
      <LazyConfirmDialog
        open={asking}
        onOpenChange={(open) => !open && setAsking(false)}
        title={m.orders_window_send_title()}
        description={m.orders_window_send_description()}
        cancelLabel={m.orders_window_keep_waiting()}
        confirmLabel={changes.sending ? m.orders_window_sending() : m.orders_window_send_confirm()}
        busy={changes.sending}
        onConfirm={() => void changes.sendNow().finally(() => setAsking(false))}
      />
    </section>
  );
}
