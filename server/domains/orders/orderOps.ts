// The shop's side of orders (npm run orders): which orders need a person to look at them and why, one
// order's whole story, and the two decisions a person makes — print it again (after the printer refused
// it; optionally with the comic's remade print files) or refund it. Decisions are recorded as operator
// events and handed to the running server as jobs; nothing here talks to Stripe or the printer itself.
import type { AppDeps } from '../appDeps';
import type { JobQueue } from '../../jobs/jobQueue';
import type { OrderStatus } from '../../../shared/orders';
import { appendEvent, findOrder, moveOrder, ordersWithStatus, patchOrder, readEvents, type OrderRow } from './orderRows';
import { startPrintSubmission, startRefund } from './orderJobStarts';
import { freezeOrderFiles, orderPreflight, removeOrderFiles, type OrderFiles } from './orderFiles';

export type OpsDeps = Pick<AppDeps, 'db' | 'config' | 'now'> & { jobs: Pick<JobQueue, 'start' | 'findActive'> };

export interface AttentionItem {
  order: OrderRow;
  reason: string;
}

const MINUTE = 60_000;
/** Event types that always want a person: the printer and our records disagree, or a cleanup failed. */
const ALARMS: Record<string, string> = {
  printer_status_conflict: 'the printer reported a status the order could not take (e.g. printing started while it was being canceled)',
  duplicate_print_jobs: 'the printer holds more than one live print job for this order: cancel the extra one at the printer',
  print_job_cancel_failed: 'a print job made for a canceled order could not be canceled at the printer',
};

/** Orders needing attention, oldest first, each with the reason in a sentence. */
export function ordersNeedingAttention(deps: Pick<AppDeps, 'db' | 'now'>): AttentionItem[] {
  const now = deps.now().getTime();
  const ago = (iso: string | null) => (iso ? Math.round((now - Date.parse(iso)) / MINUTE) : 0);
  const items: AttentionItem[] = [];
  for (const order of ordersWithStatus(deps.db, ['failed'])) {
    const failure = readEvents(deps.db, order.id).findLast((e) => e.toStatus === 'failed');
    const detail = failure?.data ? (JSON.parse(failure.data) as { message?: string }).message : undefined;
    items.push({ order, reason: `failed (${failure?.type ?? 'unknown'}${detail ? `: ${detail}` : ''}): retry it or refund it` });
  }
  for (const order of ordersWithStatus(deps.db, ['paid'])) {
    if (ago(order.updatedAt) >= 15) items.push({ order, reason: `paid ${ago(order.updatedAt)} min ago and not at the printer yet (is the printer reachable? see show)` });
  }
  for (const order of ordersWithStatus(deps.db, ['sent_to_printer'])) {
    if (order.printerStatus === 'UNPAID' && ago(order.printerStatusAt) >= 60) {
      items.push({ order, reason: `unpaid at the printer for ${ago(order.printerStatusAt)} min: put a card on the printer API account (Lulu pays jobs with it)` });
    }
  }
  for (const order of ordersWithStatus(deps.db, ['canceled'])) {
    if (order.amountPaid && order.amountRefunded < order.amountPaid && ago(order.updatedAt) >= 15) items.push({ order, reason: 'canceled after payment and not refunded yet' });
  }
  const listed = new Set(items.map((i) => i.order.id));
  const recent = deps.db.$client
    .prepare(`SELECT DISTINCT order_id AS id, type FROM order_events WHERE type IN (${Object.keys(ALARMS).map(() => '?').join(', ')}) AND at >= ?`)
    .all(...Object.keys(ALARMS), new Date(now - 30 * 24 * 60 * MINUTE).toISOString()) as { id: string; type: string }[];
  for (const alarm of recent) {
    const order = findOrder(deps.db, alarm.id);
    if (order && !listed.has(order.id)) items.push({ order, reason: ALARMS[alarm.type] });
  }
  return items.sort((a, b) => a.order.createdAt.localeCompare(b.order.createdAt));
}

/**
 * Prints a failed order again: back to "paid" (the customer's page says so) and a new submission queued.
 * With `newFiles`, the comic's current print files replace the ones frozen with the order (after the owner
 * or the shop fixed what the printer refused).
 */
