// Ordering a printed copy (docs/orders.md): the inputs the server validates with and the shapes it answers,
// shared so the order form, the order page and /my-orders type against the same contract. Money is always
// integer cents of `currency` and always the server's: no input carries an amount.
import { z } from 'zod';
import type { FilesStatus } from './printFiles';
import { PRINT_FORMAT_IDS, type PrintFormatId } from './printGeometry';

// ---- Shipping speeds ------------------------------------------------------------------------------------

export const SHIPPING_SPEEDS = ['standard', 'expedited', 'express'] as const;
export type ShippingSpeed = (typeof SHIPPING_SPEEDS)[number];

/** What a customer reads about each speed; prices come from the server's configuration (orders.options). */
export const SHIPPING_SPEED_INFO: Record<
  ShippingSpeed,
  { name: string; estimate: string; businessDays: { min: number; max: number } }
> = {
  // The landing page's promise: 7 to 10 business days standard, 6 to 7 expedited (spec, FAQ).
  standard: { name: 'Standard', estimate: '7–10 business days', businessDays: { min: 7, max: 10 } },
  expedited: { name: 'Expedited', estimate: '6–7 business days', businessDays: { min: 6, max: 7 } },
  express: { name: 'Express', estimate: '3–5 business days', businessDays: { min: 3, max: 5 } },
};

export const QUANTITY = { min: 1, max: 20 } as const;

// ---- The shipping address -------------------------------------------------------------------------------

/** The form's labels, exactly as the issue names them. */
export const ADDRESS_LABELS = {
  fullName: 'Full name',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  state: 'State / region',
  postcode: 'Postcode',
  country: 'Country',
  phone: 'Phone',
  email: 'Email',
} as const;
export type AddressField = keyof typeof ADDRESS_LABELS;

/**
 * Where we ship: the printer (Lulu) ships worldwide, but Brazil, Chile and Mexico need the recipient's tax
 * id and some countries' addresses need subdivision codes people rarely know (Japan, Korea, India, China),
 * so this list starts with the countries whose addresses the form can take as they are written.
 */
export const SHIPPING_COUNTRIES: { code: string; name: string }[] = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['AU', 'Australia'],
  ['NZ', 'New Zealand'],
  ['DE', 'Germany'],
  ['AT', 'Austria'],
  ['CH', 'Switzerland'],
  ['FR', 'France'],
  ['BE', 'Belgium'],
  ['NL', 'Netherlands'],
  ['LU', 'Luxembourg'],
  ['IT', 'Italy'],
  ['ES', 'Spain'],
  ['PT', 'Portugal'],
  ['DK', 'Denmark'],
  ['SE', 'Sweden'],
  ['NO', 'Norway'],
  ['FI', 'Finland'],
  ['IS', 'Iceland'],
  ['PL', 'Poland'],
  ['CZ', 'Czechia'],
  ['SK', 'Slovakia'],
  ['HU', 'Hungary'],
  ['SI', 'Slovenia'],
  ['HR', 'Croatia'],
  ['RO', 'Romania'],
  ['BG', 'Bulgaria'],
  ['GR', 'Greece'],
  ['CY', 'Cyprus'],
  ['MT', 'Malta'],
  ['EE', 'Estonia'],
  ['LV', 'Latvia'],
  ['LT', 'Lithuania'],
  ['IL', 'Israel'],
  ['SG', 'Singapore'],
  ['ZA', 'South Africa'],
].map(([code, name]) => ({ code, name }));
const COUNTRY_CODES = new Set(SHIPPING_COUNTRIES.map((c) => c.code));

/** Countries whose addresses the printer refuses without a state, province or region code. */
export const STATE_REQUIRED_COUNTRIES = ['US', 'CA', 'AU', 'IT', 'ES'] as const;

/**
 * The printer's phone pattern (Lulu's description: `^\+?[\d\s\-.\/()]{8,20}$`), with a plain space where it
 * has `\s`: a line break or tab in a phone number reaches the carrier's label, never a person.
 */
export const PHONE_PATTERN = /^\+?[\d \-./()]{8,20}$/;
const US_ZIP = /^\d{5}(?:-\d{4})?$/;
/**
 * No markup brackets, no control characters (C0, C1), no invisible format characters (bidi overrides,
 * zero-width), no line or paragraph separators.
 */
