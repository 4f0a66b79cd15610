// The order feature's stand-ins, checked against the real clients before the feature leans on them: the real
// `stripe` SDK against the fake Stripe (checkout, the pay page, signed events, refunds, Stripe's errors),
// Lulu's published API description against requests to the fake printer (good ones pass, bad ones are
// refused and recorded), the printer's signed webhooks and file fetches, and nodemailer to the fake SMTP.
// @module-tag no-database
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLulu, type FakeLulu } from '../fakes/fakeLulu';
import { startFakeSmtp } from '../fakes/fakeSmtp';
import { startFakeStripe, type FakeStripe } from '../fakes/fakeStripe';
import type { Json } from '../fakes/json';

// A two-page PDF, enough for the printer to count pages.
const PDF =
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R 4 0 R] ' +
  '/Count 2>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R>> endobj\n4 0 obj <</Type /Page /Parent 2 0 R>> ' +
  'endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
}

/** Our side: receives both webhooks raw (signatures are over the raw bytes) and serves "signed" file URLs. */
async function startApp() {
  const received: Received[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://app');
    if (req.method === 'GET' && url.pathname.startsWith('/files/')) {
      if (url.searchParams.get('sig') !== 'good') return res.writeHead(403).end('expired link');
      return res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
    }
    received.push({ path: url.pathname, headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let app: Awaited<ReturnType<typeof startApp>>;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app.close();
});

describe('fake Stripe, driven by the real SDK', () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  beforeAll(async () => {
    fake = await startFakeStripe({ webhookUrl: `${app.origin}/stripe` });
    stripe = new Stripe(fake.secretKey, { ...fake.clientOptions, maxNetworkRetries: 0 });
  });
  afterAll(() => fake.close());

  const order = (id: string): Stripe.Checkout.SessionCreateParams => ({
    mode: 'payment',
    client_reference_id: id,
    metadata: { orderId: id },
    payment_intent_data: { metadata: { orderId: id } },
    line_items: [
      {
        quantity: 2,
        price_data: { currency: 'usd', unit_amount: 1999, product_data: { name: 'Comic book (6.625 × 10.25 in)' } },
      },
    ],
    success_url: `${app.origin}/orders/${id}?session={CHECKOUT_SESSION_ID}`,
    cancel_url: `${app.origin}/orders/${id}`,
  });
  // Events an API call causes are delivered in the background, as Stripe does; idle() waits for them.
  const eventsOf = async (type: string) => {
    await fake.idle();
    return app.received
      .filter((r) => r.path === '/stripe')
      .map((r) => stripe.webhooks.constructEvent(r.raw, String(r.headers['stripe-signature']), fake.webhookSecret))
      .filter((e) => e.type === type);
  };

  it('creates a session, the checkout page pays it, and the signed event verifies with the SDK', async () => {
    const session = await stripe.checkout.sessions.create(order('ord_1'));
    expect(session).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 3998,
      currency: 'usd',
      payment_intent: null,
    });
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('<button type="submit">Pay</button>');
    expect(page).toContain('39.98 USD');

    const paid = await fetch(session.url!, {
      method: 'POST',
      body: new URLSearchParams({ email: 'reader@example.com' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${app.origin}/orders/ord_1?session=${session.id}`);

    const [completed] = await eventsOf('checkout.session.completed');
    const object = completed.data.object as Stripe.Checkout.Session;
    expect(object).toMatchObject({
      id: session.id,
      payment_status: 'paid',
      status: 'complete',
      metadata: { orderId: 'ord_1' },
    });
    const raw = app.received.find((r) => r.raw.includes(completed.id))!;
    expect(() =>
      stripe.webhooks.constructEvent(raw.raw, String(raw.headers['stripe-signature']), 'whsec_wrong'),
    ).toThrow(/signature/i);
    expect(() =>
      stripe.webhooks.constructEvent(
        raw.raw.replace('3998', '1'),
        String(raw.headers['stripe-signature']),
        fake.webhookSecret,
      ),
    ).toThrow();

    const again = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent', 'line_items'] });
    const intent = again.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ status: 'succeeded', amount: 3998, metadata: { orderId: 'ord_1' } });
    expect(again.line_items?.data[0]).toMatchObject({
      quantity: 2,
      amount_total: 3998,
      description: 'Comic book (6.625 × 10.25 in)',
    });
  });

  it('refunds in part and in full, then refuses a third refund as Stripe does', async () => {
    const session = await stripe.checkout.sessions.create(order('ord_2'));
    const paid = await fake.pay(session.id);
    const partial = await stripe.refunds.create({
      payment_intent: String(paid.payment_intent),
      amount: 1000,
      reason: 'requested_by_customer',
    });
    expect(partial).toMatchObject({ object: 'refund', amount: 1000, status: 'succeeded' });
    expect(await stripe.refunds.retrieve(partial.id)).toMatchObject({ id: partial.id, amount: 1000 });
    await stripe.refunds.create({ payment_intent: String(paid.payment_intent) });
    await expect(stripe.refunds.create({ payment_intent: String(paid.payment_intent) })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
    });
    const refunded = (await eventsOf('charge.refunded')).map((e) => e.data.object as Stripe.Charge);
    expect(refunded.map((c) => [c.amount_refunded, c.refunded])).toEqual([
      [1000, false],
      [3998, true],
    ]);
  });

  it("answers unknown ids, missing and unknown parameters with Stripe's errors", async () => {
    await expect(stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    const { mode: _mode, ...noMode } = order('ord_3');
    await expect(stripe.checkout.sessions.create(noMode)).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'mode',
    });
    await expect(
      stripe.checkout.sessions.create({ ...order('ord_3'), shipping_options: [{ shipping_rate: 'shr_1' }] }),
    ).rejects.toMatchObject({ code: 'parameter_unknown' });
    // A checkout language Stripe does not have ('pt-PT': Stripe's Portuguese are pt and pt-BR).
    await expect(
      stripe.checkout.sessions.create({ ...order('ord_3'), locale: 'pt-PT' as never }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'locale',
      message: expect.stringMatching(/^Invalid locale: must be one of auto, /),
    });
    expect((await stripe.checkout.sessions.create({ ...order('ord_3'), locale: 'pt-BR' })).locale).toBe('pt-BR');
    await expect(new Stripe('sk_test_wrong', fake.clientOptions).refunds.retrieve('re_x')).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('expires an open session with an event, and replays an idempotent create', async () => {
    const params = order('ord_4');
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: 'order-ord_4' });
    const second = await stripe.checkout.sessions.create(params, { idempotencyKey: 'order-ord_4' });
    expect(second.id).toBe(first.id);
    expect(await stripe.checkout.sessions.expire(first.id)).toMatchObject({ status: 'expired', url: null });
    expect(
      (await eventsOf('checkout.session.expired')).map((e) => (e.data.object as Stripe.Checkout.Session).id),
    ).toContain(first.id);
    await expect(stripe.checkout.sessions.expire(first.id)).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe("fake Lulu, held to Lulu's published API description", () => {
  let lulu: FakeLulu;
  let token: string;
  beforeAll(async () => {
    lulu = await startFakeLulu({ webhookUrl: `${app.origin}/lulu` });
    const answer = await fetch(`${lulu.url}/auth/realms/glasstree/protocol/openid-connect/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${lulu.clientKey}:${lulu.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    token = ((await answer.json()) as { access_token: string }).access_token;
  });
  afterAll(() => lulu.close());

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${lulu.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const address = {
    name: 'Ada Reader',
    street1: '101 Independence Ave SE',
    city: 'Washington',
    state_code: 'DC',
    postcode: '20540',
    country_code: 'US',
    phone_number: '+1 202 555 0100',
    email: 'ada@example.com',
  };
  const pod = '0663X1025FCSTDSS080CW444GXX';
  const job = (externalId: string, sig = 'good') => ({
    external_id: externalId,
    contact_email: 'orders@example.com',
    shipping_level: 'MAIL',
    shipping_address: address,
    line_items: [
      {
        title: 'The Brave Toaster',
        quantity: 1,
        printable_normalization: {
          pod_package_id: pod,
          cover: { source_url: `${app.origin}/files/cover.pdf?sig=${sig}` },
          interior: { source_url: `${app.origin}/files/interior.pdf?sig=${sig}` },
        },
      },
    ],
  });

  it('quotes, takes a print job, finds it by external id, and reports it shipped by signed webhook', async () => {
    const quote = await call('POST', '/print-job-cost-calculations/', {
      line_items: [{ pod_package_id: pod, page_count: 24, quantity: 1 }],
      shipping_address: address,
      shipping_option: 'MAIL',
    });
    expect(quote.status).toBe(201);
    expect(Number(quote.body.total_cost_incl_tax)).toBeGreaterThan(0);
    const options = await call('POST', '/shipping-options/', {
      line_items: [{ pod_package_id: pod, page_count: 24, quantity: 1 }],
      shipping_address: { country: 'US', state_code: 'DC' },
    });
    expect(options.body.map((o: { level: string }) => o.level)).toContain('EXPEDITED');

    const created = await call('POST', '/print-jobs/', job('ord_1'));
    expect(created.status).toBe(201);
    expect(created.body.status.name).toBe('CREATED');
    const found = await call('GET', '/print-jobs/?search=ord_1');
    expect(found.body.results.map((j: { external_id: string }) => j.external_id)).toEqual(['ord_1']);

    const fetched = await lulu.processFiles(created.body.id);
    expect(fetched.map((f) => [f.kind, f.status, f.isPdf, f.pages])).toEqual([
      ['cover', 200, true, 2],
      ['interior', 200, true, 2],
    ]);
    await lulu.advance(created.body.id, 'SHIPPED');
    const status = await call('GET', `/print-jobs/${created.body.id}/status/`);
    expect(status.body).toMatchObject({
      name: 'SHIPPED',
      line_item_statuses: [{ messages: { carrier_name: 'USPS' } }],
    });

    const hooks = app.received.filter((r) => r.path === '/lulu');
    for (const hook of hooks) {
      expect(hook.headers['lulu-hmac-sha256']).toBe(
        createHmac('sha256', lulu.clientSecret).update(hook.raw).digest('hex'),
      );
    }
    expect(hooks.map((h) => JSON.parse(h.raw).data.status.name)).toEqual([
      'UNPAID',
      'PAYMENT_IN_PROGRESS',
      'PRODUCTION_DELAYED',
      'PRODUCTION_READY',
      'IN_PRODUCTION',
      'SHIPPED',
    ]);
    expect(JSON.parse(hooks.at(-1)!.raw)).toMatchObject({
      topic: 'PRINT_JOB_STATUS_CHANGED',
      data: { external_id: 'ord_1', line_items: [{ tracking_urls: [expect.stringContaining('usps.com')] }] },
    });
    expect((await call('PUT', `/print-jobs/${created.body.id}/status/`, { name: 'CANCELED' })).status).toBe(400);
    expect(lulu.violations).toEqual([]);
    expect(lulu.selfCheck).toEqual([]);
  });

  it('refuses and records requests the description does not allow', async () => {
    const before = lulu.violations.length;
    const bad = {
      ...job('ord_bad'),
      shipping_level: 'FAST',
      shipping_address: { ...address, phone_number: undefined },
    };
    const refused = await call('POST', '/print-jobs/', bad);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      shipping_level: ['"FAST" is not a valid choice.'],
      shipping_address: { phone_number: ['This field is required.'] },
    });
    // Lulu ignores a filter it does not know and lists every job: answered like Lulu, recorded as a bug.
    expect((await call('GET', '/print-jobs/?external_id=ord_1')).status).toBe(200);
    expect((await call('GET', '/print-jobs')).status).toBe(404);
    expect((await fetch(`${lulu.url}/print-jobs/`)).status).toBe(401);
    expect(lulu.violations.slice(before).map((v) => v.kind)).toEqual(['schema', 'query', 'route', 'auth']);
    expect(lulu.jobs.some((j) => j.external_id === 'ord_bad')).toBe(false);
  });

  it('rejects a job whose files it cannot fetch or is told to refuse, and can be down', async () => {
    const before = lulu.violations.length;
    const expired = await call('POST', '/print-jobs/', job('ord_expired', 'stale'));
    await lulu.processFiles(expired.body.id);
    expect(lulu.job(expired.body.id).status).toMatchObject({
      name: 'REJECTED',
      message: expect.stringContaining('HTTP 403'),
    });
    lulu.refuseFiles('Interior PDF: fonts not embedded');
    const refused = await call('POST', '/print-jobs/', job('ord_refused'));
    await lulu.processFiles(refused.body.id);
    expect((await call('GET', `/print-jobs/${refused.body.id}/`)).body.status).toMatchObject({
      name: 'REJECTED',
      message: 'Interior PDF: fonts not embedded',
    });
    lulu.refuseFiles(null);
    const cancel = await call('POST', '/print-jobs/', job('ord_cancel'));
    expect((await call('PUT', `/print-jobs/${cancel.body.id}/status/`, { name: 'CANCELED' })).body.name).toBe(
      'CANCELED',
    );
    lulu.setDown(true);
    expect((await fetch(`${lulu.url}/print-jobs/`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      503,
    );
    lulu.setDown(false);
    expect((await call('GET', '/print-jobs/?search=ord_&page_size=2')).body).toMatchObject({
      count: 4,
      next: expect.stringContaining('page=2'),
    });
    expect(lulu.violations.slice(before)).toEqual([]);
    expect(lulu.selfCheck).toEqual([]);
  });
});

describe('fake SMTP', () => {
  it('receives what nodemailer sends, with long links intact', async () => {
    const smtp = await startFakeSmtp();
    try {
      const link =
        `https://tools.usps.com/go/TrackConfirmAction?tLabels=9400` +
        `${'1'.repeat(18)}&order=ord_1&from=comics-by-anyone`;
      await nodemailer.createTransport(`${smtp.url.replace('smtp://', 'smtp://shop:pass@')}`).sendMail({
        from: 'Comics by Anyone <orders@example.com>',
        to: 'ada@example.com',
        subject: 'Your comic is on its way ✈',
        text: `Track it here: ${link}`,
        html: `<p>Track it <a href="${link}">here</a>.</p>`,
      });
      const mail = await smtp.waitFor((m) => m.to.includes('ada@example.com'));
      expect(mail).toMatchObject({ from: 'orders@example.com', user: 'shop', subject: 'Your comic is on its way ✈' });
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    } finally {
      await smtp.close();
    }
  });
});
