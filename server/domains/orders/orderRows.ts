// Orders in the database: the orders row, its append-only event log and the webhook events taken in.
// `moveOrder` is the only writer of an order's status: it checks the move against the state machine and
// makes it with a guarded UPDATE (naming the status it read) and its event, in one transaction, so two
// reports racing for the same order can never both move it. Its result says whether it moved: callers
// act on it (tests/unit/orderModel.test.ts refuses a call whose result is dropped).
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { changedRows, firstRow, inTransaction, lockingRead } from '../../db/transaction';
import { orderEvents, orders, webhookEvents } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import type { OrderStatus } from '../../../shared/orders';
import { REFUNDABLE, TOWARD_PRINT, canMove, sourcesOf, type OrderEventType } from './orderStates';
import { said } from '../../lib/said';

/** shared/orders.ts's ORDER_NOT_FOUND_MESSAGE, as the catalogue's words. */
const ORDER_NOT_FOUND = said('error_order_not_found');

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

export type EventSource = 'customer' | 'stripe' | 'printer' | 'operator' | 'system';

export interface OrderEvent {
  type: OrderEventType;
  source: EventSource;
  /** Customer words for the order page's history; null keeps the event for the operator only. */
  note?: string | null;
  data?: Record<string, unknown>;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** ord_ + 20 random lowercase letters and digits (~103 bits): unguessable, and safe in the printer's search. */
export function newOrderId(): string {
  const bytes = randomBytes(20);
  return `ord_${[...bytes].map((b) => ALPHABET[b % 36]).join('')}`;
}

export type NewOrder = Omit<
  OrderRow,
  | 'createdAt'
  | 'updatedAt'
  | 'amountRefunded'
  | 'refundRequestedAt'
  | 'personalDataErasedAt'
  | 'printsAt'
  | 'windowClosedAt'
>;

export function insertOrder(db: AppDatabase, row: NewOrder, event: OrderEvent, now: Date): Promise<OrderRow> {
  return inTransaction(db, async (tx) => {
    const stamp = now.toISOString();
    const [inserted] = await tx
      .insert(orders)
      .values({ ...row, createdAt: stamp, updatedAt: stamp })
      .returning();
    await appendEvent(tx, row.id, { ...event, to: row.status as OrderStatus }, now);
    return inserted;
  });
}

export async function appendEvent(
  db: Pick<AppDatabase, 'insert'>,
  orderId: string,
  event: OrderEvent & { from?: OrderStatus; to?: OrderStatus },
  now: Date,
): Promise<void> {
  await db.insert(orderEvents).values({
    orderId,
    at: now.toISOString(),
    type: event.type,
    source: event.source,
    fromStatus: event.from ?? null,
    toStatus: event.to ?? null,
    note: event.note ?? null,
    data: event.data ? JSON.stringify(event.data) : null,
  });
}

export function findOrder(db: Pick<AppDatabase, 'select'>, id: string): Promise<OrderRow | undefined> {
  return firstRow(lockingRead(db, db.select().from(orders).where(eq(orders.id, id))));
}

/** The owner's order; anyone else's (or none, or one whose account was deleted) is "not found", never saying which. */
export async function ownOrder(db: Pick<AppDatabase, 'select'>, id: string, userId: string): Promise<OrderRow> {
  const row = await firstRow(
    lockingRead(
      db,
      db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId))),
    ),
  );
  if (!row) throw new NotFound(ORDER_NOT_FOUND);
  return row;
}

export function listOwnOrders(db: Pick<AppDatabase, 'select'>, userId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
}

export function ordersWithStatus(db: Pick<AppDatabase, 'select'>, statuses: OrderStatus[]): Promise<OrderRow[]> {
  return db.select().from(orders).where(inArray(orders.status, statuses)).orderBy(asc(orders.createdAt));
}

export function findOrderByPrintJob(
  db: Pick<AppDatabase, 'select'>,
  printJobId: string,
): Promise<OrderRow | undefined> {
  return firstRow(lockingRead(db, db.select().from(orders).where(eq(orders.printJobId, printJobId))));
}

export function readEvents(db: Pick<AppDatabase, 'select'>, orderId: string): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

export type OrderPatch = Partial<
  Omit<OrderRow, 'id' | 'userId' | 'status' | 'createdAt' | 'updatedAt' | 'refundRequestedAt'>
>;

/** The order after the move, or as it stands when it did not move (undefined: no such order). */
export type MoveResult = { moved: true; order: OrderRow } | { moved: false; order: OrderRow | undefined };

export interface MoveOptions {
  /**
   * Only from these statuses (a subset of the machine's sources of `to`): an
   * expired checkout cancels only an unpaid order.
   */
  from?: readonly OrderStatus[];
  /** Other fields written with the move. */
  patch?: OrderPatch;
}

/**
 * Moves an order to `to` from wherever it is now, when the machine allows that move (and `from`, if given,
 * names where it is), with its event and `patch` in the same transaction. A move toward printing is never
 * made once a refund was decided. Not moved when the order is elsewhere: a replay, a race lost to another
 * report, or a move the machine forbids; nothing is written then.
 */
