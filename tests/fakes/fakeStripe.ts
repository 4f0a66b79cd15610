// A local, stateful stand-in for the parts of Stripe the shop uses, for the real `stripe` SDK:
//   new Stripe(fake.secretKey, fake.clientOptions)   // { host: '127.0.0.1', port, protocol: 'http' }
// Checkout Sessions (create with price_data line items, retrieve, line items, expire), a local checkout
// page at /pay/<session id> whose "Pay" button completes the session (a PaymentIntent and a Charge), refunds,
// a bank debit that settles later, and events POSTed to the configured webhook URL, pretty-printed and signed as Stripe
// signs them (Stripe-Signature: t=...,v1=..., made by the SDK's own generateTestHeaderString). Errors carry Stripe's
// shape and wording; POSTs honour Idempotency-Key as Stripe does (the SDK sends one with every POST and
// retries 5xx answers with it). Parameters the fake does not model are refused, never silently ignored.
import type { ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { startFakeHttpServer, type RecordedRequest } from './fakeHttp';
import { StripeMoney, type FakePaymentMethod } from './stripeMoney';
import { checkoutSession } from './stripeSessions';
import { StripeError, checkoutPage, integer, list, noSuch, now, parseForm, stripeId, type Params } from './stripeWire';

export const DEFAULT_EVENTS = [
  'checkout.session.completed',
  'checkout.session.expired',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'charge.refunded',
];

export interface FakeStripeOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** Where events go (the app's POST /webhooks/stripe); can be set later with setWebhook. */
  webhookUrl?: string;
  /** The event types the endpoint is subscribed to (default DEFAULT_EVENTS; '*' for all). */
  events?: string[];
  /**
   * The payment methods switched on in the account's Dashboard (default: cards only). Under API version
   * 2026-09-30.endive and later a Checkout Session takes these ("dynamic payment methods"), narrowed by
   * its `allowed_payment_method_types` (Stripe's changelog, "Removes the payment method types parameter
   * from Checkout Sessions"); `payment_method_types` is no longer a parameter of the create call.
   */
  dashboardPaymentMethods?: FakePaymentMethod[];
}

export interface EventDelivery {
  eventId: string;
  type: string;
  url: string;
  /** The raw body sent (pretty-printed JSON, as Stripe sends it) and the signature made over it. */
  payload: string;
  signature: string;
  /** The receiver's HTTP status, 0 when unreachable. */
  status: number;
  ok: boolean;
}

export interface FakeStripe {
  /** http://127.0.0.1:PORT — also STRIPE_API_URL for the app. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** The second argument of `new Stripe(key, ...)`. */
  clientOptions: { host: string; port: number; protocol: 'http' };
  requests: RecordedRequest[];
  sessions: Map<string, Params>;
  paymentIntents: Map<string, Params>;
  charges: Map<string, Params>;
  refunds: Map<string, Params>;
  events: Params[];
  deliveries: EventDelivery[];
  setWebhook(url: string | null, events?: string[]): void;
  /** What the "Pay" button does: completes the session (with a card unless said), then delivers its events. */
  pay(sessionId: string, email?: string, method?: FakePaymentMethod): Promise<Params>;
  /** The bank answers a debit the session was paid with (async_payment_succeeded or _failed follows). */
  settleDebit(sessionId: string, succeeded: boolean): Promise<void>;
  /** The payment was charged back: refunds of it are refused (charge_disputed). */
  dispute(paymentIntentId: string): void;
  /** Keep events from the webhook (a slow or lost delivery) until called with false, which sends them. */
  holdEvents(hold: boolean): Promise<void>;
  /** Sends an event again, as the dashboard's "Resend" does (a replay, for the receiver to ignore). */
  redeliver(eventId: string): Promise<EventDelivery>;
  /** The checkout page declines cards with this message until called with null. */
  declinePayments(message: string | null): void;
  /** Answer API calls with 500 (the SDK retries them): `true` until told otherwise, or for this many ms. */
  setDown(down: boolean | number): void;
  idle(): Promise<void>;
  /** One line per request received, e.g. `POST /v1/checkout/sessions mode=payment&...`. */
  log(): string[];
  close(): Promise<void>;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake_local_stripe';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_local_stripe_secret';
  let webhookUrl = options.webhookUrl ?? null;
  let subscribed = options.events ?? DEFAULT_EVENTS;
  const sessions = new Map<string, Params>();
  const lineItems = new Map<string, Params[]>();
  const events: Params[] = [];
  const deliveries: EventDelivery[] = [];
  const held: Params[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: Params }>();
  const background = new Set<Promise<unknown>>();
  let holding = false;
  let decline: string | null = null;
  const dashboard: FakePaymentMethod[] = options.dashboardPaymentMethods ?? ['card'];
  const money = new StripeMoney(
    (type, object, request) => emit(type, object, request),
    (session) => expand(session, {}),
  );
  let downUntil = 0;

  const server = await startFakeHttpServer(
    async (req, res) => {
      const url = new URL(req.path, 'http://fake');
      const send = (status: number, body: Params, headers: Record<string, string> = {}) => {
        const text = JSON.stringify(body, null, 2);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req'), ...headers });
        res.end(text);
      };
      const form = () => parseForm(typeof req.body === 'string' ? req.body : '');
      try {
        if (url.pathname.startsWith('/pay/'))
          return await checkout(req, res, decodeURIComponent(url.pathname.slice(5)));
        if (Date.now() < downUntil)
          throw new StripeError(500, 'api_error', 'An unknown error occurred while processing your request.');
        authenticate(String(req.headers.authorization ?? ''));
        const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
        const fingerprint = `${req.method} ${url.pathname} ${String(req.body ?? '')}`;
        const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) {
            throw new StripeError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used ` +
                `with. Try using a key other than '${key}' if you meant to execute a different request.`,
            );
          }
          return send(earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
        }
        const request = { id: stripeId('req'), idempotency_key: typeof key === 'string' ? key : null };
        const body = route(req.method, url, req.method === 'POST' ? form() : parseForm(url.search.slice(1)), request);
        // A replay answers what the first request answered then, not the object as it is now.
        if (typeof key === 'string') idempotent.set(key, { fingerprint, status: 200, body: structuredClone(body) });
        send(200, body);
      } catch (error) {
        if (!(error instanceof StripeError)) throw error;
        send(error.status, error.body);
      }
    },
    0,
    { unref: true },
  );

  function authenticate(authorization: string) {
    const key = /^Bearer (.+)$/.exec(authorization)?.[1];
    if (!key) {
      throw new StripeError(
        401,
        'invalid_request_error',
        'You did not provide an API key. You need to provide your API key in the Authorization header, using ' +
          "Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    if (key !== secretKey)
      throw new StripeError(
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`,
      );
  }

  function route(method: string, url: URL, params: Params, request: Params): Params {
    const [, version, ...parts] = url.pathname.split('/');
    const path = parts.join('/');
    const get = <T>(map: Map<string, T>, kind: string, id: string) => {
      const found = map.get(id);
      if (!found) throw noSuch(kind, id);
      return found;
    };
    // The id in the path when the request is `verb` on `pattern`'s resource, else undefined.
    const idIn = (verb: string, pattern: RegExp) => (method === verb ? pattern.exec(path)?.[1] : undefined);
    if (version === 'v1') {
      if (method === 'POST' && path === 'checkout/sessions') return createSession(params);
      const sessionId = idIn('GET', /^checkout\/sessions\/([^/]+)$/);
      if (sessionId) return expand(get(sessions, 'checkout.session', sessionId), params);
      const itemsOf = idIn('GET', /^checkout\/sessions\/([^/]+)\/line_items$/);
      if (itemsOf) {
        get(sessions, 'checkout.session', itemsOf);
        return list(lineItems.get(itemsOf) ?? [], `/v1/checkout/sessions/${itemsOf}/line_items`);
      }
      const expiring = idIn('POST', /^checkout\/sessions\/([^/]+)\/expire$/);
      if (expiring) return expire(get(sessions, 'checkout.session', expiring), request);
      const intentId = idIn('GET', /^payment_intents\/([^/]+)$/);
      if (intentId) return get(money.paymentIntents, 'payment_intent', intentId);
      const chargeId = idIn('GET', /^charges\/([^/]+)$/);
      if (chargeId) return get(money.charges, 'charge', chargeId);
      if (method === 'POST' && path === 'refunds') return money.createRefund(params, request);
      const refundId = idIn('GET', /^refunds\/([^/]+)$/);
      if (refundId) return get(money.refunds, 'refund', refundId);
      const eventId = idIn('GET', /^events\/([^/]+)$/);
      if (eventId) {
        const event = events.find((e) => e.id === eventId);
        if (!event) throw noSuch('event', eventId);
        return event;
      }
      if (method === 'GET' && path === 'events') {
        const limit = integer(params.limit, 'limit') ?? 10;
        const found = events.filter((e) => !params.type || e.type === params.type).reverse();
        return { ...list(found.slice(0, limit), '/v1/events'), has_more: found.length > limit };
      }
    }
    throw new StripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can ` +
        `help at https://support.stripe.com/.`,
    );
  }

  function createSession(params: Params): Params {
    const { session, items } = checkoutSession(params, dashboard, server.origin);
    sessions.set(session.id, session);
    lineItems.set(session.id, items);
    return expand(session, params);
  }

  /** A session as the API answers it, with `expand[]` of payment_intent and line_items applied. */
  function expand(session: Params, params: Params): Params {
    const { payment_intent_data: _hidden, ...answer } = session;
    const wanted: string[] = Array.isArray(params.expand) ? params.expand : [];
    for (const field of wanted) {
      if (field === 'payment_intent')
        answer.payment_intent = session.payment_intent ? money.paymentIntents.get(session.payment_intent) : null;
      else if (field === 'line_items')
        answer.line_items = list(lineItems.get(session.id) ?? [], `/v1/checkout/sessions/${session.id}/line_items`);
      else
        throw new StripeError(
          400,
          'invalid_request_error',
          `This property cannot be expanded (${field}).`,
          undefined,
          'expand',
        );
    }
    return answer;
  }

  function expire(session: Params, request: Params | null): Params {
    if (session.status !== 'open') {
      throw new StripeError(
        400,
        'invalid_request_error',
        `Only Checkout Sessions with a status in ["open"] can be expired.`,
        undefined,
        'session',
      );
    }
    Object.assign(session, { status: 'expired', url: null });
    emit('checkout.session.expired', expand(session, {}), request);
    return expand(session, {});
  }

  function emit(type: string, object: Params, request: Params | null): void {
    const event: Params = {
      id: stripeId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: webhookUrl && wants(type) ? 1 : 0,
      request: request ?? { id: null, idempotency_key: null },
      type,
    };
    events.push(event);
    if (!webhookUrl || !wants(type)) return;
    if (holding) held.push(event);
    else track(deliver(event));
  }

  const wants = (type: string) => subscribed.includes('*') || subscribed.includes(type);

  async function deliver(event: Params): Promise<EventDelivery> {
    const url = webhookUrl!;
    // Stripe's bodies are pretty-printed; a receiver must verify the raw bytes, not re-serialized JSON.
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    let status = 0;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    const delivery = {
      eventId: event.id,
      type: event.type,
      url,
      payload,
      signature,
      status,
      ok: status >= 200 && status < 300,
    };
    deliveries.push(delivery);
    if (delivery.ok) event.pending_webhooks = 0;
    return delivery;
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    background.add(promise);
    void promise.finally(() => background.delete(promise)).catch(() => undefined);
    return promise;
  }

  async function pay(sessionId: string, email?: string, method: FakePaymentMethod = 'card'): Promise<Params> {
    const session = sessions.get(sessionId);
    if (!session) throw noSuch('checkout.session', sessionId);
    if (session.status !== 'open')
      throw new StripeError(400, 'invalid_request_error', `This Checkout Session is ${session.status}.`);
    // The hosted page offers only the session's methods.
    if (!session.payment_method_types.includes(method))
      throw new StripeError(400, 'invalid_request_error', `This Checkout Session does not accept ${method}.`);
    if (decline) throw new StripeError(402, 'card_error', decline, 'card_declined');
    money.pay(session, email || session.customer_email || 'buyer@example.com', method);
    await idle();
    return expand(session, {});
  }

  async function idle(): Promise<void> {
    while (background.size > 0) await Promise.allSettled([...background]);
  }

  /** GET shows the page; POST is the Pay button: pays, waits for the webhook, then returns to success_url. */
  async function checkout(req: RecordedRequest, res: ServerResponse, id: string) {
    const html = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(text);
    };
    const session = sessions.get(id);
    if (!session) return html(404, '<!doctype html><title>Not found</title><p>No such checkout session.</p>');
    if (req.method === 'GET') return html(200, checkoutPage(session, lineItems.get(id) ?? []));
    const email = new URLSearchParams(typeof req.body === 'string' ? req.body : '').get('email') ?? undefined;
    try {
      await pay(id, email);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      return html(error.status, checkoutPage(session, lineItems.get(id) ?? [], error.message));
    }
    // Stripe delivers the event and redirects at about the same moment; the fake delivers first so a test
    // sees one order of events (holdEvents(true) gives the other: the customer back before the webhook).
    const next = session.success_url?.replace('{CHECKOUT_SESSION_ID}', id);
    if (next) {
      res.writeHead(303, { location: next });
      res.end();
    } else {
      html(200, '<!doctype html><title>Paid</title><p role="status">Payment complete.</p>');
    }
  }

  const port = Number(new URL(server.origin).port);
  return {
    url: server.origin,
    secretKey,
    webhookSecret,
    clientOptions: { host: '127.0.0.1', port, protocol: 'http' },
    requests: server.requests,
    sessions,
    paymentIntents: money.paymentIntents,
    charges: money.charges,
    refunds: money.refunds,
    events,
    deliveries,
    setWebhook: (url, types) => {
      webhookUrl = url;
      if (types) subscribed = types;
    },
    pay,
    holdEvents: async (hold) => {
      holding = hold;
      if (!hold) for (const event of held.splice(0)) await track(deliver(event));
    },
    redeliver: async (eventId) => {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`The fake Stripe has no event ${eventId}`);
      if (!webhookUrl) throw new Error('The fake Stripe has no webhook URL to send to');
      return track(deliver(event));
    },
    settleDebit: async (sessionId, succeeded) => {
      const session = sessions.get(sessionId);
      if (!session) throw noSuch('checkout.session', sessionId);
      money.settle(session, succeeded);
      await idle();
    },
    dispute: (paymentIntentId) => money.dispute(paymentIntentId),
    declinePayments: (message) => {
      decline = message;
    },
    setDown: (down) => {
      downUntil = down === true ? Number.POSITIVE_INFINITY : down === false ? 0 : Date.now() + down;
    },
    idle,
    log: () =>
      server.requests.map(
        (r) =>
          `${r.method} ${r.path}` +
          `${r.body === undefined ? '' : ` ${typeof r.body === 'string' ? r.body : JSON.stringify(r.body)}`}`,
      ),
    close: async () => {
      await idle();
      await server.close();
    },
  };
}
