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
import { baseLocale, type Locale, m } from '../../../shared/i18n/siteLocales';
import { PRINTER_UNREACHABLE_EVENT, isCancelable } from './orderStates';
import { isWaitingForChanges } from './orderWindow';
import { noteIn } from './historyNotes';

interface StatusWords {
  message: string;
  nextStep: string | null;
  problem: boolean;
}

type Say = { locale: Locale };
type Words = typeof m.status_paid_message;

/** What the order page says at each status, when nothing more specific happened (wordsFor adds those). */
const STATUS_WORDS: Record<OrderStatus, { message: Words; next: Words | null; problem?: true }> = {
  awaiting_payment: { message: m.status_awaiting_payment_message, next: m.status_awaiting_payment_next },
  paid: { message: m.status_paid_message, next: m.status_paid_next },
  sent_to_printer: { message: m.status_sent_to_printer_message, next: m.status_sent_to_printer_next },
  in_production: { message: m.status_in_production_message, next: m.status_in_production_next },
  shipped: { message: m.status_shipped_message, next: m.status_shipped_next },
  delivered: { message: m.status_delivered_message, next: null },
  canceled: { message: m.status_canceled_message, next: null },
  failed: { message: m.status_failed_message, next: m.status_failed_next, problem: true },
  refunded: { message: m.status_refunded_message, next: m.status_refunded_next },
};

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
function wordsFor(row: OrderRow, events: OrderEventRow[], now: Date, say: Say): StatusWords {
  const status = row.status as OrderStatus;
  const words = STATUS_WORDS[status];
  const base = {
    message: words.message({}, say),
    nextStep: words.next?.({}, say) ?? null,
    problem: words.problem ?? false,
  };
  const sinceMove = events.slice(events.findLastIndex((e) => e.toStatus !== null) + 1);
  if (status === 'paid' && sinceMove.some((e) => e.type === PRINTER_UNREACHABLE_EVENT)) {
    return {
      message: m.status_printer_away_message({}, say),
      nextStep: m.status_printer_away_next({}, say),
      problem: true,
    };
  }
  if (status === 'paid' && isWaitingForChanges(row, now))
    return { ...base, nextStep: m.status_paid_waiting_next({}, say) };
  if (status === 'failed') {
    const why = noteIn(events.findLast((e) => e.toStatus === 'failed')?.note ?? null, say.locale);
    return { ...base, message: why ? `${base.message} ${why}` : base.message };
  }
  if (status === 'sent_to_printer' && !isCancelable(status, row.printerStatus)) {
    return { ...base, nextStep: m.status_printing_soon({}, say) };
  }
  if (status === 'canceled' && row.amountPaid && row.amountRefunded < row.amountPaid) {
    return { ...base, nextStep: m.status_refund_under_way({}, say) };
  }
  return base;
}

/** The events the customer may read, each note in the page's language (historyNotes.ts). */
function history(events: OrderEventRow[], locale: Locale): OrderHistoryEntry[] {
  let status: OrderStatus = 'awaiting_payment';
  const entries: OrderHistoryEntry[] = [];
  for (const event of events) {
    if (event.toStatus) status = event.toStatus as OrderStatus;
    if (event.toStatus === null && event.note === null) continue;
    entries.push({ at: event.at, status, label: ORDER_STATUS_LABELS[status], note: noteIn(event.note, locale) });
  }
  return entries;
}

/** `locale`: the language of the page asking (the printer's own notes stay as the printer wrote them). */
export function toView(row: OrderRow, events: OrderEventRow[], now: Date, locale: Locale = baseLocale): OrderView {
  const status = row.status as OrderStatus;
  const shipping = row.shipping as ShippingSpeed;
  const words = wordsFor(row, events, now, { locale });
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
    printsAt: isWaitingForChanges(row, now) ? row.printsAt : null,
    checkoutUrl: open ? row.checkoutUrl : null,
    personalDataErasedAt: row.personalDataErasedAt,
    tracking: row.tracking ? (JSON.parse(row.tracking) as OrderTracking[]) : [],
    history: history(events, locale),
  };
}