export function moveOrder(
  db: AppDatabase,
  orderId: string,
  to: OrderStatus,
  event: OrderEvent,
  now: Date,
  options: MoveOptions = {},
): Promise<MoveResult> {
  return inTransaction(db, async (tx): Promise<MoveResult> => {
    const current = await findOrder(tx, orderId);
    if (!current) return { moved: false, order: undefined };
    const status = current.status as OrderStatus;
    if (!(options.from ?? sourcesOf(to)).includes(status) || !canMove(status, to))
      return { moved: false, order: current };
    const [updated] = await tx
      .update(orders)
      .set({ ...options.patch, status: to, updatedAt: now.toISOString() })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, status),
          TOWARD_PRINT.includes(to) ? isNull(orders.refundRequestedAt) : undefined,
        ),
      )
      .returning();
    if (!updated) return { moved: false, order: current };
    await appendEvent(tx, orderId, { ...event, from: status, to }, now);
    return { moved: true, order: updated };
  });
}

/**
 * Notes that the order's money goes back: once per decision, only while the order is where a refund may be
 * decided and money is left to return. Call it in the transaction that queues the refund job; true when
 * this call decided it. `again` takes a new decision after Stripe refused the last one.
 */
export async function markRefundRequested(
  db: Pick<AppDatabase, 'update'>,
  orderId: string,
  now: Date,
  again = false,
): Promise<boolean> {
  const result = await db
    .update(orders)
    .set({ refundRequestedAt: now.toISOString(), updatedAt: now.toISOString() })
    .where(
      and(
        eq(orders.id, orderId),
        again ? isNotNull(orders.refundRequestedAt) : isNull(orders.refundRequestedAt),
        inArray(orders.status, [...REFUNDABLE]),
        isNotNull(orders.amountPaid),
        gt(orders.amountPaid, orders.amountRefunded),
      ),
    );
  return changedRows(result) > 0;
}

/** The orders with an event of one of these types at or after `since` (each once). */
export async function ordersWithEventsSince(
  db: Pick<AppDatabase, 'selectDistinct'>,
  types: string[],
  since: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: orderEvents.orderId })
    .from(orderEvents)
    .where(and(inArray(orderEvents.type, types), gte(orderEvents.at, since)));
  return rows.map((row) => row.id);
}

/** When the order last changed status (the retention period counts from its end). */
export async function lastMoveAt(db: Pick<AppDatabase, 'select'>, orderId: string): Promise<string | null> {
  const row = await firstRow(
    db
      .select({ at: sql<string | null>`max(${orderEvents.at})` })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), isNotNull(orderEvents.toStatus))),
  );
  return row?.at ?? null;
}

/** Changes fields other than the status (a checkout session, the printer's status), with an event if given. */
export function patchOrder(
  db: AppDatabase,
  orderId: string,
  patch: OrderPatch,
  now: Date,
  event?: OrderEvent,
): Promise<OrderRow | undefined> {
  return inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ ...patch, updatedAt: now.toISOString() })
      .where(eq(orders.id, orderId))
      .returning();
    if (updated && event) await appendEvent(tx, orderId, event, now);
    return updated;
  });
}

/**
 * A change the buyer makes while the paid order waits for the printer: written only while its change window
 * is open (paid, no refund decided, `prints_at` still ahead), in one guarded UPDATE with its event, so a
 * change that loses the race with the print submission (closeChangeWindow) writes nothing.
 */
export function patchWhileWaiting(
  db: AppDatabase,
  orderId: string,
  patch: OrderPatch,
  now: Date,
  event: OrderEvent,
): Promise<OrderRow | undefined> {
  const stamp = now.toISOString();
  return inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ ...patch, updatedAt: stamp })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, 'paid'),
          isNull(orders.refundRequestedAt),
          isNull(orders.windowClosedAt),
          gt(orders.printsAt, stamp),
        ),
      )
      .returning();
    if (updated) await appendEvent(tx, orderId, event, now);
    return updated;
  });
}

/**
 * The print submission begins: the change window closes now (whenever it was planned to: "send to the printer
 * now", or a shop's retry), so no change is taken after the submission read the order. Returns the order as
 * the submission must print it.
 */
export async function closeChangeWindow(db: AppDatabase, orderId: string, now: Date): Promise<OrderRow | undefined> {
  const stamp = now.toISOString();
  // Marked whatever the clocks say (a web instance a few seconds behind this one still sees the time open).
  await db
    .update(orders)
    .set({ windowClosedAt: stamp })
    .where(and(eq(orders.id, orderId), isNull(orders.windowClosedAt)));
  return findOrder(db, orderId);
}

/**
 * Notes a webhook event as taken in; false when it was already (a replay). Call it inside the transaction
 * that applies the event, so "recorded" and "applied" commit together or not at all.
 */
export async function recordWebhookEvent(
  db: Pick<AppDatabase, 'insert'>,
  provider: 'stripe' | 'lulu',
  eventId: string,
  type: string,
  orderId: string | null,
  now: Date,
): Promise<boolean> {
  const taken = await db
    .insert(webhookEvents)
    .values({ provider, eventId, type, orderId, receivedAt: now.toISOString() })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.eventId });
  return taken.length > 0;
}

/** Every order, newest first (the shop's list). */
export function listAllOrders(db: Pick<AppDatabase, 'select'>): Promise<OrderRow[]> {
  return db.select().from(orders).orderBy(desc(orders.createdAt));
}
