// The backstop behind the webhooks: every PRINTER_POLL_SECONDS (and once at start-up) the orders still on
// their way are checked. A paid order with no submission running gets one (its retries ran out during a
// long outage); a canceled paid order with no refund running gets one; an order at the printer has its job's
// status read and applied; an unpaid order whose checkout is over is settled from Stripe's own answer.
import type { AppDeps } from '../appDeps';
import { DomainError } from '../../lib/errors';
import { findOrder, ordersWithStatus } from './orderRows';
import { applyPrinterState } from './printerUpdates';
import { applyCheckoutCompleted, applyPaymentEvent } from './paymentEvents';
import { isPrintSubmissionActive, isRefundActive, startPrintSubmission, startRefund } from './orderJobStarts';
import { printingEnabled } from './orderPricing';

export interface PollReport {
  submissionsStarted: number;
  refundsStarted: number;
  printerChecked: number;
  printerChanged: number;
  checkoutsSettled: number;
  errors: number;
}

const SHIPPED_FOLLOW_MS = 30 * 24 * 60 * 60 * 1000;
/** Orders unpaid this long past their checkout's end are asked about (Stripe sends the events; this is the net). */
const CHECKOUT_GRACE_MS = 10 * 60 * 1000;

export async function pollOrders(deps: AppDeps): Promise<PollReport> {
  const report: PollReport = { submissionsStarted: 0, refundsStarted: 0, printerChecked: 0, printerChanged: 0, checkoutsSettled: 0, errors: 0 };
  if (!printingEnabled(deps)) return report;
  for (const order of ordersWithStatus(deps.db, ['paid'])) {
    if (!isPrintSubmissionActive(deps, order.id)) {
      startPrintSubmission(deps, order.id);
      report.submissionsStarted++;
    }
  }
  for (const order of ordersWithStatus(deps.db, ['canceled'])) {
    if (order.amountPaid && order.amountRefunded < order.amountPaid && !isRefundActive(deps, order.id)) {
      startRefund(deps, order.id);
      report.refundsStarted++;
    }
  }
  for (const order of ordersWithStatus(deps.db, ['sent_to_printer', 'in_production', 'shipped'])) {
    if (!order.printJobId) continue;
    // Some carriers never report a delivery: a shipped order is followed for a month, then left as shipped.
    if (order.status === 'shipped' && order.printerStatusAt && Date.parse(order.printerStatusAt) < deps.now().getTime() - SHIPPED_FOLLOW_MS) continue;
    try {
      const job = await deps.printer!.getJob(order.printJobId);
      report.printerChecked++;
      if (applyPrinterState(deps, job, 'printer', 'polling') === 'applied') report.printerChanged++;
    } catch (error) {
      report.errors++;
      if (!(error instanceof DomainError)) throw error;
      // The printer is down: the next round tries again.
      break;
    }
  }
  const now = deps.now().getTime();
  for (const order of ordersWithStatus(deps.db, ['awaiting_payment'])) {
    if (!order.checkoutSessionId || !order.checkoutExpiresAt || Date.parse(order.checkoutExpiresAt) + CHECKOUT_GRACE_MS > now) continue;
    try {
      const session = await deps.payments!.retrieveCheckout(order.checkoutSessionId);
      const fresh = findOrder(deps.db, order.id)!;
      const id = `poll:${session.id}:${session.status}`;
      const outcome =
        session.status === 'complete'
          ? deps.db.transaction(() => applyCheckoutCompleted(deps, fresh, session, 'stripe', id))
          : session.status === 'expired'
            ? applyPaymentEvent(deps, { id, kind: 'checkout-expired', session }, 'stripe')
            : 'ignored';
      if (outcome === 'applied') report.checkoutsSettled++;
    } catch (error) {
      report.errors++;
      if (!(error instanceof DomainError)) throw error;
      break;
    }
  }
  return report;
}

/**
 * Starts the background side of ordering for a running server: the printer's webhook subscription made
 * sure of (Lulu switches it off after five failed deliveries in a row), then polling. Returns a stop.
 */
export function startOrderBackground(deps: AppDeps): () => void {
  if (!printingEnabled(deps)) return () => undefined;
  let stopped = false;
  const round = async () => {
    try {
      const result = await deps.printer!.ensureWebhook(`${deps.config.publicOrigin}/webhooks/lulu`);
      if (result !== 'present') deps.log.info({ result }, `printer webhook ${result}`);
    } catch (error) {
      deps.log.warn({ err: error }, 'could not check the printer webhook subscription; polling covers for it');
    }
    if (stopped) return;
    try {
      const report = await pollOrders(deps);
      if (report.submissionsStarted || report.refundsStarted || report.printerChanged || report.checkoutsSettled || report.errors) deps.log.info({ report }, 'orders polled');
    } catch (error) {
      deps.log.error({ err: error }, 'polling orders failed');
    }
  };
  const first = setTimeout(() => void round(), 1000);
  const timer = setInterval(() => void round(), deps.config.orders.printerPollMs);
  first.unref();
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
  };
}
