// Load: 50 orders paid at the same moment, with the printer failing for part of the burst, each
// end at the printer exactly once; every webhook replayed at once afterwards changes nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, orderFor, startOrderWorld, type OrderWorld } from '../helpers/orderWorld';
import { rawCount } from '../helpers/rawSql';

let world: OrderWorld | null = null;
afterAll(async () => {
  await world?.close();
});

describe('50 orders paid at once', () => {
  it('prints each exactly once', { timeout: 90_000 }, async () => {
    world = await startOrderWorld();
    const w = world;
    const customers = await Promise.all(Array.from({ length: 10 }, (_, i) => w.user(`reader${i}@example.com`)));
    const comics = await Promise.all(customers.map((c) => w.comic(c, `Comic of ${c.email}`)));
    const started = Date.now();
    const orders = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const customer = customers[i % 10];
        const created = await w.caller(customer).orders.create(orderFor(comics[i % 10], { quantity: 1 + (i % 3) }));
        return { ...created, customer, sessionId: decodeURIComponent(created.checkoutUrl.split('/pay/')[1]) };
      }),
    );
    // The printer answers 503 for the first second of the burst.
    w.lulu.setDown(1000);
    await Promise.all(orders.map((o) => w.stripe.pay(o.sessionId, o.customer.email)));
    const paidAt = Date.now();
    await eventually(
      async () =>
        (await rawCount(w.deps.db, "SELECT count(*) FROM orders WHERE status = 'sent_to_printer'")) === orders.length,
      'all 50 at the printer',
      60_000,
    );
    const sentAt = Date.now();
    const externalIds = w.lulu.jobs.map((j) => j.external_id);
    expect(externalIds).toHaveLength(50);
    expect(new Set(externalIds)).toEqual(new Set(orders.map((o) => o.orderId)));
    expect(w.stripe.deliveries.filter((d) => d.type === 'checkout.session.completed' && !d.ok)).toEqual([]);

    await w.lulu.idle();
    // E-mails are still going out in the background: everything else must stay as it is.
    const history = () => rawCount(w.deps.db, "SELECT count(*) FROM order_events WHERE type NOT LIKE 'email_%'");
    const before = await history();
    const replays = await Promise.all(
      w.stripe.events.filter((e) => e.type === 'checkout.session.completed').map((e) => w.stripe.redeliver(e.id)),
    );
    expect(replays.map((r) => r.status)).toEqual(Array(50).fill(200));
    await new Promise((r) => setTimeout(r, 300));
    expect(await history()).toBe(before);
    expect(w.lulu.jobs).toHaveLength(50);
    expect(w.lulu.violations).toEqual([]);
    console.log(
      `50 orders: created and paid in ${paidAt - started} ms, all at the printer ${sentAt - paidAt} ms after payment`,
    );
  });
});
