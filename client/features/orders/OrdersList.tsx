// The customer's printed-copy orders on /my-orders (orders.list), newest first, each leading to its own
// page. Shown only once there is an order: the spec's My Comics page is otherwise unchanged.
import { ChevronRight, Package } from 'lucide-react';
import { Link } from 'wouter';
import type { OrderStatus, OrderSummary } from '../../../shared/orders';
import { Badge } from '../../components/ui/Badge';
import { m } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { formatMoney, formatWhen } from './money';
import { formatName, statusName } from './orderNames';

const TONE: Partial<Record<OrderStatus, 'yellow' | 'blue' | 'red' | 'mint' | 'white'>> = {
  awaiting_payment: 'white',
  shipped: 'blue',
  delivered: 'mint',
  failed: 'red',
  canceled: 'white',
  refunded: 'white',
};

/** The signed-in customer's orders; orders move (paid, shipped), so a fresh list on each visit. */
export function useOrdersList(enabled: boolean): OrderSummary[] {
  return trpc.orders.list.useQuery(undefined, { enabled, staleTime: 0 }).data ?? [];
}

export function OrdersList({ orders }: { orders: OrderSummary[] }) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="orders-heading" className="mb-10">
      <h2 id="orders-heading" className="font-display text-3xl tracking-wide">
        {m.orders_list_heading()}
      </h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderRow order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const format = formatName(order.format);
  const status = statusName(order.status);
  return (
    <Link
      href={`/orders/${order.id}`}
      className="comic-panel flex min-h-11 items-center gap-3 p-4 transition-colors hover:bg-paper"
      aria-label={m.orders_row_label({ title: order.comicTitle, quantity: order.quantity, format, status })}
    >
      <Package aria-hidden="true" className="size-7 shrink-0" />
      <span className="min-w-0 flex-1">
        <span className="block font-display text-xl leading-tight tracking-wide break-words">{order.comicTitle}</span>
        <span className="block text-sm text-ink/80">
          {m.orders_row_summary({ quantity: order.quantity, format, total: formatMoney(order.total, order.currency) })}
        </span>
        <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Badge tone={TONE[order.status] ?? 'yellow'}>{status}</Badge>
          <span className="text-sm text-ink/75">{m.orders_ordered_on({ date: formatWhen(order.createdAt) })}</span>
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
    </Link>
  );
}
