// The checks of `npm run doctor`: one small real call to each configured provider, through the same clients
// the server uses, and what is off when a provider is not configured. Each check says "ok", or the reason in
// a sentence and the variable to change. Only the operator reads these, so the services' own error text is
// shown (a visitor never sees it).
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { anthropicSdk, lazyAnthropicClient } from '../providers/anthropic/anthropicClient';
import { askClaudeForJson, ClaudeReplyError, UnknownClaudeModel } from '../providers/anthropic/claudeJson';
import { claudeModel, unknownModelLine } from '../providers/anthropic/claudeModels';
import { selectObjectStore } from '../storage/selectObjectStore';

export interface CheckResult {
  provider: string;
  /** 'off': not configured; 'ok': the call answered as it should; 'failed': it did not. */
  status: 'off' | 'ok' | 'failed';
  /** What was checked, or why it failed and which variable to change. */
  detail: string;
}

const DEADLINE_MS = 20_000;
const off = (provider: string, detail: string): CheckResult => ({ provider, status: 'off', detail });
const failed = (provider: string, detail: string): CheckResult => ({ provider, status: 'failed', detail });
const ok = (provider: string, detail: string): CheckResult => ({ provider, status: 'ok', detail });
const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 300);

/** Claude: one structured-output request in the very shape the app's ideas and acts take (claudeJson.ts). */
export async function checkClaude(config: AppConfig): Promise<CheckResult> {
  const name = 'Claude (ideas and scripts)';
  const settings = config.anthropic;
  if (!settings)
    return off(name, 'ANTHROPIC_API_KEY is not set: story ideas and scripts come from the built-in writer.');
  const model = claudeModel(settings.model);
  if (!model) return failed(name, `${unknownModelLine(settings.model)}.`);
  const Sdk = await anthropicSdk();
  try {
    const { value, usage } = await askClaudeForJson(
      await lazyAnthropicClient({ ...settings, maxRetries: 0 })(),
      settings.model,
      {
        system: 'You answer health checks of a web app.',
        user: 'Reply with ok set to true.',
        schema: z.object({ ok: z.boolean() }),
        effort: 'low',
        replyTokens: 100,
      },
      { timeoutMs: Math.min(settings.timeoutMs, DEADLINE_MS) },
    );
    if ((value as { ok?: unknown }).ok !== true)
      return failed(
        name,
        `${settings.model} answered, but not with the JSON it was asked for. Try again; if it keeps ` +
          `happening, set ANTHROPIC_MODEL to another model.`,
      );
    const retiring = model.retires
      ? ` It retires on ${model.retires}: set ANTHROPIC_MODEL to a current model before then.`
      : '';
    return ok(
      name,
      `${model.name} (${settings.model}) answered a structured-output request (${usage.input} tokens in, ` +
        `${usage.output} out).${retiring}`,
    );
  } catch (error) {
    if (error instanceof Sdk.AuthenticationError || error instanceof Sdk.PermissionDeniedError)
      return failed(name, `Claude refused the key (${error.status}): check ANTHROPIC_API_KEY.`);
    if (error instanceof Sdk.NotFoundError)
      return failed(
        name,
        `Claude does not know the model '${settings.model}' (404): set ANTHROPIC_MODEL to a current model.`,
      );
    if (error instanceof Sdk.BadRequestError)
      return failed(
        name,
        `Claude refused the request (400: ${messageOf(error)}): set ANTHROPIC_MODEL to ` +
          `another model, or update the app.`,
      );
    if (error instanceof Sdk.RateLimitError)
      return failed(
        name,
        'Claude is rate limiting this key (429): try again later, or raise the limits of the key’s workspace.',
      );
    if (error instanceof Sdk.APIUserAbortError || error instanceof Sdk.APIConnectionTimeoutError) {
      return failed(
        name,
        `No answer within ${Math.round(Math.min(settings.timeoutMs, DEADLINE_MS) / 1000)} s: check ` +
          `ANTHROPIC_BASE_URL and the network (or raise ANTHROPIC_TIMEOUT_SECONDS).`,
      );
    }
    if (error instanceof Sdk.APIConnectionError)
      return failed(
        name,
        `Could not reach ${settings.baseURL ?? 'api.anthropic.com'} (${messageOf(error.cause ?? error)}): ` +
          `check ANTHROPIC_BASE_URL and the network.`,
      );
    if (error instanceof Sdk.APIError)
      return failed(name, `Claude answered ${error.status}: ${messageOf(error)}. Try again later.`);
    if (error instanceof ClaudeReplyError)
      return failed(name, `${messageOf(error)}: set ANTHROPIC_MODEL to another model.`);
    if (error instanceof UnknownClaudeModel) return failed(name, `${unknownModelLine(settings.model)}.`);
    return failed(name, messageOf(error));
  }
}

