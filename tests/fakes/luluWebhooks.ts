// The fake printer's webhooks, as Lulu's description documents them: subscriptions to the
// PRINT_JOB_STATUS_CHANGED topic (unique URL each), every submission signed with the API secret
// (Lulu-HMAC-SHA256: hex HMAC-SHA256 of the raw UTF-8 body), retried 5 times when it fails, a subscription
// switched off after 5 failed submissions in a row, and the submissions kept for GET /webhook-submissions/.
import { createHmac, randomUUID } from 'node:crypto';
import type { RecordedRequest } from './fakeHttp';
import type { JobStatus } from './luluJobs';

export const TOPIC = 'PRINT_JOB_STATUS_CHANGED';

export interface WebhookSubscription {
  id: string;
  url: string;
  topics: string[];
  is_active: boolean;
  failuresInARow: number;
}

export interface WebhookSubmission {
  webhookId: string;
  url: string;
  /** The raw body sent, byte for byte what was signed. */
  payload: string;
  signature: string;
  jobId: number;
  status: JobStatus;
  attempts: number;
  /** The receiver's last HTTP status (0 when it could not be reached). */
  responseCode: number;
  ok: boolean;
  date: string;
}

export interface Answer {
  status: number;
  body: unknown;
  /** A refusal for breaking one of Lulu's stated rules: the fake records it as a violation. */
  brokenRule?: boolean;
}
type Handler = (req: RecordedRequest, pathParams: Record<string, string>) => Answer | Promise<Answer>;

/** Lulu's signature of a webhook body: what a receiver recomputes to trust it. */
export function luluSignature(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

export class LuluWebhooks {
  readonly subscriptions: WebhookSubscription[] = [];
  readonly submissions: WebhookSubmission[] = [];

  constructor(
    private readonly secret: string,
    private readonly retryDelayMs: number,
  ) {}

  subscribe(url: string, topics: string[] = [TOPIC]): WebhookSubscription {
    const subscription = { id: randomUUID(), url, topics, is_active: true, failuresInARow: 0 };
    this.subscriptions.push(subscription);
    return subscription;
  }

  /** Sends one status change to every active subscription to the topic. */
  async send(payload: string, jobId: number, status: JobStatus): Promise<void> {
    const targets = this.subscriptions.filter((w) => w.is_active && w.topics.includes(TOPIC));
    await Promise.all(targets.map((w) => this.submit(w, payload, jobId, status)));
  }

  async submit(webhook: WebhookSubscription, payload: string, jobId: number, status: JobStatus): Promise<void> {
    const signature = luluSignature(payload, this.secret);
    let attempts = 0;
    let responseCode = 0;
    // "If a webhook submission fails for any reason (connection error, HTTP error, etc.), it is retried 5 times."
    while (attempts < 6) {
      attempts++;
      try {
        const response = await fetch(webhook.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'Lulu-HMAC-SHA256': signature },
          body: payload,
          signal: AbortSignal.timeout(5000),
        });
        responseCode = response.status;
        await response.arrayBuffer();
        if (response.ok) break;
      } catch {
        responseCode = 0;
      }
      if (attempts < 6) await new Promise((r) => setTimeout(r, this.retryDelayMs));
    }
    const ok = responseCode >= 200 && responseCode < 300;
    const date = new Date().toISOString();
    this.submissions.push({
      webhookId: webhook.id,
      url: webhook.url,
      payload,
      signature,
      jobId,
      status,
      attempts,
      responseCode,
      ok,
      date,
    });
    // "After 5 different failed submissions in a row, the webhook is deactivated."
    webhook.failuresInARow = ok ? 0 : webhook.failuresInARow + 1;
    if (webhook.failuresInARow >= 5) webhook.is_active = false;
  }

  /**
   * The webhook operations of the API. `refuse` makes the 400 for a broken rule; `sample` is the print job
   * a test submission carries (Lulu sends "dummy data" of the topic).
   */
  handlers(
    refuse: (errors: Record<string, unknown>) => Answer,
    sample: () => { payload: string; jobId: number; status: JobStatus },
  ): Record<string, Handler> {
    const notFound: Answer = { status: 404, body: { detail: 'Not found.' } };
    const find = (id: string) => this.subscriptions.find((w) => w.id === id);
    const list = (results: unknown[]) => ({
      status: 200,
      body: { count: results.length, next: null, previous: null, results },
    });
    return {
      'subscribe-webhooks': (req) => {
        const body = req.body as { url: string; topics: string[] };
        if (this.subscriptions.some((w) => w.url === body.url))
          return refuse({ url: ['webhook with this url already exists.'] });
        return { status: 201, body: answer(this.subscribe(body.url, body.topics)) };
      },
      'retrieve-webhooks': () => list(this.subscriptions.map(answer)),
      'retrieve-webhook': (_req, { id }) => {
        const webhook = find(id);
        return webhook ? { status: 200, body: answer(webhook) } : notFound;
      },
      'update-webhook': (req, { id }) => {
        const webhook = find(id);
        if (!webhook) return notFound;
        const body = req.body as Partial<WebhookSubscription>;
        if (body.url !== undefined) webhook.url = body.url;
        if (body.topics !== undefined) webhook.topics = body.topics;
        if (body.is_active !== undefined) webhook.is_active = body.is_active;
        if (body.is_active) webhook.failuresInARow = 0;
        return { status: 200, body: answer(webhook) };
      },
      'delete-webhook': (_req, { id }) => {
        const index = this.subscriptions.findIndex((w) => w.id === id);
        if (index < 0) return notFound;
        this.subscriptions.splice(index, 1);
        return { status: 204, body: undefined };
      },
      'test-webhook-submission': async (_req, { id, topic }) => {
        const webhook = find(id);
        if (!webhook) return notFound;
        if (topic !== TOPIC) return refuse({ topic: [`"${topic}" is not a valid choice.`] });
        const { payload, jobId, status } = sample();
        await this.submit(webhook, payload, jobId, status);
        return { status: 200, body: 'Test submission sent.' };
      },
      'retrieve-webhook-submissions': () =>
        list(
          this.submissions.map((s) => ({
            date_created: s.date,
            date_modified: s.date,
            payload: JSON.parse(s.payload),
            topic: TOPIC,
            is_success: s.ok,
            response_code: s.responseCode,
            attempts: s.attempts,
            webhook: answer(
              find(s.webhookId) ?? {
                id: s.webhookId,
                url: s.url,
                topics: [TOPIC],
                is_active: false,
                failuresInARow: 0,
              },
            ),
          })),
        ),
    };
  }
}

function answer(w: WebhookSubscription) {
  return { id: w.id, url: w.url, topics: w.topics, is_active: w.is_active };
}
