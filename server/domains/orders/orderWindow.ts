// The buyer's change window: a paid order waits ORDER_CHANGE_HOURS (24 by default) before it goes to the
// printer by itself, so a typo in a name or an address can still be caught. While it waits the buyer may
// correct the address, print the book as it is now (words or dedication corrected since), cancel for a full
// refund (orderCancel.ts), or send it now; the print submission is a
// durable job queued to run when the window ends (it survives restarts, and of several instances one runs
// it), and its first step closes the window (orderRows.ts closeChangeWindow), so no change lands after the
// order was read for the printer.
import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
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
    !order.windowClosedAt &&
    order.printsAt !== null &&
    order.printsAt > now.toISOString()
  );
}

/** How long a replacement of an order's files may hold them (a dead holder's hold lapses after it). */
const FILES_HOLD_MS = 120_000;
const FILES_HOLD_RETRY_MS = 250;

/**
 * Holds an order's frozen files while the buyer's changed book replaces them, or while the print submission
 * closes the window: of the two, one at a time (a lease, so across processes too). Waits up to `waitMs` for
 * the other; returns the release, or null when the files stayed held.
 */
export async function holdOrderFiles(
  deps: Pick<AppDeps, 'leases' | 'instanceId'>,
  orderId: string,
  waitMs = 0,
): Promise<(() => Promise<void>) | null> {
  const name = `order-files:${orderId}`;
  const holder = `${deps.instanceId}:${randomUUID()}`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (await deps.leases.take(name, holder, FILES_HOLD_MS)) return () => deps.leases.release(name, holder);
    if (Date.now() >= deadline) return null;
    await setTimeout(FILES_HOLD_RETRY_MS);
  }
}