const PLAIN = /^[^<>{}\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;

export const ADDRESS_MESSAGES = {
  fullName: 'Please enter the full name of the person the book is for.',
  line1: 'Please enter the street address.',
  city: 'Please enter the city or town.',
  state: 'Please enter the state, province or region code, like NY, ON, NSW or MI.',
  postcode: 'Please enter the postcode.',
  zip: 'Please enter a ZIP code like 12345 or 12345-6789.',
  country: 'Please choose the country.',
  unsupportedCountry: "Sorry, we can't ship to this country yet.",
  phone: 'Please enter a phone number the carrier can call about the delivery.',
  phoneFormat: 'Please enter a phone number of 8 to 20 digits, like +1 202 555 0100.',
  email: 'Please enter an e-mail address for updates about the order.',
  emailFormat: 'Please check the e-mail address: it should look like name@example.com.',
  plain: 'Please use letters, numbers and ordinary punctuation only.',
  tooLong: (max: number) => `Please keep this to ${max} characters or fewer.`,
} as const;

const text = (max: number, required?: string) => {
  const base = z
    .string(required ? { error: required } : undefined)
    .trim()
    .max(max, ADDRESS_MESSAGES.tooLong(max))
    .regex(PLAIN, ADDRESS_MESSAGES.plain);
  return required ? base.min(1, required) : base;
};

export const addressSchema = z
  .object({
    fullName: text(80, ADDRESS_MESSAGES.fullName),
    line1: text(100, ADDRESS_MESSAGES.line1),
    line2: text(100).default(''),
    city: text(60, ADDRESS_MESSAGES.city),
    state: text(40).default(''),
    postcode: text(16, ADDRESS_MESSAGES.postcode),
    country: z.string({ error: ADDRESS_MESSAGES.country }).trim().toUpperCase().min(1, ADDRESS_MESSAGES.country),
    phone: z
      .string({ error: ADDRESS_MESSAGES.phone })
      .trim()
      .min(1, ADDRESS_MESSAGES.phone)
      .regex(PHONE_PATTERN, ADDRESS_MESSAGES.phoneFormat),
    email: z
      .string({ error: ADDRESS_MESSAGES.email })
      .trim()
      .min(1, ADDRESS_MESSAGES.email)
      .max(254, ADDRESS_MESSAGES.tooLong(254))
      .pipe(z.email(ADDRESS_MESSAGES.emailFormat)),
  })
  .superRefine((address, ctx) => {
    if (address.country && !COUNTRY_CODES.has(address.country)) {
      ctx.addIssue({ code: 'custom', path: ['country'], message: ADDRESS_MESSAGES.unsupportedCountry });
    }
    const needsState = (STATE_REQUIRED_COUNTRIES as readonly string[]).includes(address.country);
    if (needsState && !/^[A-Za-z0-9]{1,3}$/.test(address.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: ADDRESS_MESSAGES.state });
    }
    if (address.country === 'US' && address.postcode && !US_ZIP.test(address.postcode)) {
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: ADDRESS_MESSAGES.zip });
    }
  })
  // Subdivision codes are upper case on labels and in the printer's API ('dc' is DC).
  .transform((address) =>
    (STATE_REQUIRED_COUNTRIES as readonly string[]).includes(address.country)
      ? { ...address, state: address.state.toUpperCase() }
      : address,
  );
export type ShippingAddress = z.output<typeof addressSchema>;

// ---- Procedure inputs -----------------------------------------------------------------------------------

const comicId = z.string().trim().min(1).max(64);
/** Our order ids: `ord_` and 20 lowercase letters and digits (also the printer's external_id). */
export const ORDER_ID_PATTERN = /^ord_[a-z0-9]{20}$/;
export const orderIdInput = z.object({ orderId: z.string().regex(ORDER_ID_PATTERN, 'This order was not found.') });
/** orders.changeAddress: a new shipping address while the paid order waits for the printer. */
export const orderAddressInput = orderIdInput.extend({ address: addressSchema });

/** orders.quote and orders.create: what to print and where to send it. Never an amount. */
export const orderInput = z.object({
  comicId,
  format: z.enum(PRINT_FORMAT_IDS as [PrintFormatId, ...PrintFormatId[]], { error: 'Please choose a format.' }),
  quantity: z
    .number({ error: 'Please enter how many copies.' })
    .int('Please enter a whole number of copies.')
    .min(QUANTITY.min, `Please order at least ${QUANTITY.min} copy.`)
    .max(QUANTITY.max, `Up to ${QUANTITY.max} copies per order.`),
  shipping: z.enum(SHIPPING_SPEEDS, { error: 'Please choose a shipping speed.' }),
  address: addressSchema,
});
export type OrderInput = z.input<typeof orderInput>;
export type ParsedOrderInput = z.output<typeof orderInput>;

// ---- Answers --------------------------------------------------------------------------------------------

export const PRINTING_NOT_SET_UP_MESSAGE = 'Printing is not set up on this server.';

