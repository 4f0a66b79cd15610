// `npm run orders`: the shop's look at printed-copy orders, on the same DATA_DIR as the server.
//   npm run orders                          orders needing attention, and why
//   npm run orders -- list                  every order, newest first
//   npm run orders -- show <orderId>        one order and its whole event log
//   npm run orders -- retry <orderId> [--new-files]   send a failed order to the printer again
//   npm run orders -- refund <orderId>      refund an order in full
// Retry and refund are recorded here and queued as jobs; the running server carries them out (one server
// process per database: this tool never calls Stripe or the printer itself).
import path from 'node:path';
import { loadConfig } from '../config';
import { closeDatabase, type AppDatabase } from '../db/client';
import { openAppDatabase } from '../db/openAppDatabase';
import { findActiveRow, insertOrFindActive, toView } from '../queue/jobRows';
import type { JobQueue } from '../queue/jobQueue';
import { ORDER_JOB_ATTEMPTS } from '../domains/orders/orderJobStarts';
import { ORDER_EMAIL_JOB, ORDER_PRINTER_CANCEL_JOB, ORDER_PRINT_JOB, ORDER_REFUND_JOB } from '../domains/jobs/jobKinds';
import {
  describeOrder,
  ordersNeedingAttention,
  refundOrderByOperator,
  retryOrder,
  type OpsDeps,
} from '../domains/orders/orderOps';
import { listAllOrders } from '../domains/orders/orderRows';

const ATTEMPTS: Record<string, number> = {
  [ORDER_PRINT_JOB]: ORDER_JOB_ATTEMPTS.print,
  [ORDER_REFUND_JOB]: ORDER_JOB_ATTEMPTS.refund,
  [ORDER_EMAIL_JOB]: ORDER_JOB_ATTEMPTS.email,
  [ORDER_PRINTER_CANCEL_JOB]: ORDER_JOB_ATTEMPTS.printerCancel,
};

/** Jobs queued in the table for the running server to pick up (its queue looks every second). */
export function queueOnly(db: AppDatabase): Pick<JobQueue, 'start' | 'findActive'> {
  return {
    async start(kind, request) {
      const { row, created } = await insertOrFindActive(db, kind, request, ATTEMPTS[kind] ?? 3, new Date());
      return { job: toView(row), created };
    },
    async findActive(kind, subject) {
      const row = await findActiveRow(db, kind, subject);
      return row ? toView(row) : null;
    },
  };
}

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

export async function runOrdersTool(args: string[], deps: OpsDeps, print: (line: string) => void): Promise<void> {
  const [command = 'attention', orderId, ...flags] = args;
  switch (command) {
    case 'attention': {
      const items = await ordersNeedingAttention(deps);
      if (items.length === 0) return print('No order needs attention.');
      for (const { order, reason } of items)
        print(
          `${order.id}  ${order.status.padEnd(16)} ${order.createdAt.slice(0, 16)}  ${order.email}  ` +
            `${money(order.total, order.currency)}\n    ${reason}`,
        );
      return print(
        `\n${items.length} order${items.length === 1 ? '' : 's'} need${items.length === 1 ? 's' : ''} ` +
          `attention. "npm run orders -- show <id>" tells the whole story.`,
      );
    }
    case 'list':
      for (const order of await listAllOrders(deps.db))
        print(
          `${order.id}  ${order.status.padEnd(16)} ${order.createdAt.slice(0, 16)}  ${order.email}  ` +
            `${money(order.total, order.currency)}  ${order.comicTitle}`,
        );
      return;
    case 'show':
      return print(await describeOrder(deps, need(orderId)));
    case 'retry':
      return print(await retryOrder(deps, need(orderId), { newFiles: flags.includes('--new-files') }));
    case 'refund':
      return print(await refundOrderByOperator(deps, need(orderId)));
    default:
      throw new Error(
        `Unknown command "${command}". Use: attention (default), list, show <id>, retry ` +
          `<id> [--new-files], refund <id>`,
      );
  }
}

function need(orderId: string | undefined): string {
  if (!orderId) throw new Error('Name the order: npm run orders -- <command> <orderId>');
  return orderId;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const config = loadConfig();
  const db = await openAppDatabase(config);
  const deps: OpsDeps = { db, config, now: () => new Date(), jobs: queueOnly(db) };
  runOrdersTool(process.argv.slice(2), deps, (line) => console.log(line)).then(
    () => closeDatabase(db),
    async (error: Error) => {
      console.error(error.message);
      await closeDatabase(db);
      process.exit(1);
    },
  );
}
