// The poller, the backstop behind the webhooks: one order the printer no longer knows
// does not switch it off for the newer ones, two rounds never run at once, nothing is appended to an order
// when nothing changed, and a refund Stripe refuses for good waits for a person instead of being retried.
import { afterEach, describe, expect, it } from 'vitest';
import { pollOrders } from '../../server/domains/orders/orderPoller';
import { appendEvent } from '../../server/domains/orders/orderRows';
import type { Printer } from '../../server/providers/printer/printer';
import {
  eventsOf,
  eventually,
  firstOrderRound,
  paidWhilePrinterDown,
  placeAndPay,
  shopTool,
  startOrderWorld,
  type OrderWorld,
} from '../helpers/orderWorld';

let world: OrderWorld | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
});

const stripeRefundCalls = (w: OrderWorld) =>
  w.stripe.log().filter((line) => line.startsWith('POST /v1/refunds')).length;

describe('polling the printer', () => {
  it(
    'goes on past an order the printer answers 404 about: the newer order catches ' + 'up, the old one gets one alarm',
    async () => {
      world = await startOrderWorld();
      const w = world;
      // The app's own first round comes first: the rounds below are the test's own.
      await firstOrderRound(w);
      const ada = await w.user('ada@example.com');
      const older = await placeAndPay(w, ada, await w.comic(ada, 'Older'));
      await eventually(
        async () => (await older.caller.orders.get({ orderId: older.orderId })).status === 'sent_to_printer',
        'the older at the printer',
      );
      const newer = await placeAndPay(w, ada, await w.comic(ada, 'Newer'));
      await eventually(
        async () => (await newer.caller.orders.get({ orderId: newer.orderId })).status === 'sent_to_printer',
        'the newer at the printer',
      );
      // The older order's "is paid" e-mail is noted on it when its job ends, which under load can be after a
      // round: wait for it, so the rounds below are the only writers to that order.
      await eventually(
        async () => (await eventsOf(w, older.orderId)).some((e) => e.type === 'email_paid'),
        'the older order’s paid e-mail noted',
      );
      await w.lulu.idle();
      // The printer no longer knows the older job; the webhook subscription is off, so only polling tells.
      w.lulu.jobs.splice(
        w.lulu.jobs.findIndex((j) => j.external_id === older.orderId),
        1,
      );
      w.lulu.webhooks[0].is_active = false;
      await w.lulu.advance(w.lulu.jobs.find((j) => j.external_id === newer.orderId)!.id, 'SHIPPED');

      const report = await pollOrders(w.deps);
      expect(report).toMatchObject({ printerChecked: 1, printerChanged: 1 });
      expect((await newer.caller.orders.get({ orderId: newer.orderId })).status).toBe('shipped');
      const alarms = async () => (await eventsOf(w, older.orderId)).filter((e) => e.type === 'printer_lookup_refused');
      expect(await alarms()).toHaveLength(1);
      const attention = await shopTool(w);
      expect(attention).toContain(older.orderId);
      expect(attention).toMatch(/printer .*(no longer knows|refused)/i);

      // The next round changes nothing and appends nothing.
      const types = async () => (await eventsOf(w, older.orderId)).map((e) => e.type);
      const before = await types();
      await pollOrders(w.deps);
      expect(await types()).toEqual(before);
      expect(await alarms()).toHaveLength(1);

      // An event that settles nothing (an e-mail job finishing late, as it once did under load) does not
      // raise the alarm again; word from the printer settles it, and a refusal after that raises a new one.
      await appendEvent(w.deps.db, older.orderId, { type: 'email_paid', source: 'system' }, w.deps.now());
      await pollOrders(w.deps);
      expect(await alarms()).toHaveLength(1);
      await appendEvent(w.deps.db, older.orderId, { type: 'printer_status', source: 'printer' }, w.deps.now());
      await pollOrders(w.deps);
      expect(await alarms()).toHaveLength(2);
    },
  );

  it('never runs two rounds at once', async () => {
    let lookups = 0;
    world = await startOrderWorld({
      deps: ({ printer }) => ({
        printer: {
          ...printer!,
          async getJob(id) {
            lookups++;
            await new Promise((r) => setTimeout(r, 200));
            return printer!.getJob(id);
          },
        } satisfies Printer,
      }),
    });
    const w = world;
    const ada = await w.user('ada@example.com');
    const { orderId, caller } = await placeAndPay(w, ada, await w.comic(ada));
    await eventually(async () => (await caller.orders.get({ orderId })).status === 'sent_to_printer', 'at the printer');
    lookups = 0;
    await Promise.all([pollOrders(w.deps), pollOrders(w.deps), pollOrders(w.deps)]);
    expect(lookups).toBe(1);
  });
});

describe('a refund Stripe refuses for good', () => {
  it('is tried once, not again and again: the order waits for a person, who sees why', async () => {
    world = await startOrderWorld();
    const w = world;
    const { orderId, caller } = await paidWhilePrinterDown(w, await w.user('ada@example.com'));
    // The cardholder's bank charged the payment back: Stripe refuses to refund it (charge_disputed).
    w.stripe.dispute([...w.stripe.paymentIntents.values()][0].id as string);
    await caller.orders.cancel({ orderId });
    await eventually(() => stripeRefundCalls(w) >= 1, 'the refund tried');
    await new Promise((r) => setTimeout(r, 2500));
    await pollOrders(w.deps);
    await new Promise((r) => setTimeout(r, 1500));
    expect(stripeRefundCalls(w)).toBe(1);
    expect((await caller.orders.get({ orderId })).status).toBe('canceled');
    const attention = await shopTool(w);
    expect(attention).toContain(orderId);
    expect(attention).toMatch(/refused the refund.*charge_disputed/);
  });
});
