// Ordering a printed copy end to end: the real stripe SDK against the local Stripe, the printer's
// API against the local Lulu (every request checked against Lulu's published description), an SMTP server,
// the real app on a real port and a real SQLite file.
import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADA_ADDRESS,
  atPrinter,
  eventsOf,
  eventually,
  orderFor,
  paidWhilePrinterDown,
  placeAndPay,
  startOrderWorld,
  type OrderWorld,
} from '../helpers/orderWorld';
import { makeHarness, makeTestApp } from '../helpers/harness';
import { makeOrderableComic } from '../fixtures/orderableComic';
import { createMailer } from '../../server/providers/mail/mailer';
import { rawSql } from '../helpers/rawSql';

let world: OrderWorld | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
});

async function codeOf(promise: Promise<unknown>): Promise<string | null> {
  return promise.then(
    () => null,
    (e: unknown) => (e instanceof TRPCError ? e.code : String(e)),
  );
}

const sessionOf = (url: string) => decodeURIComponent(url.split('/pay/')[1]);

describe('ordering a printed copy', () => {
  it(
    'quotes from server prices, takes the payment, prints once, and follows the job ' +
      'to shipped with a tracking link',
    async () => {
      world = await startOrderWorld();
      const w = world;
      const ada = await w.user('ada@example.com');
      const caller = w.caller(ada);
      const comicId = await w.comic(ada);

      const options = await caller.orders.options();
      expect(options).toMatchObject({ enabled: true, reason: null, currency: 'usd' });
      expect(options.formats.find((f) => f.id === 'comic')?.pricePerCopy).toBe(1999);

      const quote = await caller.orders.quote(orderFor(comicId));
      expect(quote).toMatchObject({
        pricePerCopy: 1999,
        subtotal: 3998,
        shippingPrice: 999,
        total: 4997,
        currency: 'usd',
        deliveryEstimate: '6–7 business days',
      });
      expect(quote.preflight).toMatchObject({ ready: true, summary: 'Ready to print', files: 'ready', pages: 12 });

      const { orderId, checkoutUrl } = await caller.orders.create(orderFor(comicId));
      expect(checkoutUrl).toContain('/pay/cs_');
      let order = await caller.orders.get({ orderId });
      expect(order).toMatchObject({ status: 'awaiting_payment', total: 4997, canCancel: true, checkoutUrl });
      expect(w.stripe.sessions.get(sessionOf(checkoutUrl))).toMatchObject({
        amount_total: 4997,
        currency: 'usd',
        client_reference_id: orderId,
      });

      // The customer pays on the checkout page; Stripe redirects to the order's page.
      const paid = await fetch(checkoutUrl, {
        method: 'POST',
        body: new URLSearchParams({ email: 'ada@example.com' }),
        redirect: 'manual',
      });
      expect(paid.headers.get('location')).toBe(`${w.publicUrl}/orders/${orderId}?paid=1`);
      await eventually(
        () => w.lulu.jobs.length === 1 && w.lulu.jobs[0].status.name === 'UNPAID',
        'the print job accepted',
      );
      const job = w.lulu.jobs[0];
      expect(job.external_id).toBe(orderId);
      expect(job.line_items[0]).toMatchObject({
        quantity: 2,
        pod_package_id: '0663X1025.BW.STD.SS.080CW444.GXX',
        title: 'The Night Shift Hero',
      });
      expect(w.lulu.fileFetches.map((f) => [f.kind, f.status, f.pages])).toEqual([
        ['cover', 200, 1],
        ['interior', 200, 12],
      ]);
      order = await atPrinter(caller, orderId);
      expect(order).toMatchObject({ status: 'sent_to_printer', canCancel: true, problem: false });
      await w.smtp.waitFor((m) => m.to.includes('ada@example.com') && /is paid/.test(m.subject));

      await w.lulu.advance(job.id, 'IN_PRODUCTION');
      await eventually(async () => (await caller.orders.get({ orderId })).status === 'in_production', 'in production');
      expect((await caller.orders.get({ orderId })).canCancel).toBe(false);
      await w.lulu.advance(job.id, 'SHIPPED');
      order = await eventually(async () => {
        const o = await caller.orders.get({ orderId });
        return o.status === 'shipped' && o;
      }, 'shipped');
      expect(order.tracking).toEqual([
        { carrier: 'USPS', number: expect.stringMatching(/^9400/), url: expect.stringContaining('usps.com') },
      ]);
      const shipped = await w.smtp.waitFor((m) => /on its way/.test(m.subject));
      expect(shipped.text).toContain(order.tracking[0].url!);
      expect(shipped.text).toContain(`${w.publicUrl}/orders/${orderId}`);
      expect(order.history.map((h) => h.status)).toEqual([
        'awaiting_payment',
        'paid',
        'sent_to_printer',
        'in_production',
        'shipped',
      ]);
      expect((await caller.orders.list()).map((o) => [o.id, o.status])).toEqual([[orderId, 'shipped']]);

      // What the two services received for this order, for the record.
      expect(w.stripe.log().filter((l) => l.startsWith('POST /v1/checkout/sessions'))).toHaveLength(1);
      expect(w.lulu.log().filter((l) => l.startsWith('POST /print-jobs/'))).toHaveLength(1);
      expect(w.lulu.violations).toEqual([]);
      expect(w.lulu.selfCheck).toEqual([]);
    },
  );

  it('keeps each order its owner’s: anyone else gets NOT_FOUND and nothing changes', async () => {
    world = await startOrderWorld();
    const w = world;
    const ada = await w.user('ada@example.com');
    const bob = w.caller(await w.user('bob@example.com'));
    const comicId = await w.comic(ada);
    const { orderId } = await w.caller(ada).orders.create(orderFor(comicId));
    expect(await codeOf(bob.orders.get({ orderId }))).toBe('NOT_FOUND');
    expect(await codeOf(bob.orders.cancel({ orderId }))).toBe('NOT_FOUND');
    expect(await bob.orders.list()).toEqual([]);
    expect(await codeOf(bob.orders.quote(orderFor(comicId)))).toBe('NOT_FOUND');
    expect(await codeOf(bob.orders.create(orderFor(comicId)))).toBe('NOT_FOUND');
    expect(await codeOf(bob.orders.get({ orderId: 'ord_aaaaaaaaaaaaaaaaaaaa' }))).toBe('NOT_FOUND');
    const visitor = w.caller(null);
    for (const call of [
      visitor.orders.options(),
      visitor.orders.list(),
      visitor.orders.get({ orderId }),
      visitor.orders.quote(orderFor(comicId)),
      visitor.orders.create(orderFor(comicId)),
      visitor.orders.cancel({ orderId }),
    ]) {
      expect(await codeOf(call)).toBe('UNAUTHORIZED');
    }
    expect((await w.caller(ada).orders.get({ orderId })).status).toBe('awaiting_payment');
  });

  it('refuses an address with a message per field in people’s words', async () => {
    const h = await makeHarness({ user: 'ada@example.com' });
    const comicId = await makeOrderableComic(h.deps, h.user!.id);
    const bad = {
      ...ADA_ADDRESS,
      fullName: ' ',
      state: '',
      postcode: '2054',
      phone: '12',
      email: 'ada@',
      country: 'BR',
    };
    const error = await h.caller.orders.quote(orderFor(comicId, { address: bad })).then(
      () => null,
      (e: TRPCError) => e,
    );
    expect(error?.code).toBe('BAD_REQUEST');
    const issues = (error!.cause as unknown as { issues: { path: string[]; message: string }[] }).issues.map((i) => [
      i.path.join('.'),
      i.message,
    ]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['address.fullName', 'Please enter the full name of the person the book is for.'],
        ['address.phone', 'Please enter a phone number of 8 to 20 digits, like +1 202 555 0100.'],
        ['address.email', 'Please check the e-mail address: it should look like name@example.com.'],
      ]),
    );
    const us = await h.caller.orders
      .quote(orderFor(comicId, { address: { ...ADA_ADDRESS, state: '', postcode: '2054' } }))
      .catch((e: TRPCError) => e);
    expect((us as TRPCError).code).toBe('BAD_REQUEST');
    expect(
      ((us as TRPCError).cause as unknown as { issues: { path: string[]; message: string }[] }).issues.map((i) => [
        i.path.join('.'),
        i.message,
      ]),
    ).toEqual([
      ['address.state', 'Please enter the state, province or region code, like NY, ON, NSW or MI.'],
      ['address.postcode', 'Please enter a ZIP code like 12345 or 12345-6789.'],
    ]);
    const brazil = await h.caller.orders
      .quote(orderFor(comicId, { address: { ...ADA_ADDRESS, country: 'BR' } }))
      .catch((e: TRPCError) => e);
    expect(JSON.stringify((brazil as TRPCError).cause)).toContain("Sorry, we can't ship to this country yet.");
  });

  it(
    'without the keys, says printing is not set up: the quote still shows ' + 'prices, ordering and webhooks are off',
    async () => {
      const h = await makeHarness({ user: 'ada@example.com' });
      const comicId = await makeOrderableComic(h.deps, h.user!.id);
      expect(await h.caller.orders.options()).toMatchObject({
        enabled: false,
        reason: 'Printing is not set up on this server.',
      });
      expect((await h.caller.orders.quote(orderFor(comicId))).total).toBe(4997);
      expect(await codeOf(h.caller.orders.create(orderFor(comicId)))).toBe('SERVICE_UNAVAILABLE');
      const t = await makeTestApp();
      for (const path of ['/webhooks/stripe', '/webhooks/lulu']) {
        expect(
          (
            await t.app.inject({
              method: 'POST',
              url: path,
              payload: '{}',
              headers: { 'content-type': 'application/json' },
            })
          ).statusCode,
        ).toBe(404);
      }
      await t.app.close();
    },
  );

  it(
    'cancels before production: unpaid (the checkout closes), at the printer (the job is canceled and the ' +
      'payment refunded); not once printing started',
    async () => {
      world = await startOrderWorld();
      const w = world;
      const ada = await w.user('ada@example.com');
      const caller = w.caller(ada);
      const comicId = await w.comic(ada);

      const unpaid = await caller.orders.create(orderFor(comicId));
      const canceled = await caller.orders.cancel({ orderId: unpaid.orderId });
      expect(canceled).toMatchObject({ status: 'canceled', canCancel: false, checkoutUrl: null });
      expect(w.stripe.sessions.get(decodeURIComponent(unpaid.checkoutUrl.split('/pay/')[1]))?.status).toBe('expired');

      const sent = await placeAndPay(w, ada, comicId);
      await eventually(() => w.lulu.jobs[0]?.status.name === 'UNPAID', 'at the printer');
      await atPrinter(caller, sent.orderId);
      await caller.orders.cancel({ orderId: sent.orderId });
      const refunded = await eventually(async () => {
        const o = await caller.orders.get({ orderId: sent.orderId });
        return o.status === 'refunded' && o;
      }, 'refunded');
      expect(w.lulu.jobs[0].status.name).toBe('CANCELED');
      expect([...w.stripe.refunds.values()]).toEqual([
        expect.objectContaining({ amount: 4997, status: 'succeeded', metadata: { orderId: sent.orderId } }),
      ]);
      expect(refunded.history.map((h) => h.note)).toEqual(
        expect.arrayContaining(['You canceled the order.', 'Refunded in full.']),
      );
      await w.smtp.waitFor((m) => /was refunded/.test(m.subject));

      const printing = await placeAndPay(w, ada, comicId);
      await eventually(() => w.lulu.jobs[1]?.status.name === 'UNPAID', 'the second at the printer');
      await atPrinter(caller, printing.orderId);
      await w.lulu.advance(w.lulu.jobs[1].id, 'IN_PRODUCTION');
      await eventually(
        async () => (await caller.orders.get({ orderId: printing.orderId })).status === 'in_production',
        'printing',
      );
      expect(await codeOf(caller.orders.cancel({ orderId: printing.orderId }))).toBe('BAD_REQUEST');
      expect((await eventsOf(w, printing.orderId)).some((e) => e.to === 'canceled')).toBe(false);
      expect(w.lulu.violations).toEqual([]);
    },
  );

  it(
    'cancels a paid order the printer has not got yet (it is down): ' + 'refunded, and no print job is ever made',
    async () => {
      world = await startOrderWorld();
      const w = world;
      const { orderId, caller } = await paidWhilePrinterDown(w, await w.user('ada@example.com'));
      await caller.orders.cancel({ orderId });
      await eventually(async () => (await caller.orders.get({ orderId })).status === 'refunded', 'refunded');
      w.lulu.setDown(false);
      const { pollOrders } = await import('../../server/domains/orders/orderPoller');
      await pollOrders(w.deps);
      await new Promise((r) => setTimeout(r, 1500));
      expect(w.lulu.jobs).toEqual([]);
    },
  );

  it('serves the print files only at links this server signed, until they expire', async () => {
    world = await startOrderWorld();
    const w = world;
    const ada = await w.user('ada@example.com');
    const { orderId } = await placeAndPay(w, ada, await w.comic(ada));
    await eventually(() => w.lulu.jobs.length === 1, 'the print job');
    const link = new URL(w.lulu.jobs[0].line_items[0].interior.source_url);
    expect(link.origin).toBe(w.publicUrl);
    const good = await fetch(link);
    expect(good.status).toBe(200);
    expect(good.headers.get('content-type')).toBe('application/pdf');
    // Read to the end: a response left unread keeps its request open, and the app's close waits for it.
    expect(
      Buffer.from(await good.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const get = async (change: (u: URL) => void) => {
      const url = new URL(link);
      change(url);
      return (await fetch(url)).status;
    };
    expect(
      await get((u) =>
        u.searchParams.set(
          'sig',
          u.searchParams.get('sig')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
        ),
      ),
    ).toBe(404);
    expect(await get((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 1)))).toBe(
      404,
    );
    expect(await get((u) => (u.pathname = u.pathname.replace('interior', 'cover')))).toBe(404);
    expect(await get((u) => u.searchParams.delete('sig'))).toBe(404);
    const { printFileLink } = await import('../../server/domains/orders/orderFiles');
    const expired = await printFileLink(w.deps, orderId, 'interior', new Date(Date.now() - 8 * 24 * 3600 * 1000));
    expect((await fetch(expired)).status).toBe(404);
  });

  it(
    'lets a customer start 20 orders an hour, then asks them to wait; a checkout ' +
      'Stripe could not make does not count',
    async () => {
      world = await startOrderWorld();
      const w = world;
      const ada = await w.user('ada@example.com');
      const caller = w.caller(ada);
      const comicId = await w.comic(ada);
      w.stripe.setDown(true);
      expect(await codeOf(caller.orders.create(orderFor(comicId)))).toBe('SERVICE_UNAVAILABLE');
      w.stripe.setDown(false);
      for (let i = 0; i < 20; i++) await caller.orders.create(orderFor(comicId));
      const refused = await caller.orders.create(orderFor(comicId)).catch((e: TRPCError) => e);
      expect(refused).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/many orders in the last hour/),
      });
      const statuses = (await caller.orders.list()).map((o) => o.status);
      expect(statuses.filter((s) => s === 'awaiting_payment')).toHaveLength(20);
      expect(statuses.filter((s) => s === 'canceled')).toHaveLength(1);
      expect(
        await w
          .caller(await w.user('bob@example.com'))
          .orders.quote(orderFor(await w.comic(await w.user('bob@example.com')))),
      ).toBeTruthy();
    },
  );

  it('keeps the order log append-only, and without SMTP_URL says in the log that an e-mail was not sent', async () => {
    world = await startOrderWorld();
    const w = world;
    const ada = await w.user('ada@example.com');
    const { orderId } = await w.caller(ada).orders.create(orderFor(await w.comic(ada)));
    await expect(
      rawSql(w.deps.db, "UPDATE order_events SET note = 'rewritten' WHERE order_id = ?", [orderId]),
    ).rejects.toThrow(/append-only/);
    await expect(rawSql(w.deps.db, 'DELETE FROM order_events WHERE order_id = ?', [orderId])).rejects.toThrow(
      /append-only/,
    );
    expect((await eventsOf(w, orderId)).map((e) => e.type)).toEqual(['created', 'checkout_created']);

    const logged: unknown[][] = [];
    const log = { info: (...args: unknown[]) => logged.push(args) } as unknown as Parameters<typeof createMailer>[1];
    const mailer = createMailer({ from: 'Shop <o@example.com>' }, log);
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Your comic is on its way',
      text: 'Track it here: https://example.com/t',
    });
    expect(mailer.name).toBe('log');
    expect(JSON.stringify(logged)).toContain('not sent: SMTP_URL is not set');
    expect(JSON.stringify(logged)).not.toContain('Your comic is on its way');
  });

  it(
    'asks the printer before the payment: an address it cannot ship to is refused in the form’s words; a ' +
      'printer that is down does not stop the sale',
    async () => {
      world = await startOrderWorld({
        deps: ({ printer }) => ({
          printer: {
            ...printer!,
            async checkOrder(request) {
              if (request.address.postcode === '99999')
                return {
                  ok: false,
                  fields: ['postcode', 'stateCode'],
                  message: '{"shipping_address":{"postcode":["invalid"]}}',
                };
              return printer!.checkOrder(request);
            },
          },
        }),
      });
      const w = world;
      const ada = await w.user('ada@example.com');
      const caller = w.caller(ada);
      const comicId = await w.comic(ada);
      const refused = await caller.orders
        .create(orderFor(comicId, { address: { ...ADA_ADDRESS, postcode: '99999' } }))
        .catch((e: TRPCError) => e);
      expect(refused).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'The printer cannot deliver to this address. Please check: Postcode, State / region.',
      });
      expect(await caller.orders.list()).toEqual([]);

      await caller.orders.create(orderFor(comicId));
      expect(w.lulu.log().filter((l) => l.startsWith('POST /print-job-cost-calculations/'))).toHaveLength(1);
      w.lulu.setDown(true);
      const { orderId } = await caller.orders.create(orderFor(comicId));
      expect((await caller.orders.get({ orderId })).status).toBe('awaiting_payment');
      expect(w.lulu.violations).toEqual([]);
    },
  );
});
