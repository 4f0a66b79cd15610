// An order as its owner sees it: the row and its event log turned into the order page's words, what is
// happening now, what happens next, whether it can still be canceled, its tracking and its history.
import { PRINT_FORMATS, type PrintFormatId } from '../../../shared/printGeometry';
import {
  ORDER_STATUS_LABELS,
  SHIPPING_SPEED_INFO,
  type OrderHistoryEntry,
  type OrderStatus,
  type OrderSummary,
  type OrderTracking,
  type OrderView,
  type ShippingAddress,
  type ShippingSpeed,
} from '../../../shared/orders';
import type { OrderEventRow, OrderRow } from './orderRows';
import { PRINTER_UNREACHABLE_EVENT, STATUS_WORDS, isCancelable, type StatusWords } from './orderStates';

export function toSummary(row: OrderRow): OrderSummary {
  const status = row.status as OrderStatus;
  const format = row.format as PrintFormatId;
  return {
    id: row.id,
    comicId: row.comicId,
    comicTitle: row.comicTitle,
    format,
    formatName: PRINT_FORMATS[format]?.name ?? format,
    quantity: row.quantity,
    currency: row.currency,
    total: row.total,
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The words for now: the status's own, sharpened by what the last events say (an outage, a refusal). */
function wordsFor(row: OrderRow, events: OrderEventRow[]): StatusWords {
  const status = row.status as OrderStatus;
  const base = STATUS_WORDS[status];
  const sinceMove = events.slice(events.findLastIndex((e) => e.toStatus !== null) + 1);
  if (status === 'paid' && sinceMove.some((e) => e.type === PRINTER_UNREACHABLE_EVENT)) {
    return {
      message: 'Payment received. The printer is not answering right now.',
      nextStep:
        'Your order is safe: we keep trying and send it to the printer as soon as it is back. ' +
        'There is nothing you need to do.',
      problem: true,
    };
  }
  if (status === 'failed') {
    const why = events.findLast((e) => e.toStatus === 'failed')?.note;
    return { ...base, message: why ? `${base.message} ${why}` : base.message };
  }
  if (status === 'sent_to_printer' && !isCancelable(status, row.printerStatus)) {
    return { ...base, nextStep: 'Printing starts within a day or two.' };
  }
  if (status === 'canceled' && row.amountPaid && row.amountRefunded < row.amountPaid) {
    return { ...base, nextStep: 'Your payment is being refunded in full; you will get an e-mail when it is done.' };
  }
  return base;
}

function history(events: OrderEventRow[]): OrderHistoryEntry[] {
  let status: OrderStatus = 'awaiting_payment';
  const entries: OrderHistoryEntry[] = [];
  for (const event of events) {
    if (event.toStatus) status = event.toStatus as OrderStatus;
    if (event.toStatus === null && event.note === null) continue;
    entries.push({ at: event.at, status, label: ORDER_STATUS_LABELS[status], note: event.note });
  }
  return entries;
}

export function toView(row: OrderRow, events: OrderEventRow[], now: Date): OrderView {
  const status = row.status as OrderStatus;
  const shipping = row.shipping as ShippingSpeed;
  const words = wordsFor(row, events);
  const open =
    status === 'awaiting_payment' &&
    row.checkoutUrl &&
    row.checkoutExpiresAt &&
    row.checkoutExpiresAt > now.toISOString();
  return {
    ...toSummary(row),
    shipping,
    shippingName: SHIPPING_SPEED_INFO[shipping].name,
    deliveryEstimate: SHIPPING_SPEED_INFO[shipping].estimate,
    pricePerCopy: row.pricePerCopy,
    subtotal: row.pricePerCopy * row.quantity,
    shippingPrice: row.shippingPrice,
    address: JSON.parse(row.address) as ShippingAddress,
    message: words.message,
    nextStep: words.nextStep,
    problem: words.problem,
    canCancel: isCancelable(status, row.printerStatus),
    checkoutUrl: open ? row.checkoutUrl : null,
    personalDataErasedAt: row.personalDataErasedAt,
    tracking: row.tracking ? (JSON.parse(row.tracking) as OrderTracking[]) : [],
    history: history(events),
  };
}
