// A local stand-in for Lulu's Print API (point LULU_API_URL at `url`). Every request is checked against
// Lulu's published OpenAPI description (lulu-openapi.yml): a route, method, query, token or body the
// description does not allow gets Lulu's error answer and lands in `violations`, which a test asserts is
// empty. Print jobs keep state and move through Lulu's statuses when the test says so (`advance`), each
// move POSTed to the subscribed webhooks signed as Lulu signs them (Lulu-HMAC-SHA256: hex HMAC-SHA256 of the
// raw body, keyed with the API secret). The printer fetches the files it was given when the test asks
// (`processFiles`, to prove signed URLs work), and can refuse them or be down for a while.
import { randomUUID } from 'node:crypto';
import { sendJson, startFakeHttpServer, type RecordedRequest } from './fakeHttp';
import { fetchFile, type FileFetch } from './luluFileFetch';
import {
  CANCELABLE,
  DEFAULT_PRICING,
  businessRuleErrors,
  calculateCosts,
  jobDetail,
  jobStatusAnswer,
  lineItemFiles,
  setStatus,
  shippingOptions,
  stepsTo,
  type JobStatus,
  type LuluJob,
  type Pricing,
  type Tracking,
} from './luluJobs';
import { luluSpec } from './luluSpec';
import { issueToken } from './luluToken';
import { LuluWebhooks, type Answer, type WebhookSubmission, type WebhookSubscription } from './luluWebhooks';
import type { Json } from './json';

export type { JobStatus, LuluJob, Tracking } from './luluJobs';
export type { WebhookSubmission, WebhookSubscription } from './luluWebhooks';

export const LULU_TOKEN_PATH = '/auth/realms/glasstree/protocol/openid-connect/token';

export interface FakeLuluOptions {
  clientKey?: string;
  clientSecret?: string;
  /** Lifetime of an access token; Lulu's is 3600 s. A short one tests the client's refresh. */
  tokenTtlSeconds?: number;
  /** Subscribe this URL to PRINT_JOB_STATUS_CHANGED from the start, as if the operator had done it once. */
  webhookUrl?: string;
  /** Fetch a new job's files right after it is created (CREATED -> UNPAID, or REJECTED), as Lulu does. */
  autoProcessFiles?: boolean;
  /** Pause between Lulu's 5 retries of a failed webhook submission. Default 20 ms. */
  webhookRetryDelayMs?: number;
  pricing?: Pricing;
}

export interface Violation {
  kind: 'route' | 'auth' | 'schema' | 'rule' | 'query' | 'token' | 'unimplemented';
  method: string;
  path: string;
  messages: string[];
}

export interface AdvanceOptions {
  message?: string;
  /** For SHIPPED: the carrier's tracking (default: a USPS number made from the job id). */
  tracking?: Tracking;
  /** Move straight to the status without reporting the statuses in between (a missed webhook, say). */
  direct?: boolean;
}

