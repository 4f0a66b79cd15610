// Stripe's events applied to orders (POST /webhooks/stripe, and polling as the backstop). The event is
// verified on the raw body by the payments provider, then recorded and applied in one transaction: a
// replay finds its id already there and changes nothing; an answer of 2xx means it is on disk. Payment
// counts only when Checkout says `paid` for the session we made, for the amount and currency we quoted.
// Checkout takes cards only (paid when the session completes); a session made before that which took a
// bank debit completes unpaid and settles with async_payment_succeeded (paid) or _failed (canceled).
import type { AppDeps } from '../appDeps';
import type { CheckoutState, PaymentEvent } from '../../providers/payments/payments';
import { inTransaction } from '../../db/transaction';
import { Unavailable } from '../../lib/errors';
import { PRINTING_NOT_SET_UP_MESSAGE } from '../../../shared/orders';
import {
  appendEvent,
  findOrder,
  moveOrder,
  patchOrder,
  readEvents,
  recordWebhookEvent,
  type EventSource,
  type OrderRow,
} from './orderRows';
import { startOrderEmail, startPrintSubmission } from './orderJobStarts';
import { changeWindowEnd } from './orderWindow';
import { removeOrderFiles } from './orderFiles';
import { cancelOrderNow } from './orderCancel';
import { decideRefund } from './orderRefund';
import { PRINTING } from './orderStates';
import type { OrderStatus } from '../../../shared/orders';
import { englishNote } from './historyNotes';
import { m } from '../../../shared/i18n/siteLocales';

export type WebhookOutcome = 'applied' | 'replay' | 'ignored' | 'unchanged';

/** Verifies and applies one Stripe webhook delivery; throws WebhookSignatureError for a forged or unsigned one. */
export async function handleStripeWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  if (!deps.payments) throw new Unavailable(PRINTING_NOT_SET_UP_MESSAGE);
  const event = deps.payments.verifyWebhook(rawBody, signature);
  const orderId = orderIdOf(event);
  const kind = event.kind === 'other' ? event.type : event.kind;
  // Queries inside the body go through tx (deps.db is tx there), so they are part of this transaction;
  // transactions begun inside join it, and on SQLite the job rows too (the queue's queries pass its gate).
  const outcome = await inTransaction(deps.db, async (tx): Promise<WebhookOutcome> => {
    if (!(await recordWebhookEvent(tx, 'stripe', event.id, kind, orderId, deps.now()))) return 'replay';
    return applyPaymentEvent({ ...deps, db: tx }, event, 'stripe');
  });
  if (
    outcome === 'applied' &&
    (event.kind === 'checkout-expired' || event.kind === 'checkout-payment-failed') &&
    orderId
  )
    void removeOrderFiles(deps, orderId).catch(() => undefined);
  return outcome;
}

function orderIdOf(event: PaymentEvent): string | null {
  if (
    event.kind === 'checkout-completed' ||
    event.kind === 'checkout-expired' ||
    event.kind === 'checkout-payment-failed'
  )
    return event.session.orderId;
  if (event.kind === 'charge-refunded') return event.orderId;
  return null;
}

export async function applyPaymentEvent(
  deps: AppDeps,
  event: PaymentEvent,
  source: EventSource,
): Promise<WebhookOutcome> {
  const orderId = orderIdOf(event);
  const order = orderId ? await findOrder(deps.db, orderId) : undefined;
  if (!order) return 'ignored';
  switch (event.kind) {
    case 'checkout-completed':
      return applyCheckoutCompleted(deps, order, event.session, source, event.id);
    case 'checkout-expired':
    case 'checkout-payment-failed': {
      if (order.checkoutSessionId !== event.session.id) return 'ignored';
      const expired = event.kind === 'checkout-expired';
      const note = englishNote(expired ? m.order_note_checkout_expired : m.order_note_bank_failed);
      const type = expired ? 'checkout_expired' : 'bank_payment_failed';
      const moved = await moveOrder(
        deps.db,
        order.id,
        'canceled',
        { type, source, note, data: { sessionId: event.session.id } },
        deps.now(),
        { from: ['awaiting_payment'] },
      );
      return moved.moved ? 'applied' : 'ignored';
    }
    case 'charge-refunded':
      return applyChargeRefunded(deps, order, event, source);
    default:
      return 'ignored';
  }
}

/**
 * Money went back (our refund job, or Stripe's dashboard). In full, on an order that may be refunded: it is
 * refunded. In full on a paid order not yet at the printer: it is canceled first, so nothing prints for
 * it. On an order at the printer: noted, and an alarm, since the book prints and ships unless the shop acts.
 */
