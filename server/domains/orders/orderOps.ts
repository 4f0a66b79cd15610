// The shop's side of orders (npm run orders): which orders need a person to look at them and why, one
// order's whole story, and the two decisions a person makes — print it again (after the printer refused
// it; optionally with the comic's remade print files) or refund it. Decisions are recorded as operator
// events and handed to the running server as jobs, in the transaction that records them; nothing here
// talks to Stripe or the printer itself.

import type { OrderStatus } from '../../../shared/orders';
import type { JobQueue } from '../../queue/jobQueue';
import { selectObjectStore } from '../../storage/selectObjectStore';
import type { AppDeps } from '../appDeps';
import { cancelOrderNow } from './orderCancel';
import { freezeOrderFiles, type OrderFiles, orderPreflight, removeOrderFiles } from './orderFiles';
import { startPrintSubmission } from './orderJobStarts';
import { decideRefund, refundRefused } from './orderRefund';
import {
  findOrder,
  moveOrder,
  type OrderEventRow,
  type OrderRow,
  ordersWithEventsSince,
  ordersWithStatus,
  patchOrder,
  readEvents,
} from './orderRows';
import { ALARMS, type OrderEventType, PRINTING, REFUNDABLE, settlesLookupAlarm } from './orderStates';
import { englishNote } from './historyNotes';
import { m } from '../../../shared/i18n/siteLocales';

export type OpsDeps = Pick<AppDeps, 'db' | 'config' | 'now'> &
  Partial<Pick<AppDeps, 'objects'>> & { jobs: Pick<JobQueue, 'start' | 'findActive'> };

export interface AttentionItem {
  order: OrderRow;
  reason: string;
}

const MINUTE = 60_000;

/** An alarm stops wanting a person once what it was about is settled. */
function settled(alarm: OrderEventRow, order: OrderRow, later: OrderEventRow[]): boolean {
  switch (alarm.type as OrderEventType) {
    case 'refund_refused':
      return order.status === 'refunded' || later.some((e) => e.type === 'refund_requested');
    case 'refunded_while_printing':
      return !PRINTING.includes(order.status as OrderStatus);
    case 'printer_lookup_refused':
    case 'checkout_lookup_refused':
      return later.some(settlesLookupAlarm);
    case 'print_job_live_after_cancel':
      return later.some((e) => e.type === 'printer_jobs_canceled');
    default:
      return false;
  }
}

/** The alarms of the last 30 days that still want a person, with what the event says. */
async function openAlarms(deps: Pick<AppDeps, 'db'>, since: string): Promise<{ order: OrderRow; reason: string }[]> {
  const found = await ordersWithEventsSince(deps.db, Object.keys(ALARMS), since);
  const alarms: { order: OrderRow; reason: string }[] = [];
  for (const id of found) {
    const order = await findOrder(deps.db, id);
    if (!order) continue;
    const events = await readEvents(deps.db, id);
    alarms.push(
      ...events.flatMap((event, i) => {
        const reason = ALARMS[event.type as OrderEventType];
        if (!reason || event.at < since || settled(event, order, events.slice(i + 1))) return [];
        const detail = event.data ? (JSON.parse(event.data) as { message?: string }).message : undefined;
        return [{ order, reason: detail ? `${reason}: ${detail}` : reason }];
      }),
    );
  }
  return alarms;
}

/** Orders needing attention, oldest first, each with the reason in a sentence. */
export async function ordersNeedingAttention(deps: Pick<AppDeps, 'db' | 'now'>): Promise<AttentionItem[]> {
  const now = deps.now().getTime();
  const ago = (iso: string | null) => (iso ? Math.round((now - Date.parse(iso)) / MINUTE) : 0);
  const items: AttentionItem[] = [];
  for (const order of await ordersWithStatus(deps.db, ['failed'])) {
    const failure = (await readEvents(deps.db, order.id)).findLast((e) => e.toStatus === 'failed');
    const detail = failure?.data ? (JSON.parse(failure.data) as { message?: string }).message : undefined;
    items.push({
      order,
      reason: `failed (${failure?.type ?? 'unknown'}${detail ? `: ${detail}` : ''}): retry it or refund it`,
    });
  }
  for (const order of await ordersWithStatus(deps.db, ['paid'])) {
    // Counted from when it was due at the printer: the end of its change window, or the payment.
    const due = order.printsAt && order.printsAt > order.updatedAt ? order.printsAt : order.updatedAt;
    if (ago(due) >= 15)
      items.push({
        order,
        reason: `due at the printer ${ago(due)} min ago and not there yet (is the printer reachable? see show)`,
      });
  }
  for (const order of await ordersWithStatus(deps.db, ['sent_to_printer'])) {
    if (order.printerStatus === 'UNPAID' && ago(order.printerStatusAt) >= 60) {
      items.push({
        order,
        reason:
          `unpaid at the printer for ${ago(order.printerStatusAt)} min: put a card on the printer API ` +
          `account (Lulu pays jobs with it)`,
      });
    }
  }
  for (const order of await ordersWithStatus(deps.db, ['canceled'])) {
    if (
      order.amountPaid &&
      order.amountRefunded < order.amountPaid &&
      ago(order.updatedAt) >= 15 &&
      !(await refundRefused(deps, order))
    )
      items.push({ order, reason: 'canceled after payment and not refunded yet' });
  }
  const listed = new Set(items.map((i) => i.order.id));
  for (const alarm of await openAlarms(deps, new Date(now - 30 * 24 * 60 * MINUTE).toISOString())) {
    if (!listed.has(alarm.order.id)) items.push(alarm);
    listed.add(alarm.order.id);
  }
  return items.sort((a, b) => a.order.createdAt.localeCompare(b.order.createdAt));
}

