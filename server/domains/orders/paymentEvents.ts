// Stripe's events applied to orders (POST /webhooks/stripe, and polling as the backstop). The event is
// verified on the raw body by the payments provider, then recorded and applied in one transaction: a
// replay finds its id already there and changes nothing; an answer of 2xx means it is on disk. Payment
// counts only when Checkout says `paid` for the session we made, for the amount and currency we quoted.
import type { AppDeps } from '../appDeps';
import type { CheckoutState, PaymentEvent } from '../../providers/payments/payments';
import { Unavailable } from '../../lib/errors';
import { PRINTING_NOT_SET_UP_MESSAGE } from '../../../shared/orders';
import { appendEvent, findOrder, moveOrder, patchOrder, recordWebhookEvent, type EventSource, type OrderRow } from './orderRows';
import { startOrderEmail, startPrintSubmission, startRefund } from './orderJobStarts';
import { removeOrderFiles } from './orderFiles';

export type WebhookOutcome = 'applied' | 'replay' | 'ignored';

/** Verifies and applies one Stripe webhook delivery; throws WebhookSignatureError for a forged or unsigned one. */
export function handleStripeWebhook(deps: AppDeps, rawBody: Buffer, signature: string | undefined): WebhookOutcome {
  if (!deps.payments) throw new Unavailable(PRINTING_NOT_SET_UP_MESSAGE);
  const event = deps.payments.verifyWebhook(rawBody, signature);
  const orderId = orderIdOf(event);
  const kind = event.kind === 'other' ? event.type : event.kind;
  // Statements on deps.db inside the callback are part of this transaction (one connection; nested
  // transactions become savepoints), job rows included.
  const outcome = deps.db.transaction((): WebhookOutcome => {
    if (!recordWebhookEvent(deps.db, 'stripe', event.id, kind, orderId, deps.now())) return 'replay';
    return applyPaymentEvent(deps, event, 'stripe');
  });
  if (outcome === 'applied' && event.kind === 'checkout-expired' && orderId) void removeOrderFiles(deps, orderId).catch(() => undefined);
  return outcome;
}

function orderIdOf(event: PaymentEvent): string | null {
  if (event.kind === 'checkout-completed' || event.kind === 'checkout-expired') return event.session.orderId;
  if (event.kind === 'charge-refunded') return event.orderId;
  return null;
}

export function applyPaymentEvent(deps: AppDeps, event: PaymentEvent, source: EventSource): WebhookOutcome {
  const orderId = orderIdOf(event);
  const order = orderId ? findOrder(deps.db, orderId) : undefined;
  if (!order) return 'ignored';
  switch (event.kind) {
    case 'checkout-completed':
      return applyCheckoutCompleted(deps, order, event.session, source, event.id);
    case 'checkout-expired':
      if (order.checkoutSessionId !== event.session.id) return 'ignored';
      return moveOrder(
        deps.db,
        order.id,
        ['awaiting_payment'],
        'canceled',
        { type: 'checkout_expired', source, note: 'The payment was not completed in time, so the order was canceled.', data: { sessionId: event.session.id } },
        deps.now(),
      )
        ? 'applied'
        : 'ignored';
    case 'charge-refunded': {
      if (order.paymentIntentId !== event.paymentIntentId) return 'ignored';
      const refunded = Math.max(order.amountRefunded, event.amountRefunded);
      // A full refund made anywhere (our refund job, or Stripe's dashboard) ends the order as refunded.
      if (event.fullyRefunded) {
        const moved = moveOrder(deps.db, order.id, ['paid', 'canceled', 'failed', 'shipped', 'delivered'], 'refunded', { type: 'refunded', source, note: 'Refunded in full.', data: { amountRefunded: refunded, eventId: event.id } }, deps.now(), { amountRefunded: refunded });
        if (moved) {
          startOrderEmail(deps, order.id, 'refunded');
          return 'applied';
        }
      }
      patchOrder(deps.db, order.id, { amountRefunded: refunded }, deps.now(), { type: 'charge_refunded', source, data: { amountRefunded: refunded, eventId: event.id } });
      return 'applied';
    }
    default:
      return 'ignored';
  }
}

/**
 * A completed Checkout: the order is paid (and sent to the printer) when the session is ours, paid, and
 * for exactly the quoted amount. A payment on an order the customer canceled meanwhile is refunded.
 */
export function applyCheckoutCompleted(deps: AppDeps, order: OrderRow, session: CheckoutState, source: EventSource, eventId: string): WebhookOutcome {
  const now = deps.now();
  const data = { sessionId: session.id, paymentIntentId: session.paymentIntentId, amount: session.amountTotal, currency: session.currency, eventId };
  // The session must be the one made for this order (its id is stored before the customer can pay).
  if (order.checkoutSessionId !== session.id) {
    appendEvent(deps.db, order.id, { type: 'checkout_unknown_session', source, data }, now);
    return 'ignored';
  }
  // Delayed payment methods complete as unpaid and settle later; Checkout here takes cards only.
  if (!session.paid) {
    appendEvent(deps.db, order.id, { type: 'checkout_completed_unpaid', source, data }, now);
    return 'applied';
  }
  const payment = { paymentIntentId: session.paymentIntentId, amountPaid: session.amountTotal };
  if (order.status === 'canceled' && !order.paymentIntentId) {
    patchOrder(deps.db, order.id, payment, now, { type: 'paid_after_cancel', source, note: 'Your payment arrived after the order was canceled; it will be refunded in full.', data });
    startRefund(deps, order.id);
    return 'applied';
  }
  const paid = moveOrder(deps.db, order.id, ['awaiting_payment'], 'paid', { type: 'payment_received', source, note: 'Payment received.', data }, now, payment);
  if (!paid) return 'ignored';
  if (session.amountTotal !== order.total || session.currency.toLowerCase() !== order.currency) {
    // Never print for a payment that is not the quote's: the shop refunds or settles it (npm run orders).
    moveOrder(deps.db, order.id, ['paid'], 'failed', { type: 'payment_mismatch', source: 'system', note: 'The payment did not match the order’s total.', data: { ...data, expected: order.total } }, now);
    startOrderEmail(deps, order.id, 'failed');
    return 'applied';
  }
  startPrintSubmission(deps, order.id);
  startOrderEmail(deps, order.id, 'paid');
  return 'applied';
}
