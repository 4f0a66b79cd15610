// Lulu's Print API (how orders use it: docs/orders.md; its published OpenAPI description is
// tests/fakes/lulu-openapi.yml, against which a local fake checks every request we make). OAuth client
// credentials, a token kept until shortly before it expires (and fetched again once on a 401); paths end with
// a slash as Lulu's do. Lulu's job list has no external_id filter: `search` matches substrings across many
// fields, so the results are filtered by exact external_id here.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { startDeadline } from '../../lib/deadline';
import { Upstream } from '../../lib/errors';
import { WebhookSignatureError } from '../webhookSignatureError';
import {
  PrinterRefused,
  type PrintPhase,
  type PrinterAddress,
  type PrintJobState,
  type PrintTracking,
  type Printer,
} from './printer';
import type { ShippingSpeed } from '../../../shared/orders';
import { said } from '../../lib/said';

export interface LuluSettings {
  clientKey: string;
  clientSecret: string;
  apiUrl: string;
  /** Per request; Lulu answers in well under a second when it is well. */
  timeoutMs?: number;
}

export const LULU_TOKEN_PATH = '/auth/realms/glasstree/protocol/openid-connect/token';
const UNAVAILABLE = said('error_printer_unavailable');

/**
 * Lulu's dotted product code from the 27-character legacy one printGeometry builds (the legacy form stops
 * working on February 1, 2027): 0663X1025FCSTDSS080CW444GXX -> 0663X1025.FC.STD.SS.080CW444.GXX.
 */
export function dottedProductCode(code: string): string {
  const legacy = /^(\d{4}X\d{4})(BW|FC)(STD|PRE)([A-Z]{2})(\d{3}[A-Z]{2}\d{3})([A-Z]{3})$/.exec(code);
  return legacy ? legacy.slice(1).join('.') : code;
}

/**
 * Lulu's shipping level for each speed. Standard is PRIORITY_MAIL, not MAIL: it is tracked, and the order
 * page promises a tracking link once shipped (Lulu's MAIL often has none).
 */
export const LULU_SHIPPING_LEVELS: Record<ShippingSpeed, string> = {
  standard: 'PRIORITY_MAIL',
  expedited: 'EXPEDITED',
  express: 'EXPRESS',
};

// The parts of Lulu's answers this adapter reads. Lulu may leave any of them out, so each is optional and read
// with a fallback; the rest of an answer is ignored.
interface LuluTrackingFields {
  tracking_id?: string | null;
  tracking_urls?: string[];
  carrier_name?: string | null;
}
interface LuluLineItem extends LuluTrackingFields {
  status?: { messages?: LuluTrackingFields & { error?: string } };
}
interface LuluJob {
  id?: number | string;
  external_id?: string | null;
  status?: { name?: string; message?: string; changed?: string };
  date_modified?: string;
  line_items?: LuluLineItem[];
}
interface LuluCost {
  total_cost_incl_tax?: string;
  currency?: string;
}
interface LuluList<T> {
  results?: T[];
  next?: string | null;
}
interface LuluWebhook {
  id: number | string;
  url: string;
  is_active?: boolean;
  topics?: string[];
}

/**
 * Lulu's job statuses (its description's print job status, plus DELIVERED) as our phases. CREATED,
 * PRODUCTION_DELAYED and UNPAID still take a cancel; PAYMENT_IN_PROGRESS passes within moments (back to
 * UNPAID or on to PRODUCTION_DELAYED); from PRODUCTION_READY the job is as good as printing.
 */
const LULU_PHASES: Record<string, PrintPhase> = {
  CREATED: 'queued',
  PRODUCTION_DELAYED: 'queued',
  UNPAID: 'unpaid',
  PAYMENT_IN_PROGRESS: 'unpaid',
  PRODUCTION_READY: 'printing',
  IN_PRODUCTION: 'printing',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  REJECTED: 'rejected',
  ERROR: 'rejected',
  CANCELED: 'canceled',
};

/**
 * The fields an error answer names ({street1: [...]}, {shipping_address: {phone_number: [...]}}, line_items
 * as a list): `shipping_address.phone_number`. Only the names: Lulu's messages may quote what was sent.
 */
export function refusedFields(body: unknown, prefix = ''): string[] {
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (key === 'detail' || key === 'non_field_errors') return [];
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return [path];
    return refusedFields(value, path);
  });
}

function luluAddress(a: PrinterAddress): Record<string, string> {
  return {
    name: a.name,
    street1: a.street1,
    ...(a.street2 ? { street2: a.street2 } : {}),
    city: a.city,
    ...(a.stateCode ? { state_code: a.stateCode } : {}),
    postcode: a.postcode,
    country_code: a.countryCode,
    phone_number: a.phone,
    email: a.email,
  };
}

