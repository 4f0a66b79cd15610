// A cancel at every timing of the print submission, a print job made beside another runner's, and money that
// comes back before the payment's own news: each ends with the money and the printer agreeing (refunded and
// nothing printing; printing once and not refunded), or with an alarm for the shop. The printer's answers are
// held by a wrapper around the real Lulu adapter (the fake printer behind it checks every request against
// Lulu's published description), so the order of events is the test's to choose.
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_PRINT_JOB, ORDER_PRINTER_CANCEL_JOB, orderSubject } from '../../server/domains/jobs/jobKinds';
import { pollOrders } from '../../server/domains/orders/orderPoller';
import { readEvents } from '../../server/domains/orders/orderRows';
import { submitPrintJob } from '../../server/domains/orders/printSubmission';
import { Upstream } from '../../server/lib/errors';
import type { Printer } from '../../server/providers/printer/printer';
import {
  atPrinter,
  eventually,
  liveJobs,
  orderFor,
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

/** A printer answer held until the test opens it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const over = (w: OrderWorld, kind: string, orderId: string, what: string) =>
  eventually(async () => (await w.deps.jobs.findActive(kind, orderSubject(orderId))) === null, what, 15_000);

/**
 * A shop whose printer holds the first create call and the answer to the cancel's search (computed
 * before the job exists, delivered after), and refuses the first `failCancels` cancels as unreachable.
 */
async function heldPrinterWorld(failCancels = 0) {
  const create = gate();
  const cancelSearch = gate();
  const counts = { searches: 0, creates: 0, cancels: 0 };
  const w = await startOrderWorld({
    deps: ({ printer }) => ({
      printer: {
        ...printer!,
        async createJob(request, stop) {
          if (++counts.creates === 1) await create.opened;
          return printer!.createJob(request, stop);
        },
        async findJobs(externalId, stop) {
          const found = await printer!.findJobs(externalId, stop);
          if (++counts.searches === 2) await cancelSearch.opened;
          return found;
        },
        async cancelJob(id, stop) {
          if (++counts.cancels <= failCancels) throw new Upstream('The printer is not answering right now.');
          return printer!.cancelJob(id, stop);
        },
      } satisfies Printer,
    }),
  });
  return { w, create, cancelSearch, counts };
}

describe('a cancel while the print job is being made', () => {
  for (const failCancels of [0, 1]) {
    it(`pressed while the submission is inside the printer’s create call, after the cancel had searched the ` +
      `printer${failCancels ? ', with the printer not answering the first cancel' : ''}: the job is canceled ` +
      'and the order ends refunded with nothing at the printer', { timeout: 30_000 }, async () => {
      const { w, create, cancelSearch, counts } = await heldPrinterWorld(failCancels);
      world = w;
      const ada = await w.user('ada@example.com');
      const { orderId, caller } = await placeAndPay(w, ada, await w.comic(ada));
      await eventually(() => counts.searches === 1, 'the submission past its search');
      await caller.orders.cancel({ orderId });
      await eventually(() => counts.searches === 2, 'the cancel’s search of the printer');
      create.open();
      await over(w, ORDER_PRINT_JOB, orderId, 'the submission over');
      expect(w.lulu.jobs.filter((j) => j.external_id === orderId)).toHaveLength(1);
      cancelSearch.open();
      await over(w, ORDER_PRINTER_CANCEL_JOB, orderId, 'the printer cancel over');
      await eventually(async () => (await caller.orders.get({ orderId })).status === 'refunded', 'refunded');
      await w.lulu.idle();
      expect(liveJobs(w, orderId)).toEqual([]);
      expect(await shopTool(w)).toBe('No order needs attention.');
      expect(w.lulu.violations).toEqual([]);
    });
  }

  it('a job made by a runner whose create call was answered after its successor recorded another: it is ' +
    'canceled at once, and the order prints once', { timeout: 30_000 }, async () => {
    const { w, create, cancelSearch, counts } = await heldPrinterWorld();
    world = w;
    cancelSearch.open();
    const ada = await w.user('ada@example.com');
    const { orderId, caller } = await placeAndPay(w, ada, await w.comic(ada));
    await eventually(() => counts.searches === 1, 'the first runner past its search');
    // Its successor (the second try, after the first's lease lapsed) searches, makes and records its own job;
    // the first runner's call is still at the printer.
    const second = { signal: new AbortController().signal, attempt: 2, confirmClaim: async () => undefined };
    expect((await submitPrintJob(w.deps, orderId, second)).outcome).toBe('sent');
    create.open();
    await over(w, ORDER_PRINT_JOB, orderId, 'the first runner over');
    await w.lulu.idle();
    const recorded = (await atPrinter(caller, orderId)).status;
    expect(recorded).toBe('sent_to_printer');
    expect(w.lulu.jobs.filter((j) => j.external_id === orderId)).toHaveLength(2);
    expect(liveJobs(w, orderId)).toHaveLength(1);
    const events = (await readEvents(w.deps.db, orderId)).map((e) => e.type);
    expect(events).toContain('printer_jobs_canceled');
    expect(await shopTool(w)).toBe('No order needs attention.');
  });
});

describe('the poller looks at canceled orders at the printer', () => {
  it('finds a live job of a refunded order, raises an alarm for the shop, and cancels it', {
    timeout: 30_000,
  }, async () => {
    let sent: Parameters<Printer['createJob']>[0] | null = null;
    // The printer leaves new jobs as made (no file check yet), so every job stays cancelable.
    world = await startOrderWorld({
      lulu: { autoProcessFiles: false },
      deps: ({ printer }) => ({
        printer: {
          ...printer!,
          async createJob(request, stop) {
            sent = request;
            return printer!.createJob(request, stop);
          },
        } satisfies Printer,
      }),
    });
    const w = world;
    const ada = await w.user('ada@example.com');
    const { orderId, caller } = await placeAndPay(w, ada, await w.comic(ada));
    await atPrinter(caller, orderId);
    await caller.orders.cancel({ orderId });
    await eventually(async () => (await caller.orders.get({ orderId })).status === 'refunded', 'refunded');
    await over(w, ORDER_PRINTER_CANCEL_JOB, orderId, 'the printer cancel over');
    expect(liveJobs(w, orderId)).toEqual([]);
    // A job the shop never heard of, as a submission cut short inside its create call (after the cancel's
    // search of the printer) leaves behind: the same request, made again at the printer.
    const lost = await w.deps.printer!.createJob(sent!);
    expect(liveJobs(w, orderId)).toEqual([Number(lost.id)]);
    const report = await pollOrders(w.deps);
    expect(report.liveAfterCancel).toBe(1);
    // The alarm is in the order's story for good; the attention list shows it only until the cancel the poll
    // started ends the job, which on a loaded machine can come before the list is read.
    expect(await shopTool(w, 'show', orderId)).toContain('print_job_live_after_cancel');
    await over(w, ORDER_PRINTER_CANCEL_JOB, orderId, 'the printer cancel over');
    await w.lulu.idle();
    expect(liveJobs(w, orderId)).toEqual([]);
    expect(await shopTool(w)).toBe('No order needs attention.');
    expect(w.lulu.violations).toEqual([]);
  });
});

describe('money back before the payment’s own news', () => {
  it('a refund made in Stripe whose event arrives before checkout.session.completed: the order is refunded, ' +
    'never printed', { timeout: 30_000 }, async () => {
    world = await startOrderWorld();
    const w = world;
    const ada = await w.user('ada@example.com');
    const caller = w.caller(ada);
    const { orderId, checkoutUrl } = await caller.orders.create(orderFor(await w.comic(ada)));
    await w.stripe.holdEvents(true);
    await w.stripe.pay(decodeURIComponent(checkoutUrl.split('/pay/')[1]), 'ada@example.com');
    const stripe = new Stripe(w.stripe.secretKey, w.stripe.clientOptions);
    const paymentIntent = [...w.stripe.paymentIntents.values()][0].id as string;
    await stripe.refunds.create({ payment_intent: paymentIntent });
    // Stripe does not promise the order of its events: the refund's is delivered first.
    const refundEvent = w.stripe.events.find((e) => e.type === 'charge.refunded')!;
    expect((await w.stripe.redeliver(String(refundEvent.id))).ok).toBe(true);
    await w.stripe.holdEvents(false);
    await eventually(async () => (await caller.orders.get({ orderId })).status === 'refunded', 'refunded');
    await w.lulu.idle();
    expect(w.lulu.jobs).toEqual([]);
    expect(w.stripe.refunds.size).toBe(1);
    expect(await shopTool(w)).toBe('No order needs attention.');
  });
});