export interface FakeLulu {
  /** Base URL for LULU_API_URL (no trailing slash). */
  url: string;
  clientKey: string;
  clientSecret: string;
  requests: RecordedRequest[];
  /** Requests the published description or Lulu's stated rules do not allow. Assert it stays empty. */
  violations: Violation[];
  /** Where the fake's own answers differ from the description: a bug in the fake, not in the client. */
  selfCheck: string[];
  jobs: LuluJob[];
  webhooks: WebhookSubscription[];
  submissions: WebhookSubmission[];
  fileFetches: FileFetch[];
  job(id: number): LuluJob;
  /** Moves a job to `status` (through the statuses between, each reported), then delivers the webhooks. */
  advance(jobId: number, status: JobStatus, options?: AdvanceOptions): Promise<void>;
  /** Lulu's printer fetches the job's cover and interior. A CREATED job then becomes UNPAID, or REJECTED when
   * a file failed to download, is no PDF, differs from its source_md5_sum, or files are being refused.
   * Later calls only fetch again (a signed URL that has expired by then shows up as a failed fetch). */
  processFiles(jobId: number): Promise<FileFetch[]>;
  /** From now on, refuse files with this message (null: accept them again). */
  refuseFiles(message: string | null): void;
  /** Answer 503 to everything: `true` until told otherwise, or for this many milliseconds. */
  setDown(down: boolean | number): void;
  /**
   * Answers the next request of this operation with one of its documented error answers (its `responses`
   * in the description, e.g. 400 BadRequest `{attribute: ['message']}` or 404 NotFound `{detail}`); a status
   * the description does not list for it shows up in `selfCheck`.
   */
  failNext(operationId: string, status: number, body: unknown): void;
  /**
   * Runs `action` (awaited) when the next request of this operation has been taken in, before it is answered:
   * a test freezes the process that sent it there (SIGSTOP), as a runner frozen while the printer answers.
   */
  beforeAnswer(operationId: string, action: () => void | Promise<void>): void;
  /** Waits for background work (files fetched after creation, webhooks being delivered). */
  idle(): Promise<void>;
  /** One line per request received, e.g. for a note: `POST /print-jobs/ {"external_id":"ord_1",...}`
   * (a client secret sent in a token request's form is masked). */
  log(): string[];
  close(): Promise<void>;
}

