// "Your Quote": the server's prices for exactly the order on screen (price per copy, shipping, total in the
// shop's currency), the chosen speed's delivery estimate, whether the book is "Ready to print" — or, while
// the server prepares it for print (the quote starts that itself), how far along it is — and "Go to
// payment". Before the first quote it says how to get one; while the form changes it says the shown quote
// is being updated, so an old total is never paid for. Paying asks first for one look through the whole
// book and a tick that everything looks right (ApproveBook.tsx).
import { forwardRef, useState } from 'react';
import { CircleAlert, CircleCheck, CreditCard, Lock } from 'lucide-react';
import type { OrderQuote } from '../../../../shared/orders';
import { Button, LinkButton } from '../../../components/ui/Button';
import { ProgressStatus } from '../../../components/ui/ProgressStatus';
import { Spinner } from '../../../components/ui/Spinner';
import { m } from '../../../lib/i18n';
import { PriceLines } from '../PriceLines';
import type { OrderForm } from './useOrderForm';
import { APPROVE_ID, ApproveBook } from './ApproveBook';

interface Props {
  comicId: string;
  form: OrderForm;
}

export const QuotePanel = forwardRef<HTMLHeadingElement, Props>(function QuotePanel({ comicId, form }, headingRef) {
  const { quote } = form;
  const [approved, setApproved] = useState(false);
  const [unapproved, setUnapproved] = useState(false);
  const pay = () => {
    if (approved) return void form.pay();
    setUnapproved(true);
    document.getElementById(APPROVE_ID)?.focus();
  };
  return (
    <section
      aria-labelledby="quote-heading"
      className="rounded-2xl border-3 border-ink bg-white p-5 shadow-comic sm:p-6"
    >
      <h2
        id="quote-heading"
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-3xl tracking-wide focus:outline-none"
      >
        {m.orders_quote_heading()}
      </h2>
      <div aria-live="polite" className="mt-2">
        {!quote ? (
          form.quoting ? (
            <p className="flex items-center gap-2 text-lg">
              <Spinner />
              {m.orders_quote_working()}
            </p>
          ) : form.quoteError ? (
            <p role="alert" className="font-bold text-pow-dark">
              {form.quoteError}
            </p>
          ) : (
            <p className="text-lg">{m.orders_quote_how()}</p>
          )
        ) : (
          <>
            <PriceLines {...quote} dimmed={form.changed !== null} />
            {form.changed === 'updating' || (form.quoting && !form.upToDate) ? (
              <p className="mt-3 flex items-center gap-2 font-bold">
                <Spinner />
                {m.orders_quote_updating()}
              </p>
            ) : form.changed === 'incomplete' ? (
              <p className="mt-3 font-bold text-pow-dark">{m.orders_quote_changed()}</p>
            ) : (
              <Preflight comicId={comicId} quote={quote} />
            )}
          </>
        )}
      </div>
      {quote && form.upToDate && quote.preflight.ready ? (
        <>
          <ApproveBook
            comicId={comicId}
            approved={approved}
            error={unapproved ? m.orders_approve_needed() : undefined}
            onChange={(value) => {
              setApproved(value);
              setUnapproved(false);
            }}
          />
          <Button className="mt-5" full size="lg" variant="hero" disabled={form.paying} onClick={pay}>
            {form.paying ? <Spinner className="size-6" /> : <CreditCard aria-hidden="true" className="size-6" />}
            {form.paying ? m.orders_opening_payment() : m.orders_go_to_payment()}
          </Button>
          <p className="mt-2 flex items-start gap-1.5 text-sm text-ink/75">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {m.orders_pay_on_stripe()}
          </p>
        </>
      ) : null}
      {form.payError ? (
        <p role="alert" className="mt-3 flex items-start gap-1.5 font-bold text-pow-dark">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {form.payError}
        </p>
      ) : null}
    </section>
  );
});

/** Whether the book is ready to print in the chosen format; while it is being prepared, how far along. */
function Preflight({ comicId, quote }: { comicId: string; quote: OrderQuote }) {
  const { preflight } = quote;
  if (preflight.ready) {
    return (
      <p className="mt-3 flex items-center gap-2 font-bold text-[#0b6b2e]">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {preflight.summary}
      </p>
    );
  }
  if (preflight.files === 'building') {
    const { done = 0, total = 0 } = preflight.progress ?? {};
    const percent = total > 0 ? Math.floor((done / total) * 100) : 0;
    return (
      <div className="mt-3">
        <p>{preflight.summary}</p>
        <ProgressStatus
          className="mt-3"
          text={m.orders_preparing_percent({ percent })}
          label={m.orders_preparing()}
          done={done}
          total={total}
        />
      </div>
    );
  }
  return (
    <div className="mt-3">
      <p className="flex items-start gap-2 font-bold text-pow-dark">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {preflight.summary}
      </p>
      <LinkButton href={`/comics-edit/${comicId}`} className="mt-3" full variant="secondary">
        {m.orders_go_to_comic()}
      </LinkButton>
    </div>
  );
}
