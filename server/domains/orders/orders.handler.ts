// orders.options, orders.quote, orders.create, orders.get, orders.list, orders.cancel: ordering a printed
// copy of one's own comic (docs/orders.md). Prices come from the server's configuration only; an order is
// its owner's alone (anyone else: not found); "Cancel order" works until the printer starts printing.
import type { AppDeps } from '../appDeps';
import type { SignedInActor } from '../actor';
import { Invalid, QuotaExceeded, Unavailable } from '../../lib/errors';
import { PrinterRefused } from '../../providers/printer/printer';
import type { CheckoutSession } from '../../providers/payments/payments';
import { checkAtPrinter } from './orderPrinterCheck';
import { ownComicRow } from '../comics/comicRows';
import {
  SHIPPING_SPEED_INFO,
  type CreatedOrder,
  type OrderStatus,
  type OrderOptions,
  type OrderQuote,
  type OrderSummary,
  type OrderView,
  type ParsedOrderInput,
} from '../../../shared/orders';
import { orderOptions, priceOrder, printingEnabled } from './orderPricing';
import { freezeOrderFiles, removeOrderFiles, type OrderFiles, type PreflightResult } from './orderFiles';
import { prepareForPrint } from './orderPrepare';
import {
  appendEvent,
  insertOrder,
  listOwnOrders,
  moveOrder,
  newOrderId,
  ownOrder,
  patchOrder,
  readEvents,
  type OrderEvent,
  type OrderRow,
} from './orderRows';
import { toSummary, toView } from './orderView';
import { CANCEL_REQUESTED_EVENT, CUSTOMER_CANCELED_NOTE, isCancelable } from './orderStates';
import { cancelOrderNow } from './orderCancel';
import { ORDER_PRINT_JOB, orderSubject } from '../jobs/jobKinds';
import { orderPageUrl } from './orderEmails';
import { baseLocale, type Locale, m } from '../../../shared/i18n/siteLocales';
import { said } from '../../lib/said';
import { englishNote } from './historyNotes';

/** How long the customer has to pay on Stripe's page (Stripe allows 30 minutes to 24 hours). */
export const CHECKOUT_LIFETIME_MS = 12 * 60 * 60 * 1000;
const TOO_LATE_TO_CANCEL = said('error_too_late_to_cancel');
const PAYMENT_NOT_STARTED = said('error_payment_not_started');
const PRINTING_NOT_SET_UP = said('error_printing_not_set_up');
/** Orders a customer may start per hour: each makes a checkout session at Stripe and links the print files. */
export const ORDERS_PER_HOUR = 20;
const ORDER_QUOTA = said('error_order_quota');

export function getOrderOptions(deps: AppDeps): OrderOptions {
  return orderOptions(deps);
}

async function quoteWithFiles(
  deps: AppDeps,
  actor: SignedInActor,
  input: ParsedOrderInput,
): Promise<{ quote: OrderQuote; preflight: PreflightResult }> {
  await ownComicRow(deps.db, input.comicId, actor.user.id);
  const preflight = await prepareForPrint(deps, actor, input.comicId, input.format);
  const price = priceOrder(deps.config, input);
  const { frozen: _frozen, summarySaid: _said, ...shown } = preflight;
  return {
    quote: { format: input.format, quantity: input.quantity, shipping: input.shipping, ...price, preflight: shown },
    preflight,
  };
}

export async function quoteOrder(deps: AppDeps, actor: SignedInActor, input: ParsedOrderInput): Promise<OrderQuote> {
  return (await quoteWithFiles(deps, actor, input)).quote;
}

/**
 * Makes the order (awaiting payment) with the quote's prices and its print files frozen, then Stripe's
 * Checkout Session for exactly that total. The session's id is stored before its address is handed out,
 * so the payment that comes back can be matched to it.
 */