async function applyChargeRefunded(
  deps: AppDeps,
  order: OrderRow,
  event: ChargeRefunded,
  source: EventSource,
): Promise<WebhookOutcome> {
  if (!order.paymentIntentId && event.paymentIntentId && order.status === 'awaiting_payment') {
    // Refunded before Stripe's word of the payment reached us (events come in any order): kept, so the
    // payment, when it arrives, is refunded rather than printed (applyCheckoutCompleted).
    await appendEvent(deps.db, order.id, { type: 'charge_refunded', source, data: refundData(event) }, deps.now());
    return 'applied';
  }
  if (order.paymentIntentId !== event.paymentIntentId) return 'ignored';
  const refunded = Math.max(order.amountRefunded, event.amountRefunded);
  const data = { amountRefunded: refunded, eventId: event.id };
  await patchOrder(deps.db, order.id, { amountRefunded: refunded }, deps.now(), {
    type: 'charge_refunded',
    source,
    data,
  });
  if (!event.fullyRefunded) return 'applied';
  // Not at the printer yet: stopped here (the printer-cancel job catches a submission already on its way).
  const stopped =
    order.status === 'paid' &&
    (
      await cancelOrderNow(
        deps,
        order.id,
        { type: 'refunded_elsewhere', source, note: englishNote(m.order_note_refunded_elsewhere), data },
        ['paid'],
      )
    ).moved;
  const moved = await moveOrder(
    deps.db,
    order.id,
    'refunded',
    { type: 'refunded', source, note: englishNote(m.order_note_refunded), data },
    deps.now(),
  );
  if (moved.moved) await startOrderEmail(deps, order.id, 'refunded');
  else if (!stopped && PRINTING.includes(moved.order?.status as OrderStatus))
    await appendEvent(deps.db, order.id, { type: 'refunded_while_printing', source, data }, deps.now());
  return 'applied';
}

/**
 * A completed Checkout: the order is paid (and sent to the printer) when the session is ours, paid, and
 * for exactly the quoted amount. A payment on an order the customer canceled meanwhile is refunded.
 */
export async function applyCheckoutCompleted(
  deps: AppDeps,
  order: OrderRow,
  session: CheckoutState,
  source: EventSource,
  eventId: string,
): Promise<WebhookOutcome> {
  const now = deps.now();
  const data = {
    sessionId: session.id,
    paymentIntentId: session.paymentIntentId,
    amount: session.amountTotal,
    currency: session.currency,
    eventId,
  };
  // The session must be the one made for this order (its id is stored before the customer can pay).
  if (order.checkoutSessionId !== session.id) {
    await appendEvent(deps.db, order.id, { type: 'checkout_unknown_session', source, data }, now);
    return 'ignored';
  }
  // A bank debit (sessions from before cards only) completes unpaid and settles later: noted once.
  if (!session.paid) {
    if ((await readEvents(deps.db, order.id)).some((e) => e.type === 'checkout_completed_unpaid')) return 'unchanged';
    await appendEvent(deps.db, order.id, { type: 'checkout_completed_unpaid', source, data }, now);
    return 'applied';
  }
  const payment = { paymentIntentId: session.paymentIntentId, amountPaid: session.amountTotal };
  if (order.status === 'canceled' && !order.paymentIntentId) {
    await patchOrder(deps.db, order.id, payment, now, {
      type: 'paid_after_cancel',
      source,
      note: englishNote(m.order_note_paid_after_cancel),
      data,
    });
    await decideRefund(deps, order.id, source);
    return 'applied';
  }
  const paid = await moveOrder(
    deps.db,
    order.id,
    'paid',
    { type: 'payment_received', source, note: englishNote(m.order_note_payment_received), data },
    now,
    { from: ['awaiting_payment'], patch: { ...payment, printsAt: changeWindowEnd(deps, now) } },
  );
  if (!paid.moved) return 'ignored';
  if (session.amountTotal !== order.total || session.currency.toLowerCase() !== order.currency) {
    // Never print for a payment that is not the quote's: the shop refunds or settles it (npm run orders).
    const failed = await moveOrder(
      deps.db,
      order.id,
      'failed',
      {
        type: 'payment_mismatch',
        source: 'system',
        note: englishNote(m.order_note_amount_mismatch),
        data: { ...data, expected: order.total },
      },
      now,
    );
    if (failed.moved) await startOrderEmail(deps, order.id, 'failed');
    return 'applied';
  }
  const early = await refundedBeforePayment(deps, order.id, session.paymentIntentId);
  if (early) {
    // Money went back already: in full, the order is canceled and refunded as for a refund made in the
    // dashboard, never printed; in part, it is noted and the book prints.
    await applyChargeRefunded(deps, paid.order!, early, source);
    if (early.fullyRefunded) return 'applied';
  }
  // It waits out the buyer's change window (orderWindow.ts), then goes to the printer by itself.
  await startPrintSubmission(deps, order.id, paid.order!.printsAt);
  await startOrderEmail(deps, order.id, 'paid');
  return 'applied';
}

type ChargeRefunded = Extract<PaymentEvent, { kind: 'charge-refunded' }>;

const refundData = (event: ChargeRefunded) => ({
  paymentIntentId: event.paymentIntentId,
  amountRefunded: event.amountRefunded,
  fullyRefunded: event.fullyRefunded,
  eventId: event.id,
});

/** A refund of this payment that arrived before the payment itself, as kept by applyChargeRefunded. */
async function refundedBeforePayment(
  deps: AppDeps,
  orderId: string,
  paymentIntentId: string | null,
): Promise<ChargeRefunded | null> {
  const kept = (await readEvents(deps.db, orderId))
    .filter((e) => e.type === 'charge_refunded' && e.data)
    .map((e) => JSON.parse(e.data!) as ReturnType<typeof refundData>)
    .filter((data) => data.paymentIntentId === paymentIntentId)
    .sort((a, b) => b.amountRefunded - a.amountRefunded)[0];
  return kept ? { kind: 'charge-refunded', id: kept.eventId, orderId, ...kept } : null;
}
