// Payments through Stripe Checkout with the official SDK. STRIPE_API_URL points the SDK at a local
// Stripe-compatible server (tests). Every POST carries our own idempotency key, so the SDK's retries and
// our own (a job run again after a restart) never make a second session or a second refund.
// Cards only: a card payment is paid when the session completes. Under the SDK's API version
// (2026-10-28.endive) Checkout takes the Dashboard's payment methods unless `allowed_payment_method_types`
// narrows them (Stripe's changelog, 2026-09-30.endive, "Removes the payment method types parameter from
// Checkout Sessions"); a bank debit there would complete the session unpaid and settle days later.
import Stripe from 'stripe';
import { Invalid, Upstream } from '../../lib/errors';
import { WebhookSignatureError } from '../webhookSignatureError';
import type { CheckoutState, PaymentEvent, Payments } from './payments';
import { said } from '../../lib/said';
import type { Locale } from '../../../shared/i18n/siteLocales';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

const UNAVAILABLE = said('error_payment_unavailable');

/**
 * Stripe's outages, timeouts and a refused key (the shop's to fix, then it works) are worth trying again:
 * Upstream. Its refusal of the request itself (a disputed charge, an unknown session) would only be refused
 * again: Invalid, so a job stops and a person looks.
 */
function asUpstream(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError) {
    const refused =
      error instanceof Stripe.errors.StripeInvalidRequestError ||
      error instanceof Stripe.errors.StripeCardError ||
      error instanceof Stripe.errors.StripeIdempotencyError;
    if (refused)
      throw new Invalid(said('error_payment_refused', { reason: error.code ?? error.type }), { cause: error });
    throw new Upstream(UNAVAILABLE, { cause: error });
  }
  throw error;
}

function checkoutState(session: Stripe.Checkout.Session): CheckoutState {
  const intent = session.payment_intent;
  return {
    id: session.id,
    status: session.status ?? 'open',
    paid: session.payment_status === 'paid',
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountTotal: session.amount_total ?? 0,
    currency: session.currency ?? '',
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
  };
}

/**
 * Checkout's language for each of the site's (Stripe's supported locales, docs.stripe.com/js/appendix/
 * supported_locales): the site's Portuguese is Brazil's.
 */
const STRIPE_LOCALES: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  de: 'de',
  pt: 'pt-BR',
};

export function createStripePayments(settings: StripeSettings): Payments {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.api ?? {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'comics-by-anyone' },
  });
  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: 'payment',
            allowed_payment_method_types: ['card'],
            client_reference_id: request.orderId,
            metadata: { orderId: request.orderId },
            payment_intent_data: { metadata: { orderId: request.orderId } },
            customer_email: request.customerEmail,
            locale: STRIPE_LOCALES[request.locale],
            line_items: request.lines.map((line) => ({
              quantity: line.quantity,
              price_data: {
                currency: request.currency,
                unit_amount: line.unitAmount,
                product_data: { name: line.name },
              },
            })),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: request.idempotencyKey },
        )
        .catch(asUpstream);
      if (!session.url) throw new Upstream(said('error_payment_no_checkout'));
      return {
        id: session.id,
        url: session.url,
        amountTotal: session.amount_total ?? 0,
        currency: session.currency ?? request.currency,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },
    async retrieveCheckout(sessionId) {
      return checkoutState(await stripe.checkout.sessions.retrieve(sessionId).catch(asUpstream));
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return true;
      } catch (error) {
        // Only open sessions can be expired: paid or expired already is an answer, not a fault.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) return false;
        return asUpstream(error);
      }
    },
    async refund(request) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.paymentIntentId,
            amount: request.amount,
            reason: 'requested_by_customer',
            metadata: { orderId: request.orderId },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { id: refund.id, amount: refund.amount, status: refund.status ?? 'pending' };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded')
          return 'already-refunded';
        return asUpstream(error);
      }
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Bad signature');
      }
      return paymentEvent(event);
    },
  };
}

function paymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    // A bank debit from a session made before cards only: the money arrived; the session now says paid.
    case 'checkout.session.async_payment_succeeded':
      return { id: event.id, kind: 'checkout-completed', session: checkoutState(event.data.object) };
    case 'checkout.session.async_payment_failed':
      return { id: event.id, kind: 'checkout-payment-failed', session: checkoutState(event.data.object) };
    case 'checkout.session.expired':
      return { id: event.id, kind: 'checkout-expired', session: checkoutState(event.data.object) };
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent = charge.payment_intent;
      return {
        id: event.id,
        kind: 'charge-refunded',
        paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
        amountRefunded: charge.amount_refunded,
        fullyRefunded: charge.refunded,
        orderId: charge.metadata?.orderId ?? null,
      };
    }
    default:
      return { id: event.id, kind: 'other', type: event.type };
  }
}
