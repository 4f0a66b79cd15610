// Refunding a paid order in full: after the customer canceled before production, a payment that landed on
// an order already canceled, or the shop's decision (npm run orders refund). A durable job with one
// idempotency key per order, so a retry or a second request never refunds twice.
import type { AppDeps } from '../appDeps';
import { Unavailable } from '../../lib/errors';
import { findOrder, moveOrder } from './orderRows';
import { startOrderEmail } from './orderJobStarts';

export async function refundOrder(deps: AppDeps, orderId: string): Promise<{ refunded: boolean }> {
  const order = findOrder(deps.db, orderId);
  if (!order || order.status === 'refunded') return { refunded: false };
  if (!order.paymentIntentId || !order.amountPaid) return { refunded: false };
  if (!deps.payments) throw new Unavailable('Payments are not set up on this server.');
  const result = await deps.payments.refund({ paymentIntentId: order.paymentIntentId, orderId, idempotencyKey: `refund-${orderId}` });
  const data = result === 'already-refunded' ? { alreadyRefunded: true } : { refundId: result.id, amount: result.amount };
  const moved = moveOrder(
    deps.db,
    orderId,
    ['paid', 'canceled', 'failed', 'shipped', 'delivered'],
    'refunded',
    { type: 'refunded', source: 'stripe', note: 'Refunded in full.', data },
    deps.now(),
    { amountRefunded: order.amountPaid },
  );
  if (moved) startOrderEmail(deps, orderId, 'refunded');
  return { refunded: Boolean(moved) };
}
