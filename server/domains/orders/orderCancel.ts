// An order canceled, and what must follow in the same transaction: a paid order's refund is decided and
// every print job the printer holds for it is canceled there (a durable job). Used by the customer's
// "Cancel order", the shop's refund of a paid order, the printer's own cancel report and a refund made in
// Stripe's dashboard. The printer is asked by our order id (its external_id), not by the job id we stored:
// a submission whose answer was lost (a timeout after the printer made the job) left a job we never heard of.
import type { AppDeps } from '../appDeps';
import { inTransaction } from '../../db/transaction';
import { Unavailable } from '../../lib/errors';
import { PRINTING_NOT_SET_UP_MESSAGE } from '../../../shared/orders';
import type { JobContext, JobQueue } from '../../queue/jobQueue';
import {
  appendEvent,
  findOrder,
  moveOrder,
  type MoveOptions,
  type MoveResult,
  type OrderEvent,
  type OrderRow,
} from './orderRows';
import { decideRefund } from './orderRefund';
import { startPrinterCancel } from './orderJobStarts';
import { PRINT_JOB_ENDED } from './orderStates';

/** The shop's tool cancels too: it queues jobs for the running server and runs none itself. */
type CancelDeps = Pick<AppDeps, 'db' | 'now'> & { jobs: Pick<JobQueue, 'start'> };

/** Moves the order to canceled (from `from`, if given) and, if it moved, does what follows. */
export function cancelOrderNow(
  deps: CancelDeps,
  orderId: string,
  event: OrderEvent,
  from?: MoveOptions['from'],
): Promise<MoveResult> {
  return inTransaction(deps.db, async (tx) => {
    const result = await moveOrder(tx, orderId, 'canceled', event, deps.now(), { from });
    if (result.moved) await afterCanceled({ ...deps, db: tx }, result.order);
    return result;
  });
}

/**
 * A canceled order that was paid: its refund decided, its print jobs canceled at the
 * printer. Call it in the move's transaction.
 */
export async function afterCanceled(deps: CancelDeps, order: OrderRow): Promise<void> {
  if (!order.amountPaid) return;
  await decideRefund(deps, order.id, 'system');
  await startPrinterCancel(deps, order.id);
}

/**
 * The printer-cancel job: every live print job the printer holds for the order is canceled. A printer that
 * is down is tried again (the queue's growing pause); when the tries run out, or a job is printing already,
 * the shop is told (npm run orders).
 */
export async function cancelAtPrinterByOrderId(
  deps: AppDeps,
  orderId: string,
  context: Pick<JobContext, 'signal'>,
): Promise<{ canceled: string[] }> {
  const order = await findOrder(deps.db, orderId);
  if (!order || (order.status !== 'canceled' && order.status !== 'refunded')) return { canceled: [] };
  if (!deps.printer) throw new Unavailable(PRINTING_NOT_SET_UP_MESSAGE);
  const found = await deps.printer.findJobs(orderId, context.signal);
  const live = found.filter((job) => !PRINT_JOB_ENDED.includes(job.phase));
  const canceled: string[] = [];
  const tooLate: string[] = [];
  for (const job of live) {
    context.signal.throwIfAborted();
    if ((await deps.printer.cancelJob(job.id, context.signal)) === 'canceled') canceled.push(job.id);
    else tooLate.push(job.id);
  }
  if (canceled.length > 0)
    await appendEvent(
      deps.db,
      orderId,
      { type: 'printer_jobs_canceled', source: 'system', data: { printJobIds: canceled } },
      deps.now(),
    );
  if (tooLate.length > 0) await noteCancelFailed(deps, orderId, { printJobIds: tooLate, reason: 'printing started' });
  return { canceled };
}

/** The printer-cancel job gave up: a print job may still be printed at the shop's cost. */
export async function noteCancelFailed(
  deps: Pick<AppDeps, 'db' | 'now' | 'log'>,
  orderId: string,
  data: Record<string, unknown>,
): Promise<void> {
  deps.log.error(
    { orderId, ...data },
    'a print job of a canceled order could not be canceled at the printer: cancel it there',
  );
  await appendEvent(deps.db, orderId, { type: 'print_job_cancel_failed', source: 'system', data }, deps.now());
}
