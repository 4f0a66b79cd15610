// Starting an order's background work: its print job submission, its refund, its e-mails. Each is a durable
// job (the SQLite queue), one at a time per order and kind, so a double start joins the first, and work cut
// short by a restart runs again at the next start. Safe to call inside a transaction: the job row commits
// (or rolls back) with the order's own change. Order jobs belong to no user: nobody can cancel them
// through jobs.cancel.
import type { AppDeps } from '../appDeps';
import type { JobQueue } from '../../jobs/jobQueue';
import { ORDER_EMAIL_JOB, ORDER_PRINT_JOB, ORDER_REFUND_JOB, orderSubject } from '../jobs/jobKinds';

export type OrderEmailKind = 'paid' | 'shipped' | 'failed' | 'refunded';

const NOBODY = { userId: null, visitorId: null };

/** Tries per order job (the handlers' maxAttempts; also what npm run orders records for the jobs it queues). */
export const ORDER_JOB_ATTEMPTS = { print: 8, refund: 8, email: 10 } as const;

/** Only starting is needed: the ops tool queues jobs for the running server without running any itself. */
type Starter = { jobs: Pick<JobQueue, 'start'> };

export function startPrintSubmission(deps: Starter, orderId: string): void {
  deps.jobs.start(ORDER_PRINT_JOB, { subject: orderSubject(orderId), input: { orderId }, owner: NOBODY });
}

export function startRefund(deps: Starter, orderId: string): void {
  deps.jobs.start(ORDER_REFUND_JOB, { subject: orderSubject(orderId), input: { orderId }, owner: NOBODY });
}

export function startOrderEmail(deps: Starter, orderId: string, kind: OrderEmailKind): void {
  deps.jobs.start(ORDER_EMAIL_JOB, { subject: `${orderSubject(orderId)}:${kind}`, input: { orderId, kind }, owner: NOBODY });
}

export const isPrintSubmissionActive = (deps: Pick<AppDeps, 'jobs'>, orderId: string) => deps.jobs.findActive(ORDER_PRINT_JOB, orderSubject(orderId)) !== null;
export const isRefundActive = (deps: Pick<AppDeps, 'jobs'>, orderId: string) => deps.jobs.findActive(ORDER_REFUND_JOB, orderSubject(orderId)) !== null;
