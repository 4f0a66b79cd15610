// Orders in the database: the orders row, its append-only event log and the webhook events taken in.
// `moveOrder` is the only writer of an order's status: it checks the move against the state machine and
// makes it with a guarded UPDATE (naming the status it read) and its event, in one transaction, so two
// reports racing for the same order can never both move it.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { orderEvents, orders, webhookEvents } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { ORDER_NOT_FOUND_MESSAGE, type OrderStatus } from '../../../shared/orders';
import { canMove } from './orderStates';

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
type Db = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'transaction'>;

export type EventSource = 'customer' | 'stripe' | 'printer' | 'operator' | 'system';

export interface OrderEvent {
  type: string;
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

export function insertOrder(db: Db, row: Omit<OrderRow, 'createdAt' | 'updatedAt' | 'amountRefunded'>, event: OrderEvent, now: Date): OrderRow {
  return db.transaction((tx) => {
    const stamp = now.toISOString();
    const inserted = tx.insert(orders).values({ ...row, createdAt: stamp, updatedAt: stamp }).returning().get();
    appendEvent(tx, row.id, { ...event, to: row.status as OrderStatus }, now);
    return inserted;
  });
}

export function appendEvent(db: Pick<AppDatabase, 'insert'>, orderId: string, event: OrderEvent & { from?: OrderStatus; to?: OrderStatus }, now: Date): void {
  db.insert(orderEvents)
    .values({
      orderId,
      at: now.toISOString(),
      type: event.type,
      source: event.source,
      fromStatus: event.from ?? null,
      toStatus: event.to ?? null,
      note: event.note ?? null,
      data: event.data ? JSON.stringify(event.data) : null,
    })
    .run();
}

export function findOrder(db: Pick<AppDatabase, 'select'>, id: string): OrderRow | undefined {
  return db.select().from(orders).where(eq(orders.id, id)).get();
}

/** The owner's order; anyone else's (or none) is "not found", never saying which. */
export function ownOrder(db: Pick<AppDatabase, 'select'>, id: string, userId: string): OrderRow {
  const row = db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId))).get();
  if (!row) throw new NotFound(ORDER_NOT_FOUND_MESSAGE);
  return row;
}

export function listOwnOrders(db: Pick<AppDatabase, 'select'>, userId: string): OrderRow[] {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).all();
}

export function ordersWithStatus(db: Pick<AppDatabase, 'select'>, statuses: OrderStatus[]): OrderRow[] {
  return db.select().from(orders).where(inArray(orders.status, statuses)).orderBy(asc(orders.createdAt)).all();
}

export function findOrderByPrintJob(db: Pick<AppDatabase, 'select'>, printJobId: string): OrderRow | undefined {
  return db.select().from(orders).where(eq(orders.printJobId, printJobId)).get();
}

export function readEvents(db: Pick<AppDatabase, 'select'>, orderId: string): OrderEventRow[] {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)).all();
}

export type OrderPatch = Partial<Omit<OrderRow, 'id' | 'userId' | 'status' | 'createdAt' | 'updatedAt'>>;

/**
 * Moves an order to `to` when its status now is one of `from` and the machine allows the move, with its
 * event (and any other fields) in the same transaction. False when the order is elsewhere: a replay, a
 * race lost to another report, or a move the machine forbids; nothing is written then.
 */
export function moveOrder(
  db: Db,
  orderId: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  event: OrderEvent,
  now: Date,
  patch: OrderPatch = {},
): OrderRow | null {
  return db.transaction((tx) => {
    const current = findOrder(tx, orderId);
    if (!current) return null;
    const status = current.status as OrderStatus;
    if (!from.includes(status) || !canMove(status, to)) return null;
    const updated = tx
      .update(orders)
      .set({ ...patch, status: to, updatedAt: now.toISOString() })
      .where(and(eq(orders.id, orderId), eq(orders.status, status)))
      .returning()
      .get();
    if (!updated) return null;
    appendEvent(tx, orderId, { ...event, from: status, to }, now);
    return updated;
  });
}

/** Changes fields other than the status (a checkout session, the printer's status), with an event if given. */
export function patchOrder(db: Db, orderId: string, patch: OrderPatch, now: Date, event?: OrderEvent): OrderRow | undefined {
  return db.transaction((tx) => {
    const updated = tx
      .update(orders)
      .set({ ...patch, updatedAt: now.toISOString() })
      .where(eq(orders.id, orderId))
      .returning()
      .get();
    if (updated && event) appendEvent(tx, orderId, event, now);
    return updated;
  });
}

/**
 * Notes a webhook event as taken in; false when it was already (a replay). Call it inside the transaction
 * that applies the event, so "recorded" and "applied" commit together or not at all.
 */
export function recordWebhookEvent(db: Pick<AppDatabase, 'insert'>, provider: 'stripe' | 'lulu', eventId: string, type: string, orderId: string | null, now: Date): boolean {
  const result = db
    .insert(webhookEvents)
    .values({ provider, eventId, type, orderId, receivedAt: now.toISOString() })
    .onConflictDoNothing()
    .run();
  return result.changes > 0;
}

/** Every order, newest first (the shop's list). */
export function listAllOrders(db: Pick<AppDatabase, 'select'>): OrderRow[] {
  return db.select().from(orders).orderBy(desc(orders.createdAt)).all();
}