export async function startFakeLulu(options: FakeLuluOptions = {}): Promise<FakeLulu> {
  const spec = luluSpec();
  const clientKey = options.clientKey ?? 'fake-lulu-client-key';
  const clientSecret = options.clientSecret ?? 'fake-lulu-client-secret';
  const pricing = options.pricing ?? DEFAULT_PRICING;
  const tokens = new Map<string, number>(); // token -> expiry (ms)
  const violations: Violation[] = [];
  const selfCheck: string[] = [];
  const jobs: LuluJob[] = [];
  const webhooks = new LuluWebhooks(clientSecret, options.webhookRetryDelayMs ?? 20);
  const fileFetches: FileFetch[] = [];
  const background = new Set<Promise<unknown>>();
  let nextJobId = 40001;
  let nextLineItemId = 90001;
  let refusal: string | null = null;
  const failures = new Map<string, Answer[]>();
  const pauses = new Map<string, (() => void | Promise<void>)[]>();
  let downUntil = 0;

  if (options.webhookUrl) webhooks.subscribe(options.webhookUrl);

  function track<T>(promise: Promise<T>): Promise<T> {
    background.add(promise);
    void promise.finally(() => background.delete(promise)).catch(() => undefined);
    return promise;
  }

  const server = await startFakeHttpServer(
    async (req, res) => {
      const url = new URL(req.path, 'http://fake');
      const violate = (kind: Violation['kind'], messages: string[]) =>
        violations.push({ kind, method: req.method, path: req.path, messages });
      // A Lulu outage: nothing answers but the load balancer (the description's "Service Unavailable").
      if (Date.now() < downUntil)
        return sendJson(res, 503, { detail: 'Service temporarily unavailable, try again later.' });
      if (url.pathname === LULU_TOKEN_PATH)
        return issueToken(req, res, violate, {
          clientKey,
          clientSecret,
          ttl: options.tokenTtlSeconds ?? 3600,
          tokens,
        });

      const match = spec.match(req.method, url.pathname);
      if (match.kind === 'not-found') {
        violate('route', [`${req.method} ${url.pathname} is not in Lulu's description (its paths end with a slash)`]);
        return sendJson(res, 404, { detail: 'Not found.' });
      }
      if (match.kind === 'method-not-allowed') {
        violate('route', [`${req.method} is not allowed on ${url.pathname} (only ${match.allowed.join(', ')})`]);
        return sendJson(res, 405, { detail: `Method "${req.method}" not allowed.` });
      }
      const { operation, pathParams } = match;
      const authorization = String(req.headers.authorization ?? '');
      if (operation.authRequired || authorization) {
        const token = /^Bearer (\S+)$/.exec(authorization)?.[1];
        const expiry = token ? tokens.get(token) : undefined;
        if (!token) {
          violate('auth', [`${operation.operationId} without "Authorization: Bearer <token>"`]);
          return sendJson(res, 401, { detail: 'Authentication credentials were not provided.' });
        }
        if (expiry === undefined || expiry < Date.now()) {
          violate('auth', [`${operation.operationId} with an ${expiry === undefined ? 'unknown' : 'expired'} token`]);
          return sendJson(res, 401, { detail: 'Invalid or expired token.' });
        }
      }
      const problems = spec.checkRequest({
        operation,
        pathParams,
        query: url.searchParams,
        contentType: req.headers['content-type'],
        body: req.body,
      });
      if (problems.messages.length > 0) {
        const refused = Object.keys(problems.errorBody).length > 0;
        violate(refused ? 'schema' : 'query', problems.messages);
        if (refused) return sendJson(res, 400, problems.errorBody);
      }
      await pauses.get(operation.operationId)?.shift()?.();
      const failure = failures.get(operation.operationId)?.shift();
      if (failure) {
        selfCheck.push(...spec.checkResponse(operation, failure.status, failure.body));
        return sendJson(res, failure.status, failure.body);
      }
      const handler = handlers[operation.operationId] ?? webhookHandlers[operation.operationId];
      if (!handler) {
        violate('unimplemented', [`${operation.operationId} is in Lulu's API but not in this fake; add it here`]);
        return sendJson(res, 501, { detail: `The fake printer does not implement ${operation.operationId}.` });
      }
      const answer = await handler(req, pathParams, url);
      if (answer.brokenRule) violate('rule', [`${operation.operationId}: ${JSON.stringify(answer.body)}`]);
      selfCheck.push(...spec.checkResponse(operation, answer.status, answer.body));
      if (answer.body === undefined) res.writeHead(answer.status).end();
      else sendJson(res, answer.status, answer.body);
    },
    0,
    { unref: true },
  );

  const notFound: Answer = { status: 404, body: { detail: 'Not found.' } };
  const findJob = (id: string) => jobs.find((j) => String(j.id) === id);

  const refuse = (errors: Record<string, unknown>): Answer => ({ status: 400, body: errors, brokenRule: true });
  type Handler = (req: RecordedRequest, pathParams: Record<string, string>, url: URL) => Answer | Promise<Answer>;
  const handlers: Record<string, Handler> = {
    'Print-Job-cost-calculations_create': (req) => {
      const body = req.body as Json;
      const rules = businessRuleErrors(body, true);
      if (Object.keys(rules).length > 0) return refuse(rules);
      return {
        status: 201,
        body: calculateCosts(body.line_items, body.shipping_option, body.shipping_address.country_code, pricing),
      };
    },
    'retrieve-shipping-options': (req) => {
      const body = req.body as Json;
      const rules = businessRuleErrors(body, false);
      if (Object.keys(rules).length > 0) return refuse(rules);
      return {
        status: 200,
        body: shippingOptions(body.line_items, body.shipping_address.country, body.currency ?? 'USD', pricing),
      };
    },
    'Print-Jobs_create': (req) => {
      const body = req.body as Json;
      const rules = businessRuleErrors(body, true);
      const missing = (body.line_items as Json[]).flatMap((item, i) => {
        const files = lineItemFiles(item);
        return files.pod && files.cover && files.interior ? [] : [i];
      });
      if (missing.length > 0)
        rules.line_items = ['Each line item needs printable_normalization (pod_package_id, cover, interior).'];
      if (Object.keys(rules).length > 0) return refuse(rules);
      const now = new Date().toISOString();
      const job: LuluJob = {
        id: nextJobId++,
        external_id: body.external_id,
        contact_email: body.contact_email,
        shipping_level: body.shipping_level,
        production_delay: body.production_delay ?? 60,
        shipping_address: { ...body.shipping_address },
        line_items: body.line_items.map((item: Json) => {
          const files = lineItemFiles(item);
          return {
            id: nextLineItemId++,
            external_id: item.external_id,
            title: item.title,
            quantity: item.quantity,
            pod_package_id: files.pod!,
            printable_id: randomUUID(),
            cover: files.cover!,
            interior: files.interior!,
          };
        }),
        status: { name: 'CREATED', message: '', changed: now },
        history: [],
        date_created: now,
        date_modified: now,
      };
      setStatus(job, 'CREATED');
      jobs.push(job);
      // Lulu normalizes the files after answering; a webhook reports the outcome (UNPAID or REJECTED).
      if (options.autoProcessFiles) setImmediate(() => void track(processFiles(job.id)));
      return { status: 201, body: jobDetail(job, pricing) };
    },
    'Print-Jobs_list': (_req, _params, url) => {
      const q = url.searchParams;
      let found = jobs.slice();
      if (q.get('id')) found = found.filter((j) => String(j.id) === q.get('id'));
      if (q.get('status')) found = found.filter((j) => j.status.name === q.get('status'));
      if (q.get('order_id')) found = found.filter((j) => String(j.id + 700000) === q.get('order_id'));
      // DRF's search: every term must appear (case-insensitive, as a substring) in one of the fields.
      const terms = (q.get('search') ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((t) => t.toLowerCase());
      if (terms.length > 0) {
        found = found.filter((j) => {
          const fields = [j.id, j.external_id, j.id + 700000, j.status.name, JSON.stringify(j.shipping_address)]
            .concat(j.line_items.flatMap((li) => [li.id, li.external_id, li.title, j.tracking?.tracking_id]))
            .map((v) => String(v ?? '').toLowerCase());
          return terms.every((t) => fields.some((f) => f.includes(t)));
        });
      }
      const pageSize = Number(q.get('page_size') ?? 100);
      const page = Number(q.get('page') ?? 1);
      const slice = found.slice((page - 1) * pageSize, page * pageSize);
      const link = (p: number) => `${server.origin}/print-jobs/?page=${p}&page_size=${pageSize}`;
      return {
        status: 200,
        body: {
          count: found.length,
          next: page * pageSize < found.length ? link(page + 1) : null,
          previous: page > 1 ? link(page - 1) : null,
          results: slice.map((j) => jobDetail(j, pricing)),
        },
      };
    },
    'Print-Jobs_read': (_req, pathParams) => {
      const job = findJob(pathParams.id);
      return job ? { status: 200, body: jobDetail(job, pricing) } : notFound;
    },
    'Print-Jobs_status_read': (_req, pathParams) => {
      const job = findJob(pathParams.id);
      return job ? { status: 200, body: jobStatusAnswer(job) } : notFound;
    },
    'Print-Jobs_status_cancel': (_req, pathParams) => {
      const job = findJob(pathParams.id);
      if (!job) return notFound;
      if (!CANCELABLE.includes(job.status.name)) {
        // Not a client fault: the job moved on (into production, say) before the cancel arrived.
        return { status: 400, body: { name: [`A print job in status ${job.status.name} can not be canceled.`] } };
      }
      setStatus(job, 'CANCELED', 'Print-job was canceled on request');
      void track(deliver(job));
      return { status: 200, body: job.status };
    },
  };

  const webhookHandlers = webhooks.handlers(refuse, () => {
    const sample = jobs[0];
    const data = sample ? jobDetail(sample, pricing) : { id: 0 };
    return {
      payload: JSON.stringify({ topic: 'PRINT_JOB_STATUS_CHANGED', data }),
      jobId: sample?.id ?? 0,
      status: sample?.status.name ?? 'CREATED',
    };
  });

  /** Reports the job's current status to the webhooks; the payload's data is the job as GET returns it. */
  function deliver(job: LuluJob): Promise<void> {
    return webhooks.send(
      JSON.stringify({ topic: 'PRINT_JOB_STATUS_CHANGED', data: jobDetail(job, pricing) }),
      job.id,
      job.status.name,
    );
  }

  function job(id: number): LuluJob {
    const found = jobs.find((j) => j.id === id);
    if (!found)
      throw new Error(`The fake printer has no print job ${id} (it has ${jobs.map((j) => j.id).join(', ') || 'none'})`);
    return found;
  }

  async function advance(jobId: number, status: JobStatus, advanceOptions: AdvanceOptions = {}): Promise<void> {
    const target = job(jobId);
    const steps = advanceOptions.direct ? [status] : stepsTo(target.status.name, status);
    if (!steps) throw new Error(`Lulu never moves a print job from ${target.status.name} to ${status}`);
    for (const step of steps) {
      if (step === 'SHIPPED') {
        const number = `9400${String(target.id).padStart(18, '0')}`;
        target.tracking = advanceOptions.tracking ?? {
          tracking_id: number,
          tracking_urls: [`https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`],
          carrier_name: 'USPS',
        };
      }
      if (step === 'REJECTED' || step === 'ERROR') {
        for (const li of target.line_items) li.error = advanceOptions.message ?? `Line item ${step.toLowerCase()}`;
      }
      setStatus(target, step, step === status ? advanceOptions.message : undefined);
      await track(deliver(target));
    }
  }

  async function processFiles(jobId: number): Promise<FileFetch[]> {
    const target = job(jobId);
    const fetched: FileFetch[] = [];
    for (const li of target.line_items) {
      for (const kind of ['cover', 'interior'] as const) {
        const file = li[kind];
        const result = await fetchFile(file.source_url);
        const entry: FileFetch = { jobId, lineItemId: li.id, kind, url: file.source_url, ...result };
        fetched.push(entry);
        fileFetches.push(entry);
        if (entry.isPdf) file.page_count = entry.pages;
      }
    }
    const failed = fetched.find((f) => f.status !== 200 || !f.isPdf);
    const mismatch = target.line_items.flatMap((li) =>
      (['cover', 'interior'] as const).filter((kind) => {
        const sum = li[kind].source_md5_sum;
        return sum && fetched.find((f) => f.lineItemId === li.id && f.kind === kind)?.md5 !== sum;
      }),
    );
    const reason =
      refusal ??
      (failed
        ? `Could not download the ${failed.kind} file ` +
          `(${failed.status ? `HTTP ${failed.status}` : 'unreachable'}` +
          `${failed.status === 200 ? ', not a PDF' : ''})`
        : null) ??
      (mismatch.length ? `The ${mismatch[0]} file does not match its source_md5_sum` : null);
    if (target.status.name === 'CREATED')
      await advance(jobId, reason ? 'REJECTED' : 'UNPAID', { message: reason ?? undefined });
    return fetched;
  }

  return {
    url: server.origin,
    clientKey,
    clientSecret,
    requests: server.requests,
    violations,
    selfCheck,
    jobs,
    webhooks: webhooks.subscriptions,
    submissions: webhooks.submissions,
    fileFetches,
    job,
    advance,
    processFiles,
    refuseFiles: (message) => {
      refusal = message;
    },
    failNext: (operationId, status, body) => {
      failures.set(operationId, [...(failures.get(operationId) ?? []), { status, body }]);
    },
    beforeAnswer: (operationId, action) => {
      pauses.set(operationId, [...(pauses.get(operationId) ?? []), action]);
    },
    setDown: (down) => {
      downUntil = down === true ? Number.POSITIVE_INFINITY : down === false ? 0 : Date.now() + down;
    },
    idle: async () => {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
    log: () =>
      server.requests.map((r) => {
        const body = r.body === undefined ? '' : ` ${typeof r.body === 'string' ? r.body : JSON.stringify(r.body)}`;
        return `${r.method} ${r.path}${body.replace(/client_secret=[^&\s]+/, 'client_secret=***')}`;
      }),
    close: async () => {
      await Promise.allSettled([...background]);
      await server.close();
    },
  };
}