/**
 * Prints a failed order again: back to "paid" (the customer's page says so) and a new submission queued.
 * With `newFiles`, the comic's current print files replace the ones frozen with the order (after the owner
 * or the shop fixed what the printer refused).
 */
export async function retryOrder(
  deps: OpsDeps,
  orderId: string,
  options: { newFiles?: boolean } = {},
): Promise<string> {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw new Error(`No order ${orderId}`);
  if (order.status !== 'failed' && order.status !== 'paid')
    throw new Error(`${orderId} is ${order.status}: only a failed (or paid) order can be sent again`);
  let files = JSON.parse(order.files) as OrderFiles;
  if (options.newFiles) {
    if (!order.userId) throw new Error(`${orderId}: the customer's account was deleted, and the comic with it`);
    // The command-line tool opens no store of its own: the one the config names.
    const withStore = { ...deps, objects: deps.objects ?? selectObjectStore(deps.config) };
    const preflight = await orderPreflight(withStore, order.comicId, order.userId, files.format);
    if (!preflight.ready || !preflight.frozen)
      throw new Error(`the comic's print files are not ready: ${preflight.summary}`);
    await removeOrderFiles(withStore, orderId);
    await freezeOrderFiles(withStore, order.comicId, orderId, preflight.frozen);
    files = { ...preflight.frozen, md5: {} };
  }
  const again = {
    files: JSON.stringify(files),
    printJobId: null,
    printerStatus: null,
    printerStatusAt: null,
    tracking: null,
  };
  const event = {
    type: 'operator_retry' as const,
    source: 'operator' as const,
    data: { newFiles: Boolean(options.newFiles) },
  };
  if (order.status === 'paid') {
    await patchOrder(deps.db, orderId, { files: again.files }, deps.now(), event);
  } else if (
    !(
      await moveOrder(
        deps.db,
        orderId,
        'paid',
        { ...event, note: englishNote(m.order_note_printing_again) },
        deps.now(),
        {
          from: ['failed'],
          patch: again,
        },
      )
    ).moved
  ) {
    throw new Error(`${orderId} changed meanwhile (or its refund was decided); look again`);
  }
  await startPrintSubmission(deps, orderId);
  return (
    `${orderId} goes to the printer again${options.newFiles ? ' with the current print files' : ''}; the ` +
    `running server sends it within seconds.`
  );
}

/**
 * Refunds an order in full (the 30-day guarantee, or a failure the shop will not print again). A paid order
 * not at the printer yet is canceled by the same decision, so no print job is made for refunded money; one
 * at the printer must be canceled there first (or shipped). After Stripe refused a refund, asking again
 * takes a new decision (a new idempotency key).
 */
export async function refundOrderByOperator(deps: OpsDeps, orderId: string): Promise<string> {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw new Error(`No order ${orderId}`);
  if (!order.amountPaid || !order.paymentIntentId) throw new Error(`${orderId} was never paid: nothing to refund`);
  const queued =
    `A full refund of ${orderId} is queued; the running server makes it within seconds (then the order is ` +
    `refunded and the customer e-mailed).`;
  if (order.status === 'paid') {
    const event = {
      type: 'canceled_by_operator' as const,
      source: 'operator' as const,
      note: englishNote(m.order_note_canceled_by_us),
    };
    if (!(await cancelOrderNow(deps, orderId, event, ['paid'])).moved)
      throw new Error(`${orderId} changed meanwhile; look again`);
    return `${orderId} is canceled (it never reached the printer). ${queued}`;
  }
  if (!REFUNDABLE.includes(order.status as OrderStatus)) {
    const instead =
      order.status === 'refunded' ? 'already refunded' : 'cancel it at the printer first (or let it ship), then refund';
    throw new Error(`${orderId} is ${order.status}: ${instead}`);
  }
  if (order.amountRefunded >= order.amountPaid) throw new Error(`${orderId} was refunded in full already`);
  const refused = await refundRefused(deps, order);
  if (!(await decideRefund(deps, orderId, 'operator', refused))) {
    throw new Error(`${orderId}: its refund is decided already and on its way (npm run orders -- show ${orderId})`);
  }
  return queued;
}

/** One order's whole story for the terminal: the row's essentials and every event. */
export async function describeOrder(deps: Pick<AppDeps, 'db'>, orderId: string): Promise<string> {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw new Error(`No order ${orderId}`);
  const money = (cents: number | null) =>
    cents === null ? '-' : `${(cents / 100).toFixed(2)} ${order.currency.toUpperCase()}`;
  const lines = [
    `${order.id}  ${order.status}  ${order.comicTitle} (${order.format} × ${order.quantity}, ` +
      `${order.shipping})  for ${order.email}`,
    `total ${money(order.total)}, paid ${money(order.amountPaid)}, refunded ${money(order.amountRefunded)}; ` +
      `checkout ${order.checkoutSessionId ?? '-'}; payment ${order.paymentIntentId ?? '-'}`,
    `print job ${order.printJobId ?? '-'} (${order.printerStatus ?? '-'} since ${order.printerStatusAt ?? '-'})`,
    '',
    ...(await readEvents(deps.db, orderId)).map(
      (e) =>
        `${e.at}  ${e.source.padEnd(8)} ` +
        `${e.type}${e.toStatus ? ` ${e.fromStatus ?? ''} -> ${e.toStatus}` : ''}` +
        `${e.note ? `  "${e.note}"` : ''}${e.data ? `  ${e.data}` : ''}`,
    ),
  ];
  return lines.join('\n');
}
