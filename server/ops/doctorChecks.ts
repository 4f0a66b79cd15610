// The checks of `npm run doctor`: one small real call to each configured provider, through the same clients
// the server uses, and what is off when a provider is not configured. Each check says "ok", or the reason in
// a sentence and the variable to change. Only the operator reads these, so the services' own error text is
// shown (a visitor never sees it); doctor.ts masks every secret a URL in them could carry. Claude's and
// Replicate's checks, which also watch for retiring models and changed input schemas, have their own files.
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';
import { redactUrl } from '../lib/redactUrl';
import { selectObjectStore } from '../storage/selectObjectStore';
import { checkClaude } from './doctorClaude';
import { checkReplicate } from './doctorReplicate';
import { type CheckResult, DEADLINE_MS, type DoctorCheck, failed, messageOf, ok, off } from './doctorResult';

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
  const shown = redactUrl(url);
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

export const DOCTOR_CHECKS: DoctorCheck[] = [checkClaude, checkReplicate, checkStripe, checkLulu, checkSmtp];
