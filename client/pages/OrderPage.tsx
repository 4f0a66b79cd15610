// /orders/:orderId: one printed-copy order for its owner: its status followed live, what
// happens next, tracking once shipped, its details and history, "Cancel order" before printing starts, and
// while a paid order waits out its change window, what can still be changed.
// Stripe's page comes back here (?paid=1 after paying).
import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearch } from 'wouter';
import { LazyConfirmDialog } from '../components/ui/LazyConfirmDialog';
import { Spinner } from '../components/ui/Spinner';
import { formatMoney, formatWhen } from '../features/orders/money';
import { OrderDetails, OrderHistory } from '../features/orders/status/OrderDetails';
import { OrderStatusCard } from '../features/orders/status/OrderStatusCard';
import { useCancelOrder } from '../features/orders/status/useCancelOrder';
import { useOrder } from '../features/orders/status/useOrder';
import { ChangeWindowPanel } from '../features/orders/window/ChangeWindowPanel';
import { m } from '../lib/i18n';
import { usePageMeta } from '../lib/pageMeta';

export default function OrderPage() {
  const { orderId = '' } = useParams<{ orderId: string }>();
  const justPaid = new URLSearchParams(useSearch()).get('paid') === '1';
  const { order } = useOrder(orderId);
  const cancel = useCancelOrder(orderId);
  const [asking, setAsking] = useState(false);
  usePageMeta({
    title: order ? m.orders_page_title({ title: order.comicTitle }) : m.orders_your_order(),
    description: m.orders_page_description(),
  });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <Link
        href="/my-orders"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg font-bold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5" strokeWidth={3} />
        {m.orders_back_to_my_comics()}
      </Link>
      {!order ? (
        <div className="grid min-h-80 place-items-center" role="status" aria-label={m.orders_loading_order()}>
          <Spinner className="size-10" />
        </div>
      ) : (
        <>
          <header className="mt-4 mb-8">
            <p className="font-bold text-ink/80">{m.orders_printed_copy()}</p>
            <h1 className="font-display text-4xl leading-tight tracking-wide break-words sm:text-5xl">
              {order.comicTitle}
            </h1>
            <p className="mt-2 text-ink/80">
              {m.orders_order_label()} <span className="font-mono text-sm break-all">{order.id}</span> ·{' '}
              {m.orders_placed({ date: formatWhen(order.createdAt) })}
            </p>
          </header>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="flex min-w-0 flex-col gap-6">
              <OrderStatusCard order={order} justPaid={justPaid} onCancel={() => setAsking(true)} />
              {order.printsAt ? <ChangeWindowPanel order={order} printsAt={order.printsAt} /> : null}
              <OrderHistory order={order} />
            </div>
            <OrderDetails order={order} />
          </div>
          <LazyConfirmDialog
            open={asking}
            onOpenChange={(open) => !open && setAsking(false)}
            title={m.orders_cancel_title()}
            description={
              order.status === 'awaiting_payment'
                ? m.orders_cancel_unpaid()
                : m.orders_cancel_refund({ amount: formatMoney(order.total, order.currency) })
            }
            cancelLabel={m.orders_keep_order()}
            confirmLabel={cancel.canceling ? m.orders_canceling() : m.orders_cancel_order()}
            busy={cancel.canceling}
            onConfirm={() => void cancel.run().finally(() => setAsking(false))}
          />
        </>
      )}
    </div>
  );
}
