// The order's status, live: a polite live region reads each new status and what it means; the steps from
// payment to delivery; the carrier's tracking link once shipped; what went wrong and what happens next;
// "Go to payment" while unpaid; "Cancel order" (asking first) while the printer has not started.
import { CircleAlert, CircleCheck, Circle, CreditCard, ExternalLink, Truck, XCircle } from 'lucide-react';
import type { OrderStatus, OrderTracking, OrderView } from '../../../../shared/orders';
import { Button, buttonClass } from '../../../components/ui/Button';
import { m } from '../../../lib/i18n';
import { statusName } from '../orderNames';

/** The road of an order that goes well, in order. */
const STEPS: OrderStatus[] = ['paid', 'sent_to_printer', 'in_production', 'shipped', 'delivered'];

interface Props {
  order: OrderView;
  /** Back from Stripe's page (?paid=1) before its word has reached the server. */
  justPaid: boolean;
  onCancel(): void;
}

export function OrderStatusCard({ order, justPaid, onCancel }: Props) {
  const step = STEPS.indexOf(order.status);
  const onTheRoad = step >= 0 || order.status === 'awaiting_payment';
  const confirming = justPaid && order.status === 'awaiting_payment';
  const background = order.problem ? 'bg-[#ffe3e3]' : 'bg-white';
  return (
    <section
      aria-labelledby="order-status-heading"
      className={`rounded-2xl border-3 border-ink p-5 shadow-comic sm:p-6 ${background}`}
    >
      <h2 id="order-status-heading" className="font-display text-2xl tracking-wide text-ink/80">
        {m.orders_status_heading()}
      </h2>
      <div role="status" aria-atomic="true" className="mt-1">
        <p className="flex items-center gap-2 font-display text-4xl tracking-wide">
          {order.problem || order.status === 'failed' ? (
            <CircleAlert aria-hidden="true" className="size-8 shrink-0 text-pow-dark" />
          ) : null}
          {order.status === 'canceled' ? <XCircle aria-hidden="true" className="size-8 shrink-0" /> : null}
          {order.status === 'shipped' ? <Truck aria-hidden="true" className="size-8 shrink-0" /> : null}
          {confirming ? m.orders_confirming() : statusName(order.status)}
        </p>
        <p className="mt-2 text-lg">{confirming ? m.orders_confirming_text() : order.message}</p>
      </div>
      {order.nextStep && !confirming ? (
        <p className="mt-2 text-lg">
          <span className="font-bold">{m.orders_next_step()} </span>
          {order.nextStep}
        </p>
      ) : null}

      {order.tracking.length > 0 ? <TrackingLinks tracking={order.tracking} /> : null}
      {onTheRoad ? <Steps current={step} /> : null}

      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {order.checkoutUrl && !confirming ? (
          // Stripe's page is another site: a plain link, not the app's router.
          <a href={order.checkoutUrl} className={buttonClass({ variant: 'hero', size: 'lg' })}>
            <CreditCard aria-hidden="true" className="size-6" />
            {m.orders_go_to_payment()}
          </a>
        ) : null}
        {order.canCancel && !confirming ? (
          <Button variant="secondary" onClick={onCancel}>
            {m.orders_cancel_order()}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function TrackingLinks({ tracking }: { tracking: OrderTracking[] }) {
  return (
    <ul className="mt-4 flex flex-col gap-2">
      {tracking.map((parcel) => {
        const carrier = parcel.carrier;
        return (
          <li
            key={`${parcel.number ?? ''} ${parcel.url ?? ''}`}
            className="rounded-xl border-2 border-ink bg-paper px-3 py-2"
          >
            {parcel.url ? (
              <a
                href={parcel.url}
                target="_blank"
                rel="noopener noreferrer"
                className={
                  'inline-flex min-h-11 items-center gap-2 font-bold break-all underline ' +
                  'underline-offset-4 hover:text-sky-dark'
                }
              >
                <Truck aria-hidden="true" className="size-5 shrink-0" />
                {carrier ? m.orders_track_parcel({ carrier }) : m.orders_track_parcel_carrier()}
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{m.orders_opens_new_tab()}</span>
              </a>
            ) : (
              <p className="font-bold">{carrier ? m.orders_sent_with({ carrier }) : m.orders_sent_with_carrier()}</p>
            )}
            {parcel.number ? (
              <p className="text-sm break-all text-ink/80">{m.orders_tracking_number({ number: parcel.number })}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function Steps({ current }: { current: number }) {
  return (
    <ol aria-label={m.orders_progress()} className="mt-5 grid gap-2 sm:grid-cols-5 sm:gap-1">
      {STEPS.map((status, i) => {
        const done = i <= current;
        const here = i === current;
        return (
          <li
            key={status}
            aria-current={here ? 'step' : undefined}
            className={
              'flex items-center gap-2 rounded-lg border-2 px-2 py-1.5 text-sm font-bold sm:flex-col sm:text-center ' +
              (here
                ? 'border-ink bg-zap'
                : done
                  ? 'border-ink bg-[#d9f2dd]'
                  : 'border-dashed border-ink/40 text-ink/70')
            }
          >
            {done ? (
              <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            ) : (
              <Circle aria-hidden="true" className="size-5 shrink-0" />
            )}
            <span>
              {statusName(status)}
              <span className="sr-only">
                {' '}
                {here ? m.orders_step_now() : done ? m.orders_step_done() : m.orders_step_to_come()}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