/** Lulu's address fields as ours, to say which one it refused. */
const LULU_ADDRESS_FIELDS: Record<string, keyof PrinterAddress> = {
  name: 'name',
  street1: 'street1',
  street2: 'street2',
  city: 'city',
  state_code: 'stateCode',
  postcode: 'postcode',
  country_code: 'countryCode',
  phone_number: 'phone',
  email: 'email',
};

function jobState(job: LuluJob): PrintJobState {
  const tracking: PrintTracking[] = [];
  for (const item of job.line_items ?? []) {
    const messages = item.status?.messages ?? {};
    const urls: string[] = item.tracking_urls ?? messages.tracking_urls ?? [];
    const number = item.tracking_id ?? messages.tracking_id ?? null;
    const carrier = item.carrier_name ?? messages.carrier_name ?? null;
    for (const url of urls.length > 0 ? urls : number ? [null] : []) {
      if (!tracking.some((t) => t.url === url && t.number === number)) tracking.push({ carrier, number, url });
    }
  }
  const itemError = (job.line_items ?? []).map((item) => item.status?.messages?.error).find(Boolean);
  const status = String(job.status?.name ?? '');
  const phase = LULU_PHASES[status];
  // A status Lulu adds later is not ours to guess at: the job reads as still waiting, and the shop sees its name.
  return {
    id: String(job.id),
    externalId: job.external_id ?? null,
    phase: phase ?? 'queued',
    message: [phase ? null : `printer status ${status}`, job.status?.message, itemError].filter(Boolean).join(': '),
    changedAt: job.status?.changed ?? job.date_modified ?? null,
    tracking,
  };
}