export async function retryOrder(deps: OpsDeps, orderId: string, options: { newFiles?: boolean } = {}): Promise<string> {
  const order = findOrder(deps.db, orderId);
  if (!order) throw new Error(`No order ${orderId}`);
  if (order.status !== 'failed' && order.status !== 'paid') throw new Error(`${orderId} is ${order.status}: only a failed (or paid) order can be sent again`);
  let files = JSON.parse(order.files) as OrderFiles;
  if (options.newFiles) {
    const preflight = await orderPreflight(deps, order.comicId, order.userId, files.format);
    if (!preflight.ready || !preflight.frozen) throw new Error(`the comic's print files are not ready: ${preflight.summary}`);
    await removeOrderFiles(deps, orderId);
    await freezeOrderFiles(deps, order.comicId, orderId, preflight.frozen);
    files = { ...preflight.frozen, md5: {} };
  }
  const again = { files: JSON.stringify(files), printJobId: null, printerStatus: null, printerStatusAt: null, tracking: null };
  const event = { type: 'operator_retry', source: 'operator' as const, data: { newFiles: Boolean(options.newFiles) } };
  if (order.status === 'paid') {
    patchOrder(deps.db, orderId, { files: again.files }, deps.now(), event);
  } else if (!moveOrder(deps.db, orderId, ['failed'], 'paid', { ...event, note: 'We are printing your order again.' }, deps.now(), again)) {
    throw new Error(`${orderId} changed meanwhile; look again`);
  }
  startPrintSubmission(deps, orderId);
  return `${orderId} goes to the printer again${options.newFiles ? ' with the current print files' : ''}; the running server sends it within seconds.`;
}

const REFUNDABLE: OrderStatus[] = ['paid', 'failed', 'canceled', 'shipped', 'delivered'];

/** Refunds an order in full (the 30-day guarantee, or a failure the shop will not print again). */
export function refundOrderByOperator(deps: OpsDeps, orderId: string): string {
  const order = findOrder(deps.db, orderId);
  if (!order) throw new Error(`No order ${orderId}`);
  if (!order.amountPaid || !order.paymentIntentId) throw new Error(`${orderId} was never paid: nothing to refund`);
  if (!REFUNDABLE.includes(order.status as OrderStatus)) {
    throw new Error(`${orderId} is ${order.status}: ${order.status === 'refunded' ? 'already refunded' : 'cancel it at the printer first (or let it ship), then refund'}`);
  }
  appendEvent(deps.db, orderId, { type: 'refund_requested', source: 'operator' }, deps.now());
  startRefund(deps, orderId);
  return `A full refund of ${orderId} is queued; the running server makes it within seconds (then the order is refunded and the customer e-mailed).`;
}

/** One order's whole story for the terminal: the row's essentials and every event. */
export function describeOrder(deps: Pick<AppDeps, 'db'>, orderId: string): string {
  const order = findOrder(deps.db, orderId);
  if (!order) throw new Error(`No order ${orderId}`);
  const money = (cents: number | null) => (cents === null ? '-' : `${(cents / 100).toFixed(2)} ${order.currency.toUpperCase()}`);
  const lines = [
    `${order.id}  ${order.status}  ${order.comicTitle} (${order.format} × ${order.quantity}, ${order.shipping})  for ${order.email}`,
    `total ${money(order.total)}, paid ${money(order.amountPaid)}, refunded ${money(order.amountRefunded)}; checkout ${order.checkoutSessionId ?? '-'}; payment ${order.paymentIntentId ?? '-'}`,
    `print job ${order.printJobId ?? '-'} (${order.printerStatus ?? '-'} since ${order.printerStatusAt ?? '-'})`,
    '',
    ...readEvents(deps.db, orderId).map((e) => `${e.at}  ${e.source.padEnd(8)} ${e.type}${e.toStatus ? ` ${e.fromStatus ?? ''} -> ${e.toStatus}` : ''}${e.note ? `  "${e.note}"` : ''}${e.data ? `  ${e.data}` : ''}`),
  ];
  return lines.join('\n');
}
