// Ordering a printed copy end to end (issue 25): the real stripe SDK against the local Stripe, the printer's
// API against the local Lulu (every request checked against Lulu's published description), an SMTP server,
// the real app on a real port and a real SQLite file.
import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';
import { orderEvents } from '../../server/db/schema';
import { ADA_ADDRESS, eventually, orderFor, startOrderWorld, type OrderWorld } from '../helpers/orderWorld';

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
  it('quotes from server prices, takes the payment, prints once, and follows the job to shipped with a tracking link', async () => {
    world = await startOrderWorld();
    const w = world;
    const ada = w.user('ada@example.com');
    const caller = w.caller(ada);
    const comicId = await w.comic(ada);

    const options = await caller.orders.options();
    expect(options).toMatchObject({ enabled: true, reason: null, currency: 'usd' });
    expect(options.formats.find((f) => f.id === 'comic')?.pricePerCopy).toBe(1999);

    const quote = await caller.orders.quote(orderFor(comicId));
    expect(quote).toMatchObject({ pricePerCopy: 1999, subtotal: 3998, shippingPrice: 999, total: 4997, currency: 'usd', deliveryEstimate: '6–7 business days' });
    expect(quote.preflight).toMatchObject({ ready: true, summary: 'Ready to print', files: 'ready', pages: 12 });

    const { orderId, checkoutUrl } = await caller.orders.create(orderFor(comicId));
    expect(checkoutUrl).toContain('/pay/cs_');
    let order = await caller.orders.get({ orderId });
    expect(order).toMatchObject({ status: 'awaiting_payment', total: 4997, canCancel: true, checkoutUrl });
    expect(w.stripe.sessions.get(sessionOf(checkoutUrl))).toMatchObject({ amount_total: 4997, currency: 'usd', client_reference_id: orderId });

    // The customer pays on the checkout page; Stripe redirects to the order's page.
    const paid = await fetch(checkoutUrl, { method: 'POST', body: new URLSearchParams({ email: 'ada@example.com' }), redirect: 'manual' });
    expect(paid.headers.get('location')).toBe(`${w.publicUrl}/orders/${orderId}?paid=1`);
    await eventually(() => w.lulu.jobs.length === 1 && w.lulu.jobs[0].status.name === 'UNPAID', 'the print job accepted');
    const job = w.lulu.jobs[0];
    expect(job.external_id).toBe(orderId);
    expect(job.line_items[0]).toMatchObject({ quantity: 2, pod_package_id: '0663X1025.BW.STD.SS.080CW444.GXX', title: 'The Night Shift Hero' });
    expect(w.lulu.fileFetches.map((f) => [f.kind, f.status, f.pages])).toEqual([
      ['cover', 200, 1],
      ['interior', 200, 12],
    ]);
    order = await caller.orders.get({ orderId });
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
    expect(order.tracking).toEqual([{ carrier: 'USPS', number: expect.stringMatching(/^9400/), url: expect.stringContaining('usps.com') }]);
    const shipped = await w.smtp.waitFor((m) => /on its way/.test(m.subject));
    expect(shipped.text).toContain(order.tracking[0].url!);
    expect(shipped.text).toContain(`${w.publicUrl}/orders/${orderId}`);
    expect(order.history.map((h) => h.status)).toEqual(['awaiting_payment', 'paid', 'sent_to_printer', 'in_production', 'shipped']);
    expect((await caller.orders.list()).map((o) => [o.id, o.status])).toEqual([[orderId, 'shipped']]);

    // What the two services received for this order, for the record.
    expect(w.stripe.log().filter((l) => l.startsWith('POST /v1/checkout/sessions'))).toHaveLength(1);
    expect(w.lulu.log().filter((l) => l.startsWith('POST /print-jobs/'))).toHaveLength(1);
    expect(w.lulu.violations).toEqual([]);
    expect(w.lulu.selfCheck).toEqual([]);
  });
});
