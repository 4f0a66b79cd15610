// What the printer reports about a print job (its webhook, or polling as the backstop) applied to the
// order: matched by the print job id we stored (never by the external id a body claims), a report older
// than the last one applied is ignored, and the order moves only along its state machine. Shipped and
// failed send the customer an e-mail.
import { createHash } from 'node:crypto';
import type { AppDeps } from '../appDeps';
import { inTransaction } from '../../db/transaction';
import { Unavailable } from '../../lib/errors';
import type { PrintJobState } from '../../providers/printer/printer';
import { PRINTING_NOT_SET_UP_MESSAGE, type OrderStatus, type OrderTracking } from '../../../shared/orders';
import {
  appendEvent,
  findOrderByPrintJob,
  moveOrder,
  patchOrder,
  readEvents,
  recordWebhookEvent,
  type EventSource,
  type OrderRow,
} from './orderRows';
import { CANCEL_REQUESTED_EVENT, CUSTOMER_CANCELED_NOTE, STATUS_FOR_PHASE } from './orderStates';
import { startOrderEmail } from './orderJobStarts';
import { afterCanceled } from './orderCancel';
import { englishNote } from './historyNotes';
import { m } from '../../../shared/i18n/siteLocales';

/** What the customer reads in the history when the printer moves the order (our words, never the printer's). */
function noteFor(to: OrderStatus, job: PrintJobState, from: OrderStatus): string | null {
  switch (to) {
    case 'sent_to_printer':
      return englishNote(m.order_note_sent_to_printer);
    case 'in_production':
      return englishNote(m.order_note_printing_started);
    case 'shipped': {
      const carrier = job.tracking.find((t) => t.carrier)?.carrier;
      return carrier ? englishNote(m.order_note_shipped_with, { carrier }) : englishNote(m.order_note_shipped);
    }
    case 'delivered':
      return englishNote(m.order_note_delivered);
    case 'canceled':
      return englishNote(m.order_note_canceled_at_printer);
    case 'failed':
      if (job.phase === 'canceled') return englishNote(m.order_note_printer_canceled_job);
      return from === 'in_production'
        ? englishNote(m.order_note_printing_problem)
        : englishNote(m.order_note_files_refused);
    default:
      return null;
  }
}

export type PrinterUpdate = 'applied' | 'unchanged' | 'stale' | 'unknown-job' | 'conflict';

/**
 * Applies a print job's state to its order, in the caller's transaction or its own. `source` says who told
 * us (the webhook or polling), for the log.
 */
export function applyPrinterState(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>,
  job: PrintJobState,
  source: EventSource,
  via: string,
): Promise<PrinterUpdate> {
  return inTransaction(deps.db, async (tx): Promise<PrinterUpdate> => {
    const order = await findOrderByPrintJob(tx, job.id);
    if (!order) return 'unknown-job';
    const now = deps.now();
    const changedAt = job.changedAt ?? now.toISOString();
    // Reports can arrive late and out of order (retries, polling between two webhooks): never go back.
    // Compared as instants: Lulu writes microseconds, we write milliseconds.
    if (order.printerStatusAt && Date.parse(changedAt) < Date.parse(order.printerStatusAt)) return 'stale';
    const tracking = job.tracking.length > 0 ? JSON.stringify(job.tracking satisfies OrderTracking[]) : order.tracking;
    const patch = { printerStatus: job.phase, printerStatusAt: changedAt, tracking };
    const data = { printJobId: job.id, phase: job.phase, message: job.message, via };
    let target = STATUS_FOR_PHASE[job.phase];
    const status = order.status as OrderStatus;
    // Money back and the job canceled is the end a cancel is for: the printer's word on it, heard after the
    // refund (a retried webhook, a poll round), is news for the order, not a conflict.
    if (target === 'canceled' && status === 'refunded') target = 'refunded';
    // A cancel we did not ask for (Lulu rarely cancels on its own) is a problem for the shop to look at.
    const requested =
      target === 'canceled' && status !== 'canceled'
        ? (await readEvents(tx, order.id)).find((e) => e.type === CANCEL_REQUESTED_EVENT)
        : undefined;
    if (target === 'canceled' && status !== 'canceled' && !requested) target = 'failed';
    if (target === status) {
      if (order.printerStatus === job.phase && order.tracking === tracking) return 'unchanged';
      await patchOrder(tx, order.id, patch, now, { type: 'printer_status', source, data });
      return 'applied';
    }
    const moved = await moveOrder(
      tx,
      order.id,
      target,
      {
        type: `printer_${job.phase}`,
        source,
        // The customer's cancel, confirmed by the printer before their request moved the order: their words.
        note: requested?.source === 'customer' ? CUSTOMER_CANCELED_NOTE : noteFor(target, job, status),
        data,
      },
      now,
      { from: [status], patch },
    );
    if (!moved.moved) {
      // E.g. printing started while our cancel was on its way: the shop must look at it.
      await appendEvent(
        tx,
        order.id,
        { type: 'printer_status_conflict', source, data: { ...data, orderStatus: status } },
        now,
      );
      return 'conflict';
    }
    await afterMove({ ...deps, db: tx }, moved.order);
    return 'applied';
  });
}

async function afterMove(deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>, order: OrderRow): Promise<void> {
  if (order.status === 'shipped') await startOrderEmail(deps, order.id, 'shipped');
  if (order.status === 'failed') await startOrderEmail(deps, order.id, 'failed');
  // Canceled at the printer as we asked (orders.cancel may still be on its way): refunded from here.
  if (order.status === 'canceled') await afterCanceled(deps, order);
}

/**
 * Verifies and applies one printer webhook delivery (throws WebhookSignatureError when forged or unsigned).
 * Lulu's webhooks carry no event id: the SHA-256 of the signed body stands for one, so a retried or
 * replayed delivery is recorded once and changes nothing the second time.
 */
export async function handlePrinterWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<'applied' | 'replay' | 'ignored'> {
  if (!deps.printer) throw new Unavailable(PRINTING_NOT_SET_UP_MESSAGE);
  const { job, topic } = deps.printer.verifyWebhook(rawBody, signature);
  const eventId = createHash('sha256').update(rawBody).digest('hex');
  return inTransaction(deps.db, async (tx) => {
    const order = await findOrderByPrintJob(tx, job.id);
    if (!(await recordWebhookEvent(tx, 'lulu', eventId, `${topic}:${job.phase}`, order?.id ?? null, deps.now())))
      return 'replay';
    if (topic !== 'PRINT_JOB_STATUS_CHANGED') return 'ignored';
    const result = await applyPrinterState({ ...deps, db: tx }, job, 'printer', 'webhook');
    return result === 'applied' ? 'applied' : 'ignored';
  });
}
