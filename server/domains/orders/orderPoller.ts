// The backstop behind the webhooks: every PRINTER_POLL_SECONDS (and once at start-up) the orders still on
// their way are checked. A paid order with no submission running gets one (its retries ran out during a
// long outage); a decided refund with no job running gets one, unless Stripe refused it (a person decides);
// an order at the printer has its job's state read and applied; an unpaid order whose checkout is over is
// settled from Stripe's own answer; and a canceled or refunded order paid in the last days is looked for at
// the printer, where a live job (a submission cut short inside the printer's create call, after the cancel had
// searched) is an alarm and is canceled again. A lookup the service refuses is an alarm on that order (once) and the
// round goes on; only an outage (Upstream) ends the round, the next one tries again. Rounds never overlap:
// a second call while one runs joins it.
import type { AppDeps } from '../appDeps';
import { inTransaction } from '../../db/transaction';
import { DomainError, Upstream } from '../../lib/errors';
import {
  appendEvent,
  findOrder,
  ordersWithEventsSince,
  ordersWithStatus,
  readEvents,
  type OrderEvent,
  type OrderRow,
} from './orderRows';
import type { PrintPhase } from '../../providers/printer/printer';
import { applyPrinterState } from './printerUpdates';
import { applyCheckoutCompleted, applyPaymentEvent } from './paymentEvents';
import {
  isPrintSubmissionActive,
  isPrinterCancelActive,
  isRefundActive,
  startPrintSubmission,
  startPrinterCancel,
  startRefund,
} from './orderJobStarts';
import { printingEnabled } from './orderPricing';
import { LIVE_AFTER_CANCEL_EVENT, REFUNDABLE, settlesLookupAlarm } from './orderStates';
import { refundRefused } from './orderRefund';
import { startLeasedWork } from '../../lib/leases';

export interface PollReport {
  submissionsStarted: number;
  refundsStarted: number;
  printerChecked: number;
  printerChanged: number;
  checkoutsSettled: number;
  /** Canceled or refunded orders the printer still holds a live job for (each an alarm on its order). */
  liveAfterCancel: number;
  /** Lookups the printer or Stripe refused (each an alarm on its order). */
  refused: number;
  /** Outages that ended the round early. */
  errors: number;
}

const SHIPPED_FOLLOW_MS = 30 * 24 * 60 * 60 * 1000;
/** Orders unpaid this long past their checkout's end are asked about (Stripe sends the events; this is the net). */
const CHECKOUT_GRACE_MS = 10 * 60 * 1000;

const rounds = new WeakMap<AppDeps['db'], Promise<PollReport>>();

export function pollOrders(deps: AppDeps): Promise<PollReport> {
  const running = rounds.get(deps.db);
  if (running !== undefined) return running;
  const round = pollOnce(deps).finally(() => rounds.delete(deps.db));
  rounds.set(deps.db, round);
  return round;
}

async function pollOnce(deps: AppDeps): Promise<PollReport> {
  const report: PollReport = {
    submissionsStarted: 0,
    refundsStarted: 0,
    printerChecked: 0,
    printerChanged: 0,
    checkoutsSettled: 0,
    liveAfterCancel: 0,
    refused: 0,
    errors: 0,
  };
  if (!printingEnabled(deps)) return report;
  for (const order of await ordersWithStatus(deps.db, ['paid'])) {
    if (!order.refundRequestedAt && !(await isPrintSubmissionActive(deps, order.id))) {
      await startPrintSubmission(deps, order.id, order.printsAt);
      report.submissionsStarted++;
    }
  }
  for (const order of await ordersWithStatus(deps.db, [...REFUNDABLE])) {
    if (refundWaits(order) && !(await isRefundActive(deps, order.id)) && !(await refundRefused(deps, order))) {
      await startRefund(deps, order.id);
      report.refundsStarted++;
    }
  }
  await checkPrinter(deps, report);
  await checkCanceledAtPrinter(deps, report);
  await settleCheckouts(deps, report);
  return report;
}

/** How far back paid orders that ended unprinted are looked for at the printer. */
const CANCELED_FOLLOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Phases of a job that will print, or is printing. */
const LIVE_PHASES: readonly PrintPhase[] = ['queued', 'unpaid', 'printing'];

/**
 * A canceled or refunded order must have nothing printing at the printer. Each one paid in the last week is
 * looked up by our order id (the printer's external id); a live job raises an alarm, once until a cancel at the
 * printer settles it, and the printer-cancel job is asked again (it may yet stop it).
 */
async function checkCanceledAtPrinter(deps: AppDeps, report: PollReport): Promise<void> {
  const since = new Date(deps.now().getTime() - CANCELED_FOLLOW_MS).toISOString();
  for (const orderId of await ordersWithEventsSince(deps.db, ['payment_received'], since)) {
    const order = await findOrder(deps.db, orderId);
    if (!order || (order.status !== 'canceled' && order.status !== 'refunded')) continue;
    if (await isPrinterCancelActive(deps, orderId)) continue;
    const found = await lookUp(deps, report, order, () => deps.printer!.findJobs(orderId), {
      type: 'printer_lookup_refused',
      source: 'printer',
      data: { externalId: orderId },
    });
    if (found === 'outage') return;
    if (found === 'refused') continue;
    const live = found.filter((job) => LIVE_PHASES.includes(job.phase));
    if (live.length === 0) continue;
    report.liveAfterCancel++;
    const events = await readEvents(deps.db, orderId);
    const sinceCanceled = events.slice(events.findLastIndex((e) => e.type === 'printer_jobs_canceled') + 1);
    if (!sinceCanceled.some((e) => e.type === LIVE_AFTER_CANCEL_EVENT)) {
      const data = { printJobIds: live.map((job) => job.id), phases: live.map((job) => job.phase) };
      deps.log.error({ orderId, ...data }, `the printer holds a live print job for a ${order.status} order`);
      await appendEvent(deps.db, orderId, { type: LIVE_AFTER_CANCEL_EVENT, source: 'printer', data }, deps.now());
    }
    await startPrinterCancel(deps, orderId);
  }
}

