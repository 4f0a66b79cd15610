// Ordering when things go wrong: replayed and forged webhooks, an amount the
// client tries to set, a printer that refuses the files, a printer outage and a server restart between
// payment and submission, a printer that made the job but whose answer was lost. Every case ends with
// exactly one print job per payment (or none), a clear order page and the printer's API used as described.
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import type { Printer } from '../../server/providers/printer/printer';
import {
  atPrinter,
  eventsOf,
  eventually,
  firstOrderRound,
  orderFor,
  placeAndPay,
  startOrderWorld,
  type OrderWorld,
} from '../helpers/orderWorld';
import { rawCount } from '../helpers/rawSql';

let world: OrderWorld | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
});

const post = (w: OrderWorld, path: string, body: string, headers: Record<string, string>) =>
  fetch(`${w.publicUrl}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

const counts = async (w: OrderWorld) => ({
  events: await rawCount(w.deps.db, 'SELECT count(*) FROM order_events'),
  webhooks: await rawCount(w.deps.db, 'SELECT count(*) FROM webhook_events'),
});

describe('webhooks', () => {
  it('answers a replayed Stripe or printer event 2xx and changes nothing', async () => {
    world = await startOrderWorld();
    const w = world;
    const ada = await w.user('ada@example.com');
    const { orderId, caller } = await placeAndPay(w, ada, await w.comic(ada));
    await eventually(
      async () => (await caller.orders.get({ orderId })).status === 'sent_to_printer',
      'sent to the printer',
    );
    await w.lulu.idle();
    await eventually(
      async () => (await eventsOf(w, orderId)).some((e) => e.type === 'email_paid'),
      'the paid e-mail sent',
    );
    const completed = w.stripe.events.find((e) => e.type === 'checkout.session.completed')!;
    const before = { counts: await counts(w), order: await caller.orders.get({ orderId }), jobs: w.lulu.jobs.length };

    const replay = await w.stripe.redeliver(completed.id);
    expect(replay.status).toBe(200);
    const submission = w.lulu.submissions.at(-1)!;
    const again = await post(w, '/webhooks/lulu', submission.payload, { 'lulu-hmac-sha256': submission.signature });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: 'replay' });

    await new Promise((r) => setTimeout(r, 200));
    expect(await counts(w)).toEqual(before.counts);
    expect(await caller.orders.get({ orderId })).toEqual(before.order);
    expect(w.lulu.jobs).toHaveLength(before.jobs);
    expect(w.smtp.messages.filter((m) => /is paid/.test(m.subject))).toHaveLength(1);
  });

  it('refuses forged, altered or unsigned events with 400 and changes nothing', async () => {
    world = await startOrderWorld();
    const w = world;
    const ada = await w.user('ada@example.com');
    const { orderId, checkoutUrl } = await w.caller(ada).orders.create(orderFor(await w.comic(ada)));
    const sessionId = decodeURIComponent(checkoutUrl.split('/pay/')[1]);
    const before = await counts(w);
    // A completed, paid session for this order, as an attacker would write it.
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          status: 'complete',
          amount_total: 4997,
          currency: 'usd',
          metadata: { orderId },
          payment_intent: 'pi_forged',
        },
      },
    });
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload: forged, secret: 'whsec_not_ours' });
    const good = Stripe.webhooks.generateTestHeaderString({ payload: forged, secret: w.stripe.webhookSecret });
    for (const headers of [
      {},
      { 'stripe-signature': wrongSecret },
      { 'stripe-signature': good.replace(/v1=\w{4}/, 'v1=0000') },
      { 'stripe-signature': 't=1,v1=abc' },
    ] as Record<string, string>[]) {
      expect((await post(w, '/webhooks/stripe', forged, headers)).status).toBe(400);
    }
    // Signed, then altered: the signature is over the raw bytes.
    expect(
      (await post(w, '/webhooks/stripe', forged.replace('4997', '4998'), { 'stripe-signature': good })).status,
    ).toBe(400);

    const luluBody = JSON.stringify({
      topic: 'PRINT_JOB_STATUS_CHANGED',
      data: {
        id: 1,
        external_id: orderId,
        status: { name: 'SHIPPED', changed: new Date().toISOString() },
        line_items: [],
      },
    });
    const hmac = (secret: string, body = luluBody) => createHmac('sha256', secret).update(body).digest('hex');
    for (const headers of [
      {},
      { 'lulu-hmac-sha256': hmac('not the secret') },
      { 'lulu-hmac-sha256': Buffer.from(hmac(w.lulu.clientSecret), 'hex').toString('base64') },
      { 'lulu-hmac-sha256': hmac(w.lulu.clientSecret, `${luluBody} `) },
    ] as Record<string, string>[]) {
      expect((await post(w, '/webhooks/lulu', luluBody, headers)).status).toBe(400);
    }
    expect(await counts(w)).toEqual(before);
    expect((await w.caller(ada).orders.get({ orderId })).status).toBe('awaiting_payment');
    expect(w.lulu.jobs).toEqual([]);
  });
});

describe('money', () => {
  it(
    'charges the server’s quote whatever amount the client sends, and a payment ' + 'for another amount pays nothing',
    async () => {
      world = await startOrderWorld();
      const w = world;
      const ada = await w.user('ada@example.com');
      const comicId = await w.comic(ada);
      const tampered = {
        ...orderFor(comicId, { quantity: 1, shipping: 'standard' }),
        total: 1,
        pricePerCopy: 1,
        amount: 50,
        currency: 'jpy',
      } as never;
      const { orderId, checkoutUrl } = await w.caller(ada).orders.create(tampered);
      const sessionId = decodeURIComponent(checkoutUrl.split('/pay/')[1]);
      expect(w.stripe.sessions.get(sessionId)).toMatchObject({ amount_total: 1999, currency: 'usd' });
      expect(await w.caller(ada).orders.get({ orderId })).toMatchObject({
        total: 1999,
        pricePerCopy: 1999,
        shippingPrice: 0,
        currency: 'usd',
      });

      // Someone pays a session of their own making that names this order: it is not the order's session.
      const stripe = new Stripe(w.stripe.secretKey, w.stripe.clientOptions);
      const cheap = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: orderId,
        metadata: { orderId },
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 50, product_data: { name: 'x' } } }],
        success_url: `${w.publicUrl}/`,
        cancel_url: `${w.publicUrl}/`,
      });
      await w.stripe.pay(cheap.id);
      expect((await w.caller(ada).orders.get({ orderId })).status).toBe('awaiting_payment');
      expect((await eventsOf(w, orderId)).map((e) => e.type)).toContain('checkout_unknown_session');
      expect(w.lulu.jobs).toEqual([]);

      await w.stripe.pay(sessionId);
      await eventually(() => w.lulu.jobs.length === 1, 'printed once paid');
      expect(w.lulu.violations).toEqual([]);
    },
  );
});

describe('the printer', () => {
  it(
    'refusing the files: the order says what went wrong and what happens next, ' + 'and the customer gets an e-mail',
    async () => {
      world = await startOrderWorld();
      const w = world;
      w.lulu.refuseFiles('Interior PDF: fonts not embedded');
      const ada = await w.user('ada@example.com');
      const { orderId, caller } = await placeAndPay(w, ada, await w.comic(ada));
      const order = await eventually(async () => {
        const o = await caller.orders.get({ orderId });
        return o.status === 'failed' && o;
      }, 'failed');
      expect(order).toMatchObject({ problem: true, canCancel: false, statusLabel: 'Something went wrong' });
      expect(order.message).toBe(
        'Something went wrong with printing your order. The printer could not use the book’s files.',
      );
      expect(order.nextStep).toMatch(/print it again or refund you in full/);
      const mail = await w.smtp.waitFor((m) => /A problem with your order/.test(m.subject));
      expect(mail.text).toContain('could not use the book’s files');
      expect((await eventsOf(w, orderId)).find((e) => e.to === 'failed')).toMatchObject({
        type: 'printer_rejected',
        from: 'sent_to_printer',
      });
      expect(w.lulu.jobs).toHaveLength(1);
      expect(w.lulu.violations).toEqual([]);
    },
  );

  it(
    'down between payment and submission, then a server restart: one print job once it is back, and the ' +
      'order page says what is happening',
    async () => {
      world = await startOrderWorld();
      const w = world;
      w.lulu.setDown(true);
      const ada = await w.user('ada@example.com');
      const comicId = await w.comic(ada);
      const { orderId } = await placeAndPay(w, ada, comicId);
      const waiting = await eventually(async () => {
        const o = await w.caller(ada).orders.get({ orderId });
        return o.problem && o;
      }, 'the outage shown');
      expect(waiting).toMatchObject({
        status: 'paid',
        canCancel: true,
        message: 'Payment received. The printer is not answering right now.',
      });
      expect(waiting.nextStep).toMatch(/Your order is safe/);

      // The server goes down while the printer is still out; the printer is back before the server is.
      await w.restart(() => w.lulu.setDown(false));
      const order = await eventually(
        async () => {
          const o = await w.caller(ada).orders.get({ orderId });
          return o.status === 'sent_to_printer' && o;
        },
        'sent after the restart',
        15_000,
      );
      expect(order.problem).toBe(false);
      expect(w.lulu.jobs.map((j) => j.external_id)).toEqual([orderId]);
      expect(w.lulu.violations).toEqual([]);
    },
  );

  it(
    'made the job, then the server died before storing it: after the restart the order finds ' +
      'that job instead of making another',
    async () => {
      let die = true;
      world = await startOrderWorld({
        deps: ({ printer }) => ({
          printer: {
            ...printer!,
            async createJob(request) {
              const dying = die;
              die = false;
              const job = await printer!.createJob(request);
              // The process "dies" here: the printer has the job, we never hear back.
              if (dying) await new Promise(() => undefined);
              return job;
            },
          } satisfies Printer,
        }),
      });
      const w = world;
      const ada = await w.user('ada@example.com');
      const { orderId, caller } = await placeAndPay(w, ada, await w.comic(ada));
      await eventually(() => w.lulu.jobs.length === 1, 'the job made at the printer');
      // The printer fetches the files while our server still runs (it would refuse a job whose files it cannot get).
      await eventually(() => w.lulu.jobs[0].status.name === 'UNPAID', 'the files fetched');
      expect((await caller.orders.get({ orderId })).status).toBe('paid');
      await w.restart();
      await eventually(
        async () => (await w.caller(ada).orders.get({ orderId })).status === 'sent_to_printer',
        'sent after the restart',
        15_000,
      );
      expect((await eventsOf(w, orderId)).map((e) => e.type)).toContain('print_job_found');

      // Another order whose id the printer's substring search would also match is never taken for this one.
      const second = await placeAndPay(w, ada, await w.comic(ada, 'Another'));
      await eventually(
        async () => (await second.caller.orders.get({ orderId: second.orderId })).status === 'sent_to_printer',
        'the second order sent',
      );
      const { pollOrders } = await import('../../server/domains/orders/orderPoller');
      await pollOrders(w.deps);
      await new Promise((r) => setTimeout(r, 300));
      expect(w.lulu.jobs.map((j) => j.external_id).sort()).toEqual([orderId, second.orderId].sort());
      expect(w.lulu.violations).toEqual([]);
    },
  );

  it(
    'lost webhooks: polling catches up straight at shipped, a stale report moves nothing back, and the ' +
      'subscription is switched on again',
    async () => {
      world = await startOrderWorld();
      const w = world;
      // The app's own first round comes first: the subscription switched off below is switched on again by the
      // check at the end, and the shipment is learnt only by the test's own polling.
      await firstOrderRound(w);
      const ada = await w.user('ada@example.com');
      const { orderId, caller } = await placeAndPay(w, ada, await w.comic(ada));
      await eventually(() => w.lulu.jobs[0]?.status.name === 'UNPAID', 'at the printer');
      await atPrinter(caller, orderId);
      await w.lulu.idle();
      const unpaidReport = w.lulu.submissions.find((sub) => sub.status === 'UNPAID')!;
      // Lulu switched the subscription off (our server missed five deliveries in a row).
      w.lulu.webhooks[0].is_active = false;
      await w.lulu.advance(w.lulu.jobs[0].id, 'SHIPPED');
      expect((await caller.orders.get({ orderId })).status).toBe('sent_to_printer');

      const { pollOrders } = await import('../../server/domains/orders/orderPoller');
      expect(await pollOrders(w.deps)).toMatchObject({ printerChecked: 1, printerChanged: 1, errors: 0 });
      const shipped = await caller.orders.get({ orderId });
      expect(shipped).toMatchObject({ status: 'shipped', tracking: [{ carrier: 'USPS' }] });
      await w.smtp.waitFor((m) => /on its way/.test(m.subject));

      // The old UNPAID report, delivered late (signed as Lulu signs, a new body so it is not a replay).
      const late = JSON.parse(unpaidReport.payload);
      late.data.date_modified = new Date().toISOString();
      const body = JSON.stringify(late);
      const answer = await post(w, '/webhooks/lulu', body, {
        'lulu-hmac-sha256': createHmac('sha256', w.lulu.clientSecret).update(body).digest('hex'),
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ outcome: 'ignored' });
      expect(await caller.orders.get({ orderId })).toEqual(shipped);

      expect(await w.deps.printer!.ensureWebhook(`${w.publicUrl}/webhooks/lulu`)).toBe('reactivated');
      expect(w.lulu.webhooks.map((h) => [h.url, h.is_active])).toEqual([[`${w.publicUrl}/webhooks/lulu`, true]]);
      expect(w.lulu.violations).toEqual([]);
    },
  );
});
