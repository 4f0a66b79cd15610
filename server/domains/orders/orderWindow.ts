// The buyer's change window: a paid order waits ORDER_CHANGE_HOURS (24 by default) before it goes to the
// printer by itself, so a typo in a name or an address can still be caught. While it waits the buyer may
// correct the address, cancel for a full refund (orderCancel.ts), or send it now; the print submission is a
// durable job queued to run when the window ends (it survives restarts, and of several instances one runs
// it), and its first step closes the window (orderRows.ts closeChangeWindow), so no change lands after the
// order was read for the printer.
import type { OrderStatus } from '../../../shared/orders';
import type { AppDeps } from '../appDeps';
import type { OrderRow } from './orderRows';

/** When an order paid at `now` goes to the printer by itself; null when the shop prints at once. */
export function changeWindowEnd(deps: Pick<AppDeps, 'config'>, now: Date): string | null {
  const windowMs = deps.config.orders.changeWindowMs;
  return windowMs > 0 ? new Date(now.getTime() + windowMs).toISOString() : null;
}

/** True while the buyer may still change the order: paid, no refund decided, its window not yet over. */
export function isWaitingForChanges(order: OrderRow, now: Date): boolean {
  return (
    (order.status as OrderStatus) === 'paid' &&
    !order.refundRequestedAt &&
    order.printsAt !== null &&
    order.printsAt > now.toISOString()
  );
}
