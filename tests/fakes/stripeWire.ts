// How Stripe's API looks on the wire, for the fake Stripe: request bodies form-encoded with brackets
// (line_items[0][price_data][unit_amount]=1999, as the SDK writes them), Stripe's parameter checks, errors
// as {error: {type, code, message, param}} with Stripe's wording, ids with Stripe's prefixes, lists as
// {object: 'list', ...}, and the page that stands in for Stripe's hosted checkout.
import { randomBytes } from 'node:crypto';
import type { Json } from './json';

export type Params = Json;

/** Parses `a[b][0][c]=v&...` into nested objects, numeric keys into arrays (Stripe's encoding). */
export function parseForm(text: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(rawKey);
    if (!match)
      throw new StripeError(400, 'invalid_request_error', `Invalid parameter name: ${rawKey}`, undefined, rawKey);
    const path = [match[1], ...[...match[2].matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])];
    let node: Json = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) {
        node[segment] = value;
        return;
      }
      node[segment] ??= /^\d+$/.test(path[i + 1]) ? [] : {};
      node = node[segment];
    });
  }
  return root;
}

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  get body(): Params {
    const error: Params = { type: this.type, message: this.message };
    if (this.code) {
      error.code = this.code;
      error.doc_url = `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, '-')}`;
    }
    if (this.param) error.param = this.param;
    return { error };
  }
}

export const missing = (param: string) =>
  new StripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);

export const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

export const unknownParam = (param: string) =>
  new StripeError(400, 'invalid_request_error', `Received unknown parameter: ${param}`, 'parameter_unknown', param);

/** A whole number sent as form text; Stripe refuses anything else with "Invalid integer". */
export function integer(value: unknown, param: string, { required = false, min = 0 } = {}): number | undefined {
  if (value === undefined || value === '') {
    if (required) throw missing(param);
    return undefined;
  }
  const text = String(value);
  if (!/^-?\d+$/.test(text))
    throw new StripeError(400, 'invalid_request_error', `Invalid integer: ${text}`, 'parameter_invalid_integer', param);
  const n = Number(text);
  if (n < min)
    throw new StripeError(
      400,
      'invalid_request_error',
      `This value must be greater than or equal to ${min}.`,
      'parameter_invalid_integer',
      param,
    );
  return n;
}

/** Refuses parameters outside `known`, naming the first, as Stripe does. */
export function onlyKnown(params: Params, known: string[], prefix = ''): void {
  for (const key of Object.keys(params)) {
    if (!known.includes(key)) throw unknownParam(prefix ? `${prefix}[${key}]` : key);
  }
}

export function stripeId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export const now = () => Math.floor(Date.now() / 1000);

export function list(data: unknown[], url: string): Params {
  return { object: 'list', data, has_more: false, url };
}

/** A Checkout line item from its price_data parameters (the only pricing the fake models). */
export function lineItem(item: Params, at: string): Params {
  onlyKnown(item, ['price_data', 'quantity'], at);
  const quantity = integer(item.quantity, `${at}[quantity]`, { required: true, min: 1 })!;
  const data = item.price_data;
  if (!data) throw missing(`${at}[price_data]`);
  onlyKnown(data, ['currency', 'product_data', 'unit_amount', 'tax_behavior'], `${at}[price_data]`);
  if (!data.currency) throw missing(`${at}[price_data][currency]`);
  if (!data.product_data?.name) throw missing(`${at}[price_data][product_data][name]`);
  onlyKnown(data.product_data, ['name', 'description', 'images', 'metadata'], `${at}[price_data][product_data]`);
  const unit = integer(data.unit_amount, `${at}[price_data][unit_amount]`, { required: true })!;
  const currency = String(data.currency).toLowerCase();
  return {
    id: stripeId('li'),
    object: 'item',
    amount_discount: 0,
    amount_subtotal: unit * quantity,
    amount_tax: 0,
    amount_total: unit * quantity,
    currency,
    description: data.product_data.name,
    price: {
      id: stripeId('price'),
      object: 'price',
      currency,
      unit_amount: unit,
      product: stripeId('prod'),
      type: 'one_time',
    },
    quantity,
  };
}

/** Stripe's metadata limits: 50 keys, keys up to 40 characters, values up to 500. */
export function checkMetadata(metadata: unknown, param: string): void {
  if (metadata === undefined || metadata === '') return;
  const entries = Object.entries(metadata as Params);
  if (entries.length > 50)
    throw new StripeError(400, 'invalid_request_error', 'You can specify up to 50 keys in metadata.', undefined, param);
  for (const [k, v] of entries) {
    if (k.length > 40)
      throw new StripeError(
        400,
        'invalid_request_error',
        `Metadata keys can have up to 40 characters, but you passed in a key that is ${k.length} characters.`,
        undefined,
        `${param}[${k}]`,
      );
    if (String(v).length > 500)
      throw new StripeError(
        400,
        'invalid_request_error',
        `Metadata values can have up to 500 characters, but you passed in a value that is ` +
          `${String(v).length} characters.`,
        undefined,
        `${param}[${k}]`,
      );
  }
}

const escapeHtml = (s: unknown) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;

/**
 * The local stand-in for Stripe's hosted checkout page: what is being bought, an e-mail field and a "Pay"
 * button (a plain form, so a browser test just clicks it), and a way back to cancel_url. A session that is
 * no longer open says so, as Stripe's page does.
 */
export function checkoutPage(session: Params, lineItems: Params[], notice?: string): string {
  const open = session.status === 'open';
  const rows = lineItems
    .map(
      (li) =>
        `<tr><td>${escapeHtml(li.description)}</td><td>${li.quantity}</td>` +
        `<td>${money(li.amount_total, li.currency)}</td></tr>`,
    )
    .join('');
  const body = open
    ? `<table><thead><tr><th>Item</th><th>Qty</th><th>Amount</th></tr></thead><tbody>${rows}</tbody></table>
<p>Total due: <strong data-testid="total">${money(session.amount_total, session.currency)}</strong></p>
${notice ? `<p role="alert">${escapeHtml(notice)}</p>` : ''}
<form method="post" action="/pay/${escapeHtml(session.id)}">
<label>Email <input name="email" type="email" required
  value="${escapeHtml(session.customer_email ?? 'buyer@example.com')}"></label>
<label>Card number <input name="card" value="4242 4242 4242 4242" inputmode="numeric"></label>
<button type="submit">Pay</button>
</form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>` : ''}`
    : `<p role="alert">This Checkout Session is no longer available (${escapeHtml(session.status)}).</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay — test checkout</title></head>
<body><main><h1>Test checkout</h1>${body}</main></body></html>`;
}