/** orders.options: whether this server can take orders, and what it sells at which price. */
export interface OrderOptions {
  /** False without Stripe and printer keys: the button says PRINTING_NOT_SET_UP_MESSAGE and offers the print files. */
  enabled: boolean;
  /** Why ordering is off, in customer words; null when enabled. */
  reason: string | null;
  /** ISO 4217, lower case as Stripe writes it ('usd'). */
  currency: string;
  formats: { id: PrintFormatId; name: string; pricePerCopy: number }[];
  shipping: {
    id: ShippingSpeed;
    name: string;
    price: number;
    estimate: string;
    businessDays: { min: number; max: number };
  }[];
  countries: { code: string; name: string }[];
  stateRequiredCountries: string[];
  quantity: { min: number; max: number };
}

/** The print files' check for the chosen format, as the quote shows it. */
export interface OrderPreflight {
  /** True only when current print files exist for the comic and the format's preflight passed. */
  ready: boolean;
  /** 'Ready to print' (READY_TO_PRINT), or what stands in the way, in customer words. */
  summary: string;
  files: FilesStatus;
  /** Interior pages as printed, once the files exist. */
  pages: number | null;
  /** While the book is being prepared for print: how far along (steps done of all). */
  progress: { done: number; total: number } | null;
}

/** orders.quote: the server's prices for exactly this order. */
export interface OrderQuote {
  format: PrintFormatId;
  formatName: string;
  quantity: number;
  shipping: ShippingSpeed;
  shippingName: string;
  currency: string;
  pricePerCopy: number;
  /** pricePerCopy × quantity. */
  subtotal: number;
  shippingPrice: number;
  total: number;
  /** '7–10 business days'. */
  deliveryEstimate: string;
  preflight: OrderPreflight;
}

export interface CreatedOrder {
  orderId: string;
  /** Stripe Checkout's page: the browser goes there for "Go to payment". */
  checkoutUrl: string;
}

/**
 * An order's life (the only moves allowed are ORDER_TRANSITIONS, server/domains/orders/orderStates.ts):
 * awaiting_payment -> paid -> sent_to_printer -> in_production -> shipped -> delivered, or canceled (by the
 * customer before production, or a checkout never paid), failed (the printer refused the files or a
 * problem in production: the shop looks at it and reprints or refunds), refunded (money returned).
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'sent_to_printer',
  'in_production',
  'shipped',
  'delivered',
  'canceled',
  'failed',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Waiting for payment',
  paid: 'Paid',
  sent_to_printer: 'Sent to the printer',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  canceled: 'Canceled',
  failed: 'Something went wrong',
  refunded: 'Refunded',
};

export interface OrderTracking {
  carrier: string | null;
  number: string | null;
  url: string | null;
}

/** One line of the order's history (its append-only event log, as the customer may read it). */
export interface OrderHistoryEntry {
  at: string;
  status: OrderStatus;
  label: string;
  /** What happened, in customer words ('Payment received.', 'The printer accepted the files.'). */
  note: string | null;
}

export interface OrderSummary {
  id: string;
  comicId: string;
  comicTitle: string;
  format: PrintFormatId;
  formatName: string;
  quantity: number;
  currency: string;
  total: number;
  status: OrderStatus;
  statusLabel: string;
  createdAt: string;
  updatedAt: string;
}

/** orders.get: everything the order page shows. */
export interface OrderView extends OrderSummary {
  shipping: ShippingSpeed;
  shippingName: string;
  deliveryEstimate: string;
  pricePerCopy: number;
  subtotal: number;
  shippingPrice: number;
  address: ShippingAddress;
  /** What is happening now, or what went wrong, in customer words. */
  message: string;
  /** What happens next (for a problem: what the shop will do); null when nothing more will happen. */
  nextStep: string | null;
  /** True while something is wrong or delayed (a printer outage, a refused file): the page shows it as a notice. */
  problem: boolean;
  /** "Cancel order" is offered (only before production). */
  canCancel: boolean;
  /**
   * While the paid order waits out its change window: when it goes to the printer by itself (the address can
   * be changed, it can be canceled for a full refund or sent now until then); null otherwise.
   */
  printsAt: string | null;
  /** Stripe Checkout's page while the order waits for payment and the session is open; else null. */
  checkoutUrl: string | null;
  /** When the address, phone and e-mail were erased (a set time after the order ended); null while kept. */
  personalDataErasedAt: string | null;
  tracking: OrderTracking[];
  history: OrderHistoryEntry[];
}

/**
 * orders.updateBook: the order with the book as it is now ('updated'), already so ('unchanged'), or not yet:
 * the book is being prepared for print (`preflight` says how far along; ask again), or cannot print as it is.
 */
export interface OrderBookUpdate {
  outcome: 'updated' | 'unchanged' | 'preparing';
  preflight: OrderPreflight;
  order: OrderView;
}

export const ORDER_NOT_FOUND_MESSAGE = 'This order was not found.';