/** Replicate: the model's own page of the HTTP API (GET /v1/models/{owner}/{name}), as the SDK reads it. */
export async function checkReplicate(config: AppConfig): Promise<CheckResult> {
  const name = 'Replicate (painted covers and panels)';
  const settings = config.replicate;
  if (!settings)
    return off(name, 'REPLICATE_API_TOKEN is not set: covers and book panels are drawn by the built-in art.');
  const [owner, model] = settings.model.split(':')[0].split('/');
  const { default: Replicate } = await import('replicate');
  const client = new Replicate({ auth: settings.apiToken, baseUrl: settings.baseURL, userAgent: 'comics-by-anyone' });
  try {
    const found = (await client.models.get(owner, model, { signal: AbortSignal.timeout(DEADLINE_MS) })) as {
      owner?: string;
      name?: string;
    };
    return ok(name, `the token works and Replicate has the model ${found.owner ?? owner}/${found.name ?? model}.`);
  } catch (error) {
    const status = ((error as { response?: unknown }).response as Response | undefined)?.status;
    if (status === 401 || status === 403)
      return failed(name, `Replicate refused the token (${status}): check REPLICATE_API_TOKEN.`);
    if (status === 404) return failed(name, `Replicate has no model '${owner}/${model}' (404): check REPLICATE_MODEL.`);
    if (status) return failed(name, `Replicate answered ${status}: try again later.`);
    return failed(
      name,
      `Could not reach ${settings.baseURL ?? 'api.replicate.com'} (${messageOf(error)}): check ` +
        `REPLICATE_BASE_URL and the network.`,
    );
  }
}

/** Stripe: the latest event, a read the webhook handling needs anyway (GET /v1/events?limit=1). */
export async function checkStripe(config: AppConfig): Promise<CheckResult> {
  const name = 'Stripe (payments)';
  const settings = config.orders.stripe;
  if (!settings)
    return off(
      name,
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set: printed copies are off (the ' +
        'print files stay downloadable).',
    );
  const { default: Stripe } = await import('stripe');
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.api ?? {}),
    maxNetworkRetries: 0,
    timeout: DEADLINE_MS,
  });
  try {
    await stripe.events.list({ limit: 1 });
    const mode = settings.secretKey.includes('_live_') ? 'live' : 'test';
    return ok(
      name,
      `the ${mode} key works. STRIPE_WEBHOOK_SECRET is checked by the first event Stripe sends to ` +
        `${config.publicOrigin}/webhooks/stripe.`,
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeAuthenticationError)
      return failed(name, `Stripe refused the key: check STRIPE_SECRET_KEY.`);
    if (error instanceof Stripe.errors.StripePermissionError)
      return failed(
        name,
        'The key may not read events: give the restricted key read access to Events, or check STRIPE_SECRET_KEY.',
      );
    if (error instanceof Stripe.errors.StripeConnectionError)
      return failed(
        name,
        `Could not reach ${settings.api ? `${settings.api.host}:${settings.api.port}` : 'api.stripe.com'}: ` +
          `check STRIPE_API_URL and the network.`,
      );
    return failed(name, `Stripe answered: ${messageOf(error)}. Check STRIPE_SECRET_KEY.`);
  }
}

