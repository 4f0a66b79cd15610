// The print service as the order domain sees it: print jobs found by our order id, created, read and
// canceled, its status webhooks verified, and the subscription to them kept alive. Lulu implements it
// (luluPrinter.ts); its status names stay there: the domain speaks the phases below. Failures come as
// domain errors: Upstream when the printer is unreachable or failing (worth trying again), PrinterRefused
// when it refused what we sent (trying again would not help). Neither carries the printer's own answer
// text, which may echo a customer's address: only our words, and the names of the fields it refused.
import { Invalid } from '../../lib/errors';
import type { ShippingSpeed } from '../../../shared/orders';

/**
 * Where a print job is, in our words: `queued` and `unpaid` can still be canceled (nothing is printed yet;
 * `unpaid` waits for the shop's printer account to pay for it), `printing` can no longer be, then
 * `shipped` and `delivered`; `rejected` (the files or the production failed) and `canceled` end it.
 */
export const PRINT_PHASES = ['queued', 'unpaid', 'printing', 'shipped', 'delivered', 'rejected', 'canceled'] as const;
export type PrintPhase = (typeof PRINT_PHASES)[number];

/**
 * The printer refused a request; `fields` names what it objected to (e.g. shipping_address.street1), never the values.
 */
export class PrinterRefused extends Invalid {
  constructor(
    message: string,
    readonly fields: string[] = [],
  ) {
    super(message);
  }
}

export interface PrinterAddress {
  name: string;
  street1: string;
  street2?: string;
  city: string;
  stateCode?: string;
  postcode: string;
  countryCode: string;
  phone: string;
  email: string;
}

export interface PrintFile {
  url: string;
  md5: string;
}

export interface PrintJobRequest {
  /** Our order id: how we find the job again (the printer's external_id). */
  externalId: string;
  title: string;
  quantity: number;
  /** The product code (shared/printGeometry.ts), in whichever form the printer takes. */
  productCode: string;
  cover: PrintFile;
  interior: PrintFile;
  /** The customer's speed; each printer maps it to its own service levels. */
  speed: ShippingSpeed;
  contactEmail: string;
  address: PrinterAddress;
}

export interface PrintTracking {
  carrier: string | null;
  number: string | null;
  url: string | null;
}

export interface PrintJobState {
  id: string;
  externalId: string | null;
  phase: PrintPhase;
  /** The printer's words about the job's state (why a file was rejected, say): for the shop, never the customer. */
  message: string;
  /** When the status last changed (ISO), to tell a stale report from a new one. */
  changedAt: string | null;
  tracking: PrintTracking[];
}

/** The printer's own check of an order before it is paid: its cost to us, or which address fields it refuses. */
export type PrinterCheck =
  | { ok: true; cost: number; currency: string }
  | { ok: false; fields: (keyof PrinterAddress)[] };

export interface Printer {
  name: string;
  /** Prices the order at the printer (cents of its currency), which also proves it can ship there. */
  checkOrder(request: {
    productCode: string;
    pages: number;
    quantity: number;
    speed: ShippingSpeed;
    address: PrinterAddress;
  }): Promise<PrinterCheck>;
  // `stop`: the caller's signal (a job's, whose claim may end): the call is abandoned and its reason thrown.
  /** Jobs whose external id is exactly this (never a job whose id merely contains it), ended ones too. */
  findJobs(externalId: string, stop?: AbortSignal): Promise<PrintJobState[]>;
  createJob(request: PrintJobRequest, stop?: AbortSignal): Promise<PrintJobState>;
  getJob(id: string, stop?: AbortSignal): Promise<PrintJobState>;
  /** 'too-late' when the printer no longer takes a cancel (production started). */
  cancelJob(id: string, stop?: AbortSignal): Promise<'canceled' | 'too-late'>;
  /** Makes sure status webhooks go to `url` (subscribed, and switched back on if the printer turned it off). */
  ensureWebhook(url: string): Promise<'subscribed' | 'reactivated' | 'present'>;
  /** The job a webhook body reports, or throws WebhookSignatureError: checked on the raw bytes. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): { job: PrintJobState; topic: string };
}
