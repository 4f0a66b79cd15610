// Refunding an order in full. A refund is decided only where the machine allows one (orderStates.ts
// REFUNDABLE: canceled, failed, shipped, delivered — never an order on its way to the printer), by the
// request that moved the order there or found it there, in the same transaction that records the decision
// and queues the refund job; from then on no move toward printing is made (orderRows.ts). The job calls
// Stripe with one idempotency key per decision, so a retry or a restart never refunds twice. A refund
// Stripe refuses for good (a charged-back payment) is not tried again: the order waits for the shop.
import type { AppDeps } from '../appDeps';
import type { JobQueue } from '../../queue/jobQueue';
import { inTransaction } from '../../db/transaction';
import { Invalid, Unavailable } from '../../lib/errors';
import {
  appendEvent,
  findOrder,
  markRefundRequested,
  moveOrder,
  readEvents,
  type EventSource,
  type OrderRow,
} from './orderRows';
import { startOrderEmail, startRefund } from './orderJobStarts';
import { REFUNDABLE } from './orderStates';
import type { OrderStatus } from '../../../shared/orders';
import { englishNote } from './historyNotes';
import { m } from '../../../shared/i18n/siteLocales';

type DecideDeps = Pick<AppDeps, 'db' | 'now'> & { jobs: Pick<JobQueue, 'start'> };

/**
 * Decides the refund of the order's payment and queues it, in one transaction (nested in the caller's, if
 * any). False when there is nothing to decide: never paid, refunded already, decided already, or the order
 * is where no refund may be decided. `again`: a new decision after Stripe refused the last one.
 */
export function decideRefund(deps: DecideDeps, orderId: string, source: EventSource, again = false): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.now();
    if (!(await markRefundRequested(tx, orderId, now, again))) return false;
    await appendEvent(tx, orderId, { type: 'refund_requested', source }, now);
    await startRefund({ ...deps, db: tx }, orderId);
    return true;
  });
}

/** True when Stripe refused the order's latest refund decision (a person must look before it is tried again). */
export async function refundRefused(deps: Pick<AppDeps, 'db'>, order: OrderRow): Promise<boolean> {
  if (!order.refundRequestedAt) return false;
  return (await readEvents(deps.db, order.id)).some(
    (e) => e.type === 'refund_refused' && e.at >= order.refundRequestedAt!,
  );
}

/** The refund job: the decided refund made at Stripe, then the order moved to refunded and the customer told. */
export async function refundOrder(deps: AppDeps, orderId: string): Promise<{ refunded: boolean }> {
  const order = await findOrder(deps.db, orderId);
  if (!order?.refundRequestedAt || !REFUNDABLE.includes(order.status as OrderStatus)) return { refunded: false };
  if (!order.paymentIntentId || !order.amountPaid) return { refunded: false };
  if (!deps.payments) throw new Unavailable('Payments are not set up on this server.');
  let result: Awaited<ReturnType<NonNullable<AppDeps['payments']>['refund']>>;
  try {
    const decision = Date.parse(order.refundRequestedAt);
    result = await deps.payments.refund({
      paymentIntentId: order.paymentIntentId,
      orderId,
      idempotencyKey: `refund-${orderId}-${decision}`,
    });
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    await appendEvent(
      deps.db,
      orderId,
      { type: 'refund_refused', source: 'stripe', data: { message: error.message } },
      deps.now(),
    );
    deps.log.warn(
      { orderId, reason: error.message },
      'Stripe refused a refund: the order waits for the shop (npm run orders)',
    );
    return { refunded: false };
  }
  const data =
    result === 'already-refunded' ? { alreadyRefunded: true } : { refundId: result.id, amount: result.amount };
  const moved = await moveOrder(
    deps.db,
    orderId,
    'refunded',
    { type: 'refunded', source: 'stripe', note: englishNote(m.order_note_refunded), data },
    deps.now(),
    {
      patch: { amountRefunded: order.amountPaid },
    },
  );
  if (moved.moved) await startOrderEmail(deps, orderId, 'refunded');
  // Stripe's own charge.refunded event may have moved it first: refunded either way.
  return { refunded: moved.order?.status === 'refunded' };
}
