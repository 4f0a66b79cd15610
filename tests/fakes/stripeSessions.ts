// Creating a Checkout Session in the fake Stripe: the parameters the fake models, Stripe's checks on them
// (mode, URLs, metadata, expiry window, one currency, the minimum total) and the session object Stripe answers
// with. Kept apart from fakeStripe.ts, which stores sessions and serves the API around them.
import type { FakePaymentMethod } from './stripeMoney';
import {
  checkMetadata,
  integer,
  lineItem,
  missing,
  now,
  onlyKnown,
  type Params,
  StripeError,
  stripeId,
} from './stripeWire';

// The session parameters the fake models; any other is refused rather than silently ignored.
const SESSION_PARAMS = (
  'mode line_items success_url cancel_url client_reference_id metadata customer_email expires_at ' +
  'payment_intent_data ui_mode locale submit_type billing_address_collection ' +
  'allowed_payment_method_types expand'
).split(' ');

/**
 * Checkout's languages (docs.stripe.com/js/appendix/supported_locales, read 2026-11-29): `locale` takes one of
 * these, and Stripe refuses any other value with its enum error.
 */
const CHECKOUT_LOCALES = (
  'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ' +
  'ro ru sk sl sv th tr vi zh zh-HK zh-TW'
).split(' ');

/**
 * A new Checkout Session from create parameters, checked as Stripe checks them, and its line items; the caller
 * stores both and answers with the session.
 */
export function checkoutSession(
  params: Params,
  dashboard: FakePaymentMethod[],
  origin: string,
): { session: Params; items: Params[] } {
  onlyKnown(params, SESSION_PARAMS);
  if (!params.mode) throw missing('mode');
  if (params.mode !== 'payment')
    throw new StripeError(
      400,
      'invalid_request_error',
      `The local fake Stripe models mode=payment only, not ${params.mode}.`,
      undefined,
      'mode',
    );
  if (params.ui_mode && params.ui_mode !== 'hosted_page')
    throw new StripeError(
      400,
      'invalid_request_error',
      'The local fake Stripe models the hosted page only.',
      undefined,
      'ui_mode',
    );
  const items = params.line_items;
  if (!Array.isArray(items) || items.length === 0) throw missing('line_items');
  for (const name of ['success_url', 'cancel_url']) {
    if (params[name] !== undefined && !URL.canParse(params[name]))
      throw new StripeError(400, 'invalid_request_error', 'Not a valid URL', 'url_invalid', name);
  }
  if (params.locale !== undefined && !CHECKOUT_LOCALES.includes(params.locale)) {
    const choices = `${CHECKOUT_LOCALES.slice(0, -1).join(', ')}, or ${CHECKOUT_LOCALES.at(-1)}`;
    throw new StripeError(
      400,
      'invalid_request_error',
      `Invalid locale: must be one of ${choices}`,
      undefined,
      'locale',
    );
  }
  checkMetadata(params.metadata, 'metadata');
  if (params.client_reference_id && String(params.client_reference_id).length > 200) {
    throw new StripeError(
      400,
      'invalid_request_error',
      'client_reference_id must be at most 200 characters.',
      'string_length_exceeded',
      'client_reference_id',
    );
  }
  const created = now();
  const expiresAt = integer(params.expires_at, 'expires_at') ?? created + 24 * 3600;
  if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
    throw new StripeError(
      400,
      'invalid_request_error',
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      undefined,
      'expires_at',
    );
  }
  const id = stripeId('cs');
  const parsed: Params[] = items.map((item: Params, i: number) => lineItem(item, `line_items[${i}]`));
  const currency = parsed[0].currency;
  if (parsed.some((li) => li.currency !== currency))
    throw new StripeError(
      400,
      'invalid_request_error',
      'All line items must use the same currency.',
      undefined,
      'line_items',
    );
  const total = parsed.reduce((n, li) => n + li.amount_total, 0);
  if (total < 50)
    throw new StripeError(
      400,
      'invalid_request_error',
      `The Checkout Session's total amount due must add up to at least $0.50 ${currency}`,
      'amount_too_small',
    );
  const pid = params.payment_intent_data ?? {};
  onlyKnown(pid, ['metadata', 'description', 'receipt_email'], 'payment_intent_data');
  checkMetadata(pid.metadata, 'payment_intent_data[metadata]');
  const session: Params = {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: params.cancel_url ?? null,
    client_reference_id: params.client_reference_id ?? null,
    created,
    currency,
    customer_details: null,
    customer_email: params.customer_email ?? null,
    expires_at: expiresAt,
    livemode: false,
    locale: params.locale ?? null,
    metadata: params.metadata ?? {},
    mode: 'payment',
    // Stripe makes the PaymentIntent when the customer pays (API versions since 2022-08-01).
    payment_intent: null,
    payment_method_types: paymentMethods(params.allowed_payment_method_types, dashboard),
    payment_status: 'unpaid',
    status: 'open',
    success_url: params.success_url ?? null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `${origin}/pay/${id}`,
    payment_intent_data: pid, // kept for the PaymentIntent; removed from answers below
  };
  return { session, items: parsed };
}

/**
 * The Dashboard's methods, narrowed to the allowed ones (an allowed method the
 * account lacks is dropped, as Stripe does).
 */
function paymentMethods(allowed: unknown, dashboard: FakePaymentMethod[]): string[] {
  if (allowed === undefined) return [...dashboard];
  if (!Array.isArray(allowed) || allowed.length === 0)
    throw new StripeError(400, 'invalid_request_error', 'Invalid array', undefined, 'allowed_payment_method_types');
  const kept = dashboard.filter((method) => allowed.includes(method));
  if (kept.length === 0)
    throw new StripeError(
      400,
      'invalid_request_error',
      'None of the allowed payment method types can be used for this Checkout Session.',
      undefined,
      'allowed_payment_method_types',
    );
  return kept;
}
