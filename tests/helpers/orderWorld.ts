// A running shop for order tests: the real app listening on a real port (the fakes deliver webhooks to it
// and the fake printer fetches the print files from it), the local Stripe driven by the real SDK, the
// local Lulu that checks every request against Lulu's published API description, and an SMTP server.
// `restart()` stops the app and starts a new one on the same data directory and port, as a server restart.
import { buildApp } from '../../server/app';
import type { AppDeps } from '../../server/domains/appDeps';
import { upsertUser } from '../../server/domains/auth/sessions';
import { seededRandom } from '../../server/lib/seededRandom';
import { createContextInner } from '../../server/trpc/context';
import { createCaller } from '../../server/trpc/root';
import type { SessionUser } from '../../shared/types';
import type { OrderInput } from '../../shared/orders';
import { startFakeLulu, type FakeLulu, type FakeLuluOptions } from '../fakes/fakeLulu';
import { startFakeSmtp, type FakeSmtp } from '../fakes/fakeSmtp';
import { startFakeStripe, type FakeStripe, type FakeStripeOptions } from '../fakes/fakeStripe';
import { makeOrderableComic } from '../fixtures/orderableComic';
import { freePort } from './freePort';
import { makeDataDir, testAppConfig } from './harness';
import { testDatabaseEnv } from './testDatabase';
import { readEvents } from '../../server/domains/orders/orderRows';
import { queueOnly, runOrdersTool } from '../../server/ops/orders';
import type { Locale } from '../../shared/i18n/siteLocales';

/** The settings that point an app at the local Stripe, Lulu and SMTP servers (the shop switched on). */
export function shopEnv(stripe: FakeStripe, lulu: FakeLulu, smtp: FakeSmtp): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    LULU_CLIENT_KEY: lulu.clientKey,
    LULU_CLIENT_SECRET: lulu.clientSecret,
    LULU_API_URL: lulu.url,
    SMTP_URL: smtp.url,
    // Paid orders print at once here; the change window's own tests (orderChangeWindow.test.ts) set it.
    ORDER_CHANGE_HOURS: '0',
  };
}
export interface OrderWorldOptions {
  lulu?: FakeLuluOptions;
  stripe?: Omit<FakeStripeOptions, 'webhookUrl'>;
  env?: Record<string, string>;
  /** Replace services of the app (a printer wrapper that fails on cue, say). */
  deps?: (deps: { printer: AppDeps['printer']; payments: AppDeps['payments'] }) => Partial<AppDeps>;
  /** Keep the app's log lines (JSON, as pino writes them) in `world.logs`. */
  captureLogs?: boolean;
  /** The app's clock (its queue's too): a test moves it to the end of an order's change window. */
  now?: () => Date;
}

export type OrderWorld = Awaited<ReturnType<typeof startOrderWorld>>;

export async function startOrderWorld(options: OrderWorldOptions = {}) {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const dataDir = makeDataDir();
  const stripe: FakeStripe = await startFakeStripe({ ...options.stripe, webhookUrl: `${publicUrl}/webhooks/stripe` });
  // Subscribed from the start, as the operator's server did at its first start-up (the app checks it too).
  const lulu: FakeLulu = await startFakeLulu({
    autoProcessFiles: true,
    webhookRetryDelayMs: 5,
    webhookUrl: `${publicUrl}/webhooks/lulu`,
    ...options.lulu,
  });
  const smtp: FakeSmtp = await startFakeSmtp();
  const logs: string[] = [];
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    ...shopEnv(stripe, lulu, smtp),
    MAIL_FROM: 'Comics by Anyone <orders@example.com>',
    SUPPORT_EMAIL: 'help@example.com',
    ...options.env,
  };

  async function boot() {
    const config = await testAppConfig(env);
    const logger = options.captureLogs
      ? { level: 'info', stream: { write: (line: string) => void logs.push(line) } }
      : undefined;
    const { app, deps } = await buildApp({
      config,
      logger,
      deps: { random: seededRandom(7), ...(options.now && { now: options.now }) },
    });
    if (options.deps) Object.assign(deps, options.deps({ printer: deps.printer, payments: deps.payments }));
    await app.listen({ port, host: '127.0.0.1' });
    return { app, deps };
  }

  let current = await boot();
  const databaseEnv = await testDatabaseEnv(dataDir);
  const world = {
    stripe,
    lulu,
    smtp,
    publicUrl,
    logs,
    get app() {
      return current.app;
    },
    get deps() {
      return current.deps;
    },
    /** The app's settings, its database's included, for another process of the same shop (a worker, say). */
    get env(): Record<string, string> {
      return { ...databaseEnv, ...env };
    },
    user(email: string): Promise<SessionUser> {
      return upsertUser(current.deps.db, { issuer: 'test', subject: email, email, name: email.split('@')[0] });
    },
    /** `locale`: the site's language on the caller's page (English when not given). */
    caller(user: SessionUser | null, locale?: Locale) {
      return createCaller(createContextInner({ deps: current.deps, user, locale }));
    },
    comic: (user: SessionUser, title?: string) => makeOrderableComic(current.deps, user.id, title),
    /**
     * Stops the app, runs `meanwhile` (the printer coming back while the server is down, say), starts it
     * again, with `changes` to its environment (another DATA_DIR after a restore, say).
     */
    async restart(meanwhile?: () => void | Promise<void>, changes: Record<string, string> = {}) {
      await current.app.close();
      await meanwhile?.();
      Object.assign(env, changes);
      current = await boot();
    },
    async close() {
      await current.app.close();
      await Promise.all([stripe.close(), lulu.close(), smtp.close()]);
    },
  };
  return world;
}

