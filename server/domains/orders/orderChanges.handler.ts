// orders.printNow and orders.changeAddress: what the buyer can do while a paid order waits out its change
// window (orderWindow.ts). Both are refused, in words that say what happens instead, once the window closed.
import type { AppDeps } from '../appDeps';
import type { SignedInActor } from '../actor';
import { Invalid } from '../../lib/errors';
import { said } from '../../lib/said';
import type { OrderView, ShippingAddress, ShippingSpeed } from '../../../shared/orders';
import type { OrderFiles } from './orderFiles';
import { startPrintSubmission } from './orderJobStarts';
import { checkAtPrinter } from './orderPrinterCheck';
import { ownOrder, patchWhileWaiting, type OrderRow } from './orderRows';
import { isWaitingForChanges } from './orderWindow';
import { getOrder } from './orders.handler';

const WINDOW_CLOSED = said('error_order_window_closed');

async function waitingOrder(deps: AppDeps, actor: SignedInActor, orderId: string): Promise<OrderRow> {
  const order = await ownOrder(deps.db, orderId, actor.user.id);
  if (!isWaitingForChanges(order, deps.now())) throw new Invalid(WINDOW_CLOSED);
  return order;
}

/** "Send to the printer now": the window ends at once and the waiting submission is brought forward. */
export async function printNow(deps: AppDeps, actor: SignedInActor, input: { orderId: string }): Promise<OrderView> {
  await waitingOrder(deps, actor, input.orderId);
  const now = deps.now().toISOString();
  const event = {
    type: 'print_now_asked' as const,
    source: 'customer' as const,
    note: 'You asked us to print it now.',
  };
  if (!(await patchWhileWaiting(deps.db, input.orderId, { printsAt: now }, deps.now(), event)))
    throw new Invalid(WINDOW_CLOSED);
  await startPrintSubmission(deps, input.orderId, now);
  return getOrder(deps, actor, input);
}

/**
 * A new shipping address while the order waits: checked by the printer as at the order (one it cannot ship to
 * is refused in the form's words), then written only if the window is still open.
 */
export async function changeAddress(
  deps: AppDeps,
  actor: SignedInActor,
  input: { orderId: string; address: ShippingAddress },
): Promise<OrderView> {
  const order = await waitingOrder(deps, actor, input.orderId);
  if (deps.printer) {
    const files = JSON.parse(order.files) as OrderFiles;
    const shipping = order.shipping as ShippingSpeed;
    await checkAtPrinter(deps, { quantity: order.quantity, shipping, address: input.address }, files, order);
  }
  const event = {
    type: 'address_changed' as const,
    source: 'customer' as const,
    note: 'You changed the shipping address.',
  };
  const patch = { address: JSON.stringify(input.address), email: input.address.email };
  if (!(await patchWhileWaiting(deps.db, input.orderId, patch, deps.now(), event))) throw new Invalid(WINDOW_CLOSED);
  return getOrder(deps, actor, input);
}
