// The order's job handlers for the queue (the composition root registers them): print submission, the
// printer-side cancel of a canceled order, refund and e-mail. Printer and payment outages are worth retrying
// (retryUpstream) with the queue's growing pause; when the tries run out, polling
// (orderPoller.ts) starts a submission or refund again.
import type { AppDeps } from '../appDeps';
import type { JobHandler } from '../../queue/jobQueue';
import { ORDER_EMAIL_JOB, ORDER_PRINTER_CANCEL_JOB, ORDER_PRINT_JOB, ORDER_REFUND_JOB } from '../jobs/jobKinds';
import { cancelAtPrinterByOrderId, noteCancelFailed } from './orderCancel';
import { submitPrintJob } from './printSubmission';
import { refundOrder } from './orderRefund';
import { sendOrderEmail } from './orderEmails';
import { ORDER_JOB_ATTEMPTS, type OrderEmailKind } from './orderJobStarts';

export function orderJobHandlers(deps: AppDeps): JobHandler[] {
  const print: JobHandler<{ orderId: string }> = {
    kind: ORDER_PRINT_JOB,
    // About a minute of tries (0.5 s doubling); then polling takes over, every PRINTER_POLL_SECONDS.
    maxAttempts: ORDER_JOB_ATTEMPTS.print,
    retryUpstream: true,
    concurrency: 4,
    run: (input, context) => submitPrintJob(deps, input.orderId, context),
  };
  const printerCancel: JobHandler<{ orderId: string }> = {
    kind: ORDER_PRINTER_CANCEL_JOB,
    // About eight minutes of tries (0.5 s doubling); then the shop is told, as the job may yet be printed.
    maxAttempts: ORDER_JOB_ATTEMPTS.printerCancel,
    retryUpstream: true,
    concurrency: 2,
    run: (input, context) => cancelAtPrinterByOrderId(deps, input.orderId, context),
    onGiveUp: (input) => {
      noteCancelFailed(deps, input.orderId, { reason: 'the printer did not answer' }).catch((error) =>
        deps.log.error({ err: error, orderId: input.orderId }, 'could not note a printer cancel that gave up'),
      );
    },
  };
  const refund: JobHandler<{ orderId: string }> = {
    kind: ORDER_REFUND_JOB,
    maxAttempts: ORDER_JOB_ATTEMPTS.refund,
    retryUpstream: true,
    concurrency: 2,
    run: (input) => refundOrder(deps, input.orderId),
  };
  const email: JobHandler<{ orderId: string; kind: OrderEmailKind }> = {
    kind: ORDER_EMAIL_JOB,
    maxAttempts: ORDER_JOB_ATTEMPTS.email,
    retryUpstream: true,
    concurrency: 2,
    run: (input, context) => sendOrderEmail(deps, input.orderId, input.kind, context),
  };
  return [print, printerCancel, refund, email] as JobHandler[];
}
