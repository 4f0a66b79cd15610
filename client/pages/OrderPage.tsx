// /orders/:orderId: one printed-copy order for its owner: its status followed live, what
// happens next, tracking once shipped, its details and history, and "Cancel order" before printing starts.
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
import { usePageMeta } from '../lib/pageMeta';

export default function OrderPage() {
  const { orderId = '' } = useParams<{ orderId: string }>();
  const justPaid = new URLSearchParams(useSearch()).get('paid') === '1';
  const { order } = useOrder(orderId);
  const cancel = useCancelOrder(orderId);
  const [asking, setAsking] = useState(false);
  usePageMeta({
    title: order ? `Order: ${order.comicTitle}` : 'Your order',
    description: 'Your printed comic: payment, printing, shipping and tracking.',
  });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <Link
        href="/my-orders"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg font-bold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5" strokeWidth={3} />
        Back to My Comics
      </Link>
      {!order ? (
        <div className="grid min-h-80 place-items-center" role="status" aria-label="Loading the order">
          <Spinner className="size-10" />
        </div>
      ) : (
        <>
          <header className="mt-4 mb-8">
            <p className="font-bold text-ink/80">Printed copy</p>
            <h1 className="font-display text-4xl leading-tight tracking-wide break-words sm:text-5xl">
              {order.comicTitle}
            </h1>
            <p className="mt-2 text-ink/80">
              Order <span className="font-mono text-sm break-all">{order.id}</span> · placed{' '}
              {formatWhen(order.createdAt)}
            </p>
          </header>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="flex min-w-0 flex-col gap-6">
              <OrderStatusCard order={order} justPaid={justPaid} onCancel={() => setAsking(true)} />
              <OrderHistory order={order} />
            </div>
            <OrderDetails order={order} />
          </div>
          <LazyConfirmDialog
            open={asking}
            onOpenChange={(open) => !open && setAsking(false)}
            title="Cancel this order?"
            description={
              order.status === 'awaiting_payment'
                ? 'The book will not be printed and the payment page will be closed.'
                : `The book will not be printed, and your payment of ${formatMoney(order.total, order.currency)} is refunded in full.`
            }
            cancelLabel="Keep the order"
            confirmLabel={cancel.canceling ? 'Canceling...' : 'Cancel order'}
            busy={cancel.canceling}
            onConfirm={() => void cancel.run().finally(() => setAsking(false))}
          />
        </>
      )}
    </div>
  );
}
