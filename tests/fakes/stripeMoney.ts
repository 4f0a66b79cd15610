// The fake Stripe's money: what paying a Checkout Session makes (a PaymentIntent and a Charge), a bank debit
// that settles later, refunds, and a disputed charge. As Stripe's documents describe them (read 2026-11-26):
// - Checkout: a card payment completes the session with payment_status "paid"; a delayed-notification
//   method (a bank debit such as us_bank_account) completes it with payment_status "unpaid", and
//   checkout.session.async_payment_succeeded or checkout.session.async_payment_failed follows when the bank
//   answers (docs.stripe.com/payments/checkout/fulfill-orders, "Handle delayed notification payment methods").
// - Refunds: POST /v1/refunds with payment_intent or charge; a charge refunded in full answers
//   charge_already_refunded; a charge that was charged back answers charge_disputed ("The charge you're
//   attempting to refund has been charged back", docs.stripe.com/error-codes), and both are 400
//   invalid_request_error.
import {
  StripeError,
  checkMetadata,
  integer,
  missing,
  noSuch,
  now,
  onlyKnown,
  stripeId,
  type Params,
} from './stripeWire';

/** Payment methods the fake's checkout page can take: a card, or a US bank debit (settles later). */
export type FakePaymentMethod = 'card' | 'us_bank_account';

type Emit = (type: string, object: Params, request: Params | null) => void;

export class StripeMoney {
  readonly paymentIntents = new Map<string, Params>();
  readonly charges = new Map<string, Params>();
  readonly refunds = new Map<string, Params>();

  constructor(
    private readonly emit: Emit,
    /** The session as the API answers it (events carry it). */
    private readonly answer: (session: Params) => Params,
  ) {}

  /** The customer pays the session on the checkout page with `method`. */
  pay(session: Params, email: string, method: FakePaymentMethod): void {
    const delayed = method !== 'card';
    const created = now();
    const pi: Params = {
      id: stripeId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: delayed ? 0 : session.amount_total,
      currency: session.currency,
      created,
      description: session.payment_intent_data.description ?? null,
      livemode: false,
      metadata: session.payment_intent_data.metadata ?? {},
      payment_method_types: [method],
      receipt_email: session.payment_intent_data.receipt_email ?? null,
      status: delayed ? 'processing' : 'succeeded',
      latest_charge: null,
    };
    const charge: Params = {
      id: stripeId('ch'),
      object: 'charge',
      amount: pi.amount,
      amount_captured: pi.amount,
      amount_refunded: 0,
      billing_details: { email, name: null },
      captured: true,
      created,
      currency: pi.currency,
      disputed: false,
      livemode: false,
      metadata: pi.metadata,
      paid: !delayed,
      payment_intent: pi.id,
      payment_method_details: { type: method },
      refunded: false,
      status: delayed ? 'pending' : 'succeeded',
    };
    pi.latest_charge = charge.id;
    this.paymentIntents.set(pi.id, pi);
    this.charges.set(charge.id, charge);
    Object.assign(session, {
      status: 'complete',
      payment_status: delayed ? 'unpaid' : 'paid',
      payment_intent: pi.id,
      customer_details: { email, name: null, address: null, phone: null },
      url: null,
    });
    // The customer's click, not an API request, caused these: Stripe reports request {id: null}.
    if (!delayed) {
      this.emit('charge.succeeded', { ...charge }, null);
      this.emit('payment_intent.succeeded', { ...pi }, null);
    } else {
      this.emit('charge.pending', { ...charge }, null);
      this.emit('payment_intent.processing', { ...pi }, null);
    }
    this.emit('checkout.session.completed', this.answer(session), null);
  }

  /** The bank answers a debit the session was paid with: the money arrives, or it does not. */
  settle(session: Params, succeeded: boolean): void {
    const pi = this.paymentIntents.get(session.payment_intent);
    if (pi?.status !== 'processing') throw new Error(`The fake Stripe has no debit waiting for session ${session.id}`);
    const charge = this.charges.get(pi.latest_charge)!;
    if (succeeded) {
      Object.assign(pi, { status: 'succeeded', amount_received: pi.amount });
      Object.assign(charge, { status: 'succeeded', paid: true });
      session.payment_status = 'paid';
      this.emit('charge.succeeded', { ...charge }, null);
      this.emit('payment_intent.succeeded', { ...pi }, null);
      this.emit('checkout.session.async_payment_succeeded', this.answer(session), null);
    } else {
      Object.assign(pi, { status: 'requires_payment_method' });
      Object.assign(charge, { status: 'failed' });
      this.emit('charge.failed', { ...charge }, null);
      this.emit('payment_intent.payment_failed', { ...pi }, null);
      this.emit('checkout.session.async_payment_failed', this.answer(session), null);
    }
  }

  /** The cardholder's bank charged the payment back: Stripe refuses refunds of it from now on. */
  dispute(paymentIntentId: string): void {
    const pi = this.paymentIntents.get(paymentIntentId);
    const charge = pi && this.charges.get(pi.latest_charge);
    if (!charge) throw new Error(`The fake Stripe has no charge for ${paymentIntentId}`);
    charge.disputed = true;
  }

  createRefund(params: Params, request: Params): Params {
    onlyKnown(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
    let charge: Params | undefined;
    if (params.payment_intent) {
      const pi = this.paymentIntents.get(params.payment_intent);
      if (!pi) throw noSuch('payment_intent', params.payment_intent, 'payment_intent');
      charge = this.charges.get(pi.latest_charge);
    } else if (params.charge) {
      charge = this.charges.get(params.charge);
      if (!charge) throw noSuch('charge', params.charge, 'charge');
    } else {
      throw missing('payment_intent');
    }
    if (charge?.status !== 'succeeded')
      throw new StripeError(
        400,
        'invalid_request_error',
        'This PaymentIntent has no successful charge to refund.',
        undefined,
        'payment_intent',
      );
    if (params.reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(params.reason)) {
      throw new StripeError(
        400,
        'invalid_request_error',
        `Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`,
        undefined,
        'reason',
      );
    }
    checkMetadata(params.metadata, 'metadata');
    if (charge.disputed)
      throw new StripeError(
        400,
        'invalid_request_error',
        'The charge you’re attempting to refund has been charged back.',
        'charge_disputed',
      );
    const left = charge.amount - charge.amount_refunded;
    if (left === 0)
      throw new StripeError(
        400,
        'invalid_request_error',
        `Charge ${charge.id} has already been refunded.`,
        'charge_already_refunded',
      );
    const amount = integer(params.amount, 'amount', { min: 1 }) ?? left;
    if (amount > left) {
      throw new StripeError(
        400,
        'invalid_request_error',
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on ` +
          `charge ($${(left / 100).toFixed(2)})`,
        'amount_too_large',
        'amount',
      );
    }
    const refund: Params = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: params.metadata ?? {},
      payment_intent: charge.payment_intent,
      reason: params.reason ?? null,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.emit('refund.created', { ...refund }, request);
    this.emit('charge.refunded', { ...charge }, request);
    return refund;
  }
}