export async function createOrder(deps: AppDeps, actor: SignedInActor, input: ParsedOrderInput): Promise<CreatedOrder> {
  const comic = await ownComicRow(deps.db, input.comicId, actor.user.id);
  const payments = deps.payments;
  if (!payments || !printingEnabled(deps)) throw new Unavailable(PRINTING_NOT_SET_UP);
  const { quote, preflight } = await quoteWithFiles(deps, actor, input);
  if (!preflight.ready || !preflight.frozen) throw new Invalid(preflight.summarySaid ?? preflight.summary);
  if (!(await deps.limiter.tryTake('orders', [`user:${actor.user.id}`]))) throw new QuotaExceeded(ORDER_QUOTA);
  let printerCost: number | null;
  try {
    printerCost = await checkAtPrinter(deps, input, preflight.frozen, quote);
  } catch (error) {
    await deps.limiter.refund('orders', [`user:${actor.user.id}`]);
    throw error;
  }
  const orderId = newOrderId();
  await freezeOrderFiles(deps, input.comicId, orderId, preflight.frozen);
  const files: OrderFiles = { ...preflight.frozen, md5: {} };
  const order = await insertOrder(
    deps.db,
    {
      id: orderId,
      userId: actor.user.id,
      comicId: input.comicId,
      comicTitle: preflight.frozen.title || comic.title,
      format: input.format,
      quantity: input.quantity,
      shipping: input.shipping,
      address: JSON.stringify(input.address),
      email: input.address.email,
      locale: actor.locale ?? baseLocale,
      currency: quote.currency,
      pricePerCopy: quote.pricePerCopy,
      shippingPrice: quote.shippingPrice,
      total: quote.total,
      status: 'awaiting_payment',
      files: JSON.stringify(files),
      checkoutSessionId: null,
      checkoutUrl: null,
      checkoutExpiresAt: null,
      paymentIntentId: null,
      amountPaid: null,
      printJobId: null,
      printerStatus: null,
      printerStatusAt: null,
      tracking: null,
    },
    {
      type: 'created',
      source: 'customer',
      note: englishNote(m.order_note_placed),
      data: { total: quote.total, currency: quote.currency, printerCost },
    },
    deps.now(),
  );
  const page = orderPageUrl(deps, orderId);
  let session: CheckoutSession;
  try {
    session = await payments.createCheckout({
      orderId,
      locale: order.locale as Locale,
      currency: order.currency,
      customerEmail: input.address.email,
      lines: [
        { name: `${order.comicTitle}: ${quote.formatName}`, unitAmount: order.pricePerCopy, quantity: order.quantity },
        ...(order.shippingPrice > 0
          ? [
              {
                name: m.checkout_shipping_line(
                  { speed: input.shipping, ...SHIPPING_SPEED_INFO[input.shipping].businessDays },
                  { locale: order.locale as Locale },
                ),
                unitAmount: order.shippingPrice,
                quantity: 1,
              },
            ]
          : []),
      ],
      successUrl: `${page}?paid=1`,
      cancelUrl: page,
      expiresAt: new Date(deps.now().getTime() + CHECKOUT_LIFETIME_MS),
      idempotencyKey: `checkout-${orderId}`,
    });
  } catch (error) {
    deps.log.warn({ err: error, orderId }, 'the checkout session could not be made');
    await deps.limiter.refund('orders', [`user:${actor.user.id}`]);
    const canceled = await moveOrder(
      deps.db,
      orderId,
      'canceled',
      { type: 'checkout_failed', source: 'system', note: englishNote(m.order_note_checkout_failed) },
      deps.now(),
      { from: ['awaiting_payment'] },
    );
    if (canceled.moved) await removeOrderFiles(deps, orderId);
    throw new Unavailable(PAYMENT_NOT_STARTED);
  }
  await patchOrder(
    deps.db,
    orderId,
    { checkoutSessionId: session.id, checkoutUrl: session.url, checkoutExpiresAt: session.expiresAt.toISOString() },
    deps.now(),
    {
      type: 'checkout_created',
      source: 'stripe',
      data: { sessionId: session.id, amountTotal: session.amountTotal, currency: session.currency },
    },
  );
  return { orderId, checkoutUrl: session.url };
}