export function createLuluPrinter(settings: LuluSettings): Printer {
  const base = settings.apiUrl.replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? 20_000;
  let token: { value: string; until: number } | null = null;

  /**
   * One request and its whole answer, within the printer's timeout (startDeadline: a deadline that a garbage
   * collection cannot lose). `stop`: the caller's signal (a job whose claim is gone stops waiting at once).
   */
  async function send(url: string, init: RequestInit, stop?: AbortSignal): Promise<{ status: number; text: string }> {
    const deadline = startDeadline(timeoutMs, stop);
    try {
      const response = await fetch(url, { ...init, signal: deadline.signal });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      if (stop?.aborted) throw stop.reason;
      throw new Upstream(UNAVAILABLE, { cause: error });
    } finally {
      deadline.clear();
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const response = await send(`${base}${LULU_TOKEN_PATH}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.clientKey}:${settings.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (response.status < 200 || response.status > 299) {
      // A refused key is the operator's to fix, but it is not the customer's order that is wrong: retry later.
      throw new Upstream(
        response.status === 401 || response.status === 400 ? said('error_printer_refused_keys') : UNAVAILABLE,
      );
    }
    const body = JSON.parse(response.text) as { access_token: string; expires_in: number };
    // Fetch a new one a minute before it runs out (or halfway through a short-lived one).
    const lifetimeMs = body.expires_in * 1000;
    token = { value: body.access_token, until: Date.now() + Math.max(lifetimeMs - 60_000, lifetimeMs / 2) };
    return token.value;
  }

  async function call(
    method: string,
    path: string,
    body?: unknown,
    stop?: AbortSignal,
    retried = false,
  ): Promise<{ status: number; body: unknown }> {
    const response = await send(
      `${base}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      stop,
    );
    const { text } = response;
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    if (response.status === 401 && !retried) {
      token = null;
      return call(method, path, body, stop, true);
    }
    if (response.status >= 500 || response.status === 429 || response.status === 401 || response.status === 403) {
      throw new Upstream(UNAVAILABLE, { cause: new Error(`${method} ${path.split('?')[0]}: HTTP ${response.status}`) });
    }
    return { status: response.status, body: parsed };
  }

  const refused = (what: string, answer: { status: number; body: unknown }) => {
    const fields = refusedFields(answer.body);
    return new PrinterRefused(
      `The printer refused ${what} (HTTP ${answer.status}${fields.length ? `: ${fields.join(', ')}` : ''}).`,
      fields,
    );
  };

  return {
    name: 'lulu',
    async checkOrder(request) {
      const answer = await call('POST', '/print-job-cost-calculations/', {
        line_items: [
          {
            pod_package_id: dottedProductCode(request.productCode),
            page_count: request.pages,
            quantity: request.quantity,
          },
        ],
        shipping_address: luluAddress(request.address),
        shipping_option: LULU_SHIPPING_LEVELS[request.speed],
      });
      if (answer.status === 200 || answer.status === 201) {
        const cost = answer.body as LuluCost;
        return {
          ok: true,
          cost: Math.round(Number(cost.total_cost_incl_tax) * 100),
          currency: String(cost.currency ?? 'USD').toLowerCase(),
        };
      }
      const addressFields = refusedFields(answer.body).filter((f) => f.startsWith('shipping_address.'));
      if (answer.status === 400 && addressFields.length > 0) {
        const fields = addressFields
          .map((f) => LULU_ADDRESS_FIELDS[f.slice('shipping_address.'.length)])
          .filter((f): f is keyof PrinterAddress => Boolean(f));
        return { ok: false, fields };
      }
      throw refused('the cost calculation', answer);
    },
    async findJobs(externalId, stop) {
      const found: PrintJobState[] = [];
      // Pages of 100; an order id matches a handful of jobs at most, so this ends on the first page.
      for (let page = 1; page <= 50; page++) {
        const answer = await call(
          'GET',
          `/print-jobs/?search=${encodeURIComponent(externalId)}&page=${page}&page_size=100`,
          undefined,
          stop,
        );
        if (answer.status !== 200) throw refused('the job search', answer);
        const list = answer.body as LuluList<LuluJob>;
        for (const job of list.results as LuluJob[]) if (job.external_id === externalId) found.push(jobState(job));
        if (!list.next) break;
      }
      return found;
    },
    async createJob(request, stop) {
      const a = request.address;
      const job = {
        external_id: request.externalId,
        contact_email: request.contactEmail,
        shipping_level: LULU_SHIPPING_LEVELS[request.speed],
        shipping_address: luluAddress(a),
        line_items: [
          {
            external_id: request.externalId,
            title: request.title.slice(0, 255),
            quantity: request.quantity,
            printable_normalization: {
              pod_package_id: dottedProductCode(request.productCode),
              cover: { source_url: request.cover.url, source_md5_sum: request.cover.md5 },
              interior: { source_url: request.interior.url, source_md5_sum: request.interior.md5 },
            },
          },
        ],
      };
      const answer = await call('POST', '/print-jobs/', job, stop);
      if (answer.status !== 201 && answer.status !== 200) throw refused('the print job', answer);
      return jobState(answer.body as LuluJob);
    },
    async getJob(id, stop) {
      const answer = await call('GET', `/print-jobs/${encodeURIComponent(id)}/`, undefined, stop);
      if (answer.status !== 200) throw refused(`to show print job ${id}`, answer);
      return jobState(answer.body as LuluJob);
    },
    async cancelJob(id, stop) {
      const answer = await call('PUT', `/print-jobs/${encodeURIComponent(id)}/status/`, { name: 'CANCELED' }, stop);
      if (answer.status === 200) return 'canceled';
      // Lulu refuses a cancel once the job has moved past its cancelable statuses.
      if (answer.status === 400) return 'too-late';
      throw refused(`to cancel print job ${id}`, answer);
    },
    async ensureWebhook(url) {
      const answer = await call('GET', '/webhooks/');
      if (answer.status !== 200) throw refused('the webhook list', answer);
      const list = answer.body as LuluList<LuluWebhook>;
      const existing = ((list.results ?? list) as LuluWebhook[]).find((w) => w.url === url);
      if (existing?.is_active && (existing.topics as string[]).includes('PRINT_JOB_STATUS_CHANGED')) return 'present';
      if (existing) {
        // Lulu switches a subscription off after 5 failed submissions in a row (our server was down).
        const patched = await call('PATCH', `/webhooks/${existing.id}/`, {
          is_active: true,
          topics: ['PRINT_JOB_STATUS_CHANGED'],
        });
        if (patched.status !== 200) throw refused('to switch the webhook back on', patched);
        return 'reactivated';
      }
      const created = await call('POST', '/webhooks/', { url, topics: ['PRINT_JOB_STATUS_CHANGED'] });
      if (created.status !== 201 && created.status !== 200) throw refused('the webhook subscription', created);
      return 'subscribed';
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('No Lulu-HMAC-SHA256 header');
      const expected = createHmac('sha256', settings.clientSecret).update(rawBody).digest();
      const given = Buffer.from(signature.trim(), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new WebhookSignatureError('Bad Lulu-HMAC-SHA256 signature');
      let body: { topic?: string; data?: LuluJob } | null;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookSignatureError('A signed body that is not JSON');
      }
      if (!body || typeof body !== 'object' || !body.data || typeof body.data !== 'object')
        throw new WebhookSignatureError('A signed body without a print job');
      return { topic: String(body.topic ?? ''), job: jobState(body.data) };
    },
  };
}
