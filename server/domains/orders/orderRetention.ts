// How long an order keeps a person's details (SECURITY.md, "Personal data"). The order itself stays: a shop
// keeps its sales records (amounts, dates, what was printed, the country it went to, for tax). The name,
// street, city, postcode, phone and e-mail go ORDER_DATA_RETENTION_DAYS after the order ended (delivered,
// refunded or canceled, or shipped with no delivery report) — long enough for a lost parcel, a damaged copy
// or the 30-day guarantee — or at once when the account was deleted (the database erases an ended order's
// details as the user row goes; this erases one that ends later). The print files frozen for the order go
// when it can no longer be printed again: at once when refunded or canceled, with the details otherwise.

import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { OrderStatus, ShippingAddress } from '../../../shared/orders';
import { orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { AppDeps } from '../appDeps';
import { orderFolder, removeOrderFiles } from './orderFiles';
import { appendEvent, lastMoveAt, type OrderRow, ordersWithStatus } from './orderRows';
import { englishNote } from './historyNotes';
import { m } from '../../../shared/i18n/siteLocales';

/** Ended, or as good as: a shipped order with no delivery report is counted from its shipping. */
const SETTLED: OrderStatus[] = ['delivered', 'refunded', 'canceled', 'shipped'];
/** Never printed again (a failed order may be: the shop's retry). */
const NO_REPRINT: OrderStatus[] = ['refunded', 'canceled'];

export interface ErasureReport {
  erased: number;
  filesRemoved: number;
}

/** The address with only what a shop keeps for its records: the country and region it was sold to. */
export function erasedAddress(address: ShippingAddress): ShippingAddress {
  return {
    fullName: '',
    line1: '',
    line2: '',
    city: '',
    state: address.state,
    postcode: '',
    country: address.country,
    phone: '',
    email: '',
  };
}

export async function eraseEndedOrders(
  deps: Pick<AppDeps, 'db' | 'config' | 'objects'>,
  now: Date,
): Promise<ErasureReport> {
  const report: ErasureReport = { erased: 0, filesRemoved: 0 };
  const cutoff = now.getTime() - deps.config.orders.dataRetentionMs;
  for (const order of await ordersWithStatus(deps.db, SETTLED)) {
    const endedAt = Date.parse((await lastMoveAt(deps.db, order.id)) ?? order.updatedAt);
    const due = order.userId === null || endedAt <= cutoff;
    if (due && !order.personalDataErasedAt && (await erase(deps, order, now))) report.erased++;
    if (
      (due || NO_REPRINT.includes(order.status as OrderStatus)) &&
      (await deps.objects.list(orderFolder(order.id))).length > 0
    ) {
      await removeOrderFiles(deps, order.id);
      report.filesRemoved++;
    }
  }
  return report;
}

function erase(deps: Pick<AppDeps, 'db'>, order: OrderRow, now: Date): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    const address = erasedAddress(JSON.parse(order.address) as ShippingAddress);
    const done = await tx
      .update(orders)
      .set({ address: JSON.stringify(address), email: '', personalDataErasedAt: now.toISOString() })
      .where(and(eq(orders.id, order.id), isNull(orders.personalDataErasedAt), inArray(orders.status, SETTLED)))
      .returning({ id: orders.id });
    if (done.length === 0) return false;
    await appendEvent(
      tx,
      order.id,
      {
        type: 'personal_data_erased',
        source: 'system',
        note: englishNote(m.order_note_details_erased),
      },
      now,
    );
    return true;
  });
}
