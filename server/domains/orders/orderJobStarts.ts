// Starting an order's background work: its print job submission, its refund, its e-mails. Each is a durable
// job (the SQLite queue), one at a time per order and kind, so a double start joins the first, and work cut
// short by a restart runs again at the next start. Inside a transaction, given `{ ...deps, db: tx }`: the job
// row commits (or rolls back) with the order's own change. Order jobs belong to no user: nobody can cancel them
// through jobs.cancel.
import type { AppDeps } from '../appDeps';
import type { AppDatabase } from '../../db/client';
import type { JobQueue } from '../../queue/jobQueue';
import {
  ORDER_EMAIL_JOB,
  ORDER_PRINTER_CANCEL_JOB,
  ORDER_PRINT_JOB,
  ORDER_REFUND_JOB,
  orderSubject,
} from '../jobs/jobKinds';
import type { OrderEmailKind } from './orderStates';

export type { OrderEmailKind } from './orderStates';

const NOBODY = { userId: null, visitorId: null };

/** Tries per order job (the handlers' maxAttempts; also what npm run orders records for the jobs it queues). */
export const ORDER_JOB_ATTEMPTS = { print: 8, refund: 8, email: 10, printerCancel: 10 } as const;

/**
 * Only starting is needed (the ops tool queues jobs for the running server without running any itself), and
 * the database handle the job row is written through: inside a transaction, its `tx`.
 */
type Starter = { db: AppDatabase; jobs: Pick<JobQueue, 'start'> };

/**
 * `printsAt`: not before the end of the order's change window (orderWindow.ts); a submission already waiting
 * for a later moment is brought forward to it ("Send to the printer now").
 */
export async function startPrintSubmission(deps: Starter, orderId: string, printsAt?: string | null): Promise<void> {
  await deps.jobs.start(
    ORDER_PRINT_JOB,
    {
      subject: orderSubject(orderId),
      input: { orderId },
      owner: NOBODY,
      runAfter: printsAt ? new Date(printsAt) : undefined,
    },
    deps.db,
  );
}

/**
 * Cancels at the printer every live print job of a canceled order (one a lost answer left there, say). Asked
 * while one runs, it searches the printer again once that run ends: the run may have searched before the job
 * this request is about existed (a submission still inside the printer's create call).
 */
export async function startPrinterCancel(deps: Starter, orderId: string): Promise<void> {
  await deps.jobs.start(
    ORDER_PRINTER_CANCEL_JOB,
    { subject: orderSubject(orderId), input: { orderId }, owner: NOBODY, again: true },
    deps.db,
  );
}

/** Only orderRefund.ts calls this, in the transaction that decided the refund (decideRefund). */
export async function startRefund(deps: Starter, orderId: string): Promise<void> {
  await deps.jobs.start(
    ORDER_REFUND_JOB,
    { subject: orderSubject(orderId), input: { orderId }, owner: NOBODY },
    deps.db,
  );
}

export async function startOrderEmail(deps: Starter, orderId: string, kind: OrderEmailKind): Promise<void> {
  await deps.jobs.start(
    ORDER_EMAIL_JOB,
    { subject: `${orderSubject(orderId)}:${kind}`, input: { orderId, kind }, owner: NOBODY },
    deps.db,
  );
}

export const isPrintSubmissionActive = async (deps: Pick<AppDeps, 'jobs'>, orderId: string) =>
  (await deps.jobs.findActive(ORDER_PRINT_JOB, orderSubject(orderId))) !== null;
export const isRefundActive = async (deps: Pick<AppDeps, 'jobs'>, orderId: string) =>
  (await deps.jobs.findActive(ORDER_REFUND_JOB, orderSubject(orderId))) !== null;
export const isPrinterCancelActive = async (deps: Pick<AppDeps, 'jobs'>, orderId: string) =>
  (await deps.jobs.findActive(ORDER_PRINTER_CANCEL_JOB, orderSubject(orderId))) !== null;
