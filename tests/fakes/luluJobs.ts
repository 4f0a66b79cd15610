// The fake printer's print jobs: Lulu's statuses and the transitions its description documents, the
// business rules it states in prose (phone number, state codes, product codes), and the job, status, cost
// and shipping answers shaped like the published ones. Prices are the fake's own round numbers, not Lulu's.
import type { Json } from './json';

export type JobStatus =
  | 'CREATED'
  | 'REJECTED'
  | 'UNPAID'
  | 'PAYMENT_IN_PROGRESS'
  | 'PRODUCTION_DELAYED'
  | 'PRODUCTION_READY'
  | 'IN_PRODUCTION'
  | 'SHIPPED'
  | 'DELIVERED'
  | 'CANCELED'
  | 'ERROR';

// From the description's "Valid status transitions" (print job status field), plus SHIPPED -> DELIVERED,
// which its overview introduces (USPS, FedEx and UPS report deliveries) but its status enums still lack.
export const TRANSITIONS: Record<JobStatus, JobStatus[]> = {
  CREATED: ['UNPAID', 'REJECTED', 'CANCELED', 'PRODUCTION_READY'],
  UNPAID: ['PAYMENT_IN_PROGRESS', 'CANCELED', 'PRODUCTION_DELAYED'],
  PAYMENT_IN_PROGRESS: ['UNPAID', 'PRODUCTION_DELAYED'],
  PRODUCTION_DELAYED: ['PRODUCTION_READY', 'CANCELED'],
  PRODUCTION_READY: ['IN_PRODUCTION', 'PRODUCTION_DELAYED'],
  IN_PRODUCTION: ['SHIPPED', 'ERROR'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  REJECTED: [],
  CANCELED: [],
  ERROR: [],
};

const HAPPY_PATH: JobStatus[] = [
  'CREATED',
  'UNPAID',
  'PAYMENT_IN_PROGRESS',
  'PRODUCTION_DELAYED',
  'PRODUCTION_READY',
  'IN_PRODUCTION',
  'SHIPPED',
  'DELIVERED',
];

/** A cancel request (PUT .../status/ {name: CANCELED}) is allowed from these, per the transitions. */
export const CANCELABLE = (Object.keys(TRANSITIONS) as JobStatus[]).filter((s) => TRANSITIONS[s].includes('CANCELED'));

/**
 * The statuses a job passes through from `from` to `to`, as Lulu would report them one by one: straight
 * there when the move is allowed, else along the usual path (a job going from UNPAID to SHIPPED is paid,
 * delayed, made ready and printed first), ending with `to`. Null when Lulu could never make that move.
 */
export function stepsTo(from: JobStatus, to: JobStatus): JobStatus[] | null {
  if (TRANSITIONS[from].includes(to)) return [to];
  const start = HAPPY_PATH.indexOf(from);
  if (start < 0) return null;
  for (let i = start + 1; i < HAPPY_PATH.length; i++) {
    if (HAPPY_PATH[i] === to) return HAPPY_PATH.slice(start + 1, i + 1);
    if (TRANSITIONS[HAPPY_PATH[i]].includes(to)) return [...HAPPY_PATH.slice(start + 1, i + 1), to];
  }
  return null;
}

// Lulu's own wording where its description shows it (CREATED, UNPAID, SHIPPED); the others are ours.
const MESSAGES: Record<JobStatus, string> = {
  CREATED: 'Print-job is currently being validated',
  UNPAID: 'Print-job was accepted and needs to be paid',
  PAYMENT_IN_PROGRESS: 'Payment is in progress',
  PRODUCTION_DELAYED: 'Print-job is paid and will move to production after the production delay',
  PRODUCTION_READY: 'Production delay has ended and the print-job will move to production shortly',
  IN_PRODUCTION: 'Print-job was sent to the printer',
  SHIPPED: 'All line-items were shipped',
  DELIVERED: 'All line-items were delivered',
  REJECTED: 'Print-job was rejected',
  CANCELED: 'Print-job was canceled',
  ERROR: 'A problem occurred in production',
};

type LineItemStatus = 'CREATED' | 'ACCEPTED' | 'REJECTED' | 'IN_PRODUCTION' | 'ERROR' | 'SHIPPED';
function lineItemStatus(job: JobStatus): LineItemStatus {
  if (job === 'CREATED' || job === 'REJECTED' || job === 'IN_PRODUCTION' || job === 'ERROR') return job;
  if (job === 'SHIPPED' || job === 'DELIVERED') return 'SHIPPED';
  return 'ACCEPTED';
}

export interface Tracking {
  tracking_id: string;
  tracking_urls: string[];
  carrier_name: string;
}

export interface LuluFile {
  source_url: string;
  source_md5_sum?: string;
  /** Set once the fake fetched it (processFiles): pages counted in the PDF, as Lulu's normalizer reports. */
  page_count?: number;
}

export interface LuluLineItem {
  id: number;
  external_id?: string;
  title?: string;
  quantity: number;
  pod_package_id: string;
  printable_id: string;
  cover: LuluFile;
  interior: LuluFile;
  error?: string;
}

export interface LuluJob {
  id: number;
  external_id?: string;
  contact_email: string;
  shipping_level: string;
  production_delay: number;
  shipping_address: Record<string, unknown>;
  line_items: LuluLineItem[];
  status: { name: JobStatus; message: string; changed: string };
  /** Every status it has had, oldest first. */
  history: JobStatus[];
  tracking?: Tracking;
  date_created: string;
  date_modified: string;
}

// Lulu's product codes: the 27-character legacy form (accepted until February 1, 2027) and the dotted one.
const LEGACY_POD = /^\d{4}X\d{4}(BW|FC)(STD|PRE)[A-Z]{2}\d{3}[A-Z]{2}\d{3}[A-Z]{3}$/;
const DOTTED_POD = /^\d{4}X\d{4}\.(BW|FC)\.(STD|PRE)\.[A-Z]{2}\.\d{3}[A-Z]{2}\d{3}\.[A-Z]{3}$/;
// From the description's phone_number field ("Validation Regex Pattern").
const PHONE = /^\+?[\d\s\-./()]{8,20}$/;
// Countries whose addresses need a state code: the state_code field names US, MX, CA and AU, the shipping
// options description lists more (these are the ones among them we are likeliest to ship to).
const STATE_REQUIRED = new Set(['US', 'CA', 'AU', 'MX', 'BR', 'IN', 'IT', 'ES', 'JP', 'CN', 'AE', 'HK', 'KR']);

export function isPodPackageId(id: unknown): boolean {
  return typeof id === 'string' && (LEGACY_POD.test(id) || DOTTED_POD.test(id));
}

/**
 * The rules Lulu states in prose rather than in the schema; DRF-shaped errors, empty when none broken.
 * `checkState`: whether a missing state code is refused (print jobs and cost calculations; for shipping
 * options the description only says answers are less accurate without one).
 */
export function businessRuleErrors(body: Json, checkState: boolean): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  const address = body?.shipping_address ?? {};
  const addressErrors: Record<string, string[]> = {};
  if (typeof address.phone_number === 'string' && !PHONE.test(address.phone_number)) {
    addressErrors.phone_number = ['Enter a valid phone number.'];
  }
  if (checkState && STATE_REQUIRED.has(String(address.country_code ?? '').toUpperCase()) && !address.state_code) {
    addressErrors.state_code = ['This field is required for this country.'];
  }
  if (Object.keys(addressErrors).length > 0) errors.shipping_address = addressErrors;
  const items = Array.isArray(body?.line_items) ? body.line_items : [];
  const itemErrors = items.map((item: Json) => {
    const pod = item?.printable_normalization?.pod_package_id ?? item?.pod_package_id;
    const e: Record<string, string[]> = {};
    if (pod !== undefined && !isPodPackageId(pod)) e.pod_package_id = [`"${pod}" is not a valid pod package id.`];
    return e;
  });
  if (itemErrors.some((e: object) => Object.keys(e).length > 0)) errors.line_items = itemErrors;
  return errors;
}