/** Lulu: an access token from the client credentials (the first call of every print job). */
export async function checkLulu(config: AppConfig): Promise<CheckResult> {
  const name = 'Lulu (printing)';
  const settings = config.orders.lulu;
  if (!settings) return off(name, 'LULU_CLIENT_KEY and LULU_CLIENT_SECRET are not set: printed copies are off.');
  const { LULU_TOKEN_PATH } = await import('../providers/printer/luluPrinter');
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}${LULU_TOKEN_PATH}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.clientKey}:${settings.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(DEADLINE_MS),
    });
  } catch (error) {
    return failed(
      name,
      `Could not reach ${settings.apiUrl} (${messageOf(error)}): check LULU_API_URL and the network.`,
    );
  }
  await response.arrayBuffer();
  const where = settings.apiUrl.includes('sandbox') ? 'the sandbox (jobs are never printed)' : settings.apiUrl;
  if (response.ok) return ok(name, `the keys work with ${where}.`);
  if (response.status === 400 || response.status === 401) {
    return failed(
      name,
      `Lulu refused the keys (${response.status}): check LULU_CLIENT_KEY and LULU_CLIENT_SECRET (sandbox ` +
        `keys work only with the sandbox LULU_API_URL, production keys only with https://api.lulu.com).`,
    );
  }
  return failed(name, `Lulu answered ${response.status}: try again later, or check LULU_API_URL.`);
}

/** SMTP: connect, greet and log in, as sending does, without sending anything. */
export async function checkSmtp(config: AppConfig): Promise<CheckResult> {
  const name = 'E-mail (SMTP)';
  const url = config.orders.mail.smtpUrl;
  if (!url) return off(name, 'SMTP_URL is not set: order e-mails are written to the log instead of sent.');
  const shown = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  });
  try {
    await transport.verify();
    return ok(name, `${shown} takes mail from ${config.orders.mail.from}.`);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'EAUTH') return failed(name, `${shown} refused the user name or password: check SMTP_URL.`);
    return failed(name, `Could not talk to ${shown} (${messageOf(error)}): check SMTP_URL and the network.`);
  } finally {
    transport.close();
  }
}

/**
 * Object storage: writes a small object, reads it back, streams it as the app serves files (to people and to the
 * printer, at the app's own links), lists it, and removes it.
 */
export async function checkStorage(config: AppConfig): Promise<CheckResult> {
  const name = 'Object storage';
  const settings = config.objectStorage;
  if (!settings) return off(name, `STORAGE_URL is unset: images and files are kept in ${config.dataDir}.`);
  const objects = selectObjectStore(config);
  const key = `doctor/check-${randomBytes(8).toString('hex')}.txt`;
  try {
    await objects.put(key, 'npm run doctor');
    const read = await objects.get(key);
    const streamed = await objects.stream(key);
    const body = streamed ? Buffer.concat(await streamed.body.toArray()).toString() : null;
    const listed = (await objects.list('doctor')).some((object) => object.key === key);
    await objects.delete(key);
    if (read?.toString() !== 'npm run doctor' || body !== 'npm run doctor')
      return failed(name, `${objects.location} did not give back what was stored.`);
    if (!listed) return failed(name, `${objects.location} did not list what was stored.`);
    return ok(name, `${objects.location}: write, read, list and delete work.`);
  } catch (error) {
    const code = (error as { name?: string }).name ?? '';
    const variable = [
      'InvalidAccessKeyId',
      'SignatureDoesNotMatch',
      'AccessDenied',
      'CredentialsProviderError',
    ].includes(code)
      ? "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and the keys' rights on the bucket)"
      : code === 'NoSuchBucket'
        ? 'STORAGE_URL (the bucket)'
        : ['PermanentRedirect', 'AuthorizationHeaderMalformed'].includes(code)
          ? 'AWS_REGION'
          : 'AWS_ENDPOINT_URL_S3, S3_FORCE_PATH_STYLE and the network';
    return failed(name, `${objects.location} refused (${code || 'error'}: ${messageOf(error)}): check ${variable}.`);
  }
}

export const DOCTOR_CHECKS = [checkClaude, checkReplicate, checkStripe, checkLulu, checkSmtp];