export async function getOrder(deps: AppDeps, actor: SignedInActor, input: { orderId: string }): Promise<OrderView> {
  const row = await ownOrder(deps.db, input.orderId, actor.user.id);
  return toView(row, await readEvents(deps.db, row.id), deps.now(), actor.locale);
}

export async function listOrders(deps: AppDeps, actor: SignedInActor): Promise<OrderSummary[]> {
  return (await listOwnOrders(deps.db, actor.user.id)).map(toSummary);
}

/**
 * "Cancel order": an unpaid order's checkout is closed; a paid one not yet at the printer stops here; one
 * at the printer is canceled there first (the printer refuses once printing starts). The move to canceled
 * decides a paid order's full refund and cancels its print jobs at the printer, in one transaction
 * (orderCancel.ts). When the order moved meanwhile (the payment landed while Stripe closed the checkout),
 * the cancel starts again from where it is now.
 */
export async function cancelOrder(deps: AppDeps, actor: SignedInActor, input: { orderId: string }): Promise<OrderView> {
  const order = await ownOrder(deps.db, input.orderId, actor.user.id);
  if (order.status === 'canceled') return getOrder(deps, actor, input);
  if (!isCancelable(order.status as OrderStatus, order.printerStatus)) throw new Invalid(TOO_LATE_TO_CANCEL);
  const event: OrderEvent = { type: 'canceled_by_customer', source: 'customer', note: CUSTOMER_CANCELED_NOTE };
  if (order.status === 'awaiting_payment') {
    if (order.checkoutSessionId && deps.payments)
      await deps.payments
        .expireCheckout(order.checkoutSessionId)
        .catch((error) => deps.log.warn({ reason: String(error) }, 'checkout not expired'));
  } else if (order.status === 'paid') {
    // A submission already running finds the order canceled when it comes back (the printer-cancel job follows).
    const waiting = await deps.jobs.findActive(ORDER_PRINT_JOB, orderSubject(order.id));
    if (waiting?.status === 'queued') await deps.jobs.cancel(waiting.id);
  } else {
    await cancelAtPrinter(deps, order);
  }
  const canceled = await cancelOrderNow(deps, order.id, event, [order.status as OrderStatus]);
  if (!canceled.moved) return retryCancel(deps, actor, input);
  if (!canceled.order.amountPaid) await removeOrderFiles(deps, order.id);
  return getOrder(deps, actor, input);
}

async function cancelAtPrinter(deps: AppDeps, order: OrderRow): Promise<void> {
  if (!order.printJobId || !deps.printer) throw new Invalid(TOO_LATE_TO_CANCEL);
  // Noted first: the printer's CANCELED webhook may arrive before this request moves the order.
  await appendEvent(
    deps.db,
    order.id,
    { type: CANCEL_REQUESTED_EVENT, source: 'customer', data: { printJobId: order.printJobId } },
    deps.now(),
  );
  const result = await deps.printer.cancelJob(order.printJobId).catch((error: unknown) => {
    if (error instanceof PrinterRefused) return 'too-late' as const;
    throw error;
  });
  if (result === 'too-late') throw new Invalid(TOO_LATE_TO_CANCEL);
}

/** The order moved while we were canceling it (paid, or sent to the printer): try once more from where it is. */
async function retryCancel(deps: AppDeps, actor: SignedInActor, input: { orderId: string }): Promise<OrderView> {
  const order = await ownOrder(deps.db, input.orderId, actor.user.id);
  if (order.status === 'canceled' || !isCancelable(order.status as OrderStatus, order.printerStatus)) {
    if (order.status !== 'canceled') throw new Invalid(TOO_LATE_TO_CANCEL);
    return getOrder(deps, actor, input);
  }
  return cancelOrder(deps, actor, input);
}