export const ADA_ADDRESS = {
  fullName: 'Ada Reader',
  line1: '101 Independence Ave SE',
  line2: '',
  city: 'Washington',
  state: 'DC',
  postcode: '20540',
  country: 'US',
  phone: '+1 202 555 0100',
  email: 'ada@example.com',
};

export const orderFor = (comicId: string, overrides: Partial<OrderInput> = {}): OrderInput => ({
  comicId,
  format: 'comic',
  quantity: 2,
  shipping: 'expedited',
  address: ADA_ADDRESS,
  ...overrides,
});

/** Polls until `check` returns something truthy (the fakes and jobs work in the background). */
export async function eventually<T>(
  check: () => T | Promise<T>,
  what: string,
  timeoutMs = 10_000,
  intervalMs = 25,
): Promise<Exclude<T, false | null | undefined | 0 | ''>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await check();
    if (last) return last as Exclude<T, false | null | undefined | 0 | ''>;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
}

/**
 * Resolves once the app has checked its printer webhook subscription in its first background round, a second
 * after it starts (`startOrderBackground`; the next is 15 minutes later). A test that switches the subscription
 * off, or polls the printer itself, waits for it first: on a machine quick enough to get there within the
 * second, the round switched the subscription back on, or polled, before the test did (2026-12-02).
 */
export async function firstOrderRound(world: OrderWorld): Promise<void> {
  const listed = (r: { method: string; path: string }) => r.method === 'GET' && /\/webhooks\/?$/.test(r.path);
  await eventually(() => world.lulu.requests.some(listed), "the app's first check of its webhook subscription");
}

/** Orders a copy as `user` and pays on the local checkout page; resolves once Stripe's webhook was answered. */
export async function placeAndPay(
  world: OrderWorld,
  user: SessionUser,
  comicId: string,
  overrides: Partial<OrderInput> = {},
) {
  const caller = world.caller(user);
  const { orderId, checkoutUrl } = await caller.orders.create(orderFor(comicId, overrides));
  const sessionId = decodeURIComponent(checkoutUrl.split('/pay/')[1]);
  await world.stripe.pay(sessionId, user.email);
  return { orderId, sessionId, caller };
}

/**
 * Waits until the order itself says it is at the printer. The printer's fake holds the job before our answer
 * is written, so a test that reports news about the job, or reads the order, waits for this first: news
 * about a job the shop has not stored yet is, rightly, news about an unknown job.
 */
export async function atPrinter(caller: ReturnType<OrderWorld['caller']>, orderId: string) {
  return eventually(async () => {
    const order = await caller.orders.get({ orderId });
    return order.status === 'sent_to_printer' && order;
  }, `order ${orderId} at the printer`);
}

export const eventsOf = async (world: OrderWorld, orderId: string) =>
  (await readEvents(world.deps.db, orderId)).map(({ type, fromStatus, toStatus, note }) => ({
    type,
    from: fromStatus,
    to: toStatus,
    note,
  }));

/** Orders a copy and pays while the printer is down: the order waits, paid, and its page says so. */
export async function paidWhilePrinterDown(world: OrderWorld, user: SessionUser) {
  world.lulu.setDown(true);
  const placed = await placeAndPay(world, user, await world.comic(user));
  await eventually(
    async () => (await placed.caller.orders.get({ orderId: placed.orderId })).problem,
    'the outage shown',
  );
  return placed;
}

/** What `npm run orders -- <args>` prints for this world's shop (its decisions queued as the tool queues them). */
export async function shopTool(world: OrderWorld, ...args: string[]): Promise<string> {
  const lines: string[] = [];
  const deps = { db: world.deps.db, config: world.deps.config, now: () => new Date(), jobs: queueOnly(world.deps.db) };
  await runOrdersTool(args, deps, (line) => lines.push(line));
  return lines.join('\n');
}

const ENDED_AT_PRINTER = new Set(['CANCELED', 'REJECTED', 'ERROR']);

/** The printer's live jobs for an order (not canceled, rejected or failed), by id. */
export const liveJobs = (world: OrderWorld, orderId: string) =>
  world.lulu.jobs.filter((j) => j.external_id === orderId && !ENDED_AT_PRINTER.has(j.status.name)).map((j) => j.id);