/** The files of a create request's line item, in either of the forms the description allows. */
export function lineItemFiles(item: Json): { pod?: string; cover?: LuluFile; interior?: LuluFile } {
  const n = item?.printable_normalization;
  const file = (f: unknown): LuluFile | undefined =>
    typeof f === 'string' ? { source_url: f } : f && typeof f === 'object' ? { ...(f as LuluFile) } : undefined;
  return {
    pod: n?.pod_package_id ?? item?.pod_package_id,
    cover: file(n?.cover ?? item?.cover),
    interior: file(n?.interior ?? item?.interior),
  };
}

export function setStatus(job: LuluJob, name: JobStatus, message?: string): void {
  const changed = new Date().toISOString();
  job.status = { name, message: message ?? MESSAGES[name], changed };
  job.history.push(name);
  job.date_modified = changed;
}

/** GET /print-jobs/{id}/ — also the `data` of a PRINT_JOB_STATUS_CHANGED webhook. */
export function jobDetail(job: LuluJob, pricing: Pricing): Record<string, unknown> {
  const costs = calculateCosts(
    job.line_items.map((li) => ({
      pod_package_id: li.pod_package_id,
      page_count: li.interior.page_count ?? 0,
      quantity: li.quantity,
    })),
    job.shipping_level,
    String(job.shipping_address.country_code ?? ''),
    pricing,
  );
  const itemStatus = lineItemStatus(job.status.name);
  return {
    id: job.id,
    external_id: job.external_id ?? null,
    contact_email: job.contact_email,
    date_created: job.date_created,
    date_modified: job.date_modified,
    estimated_shipping_dates: shippingDates(job.shipping_level, new Date(job.date_created)),
    order_id: String(job.id + 700000),
    production_delay: job.production_delay,
    production_due_time: null,
    shipping_address: job.shipping_address,
    shipping_level: job.shipping_level,
    shipping_option_level: job.shipping_level,
    tax_country: job.shipping_address.country_code,
    costs: job.history.includes('UNPAID') ? costs : null,
    status: job.status,
    line_items: job.line_items.map((li) => ({
      id: li.id,
      external_id: li.external_id ?? null,
      title: li.title ?? null,
      quantity: li.quantity,
      printable_id: li.printable_id,
      page_count: li.interior.page_count ?? null,
      printable_normalization: {
        pod_package_id: li.pod_package_id,
        cover: { source_url: li.cover.source_url, source_md5_sum: li.cover.source_md5_sum ?? null },
        interior: { source_url: li.interior.source_url, source_md5_sum: li.interior.source_md5_sum ?? null },
      },
      status: {
        name: itemStatus,
        messages: li.error ? { error: li.error } : itemStatus === 'SHIPPED' && job.tracking ? { ...job.tracking } : {},
      },
      tracking_id: job.tracking?.tracking_id ?? null,
      tracking_urls: job.tracking?.tracking_urls ?? null,
      carrier_name: job.tracking?.carrier_name ?? null,
    })),
  };
}

