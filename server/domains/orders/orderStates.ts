// The order's state machine (shared/orders.ts ORDER_STATUSES): the only moves an order may make, how the
// printer's statuses map onto ours, and what the order page says at each status in customer words.
import type { OrderStatus } from '../../../shared/orders';

/**
 * Every allowed move. Forward skips exist because reports can be missed (a printer webhook lost, polling
 * catches up straight at "shipped"); nothing ever moves back, so a late or replayed report cannot undo one.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['paid', 'canceled'],
  // failed: the payment does not match the quote, or the printer refused the order outright.
  paid: ['sent_to_printer', 'canceled', 'failed', 'refunded'],
  sent_to_printer: ['in_production', 'shipped', 'delivered', 'canceled', 'failed'],
  in_production: ['shipped', 'delivered', 'failed'],
  shipped: ['delivered', 'refunded'],
  // The 30-day money-back guarantee: the shop may refund a delivered order.
  delivered: ['refunded'],
  // A payment that lands after the customer canceled is refunded at once; a canceled paid order is refunded.
  canceled: ['refunded'],
  // The shop looks at it: back to "paid" to print again (npm run orders retry), or refunded.
  failed: ['paid', 'refunded'],
  refunded: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Lulu's job statuses (research note): which order status each one means. */
export type PrinterStatus =
  | 'CREATED'
  | 'UNPAID'
  | 'PAYMENT_IN_PROGRESS'
  | 'PRODUCTION_DELAYED'
  | 'PRODUCTION_READY'
  | 'IN_PRODUCTION'
  | 'SHIPPED'
  | 'DELIVERED'
  | 'REJECTED'
  | 'CANCELED'
  | 'ERROR';

export function orderStatusForPrinter(status: string): OrderStatus | null {
  switch (status) {
    case 'CREATED':
    case 'UNPAID':
    case 'PAYMENT_IN_PROGRESS':
    case 'PRODUCTION_DELAYED':
    case 'PRODUCTION_READY':
      return 'sent_to_printer';
    case 'IN_PRODUCTION':
      return 'in_production';
    case 'SHIPPED':
      return 'shipped';
    case 'DELIVERED':
      return 'delivered';
    case 'REJECTED':
    case 'ERROR':
      return 'failed';
    case 'CANCELED':
      return 'canceled';
    default:
      return null;
  }
}

/** Printer statuses from which Lulu still takes a cancel (its valid transitions to CANCELED). */
export const PRINTER_CANCELABLE = new Set(['CREATED', 'UNPAID', 'PRODUCTION_DELAYED']);

/** "Cancel order" is offered while nothing has been printed: before production starts at the printer. */
export function isCancelable(status: OrderStatus, printerStatus: string | null): boolean {
  if (status === 'awaiting_payment' || status === 'paid') return true;
  return status === 'sent_to_printer' && (printerStatus === null || PRINTER_CANCELABLE.has(printerStatus));
}

/** Noted before asking the printer to cancel, so its CANCELED report reads as ours, not as a problem. */
export const CANCEL_REQUESTED_EVENT = 'cancel_requested';

/** Statuses after which nothing more happens by itself. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['delivered', 'refunded'];

export interface StatusWords {
  message: string;
  nextStep: string | null;
  problem: boolean;
}

/** What the order page says at each status, when nothing more specific happened (orderView.ts adds those). */
export const STATUS_WORDS: Record<OrderStatus, StatusWords> = {
  awaiting_payment: {
    message: 'Your order is waiting for payment.',
    nextStep: 'Go to payment to finish the order. Nothing is charged until you pay.',
    problem: false,
  },
  paid: {
    message: 'Payment received. Thank you!',
    nextStep: 'We are sending your comic to the printer now.',
    problem: false,
  },
  sent_to_printer: {
    message: 'Your comic is at the printer, waiting its turn.',
    nextStep: 'Printing starts within a day or two. You can still cancel until it does.',
    problem: false,
  },
  in_production: {
    message: 'Your comic is being printed.',
    nextStep: 'It ships as soon as it is printed and bound; we will e-mail you the tracking link.',
    problem: false,
  },
  shipped: {
    message: 'Your comic is on its way.',
    nextStep: 'Follow it with the tracking link below.',
    problem: false,
  },
  delivered: {
    message: 'Delivered. Enjoy your comic!',
    nextStep: null,
    problem: false,
  },
  canceled: {
    message: 'This order was canceled.',
    nextStep: null,
    problem: false,
  },
  failed: {
    message: 'Something went wrong with printing your order.',
    nextStep: 'We have been told and will either print it again or refund you in full within two business days. We will e-mail you either way.',
    problem: true,
  },
  refunded: {
    message: 'This order was refunded in full.',
    nextStep: 'The money is on its way back to your card; banks take 5–10 business days to show it.',
    problem: false,
  },
};
