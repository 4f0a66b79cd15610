// What the printer reports about a print job (its webhook, or polling as the backstop) applied to the
// order: matched by the print job id we stored (never by the external id a body claims), a report older
// than the last one applied is ignored, and the order moves only along its state machine. Shipped and
// failed send the customer an e-mail.
import { createHash } from 'node:crypto';
import type { AppDeps } from '../appDeps';
import { Unavailable } from '../../lib/errors';
import type { PrintJobState } from '../../providers/printer/printer';
import { PRINTING_NOT_SET_UP_MESSAGE, type OrderStatus, type OrderTracking } from '../../../shared/orders';
import { appendEvent, findOrderByPrintJob, moveOrder, patchOrder, readEvents, recordWebhookEvent, type EventSource, type OrderRow } from './orderRows';
import { CANCEL_REQUESTED_EVENT, orderStatusForPrinter } from './orderStates';
import { startOrderEmail, startRefund } from './orderJobStarts';

/** What the customer reads in the history when the printer moves the order. */
function noteFor(to: OrderStatus, job: PrintJobState): string | null {
  switch (to) {
    case 'sent_to_printer':
      return 'Sent to the printer.';
    case 'in_production':
      return 'Printing started.';
    case 'shipped': {
      const carrier = job.tracking.find((t) => t.carrier)?.carrier;
      return carrier ? `Shipped with ${carrier}.` : 'Shipped.';
    }
    case 'delivered':
      return 'Delivered.';
    case 'canceled':
      return 'Canceled at the printer.';
    case 'failed':
      return job.status === 'REJECTED'
        ? 'The printer could not use the book’s files.'
        : job.status === 'CANCELED'
          ? 'The printer canceled the print job.'
          : 'The printer had a problem while printing it.';
    default:
      return null;
  }
}

export type PrinterUpdate = 'applied' | 'unchanged' | 'stale' | 'unknown-job' | 'conflict';

/**
 * Applies a print job's state to its order, in the caller's transaction or its own. `source` says who told
 * us (the webhook or polling), for the log.
 */
export function applyPrinterState(deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>, job: PrintJobState, source: EventSource, via: string): PrinterUpdate {
  return deps.db.transaction((tx) => {
    const order = findOrderByPrintJob(tx, job.id);
    if (!order) return 'unknown-job';
    const now = deps.now();
    const changedAt = job.changedAt ?? now.toISOString();
    // Reports can arrive late and out of order (retries, polling between two webhooks): never go back.
    // Compared as instants: Lulu writes microseconds, we write milliseconds.
    if (order.printerStatusAt && Date.parse(changedAt) < Date.parse(order.printerStatusAt)) return 'stale';
    const tracking = job.tracking.length > 0 ? JSON.stringify(job.tracking satisfies OrderTracking[]) : order.tracking;
    const patch = { printerStatus: job.status, printerStatusAt: changedAt, tracking };
    const data = { printJobId: job.id, printerStatus: job.status, message: job.message, via };
    let target = orderStatusForPrinter(job.status);
    const status = order.status as OrderStatus;
    // A cancel we did not ask for (Lulu rarely cancels on its own) is a problem for the shop to look at.
    if (target === 'canceled' && status !== 'canceled' && !readEvents(tx, order.id).some((e) => e.type === CANCEL_REQUESTED_EVENT)) target = 'failed';
    if (target === null || target === status) {
      if (order.printerStatus === job.status && order.tracking === tracking) return 'unchanged';
      patchOrder(tx, order.id, patch, now, { type: 'printer_status', source, data });
      return 'applied';
    }
    const moved = moveOrder(tx, order.id, [status], target, { type: `printer_${job.status.toLowerCase()}`, source, note: noteFor(target, job), data }, now, patch);
    if (!moved) {
      // E.g. printing started while our cancel was on its way: the shop must look at it.
      appendEvent(tx, order.id, { type: 'printer_status_conflict', source, data: { ...data, orderStatus: status } }, now);
      return 'conflict';
    }
    afterMove(deps, moved);
    return 'applied';
  });
}

function afterMove(deps: Pick<AppDeps, 'jobs'>, order: OrderRow): void {
  if (order.status === 'shipped') startOrderEmail(deps, order.id, 'shipped');
  if (order.status === 'failed') startOrderEmail(deps, order.id, 'failed');
  // A paid order canceled at the printer by us is refunded (orders.cancel starts it too; the job joins).
  if (order.status === 'canceled' && order.amountPaid) startRefund(deps, order.id);
}

/**
 * Verifies and applies one printer webhook delivery (throws WebhookSignatureError when forged or unsigned).
 * Lulu's webhooks carry no event id: the SHA-256 of the signed body stands for one, so a retried or
 * replayed delivery is recorded once and changes nothing the second time.
 */
export function handlePrinterWebhook(deps: AppDeps, rawBody: Buffer, signature: string | undefined): 'applied' | 'replay' | 'ignored' {
  if (!deps.printer) throw new Unavailable(PRINTING_NOT_SET_UP_MESSAGE);
  const { job, topic } = deps.printer.verifyWebhook(rawBody, signature);
  const eventId = createHash('sha256').update(rawBody).digest('hex');
  return deps.db.transaction(() => {
    const order = findOrderByPrintJob(deps.db, job.id);
    if (!recordWebhookEvent(deps.db, 'lulu', eventId, `${topic}:${job.status}`, order?.id ?? null, deps.now())) return 'replay';
    if (topic !== 'PRINT_JOB_STATUS_CHANGED') return 'ignored';
    const result = applyPrinterState(deps, job, 'printer', 'webhook');
    return result === 'applied' ? 'applied' : 'ignored';
  });
}