/** GET /print-jobs/{id}/status/ — with the line items' tracking once shipped, as the overview shows. */
export function jobStatusAnswer(job: LuluJob): Record<string, unknown> {
  const answer: Record<string, unknown> = { ...job.status };
  if (job.tracking) {
    answer.line_item_statuses = job.line_items.map((li) => ({
      name: 'SHIPPED',
      messages: { ...job.tracking },
      line_item_id: li.id,
    }));
    answer.print_job_id = job.id;
  }
  return answer;
}

export interface Pricing {
  /** Per copy: base by binding plus a price per interior page, in USD. */
  unit: (podPackageId: string, pages: number) => number;
  shipping: Record<string, number>;
  fulfillment: number;
  taxRate: (countryCode: string) => number;
}

export const DEFAULT_PRICING: Pricing = {
  unit: (pod, pages) => {
    const colour = pod.includes('FC');
    const binding = pod.replace(/\./g, '').slice(14, 16);
    const base = binding === 'SS' ? 2 : binding === 'CW' ? 9 : 2.5;
    return base + pages * (colour ? 0.06 : 0.015);
  },
  shipping: {
    MAIL: 4.99,
    PRIORITY_MAIL: 8.99,
    GROUND_HD: 7.99,
    GROUND_BUS: 7.99,
    GROUND: 7.99,
    EXPEDITED: 14.99,
    EXPRESS: 24.99,
  },
  fulfillment: 0.75,
  taxRate: (country) => (country === 'US' ? 0.06 : 0),
};

