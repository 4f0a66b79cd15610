// The payment service as the order domain sees it: a hosted checkout for an amount the server decided,
// refunds, and verified webhook events in a small normalized form (no SDK types leak into the domain).
// Stripe implements it (stripePayments.ts); there is no local stand-in: without keys, orders are off.
import type { Locale } from '../../../shared/i18n/siteLocales';

export interface CheckoutLine {
  name: string;
  /** Cents of the order's currency. */
  unitAmount: number;
  quantity: number;
}

export interface CheckoutRequest {
  orderId: string;
  /** The site's language the customer ordered in: the payment page speaks it where the service can. */
  locale: Locale;
  currency: string;
  lines: CheckoutLine[];
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The same key for the same order: a retry after a crash finds the session already made. */
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
  amountTotal: number;
  currency: string;
  expiresAt: Date;
}

export interface CheckoutState {
  id: string;
  /** open | complete | expired */
  status: string;
  paid: boolean;
  paymentIntentId: string | null;
  amountTotal: number;
  currency: string;
  orderId: string | null;
}

export type PaymentEvent =
  | { id: string; kind: 'checkout-completed'; session: CheckoutState }
  | { id: string; kind: 'checkout-expired'; session: CheckoutState }
  /** A bank debit the customer paid with did not go through (sessions made before cards only). */
  | { id: string; kind: 'checkout-payment-failed'; session: CheckoutState }
  | {
      id: string;
      kind: 'charge-refunded';
      paymentIntentId: string | null;
      amountRefunded: number;
      fullyRefunded: boolean;
      orderId: string | null;
    }
  | { id: string; kind: 'other'; type: string };

export interface Refund {
  id: string;
  amount: number;
  status: string;
}

export interface Payments {
  name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveCheckout(sessionId: string): Promise<CheckoutState>;
  /** Closes an open session so it can no longer be paid; false when it was no longer open. */
  expireCheckout(sessionId: string): Promise<boolean>;
  /**
   * Refunds the payment (all of what is left when no amount); a payment already refunded in full counts as
   * done. Throws Invalid when Stripe refuses it for good (a charged-back payment), Upstream when it may work later.
   */
  refund(request: {
    paymentIntentId: string;
    amount?: number;
    orderId: string;
    idempotencyKey: string;
  }): Promise<Refund | 'already-refunded'>;
  /** The event of a webhook body, or throws WebhookSignatureError: checked on the raw bytes. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
