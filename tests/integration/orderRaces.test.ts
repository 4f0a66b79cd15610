// Orders when two things happen at once: a cancel while the payment completes,
// the shop's refund while the order goes to the printer, a refund made in Stripe's dashboard while the book
// is printing, and a print job the printer made whose answer never came back. Each ends with the money and
// the printer agreeing: refunded and nothing printing, or printing and not refunded — and an alarm when a
// person must look.
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { Upstream } from '../../server/lib/errors';
import { appendEvent, readEvents } from '../../server/domains/orders/orderRows';
import { CANCEL_REQUESTED_EVENT } from '../../server/domains/orders/orderStates';
import { applyPrinterState } from '../../server/domains/orders/printerUpdates';
import type { Payments } from '../../server/providers/payments/payments';
import type { Printer } from '../../server/providers/printer/printer';
import { ORDER_PRINT_JOB, orderSubject } from '../../server/domains/jobs/jobKinds';
import {
  eventually,
  liveJobs,
  orderFor,
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

const sessionOf = (url: string) => decodeURIComponent(url.split('/pay/')[1]);

describe('a cancel racing the payment', () => {
  it(
    'the payment’s webhook lands while the cancel asks Stripe to close the checkout: the order is ' +
      'canceled and refunded, never printed',
    async () => {
      let duringExpire: ((sessionId: string) => Promise<void>) | null = null;
      world = await startOrderWorld({
        deps: ({ payments }) => ({
          payments: {
            ...payments!,
            async expireCheckout(sessionId) {
              // The customer's bank said yes a moment ago: Stripe completes the session and its webhook is
              // delivered (and answered) before our expire call reaches Stripe.
              await duringExpire?.(sessionId);
              return payments!.expireCheckout(sessionId);
            },
          } satisfies Payments,
        }),
      });
      const w = world;
      const ada = await w.user('ada@example.com');
      const caller = w.caller(ada);
      const { orderId, checkoutUrl } = await caller.orders.create(orderFor(await w.comic(ada)));
      duringExpire = async (sessionId) => {
        await w.stripe.pay(sessionId, 'ada@example.com');
      };
      const answer = await caller.orders.cancel({ orderId });
      expect(w.stripe.sessions.get(sessionOf(checkoutUrl))?.status).toBe('complete');
      // The customer asked to cancel, and reads that it is canceled (not "Payment received").
      expect(answer.status).toBe('canceled');
      expect(answer.message).not.toMatch(/Payment received/);
      const refunded = await eventually(async () => {
        const o = await caller.orders.get({ orderId });
        return o.status === 'refunded' && o;
      }, 'refunded');
      expect(refunded.history.map((h) => h.note)).toEqual(
        expect.arrayContaining(['Payment received.', 'You canceled the order.', 'Refunded in full.']),
      );
      await w.lulu.idle();
      expect(liveJobs(w, orderId)).toEqual([]);
      expect([...w.stripe.refunds.values()].map((r) => r.amount)).toEqual([4997]);
      expect(await shopTool(w)).toBe('No order needs attention.');
      expect(w.lulu.violations).toEqual([]);
    },
  );

  it(
    'the shop refunds a paid order while it is being sent to the printer: canceled first, so ' +
      'nothing is printed for refunded money',
    async () => {
      world = await startOrderWorld();
      const w = world;
      const { orderId, caller } = await paidWhilePrinterDown(w, await w.user('ada@example.com'));
      // Stripe is slow to take the refund; the printer comes back meanwhile.
      w.stripe.setDown(true);
      expect(await shopTool(w, 'refund', orderId)).toMatch(/refund/i);
      w.lulu.setDown(false);
      await eventually(
        async () => (await w.deps.jobs.findActive(ORDER_PRINT_JOB, orderSubject(orderId))) === null,
        'the submission over',
        15_000,
      );
      await w.lulu.idle();
      expect(liveJobs(w, orderId)).toEqual([]);
      w.stripe.setDown(false);
      await eventually(async () => (await caller.orders.get({ orderId })).status === 'refunded', 'refunded', 20_000);
      expect([...w.stripe.refunds.values()].map((r) => r.amount)).toEqual([4997]);
      expect(liveJobs(w, orderId)).toEqual([]);
    },
  );

  it('money refunded in Stripe’s dashboard while the book is at the printer raises an alarm for the shop', async () => {
    world = await startOrderWorld();
    const w = world;
    const ada = await w.user('ada@example.com');
    const { orderId, caller } = await placeAndPay(w, ada, await w.comic(ada));
    await eventually(async () => (await caller.orders.get({ orderId })).status === 'sent_to_printer', 'at the printer');
    expect(await shopTool(w)).toBe('No order needs attention.');
    const stripe = new Stripe(w.stripe.secretKey, w.stripe.clientOptions);
    const paymentIntent = [...w.stripe.paymentIntents.values()][0].id as string;
    await stripe.refunds.create({ payment_intent: paymentIntent });
    await w.stripe.idle();
    const attention = await shopTool(w);
    expect(attention).toContain(orderId);
    expect(attention).toMatch(/refunded .*printer|printer.*refunded/i);
  });
});

describe('the same news from the printer twice at once', () => {
  it('a webhook and a poll round reporting printing together move the order once, with no false conflict', async () => {
    world = await startOrderWorld();
    const w = world;
    const ada = await w.user('ada@example.com');
    const { orderId, caller } = await placeAndPay(w, ada, await w.comic(ada));
    await eventually(async () => (await caller.orders.get({ orderId })).status === 'sent_to_printer', 'at the printer');
    const atPrinter = await w.deps.printer!.getJob(String(w.lulu.jobs[0].id));
    // On PostgreSQL both transactions run at once: each must read the order only after the other's move.
    const news = { ...atPrinter, phase: 'printing' as const, changedAt: new Date(Date.now() + 1000).toISOString() };
    const results = await Promise.all([
      applyPrinterState(w.deps, news, 'printer', 'webhook'),
      applyPrinterState(w.deps, news, 'printer', 'polling'),
    ]);
    expect(results.sort()).toEqual(['applied', 'unchanged']);
    const events = (await readEvents(w.deps.db, orderId)).map((e) => e.type);
    expect(events.filter((type) => type === 'printer_status_conflict')).toEqual([]);
    expect(events.filter((type) => type === 'printer_printing')).toHaveLength(1);
    expect((await caller.orders.get({ orderId })).status).toBe('in_production');
  });
});

describe('the printer confirms a cancel before the customer’s request moves the order', () => {
  it('the history still says the customer canceled it, and the money goes back once', async () => {
    world = await startOrderWorld();
    const w = world;
    const ada = await w.user('ada@example.com');
    const { orderId, caller } = await placeAndPay(w, ada, await w.comic(ada));
    await eventually(async () => (await caller.orders.get({ orderId })).status === 'sent_to_printer', 'at the printer');
    // What cancelAtPrinter notes before asking the printer; the printer's report then wins the race.
    await appendEvent(w.deps.db, orderId, { type: CANCEL_REQUESTED_EVENT, source: 'customer' }, new Date());
    const atPrinter = await w.deps.printer!.getJob(String(w.lulu.jobs[0].id));
    const news = { ...atPrinter, phase: 'canceled' as const, changedAt: new Date(Date.now() + 1000).toISOString() };
    expect(await applyPrinterState(w.deps, news, 'printer', 'webhook')).toBe('applied');
    const refunded = await eventually(async () => {
      const o = await caller.orders.get({ orderId });
      return o.status === 'refunded' && o;
    }, 'refunded');
    expect(refunded.history.map((h) => h.note)).toEqual(
      expect.arrayContaining(['You canceled the order.', 'Refunded in full.']),
    );
    expect(refunded.history.map((h) => h.note)).not.toContain('Canceled at the printer.');
    expect(w.stripe.refunds.size).toBe(1);
  });

  it('its confirmation arrives after the refund: recorded for the order, and no alarm for the shop', async () => {
    world = await startOrderWorld({ lulu: { autoProcessFiles: false } });
    const w = world;
    const ada = await w.user('ada@example.com');
    const { orderId, caller } = await placeAndPay(w, ada, await w.comic(ada));
    await eventually(async () => (await caller.orders.get({ orderId })).status === 'sent_to_printer', 'at the printer');
    const atPrinter = await w.deps.printer!.getJob(String(w.lulu.jobs[0].id));
    await caller.orders.cancel({ orderId });
    await eventually(async () => (await caller.orders.get({ orderId })).status === 'refunded', 'refunded');
    // The printer's own news of the cancel, delayed (a webhook retried, a poll round) past the refund.
    const late = { ...atPrinter, phase: 'canceled' as const, changedAt: new Date(Date.now() + 60_000).toISOString() };
    // Applied, or unchanged when the cancel's own call already heard the same from the printer.
    expect(['applied', 'unchanged']).toContain(await applyPrinterState(w.deps, late, 'printer', 'webhook'));
    expect((await readEvents(w.deps.db, orderId)).map((e) => e.type)).not.toContain('printer_status_conflict');
    expect((await caller.orders.get({ orderId })).status).toBe('refunded');
    expect(await shopTool(w)).toBe('No order needs attention.');
    expect(w.stripe.refunds.size).toBe(1);
  });
});

describe('a print job made but never heard of', () => {
  it(
    'the printer made the job and our call timed out; the customer cancels: every live job at the ' +
      'printer for the order is canceled',
    async () => {
      let flaky = false;
      world = await startOrderWorld({
        deps: ({ printer }) => ({
          printer: {
            ...printer!,
            async createJob(request) {
              await printer!.createJob(request);
              // The printer made the job; its answer was lost on the way back.
              flaky = true;
              throw new Upstream('The printer is not answering right now.', { cause: new Error('timed out') });
            },
            async findJobs(externalId) {
              if (flaky) throw new Upstream('The printer is not answering right now.');
              return printer!.findJobs(externalId);
            },
          } satisfies Printer,
        }),
      });
      const w = world;
      const ada = await w.user('ada@example.com');
      const { orderId, caller } = await placeAndPay(w, ada, await w.comic(ada));
      await eventually(() => w.lulu.jobs[0]?.status.name === 'UNPAID', 'the job made at the printer');
      expect((await caller.orders.get({ orderId })).status).toBe('paid');
      await caller.orders.cancel({ orderId });
      // The printer answers again.
      flaky = false;
      await eventually(() => w.lulu.jobs[0].status.name === 'CANCELED', 'the job canceled at the printer', 15_000);
      await eventually(async () => (await caller.orders.get({ orderId })).status === 'refunded', 'refunded');
      expect(w.lulu.jobs).toHaveLength(1);
      expect(await shopTool(w)).toBe('No order needs attention.');
      expect(w.lulu.violations).toEqual([]);
    },
  );
});