const money = (n: number) => n.toFixed(2);

/** POST /print-job-cost-calculations/ (and a job's `costs`). */
export function calculateCosts(
  items: { pod_package_id: string; page_count: number; quantity: number }[],
  level: string,
  country: string,
  pricing: Pricing,
): Record<string, unknown> {
  const rate = pricing.taxRate(country);
  const taxed = (excl: number) => ({
    tax_rate: rate.toFixed(6),
    total_cost_excl_tax: money(excl),
    total_tax: money(excl * rate),
    total_cost_incl_tax: money(excl * (1 + rate)),
  });
  const lineItemCosts = items.map((item) => {
    const unit = Number(money(pricing.unit(item.pod_package_id, item.page_count)));
    const total = unit * item.quantity;
    return {
      quantity: item.quantity,
      cost_excl_discounts: money(unit),
      cost_excl_tax: money(unit),
      discounts: [],
      total_cost_excl_discounts: money(total),
      unit_tier_cost: null,
      ...taxed(total),
    };
  });
  const copies = items.reduce((n, i) => n + i.quantity, 0);
  const shipping = (pricing.shipping[level] ?? 9.99) + Math.max(0, copies - 1) * 0.5;
  const lines = lineItemCosts.reduce((n, c) => n + Number(c.total_cost_excl_tax), 0);
  const excl = lines + shipping + pricing.fulfillment;
  return {
    currency: 'USD',
    line_item_costs: lineItemCosts,
    shipping_cost: taxed(shipping),
    fulfillment_cost: taxed(pricing.fulfillment),
    fees: [],
    total_discount_amount: '0.00',
    ...taxed(excl),
  };
}

// Business days in transit per level (the fake's numbers): [min, max].
const TRANSIT: Record<string, [number, number]> = {
  MAIL: [7, 14],
  PRIORITY_MAIL: [4, 8],
  GROUND_HD: [3, 6],
  GROUND_BUS: [3, 6],
  GROUND: [3, 6],
  EXPEDITED: [2, 3],
  EXPRESS: [1, 2],
};

function shippingDates(level: string, from: Date): Record<string, string> {
  const day = (n: number) => new Date(from.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  const [min, max] = TRANSIT[level] ?? [5, 10];
  return { dispatch_min: day(2), dispatch_max: day(4), arrival_min: day(2 + min), arrival_max: day(4 + max) };
}

/** POST /shipping-options/ — every level the fake ships to that country (ground is split in the US). */
export function shippingOptions(
  items: { quantity: number }[],
  country: string,
  currency: string,
  pricing: Pricing,
): Record<string, unknown>[] {
  const levels = Object.keys(TRANSIT).filter((l) => (country === 'US' ? l !== 'GROUND' : !l.startsWith('GROUND_')));
  const copies = items.reduce((n, i) => n + i.quantity, 0);
  return levels.map((level, i) => {
    const [min, max] = TRANSIT[level];
    const dates = shippingDates(level, new Date());
    return {
      id: 1000 + i,
      level,
      cost_excl_tax: money(pricing.shipping[level] + Math.max(0, copies - 1) * 0.5),
      currency,
      traceable: level !== 'MAIL',
      postbox_ok: level === 'MAIL' || level === 'PRIORITY_MAIL',
      home_only: level === 'GROUND_HD',
      business_only: level === 'GROUND_BUS',
      transit_time: max,
      shipping_buffer: 2,
      total_days_min: min + 2,
      total_days_max: max + 4,
      min_dispatch_date: dates.dispatch_min,
      max_dispatch_date: dates.dispatch_max,
      min_delivery_date: dates.arrival_min,
      max_delivery_date: dates.arrival_max,
    };
  });
}
