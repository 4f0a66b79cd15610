// The order model: its statuses (shared/orders.ts ORDER_STATUSES), the only moves between them, the sets
// derived from those moves (what can be refunded, what can be canceled), how the printer's phases map onto
// the statuses, every event the order log may hold and the events that want a person (what the order page says
// at each status is in orderView.ts). Everything else asks this file rather than listing statuses again.
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/orders';
import type { PrintPhase } from '../../providers/printer/printer';
import { englishNote } from './historyNotes';
import { m } from '../../../shared/i18n/siteLocales';

/**
 * Every allowed move. Forward skips exist because reports can be missed (a printer webhook lost, polling
 * catches up straight at "shipped"); nothing ever moves back, so a late or replayed report cannot undo one.
 * A paid order is never refunded as it stands: it is canceled first (the move that stops its print job),
 * and the refund is decided in that same transaction (orderRefund.ts).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['paid', 'canceled'],
  // failed: the payment does not match the quote, the print files are missing, or the printer refused it.
  paid: ['sent_to_printer', 'canceled', 'failed'],
  sent_to_printer: ['in_production', 'shipped', 'delivered', 'canceled', 'failed'],
  in_production: ['shipped', 'delivered', 'failed'],
  // The 30-day money-back guarantee: the shop may refund an order on its way or delivered.
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  // A canceled order that was paid (before the cancel, or a payment that landed after it) is refunded.
  canceled: ['refunded'],
  // The shop looks at it: back to "paid" to print again (npm run orders retry), or refunded.
  failed: ['paid', 'refunded'],
  refunded: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The statuses an order may move to `to` from. */
export const sourcesOf = (to: OrderStatus): OrderStatus[] => ORDER_STATUSES.filter((from) => canMove(from, to));

/** Where a refund may be decided: the order is not (and will not again be) on its way to being printed. */
export const REFUNDABLE: readonly OrderStatus[] = sourcesOf('refunded');
/** Where a cancel is possible at all (the printer's phase narrows sent_to_printer: isCancelable). */
export const CANCELABLE: readonly OrderStatus[] = sourcesOf('canceled');
/** Moves that lead to a print: never made once a refund was decided (orderRows.ts guards them). */
export const TOWARD_PRINT: readonly OrderStatus[] = ['paid', 'sent_to_printer'];
/** With the printer, or about to be: money refunded from here on while it stays is an alarm. */
export const PRINTING: readonly OrderStatus[] = ['paid', 'sent_to_printer', 'in_production'];

/** The order status each printer phase means. */
export const STATUS_FOR_PHASE: Record<PrintPhase, OrderStatus> = {
  queued: 'sent_to_printer',
  unpaid: 'sent_to_printer',
  printing: 'in_production',
  shipped: 'shipped',
  delivered: 'delivered',
  rejected: 'failed',
  canceled: 'canceled',
};

/** Phases from which the printer still takes a cancel. */
export const PRINTER_CANCELABLE: readonly PrintPhase[] = ['queued', 'unpaid'];
/** Phases after which a print job is over: an order sent again needs a new one. */
export const PRINT_JOB_ENDED: readonly PrintPhase[] = ['rejected', 'canceled'];

/** "Cancel order" is offered while nothing has been printed: before production starts at the printer. */
export function isCancelable(status: OrderStatus, phase: string | null): boolean {
  if (status === 'sent_to_printer') return phase === null || (PRINTER_CANCELABLE as readonly string[]).includes(phase);
  return status !== 'canceled' && CANCELABLE.includes(status);
}

export type OrderEmailKind = 'paid' | 'shipped' | 'failed' | 'refunded';

/** Every event an order's log may hold. */
export type OrderEventType =
  | 'created'
  | 'checkout_created'
  | 'checkout_failed'
  | 'checkout_expired'
  | 'checkout_unknown_session'
  | 'checkout_completed_unpaid'
  | 'bank_payment_failed'
  | 'checkout_lookup_refused'
  | 'payment_received'
  | 'payment_mismatch'
  | 'paid_after_cancel'
  | 'canceled_by_customer'
  | 'canceled_by_operator'
  | 'cancel_requested'
  | 'refund_requested'
  | 'refunded'
  | 'charge_refunded'
  | 'refunded_elsewhere'
  | 'refunded_while_printing'
  | 'refund_refused'
  | 'print_job_created'
  | 'print_job_found'
  | 'duplicate_print_jobs'
  | 'printer_refused'
  | 'printer_unreachable'
  | 'files_missing'
  | 'printer_status'
  | `printer_${PrintPhase}`
  | 'printer_status_conflict'
  | 'printer_lookup_refused'
  | 'printer_jobs_canceled'
  | 'print_job_cancel_failed'
  | 'print_job_live_after_cancel'
  | 'operator_retry'
  | 'print_now_asked'
  | 'address_changed'
  | 'book_updated'
  | `email_${OrderEmailKind}`
  | 'personal_data_erased';

/** Noted before asking the printer to cancel, so its CANCELED report reads as ours, not as a problem. */
export const CANCEL_REQUESTED_EVENT = 'cancel_requested' satisfies OrderEventType;
/** The history's line for a cancel the customer asked for, whichever report moves the order. */
export const CUSTOMER_CANCELED_NOTE = englishNote(m.order_note_customer_canceled);
/** The printer holds a live print job for an order that was canceled or refunded (polling found it). */
export const LIVE_AFTER_CANCEL_EVENT = 'print_job_live_after_cancel' satisfies OrderEventType;
/** The printer could not be reached: the order page says so while it lasts. */
export const PRINTER_UNREACHABLE_EVENT = 'printer_unreachable' satisfies OrderEventType;

/** What settles a printer or Stripe lookup alarm: any later move of the order, or word from the printer. */
export const settlesLookupAlarm = (event: { type: string; toStatus: string | null }): boolean =>
  event.toStatus !== null || event.type === 'printer_status';

/** Events that always want a person, with what `npm run orders` says about them. */
export const ALARMS: Partial<Record<OrderEventType, string>> = {
  printer_status_conflict:
    'the printer reported a status the order could not take (e.g. printing started while it was being canceled)',
  duplicate_print_jobs:
    'the printer holds more than one live print job for this order: cancel the extra one at the printer',
  print_job_cancel_failed:
    'a print job of this canceled order could not be canceled at the printer: cancel it there, ' +
    'or it prints at the shop’s cost',
  print_job_live_after_cancel:
    'the printer holds a live print job for this canceled or refunded order: cancel it there, or it prints ' +
    'at the shop’s cost',
  printer_lookup_refused:
    'the printer refused to show this order’s print job (it no longer knows it?): look at the ' +
    'job in the printer’s dashboard',
  checkout_lookup_refused: 'Stripe refused to show this order’s checkout session: look at it in the Stripe dashboard',
  refunded_while_printing:
    'money was refunded (in Stripe) while the order is at the printer: the book prints and ships ' +
    'unpaid unless you cancel it there',
  refund_refused: 'Stripe refused the refund',
};