const refundWaits = (order: OrderRow) =>
  Boolean(order.refundRequestedAt && order.amountPaid && order.amountRefunded < order.amountPaid);

async function checkPrinter(deps: AppDeps, report: PollReport): Promise<void> {
  for (const order of await ordersWithStatus(deps.db, ['sent_to_printer', 'in_production', 'shipped'])) {
    if (!order.printJobId) continue;
    // Some carriers never report a delivery: a shipped order is followed for a month, then left as shipped.
    if (
      order.status === 'shipped' &&
      order.printerStatusAt &&
      Date.parse(order.printerStatusAt) < deps.now().getTime() - SHIPPED_FOLLOW_MS
    )
      continue;
    const job = await lookUp(deps, report, order, () => deps.printer!.getJob(order.printJobId!), {
      type: 'printer_lookup_refused',
      source: 'printer',
      data: { printJobId: order.printJobId },
    });
    if (job === 'outage') return;
    if (job === 'refused') continue;
    report.printerChecked++;
    if ((await applyPrinterState(deps, job, 'printer', 'polling')) === 'applied') report.printerChanged++;
  }
}

async function settleCheckouts(deps: AppDeps, report: PollReport): Promise<void> {
  const now = deps.now().getTime();
  for (const order of await ordersWithStatus(deps.db, ['awaiting_payment'])) {
    if (
      !order.checkoutSessionId ||
      !order.checkoutExpiresAt ||
      Date.parse(order.checkoutExpiresAt) + CHECKOUT_GRACE_MS > now
    )
      continue;
    const sessionId = order.checkoutSessionId;
    const session = await lookUp(deps, report, order, () => deps.payments!.retrieveCheckout(sessionId), {
      type: 'checkout_lookup_refused',
      source: 'stripe',
      data: { sessionId },
    });
    if (session === 'outage') return;
    if (session === 'refused') continue;
    const id = `poll:${session.id}:${session.status}`;
    const outcome =
      session.status === 'complete'
        ? await inTransaction(deps.db, async (tx) => {
            const fresh = (await findOrder(tx, order.id))!;
            return applyCheckoutCompleted({ ...deps, db: tx }, fresh, session, 'stripe', id);
          })
        : session.status === 'expired'
          ? await applyPaymentEvent(deps, { id, kind: 'checkout-expired', session }, 'stripe')
          : 'ignored';
    if (outcome === 'applied') report.checkoutsSettled++;
  }
}

/**
 * One lookup: its answer; 'refused' when the service refused it for this order (an alarm, appended unless
 * it is already the order's last event); 'outage' when the service is away (the round ends).
 */
async function lookUp<T>(
  deps: AppDeps,
  report: PollReport,
  order: OrderRow,
  ask: () => Promise<T>,
  alarm: OrderEvent,
): Promise<T | 'refused' | 'outage'> {
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error instanceof Upstream || error.kind === 'unavailable') {
      report.errors++;
      return 'outage';
    }
    report.refused++;
    // Raised once until something settles it: events that settle nothing (an e-mail sent) do not raise it again.
    const events = await readEvents(deps.db, order.id);
    const sinceSettled = events.slice(events.findLastIndex(settlesLookupAlarm) + 1);
    if (!sinceSettled.some((e) => e.type === alarm.type))
      await appendEvent(deps.db, order.id, { ...alarm, data: { ...alarm.data, message: error.message } }, deps.now());
    return 'refused';
  }
}

/**
 * Starts the background side of ordering for a running server: the printer's webhook subscription made
 * sure of (Lulu switches it off after five failed deliveries in a row), then polling. However many
 * processes serve the shop, only the one holding the `orders.poll` lease runs rounds (one per period).
 * Returns a stop, which hands the lease on.
 */
export function startOrderBackground(deps: AppDeps): () => Promise<void> {
  if (!printingEnabled(deps)) return async () => undefined;
  let stopped = false;
  const round = async () => {
    try {
      const result = await deps.printer!.ensureWebhook(`${deps.config.publicOrigin}/webhooks/lulu`);
      if (result !== 'present') deps.log.info({ result }, `printer webhook ${result}`);
    } catch (error) {
      deps.log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'could not check the printer webhook subscription; polling covers for it',
      );
    }
    if (stopped) return;
    try {
      const report = await pollOrders(deps);
      if (
        report.submissionsStarted ||
        report.refundsStarted ||
        report.printerChanged ||
        report.checkoutsSettled ||
        report.liveAfterCancel ||
        report.refused ||
        report.errors
      )
        deps.log.info({ report }, 'orders polled');
    } catch (error) {
      deps.log.error({ err: error }, 'polling orders failed');
    }
  };
  const stop = startLeasedWork(deps, {
    name: 'orders.poll',
    periodMs: deps.config.orders.printerPollMs,
    firstTryAfterMs: 1000,
    run: round,
  });
  return async () => {
    stopped = true;
    await stop();
  };
}
