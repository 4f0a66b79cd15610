// orders.printNow, orders.changeAddress and orders.updateBook: what the buyer can do while a paid order waits
// out its change window (orderWindow.ts). Each is refused, in words that say what happens instead, once the
// window closed.
import type { AppDeps } from '../appDeps';
import type { SignedInActor } from '../actor';
import { Invalid, Unavailable } from '../../lib/errors';
import { said } from '../../lib/said';
import type { OrderBookUpdate, OrderView, ShippingAddress, ShippingSpeed } from '../../../shared/orders';
import { freezeOrderFiles, type OrderFiles, orderFolder, swapOrderFiles } from './orderFiles';
import { prepareForPrint } from './orderPrepare';
import { startPrintSubmission } from './orderJobStarts';
import { checkAtPrinter } from './orderPrinterCheck';
import { ownOrder, patchWhileWaiting, type OrderRow } from './orderRows';
import { holdOrderFiles, isWaitingForChanges } from './orderWindow';
import { getOrder } from './orders.handler';
import { englishNote } from './historyNotes';
import { m } from '../../../shared/i18n/siteLocales';

const WINDOW_CLOSED = said('error_order_window_closed');
const FILES_BUSY = said('error_order_files_busy');
const CANCELED = said('error_order_canceled_no_changes');

async function waitingOrder(deps: AppDeps, actor: SignedInActor, orderId: string): Promise<OrderRow> {
  const order = await ownOrder(deps.db, orderId, actor.user.id);
  // A page left open on an order canceled meanwhile: nothing went to the printer, so say what happened.
  if (order.status === 'canceled' || order.status === 'refunded') throw new Invalid(CANCELED);
  if (!isWaitingForChanges(order, deps.now())) throw new Invalid(WINDOW_CLOSED);
  return order;
}

/** "Send to the printer now": the window ends at once and the waiting submission is brought forward. */
export async function printNow(deps: AppDeps, actor: SignedInActor, input: { orderId: string }): Promise<OrderView> {
  await waitingOrder(deps, actor, input.orderId);
  const now = deps.now();
  const event = {
    type: 'print_now_asked' as const,
    source: 'customer' as const,
    note: englishNote(m.order_note_print_now),
  };
  if (!(await patchWhileWaiting(deps.db, input.orderId, { printsAt: now.toISOString() }, now, event)))
    throw new Invalid(WINDOW_CLOSED);
  await startPrintSubmission(deps, input.orderId, now.toISOString());
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
    note: englishNote(m.order_note_address_changed),
  };
  const patch = { address: JSON.stringify(input.address), email: input.address.email };
  if (!(await patchWhileWaiting(deps.db, input.orderId, patch, deps.now(), event))) throw new Invalid(WINDOW_CLOSED);
  return getOrder(deps, actor, input);
}

/**
 * "Print the book as it is now": words or the dedication corrected since the order replace its frozen files.
 * The book is prepared for print first when its files are out of date (the answer says how far along; the
 * page asks again); then, holding the order's files so the submission cannot close the window meanwhile, the
 * format's files are frozen again and the order notes it.
 */
export async function updateBook(
  deps: AppDeps,
  actor: SignedInActor,
  input: { orderId: string },
): Promise<OrderBookUpdate> {
  const order = await waitingOrder(deps, actor, input.orderId);
  const files = JSON.parse(order.files) as OrderFiles;
  const preflight = await prepareForPrint(deps, actor, order.comicId, files.format);
  const { frozen, summarySaid: _said, ...shown } = preflight;
  if (!preflight.ready || !frozen)
    return { outcome: 'preparing', preflight: shown, order: await getOrder(deps, actor, input) };
  if (frozen.key === files.key)
    return { outcome: 'unchanged', preflight: shown, order: await getOrder(deps, actor, input) };
  const release = await holdOrderFiles(deps, order.id);
  if (!release) throw new Unavailable(FILES_BUSY);
  try {
    await waitingOrder(deps, actor, input.orderId);
    // Frozen beside the old files first (a leftover of a try cut short removed: linking onto it would write into
    // a file other orders share): a book that changed again meanwhile leaves the order as it was.
    const next = `${orderFolder(order.id)}/next`;
    await deps.objects.deleteFolder(next);
    await freezeOrderFiles(deps, order.comicId, order.id, frozen, next);
    const event = {
      type: 'book_updated' as const,
      source: 'customer' as const,
      note: englishNote(m.order_note_book_updated),
    };
    // The order says so while its window is open, then the files follow: the submission, which reads the order
    // and hashes its files, waits for this hold, so it sees both or neither.
    const patch = { files: JSON.stringify({ ...frozen, md5: {} } satisfies OrderFiles) };
    if (!(await patchWhileWaiting(deps.db, order.id, patch, deps.now(), event))) {
      await deps.objects.deleteFolder(next);
      throw new Invalid(WINDOW_CLOSED);
    }
    await swapOrderFiles(deps, order.id, next);
  } finally {
    await release();
  }
  return { outcome: 'updated', preflight: shown, order: await getOrder(deps, actor, input) };
}
