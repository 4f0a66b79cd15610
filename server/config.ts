// Parses the environment into a typed config (docs/architecture.md "Configuration"). A bad value stops start-up with
// one line naming the variable, so a self-deployer sees at once what to fix.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { databaseEnv, postgresDeadlines } from './db/databaseSettings';
import { renderQueueSize } from './lib/workQueue';
import { objectStorageSettings, storageEnv, storageRefusal } from './storage/storageSettings';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

const urlText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .pipe(z.url({ protocol: /^https?$/ }).optional());

/**
 * The models used when ANTHROPIC_MODEL / REPLICATE_MODEL are unset. Claude Sonnet: the family Anthropic
 * recommends for quality at a moderate price (Opus costs about five times more per token; Haiku writes
 * flatter dialogue). tests/integration/defaultModels.test.ts fails when the installed SDK marks this one deprecated.
 */
export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-5-5';
/**
 * The image model for covers and book panels: Nano Banana 2 takes each person's photos apart (14 references a
 * call) and paints up to 4K, so a whole page prints at 300 ppi, for about a third of Nano Banana Pro's price
 * (docs/models.md, "Models and what they cost", compares the four adapters).
 */
export const DEFAULT_REPLICATE_MODEL = 'google/nano-banana-2';

/**
 * What each image model costs, in US dollars, as its model page publishes it (read 2026-11-26; docs/models.md's
 * table gives the sources). `perImage` by output tier ('any' when the model has one price); FLUX.2 is billed
 * per megapixel: the first output megapixel, each further one (rounded up), and every megapixel of reference
 * images sent. REPLICATE_PRICES (JSON, same shape, by model) changes a figure without a release.
 */
export interface ImagePrice {
  perImage?: Partial<Record<'1K' | '2K' | '4K' | 'any', number>>;
  firstMp?: number;
  extraMp?: number;
  inputMp?: number;
}
export const IMAGE_MODEL_PRICES: Record<string, ImagePrice> = {
  'black-forest-labs/flux-kontext-pro': { perImage: { any: 0.04 } },
  'google/nano-banana-pro': { perImage: { '1K': 0.15, '2K': 0.15, '4K': 0.3 } },
  // Published as $0.067 (1K) to $0.151 (4K); no 2K figure was found, so 2K is counted at the 4K price.
  'google/nano-banana-2': { perImage: { '1K': 0.067, '2K': 0.151, '4K': 0.151 } },
  'black-forest-labs/flux-2-pro': { firstMp: 0.03, extraMp: 0.015, inputMp: 0.015 },
};

const priceTable = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): Record<string, ImagePrice> => {
    if (!v) return {};
    const price = z.strictObject({
      perImage: z.partialRecord(z.enum(['1K', '2K', '4K', 'any']), z.number().nonnegative()).optional(),
      firstMp: z.number().nonnegative().optional(),
      extraMp: z.number().nonnegative().optional(),
      inputMp: z.number().nonnegative().optional(),
    });
    try {
      const parsed = z.record(z.string(), price).safeParse(JSON.parse(v));
      if (parsed.success) return parsed.data;
    } catch {
      // reported below
    }
    ctx.addIssue({
      code: 'custom',
      message: 'must be JSON like {"google/nano-banana-2": {"perImage": {"1K": 0.067, "2K": 0.151, "4K": 0.151}}}',
    });
    return z.NEVER;
  });

/** A money ceiling in US dollars; 0 turns it off. */
const dollars = (fallback: number) => z.coerce.number().min(0).default(fallback);

/** A yes/no setting: `true` or `1` is yes; unset, empty, `false` or `0` is no. */
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** An amount as people write it ("19.99", "0", "5.5"), kept as integer cents; Stripe and the quote use cents. */
const money = (fallback: string, min = 0) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((v, ctx) => {
      const m = /^(\d{1,5})(?:\.(\d{1,2}))?$/.exec(v);
      const cents = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : NaN;
      if (!Number.isFinite(cents) || cents < min) {
        ctx.addIssue({
          code: 'custom',
          message: `must be an amount like 19.99${min > 0 ? ` (at least ${(min / 100).toFixed(2)})` : ''}`,
        });
        return z.NEVER;
      }
      return cents;
    });

/** Stripe's keys say what they are: a publishable key (pk_) or a webhook secret in the wrong place would fail later. */
const prefixed = (pattern: RegExp, what: string) =>
  optionalText.pipe(z.string().regex(pattern, `must be ${what}`).optional());

/** Currencies Stripe charges in cents (two decimals): amounts here are cents, so no zero-decimal currency. */
const SHOP_CURRENCIES = ['usd', 'eur', 'gbp', 'cad', 'aud', 'nzd', 'chf', 'sek', 'nok', 'dkk'] as const;

/** Lulu's sandbox: test keys and jobs that never reach a printer. */
export const LULU_SANDBOX_URL = 'https://api.sandbox.lulu.com';
/** Lulu's production API: real books, paid by the shop's Lulu account. */
export const LULU_PRODUCTION_URL = 'https://api.lulu.com';

/**
 * An address, or a range as address/bits, that proxy-addr (Fastify's trustProxy) takes: a looser pattern let
 * ":::::" through, and Fastify then stopped start-up with a stack trace. Bits run from 1 to the address's size.
 * An IPv6 address with a zone (%eth0) or an IPv4 tail (::1.2.3.4) is refused: proxy-addr refuses most of them,
 * and an IPv4 proxy is written as IPv4 (it matches the mapped form too).
 */
function isAddressOrRange(text: string): boolean {
  const [address, bits, ...more] = text.split('/');
  const family = isIP(address);
  if (!family || more.length > 0 || (family === 6 && /[.%]/.test(address))) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may say who the client is. Trusting every hop would let a client pick its own address
 * (the left-most X-Forwarded-For entry is whatever it sent), so only a hop count or the proxies' own
 * addresses are accepted: `1` (or `true`) = one proxy in front, `2` = two, or `10.0.0.1,10.0.0.0/24`.
 */
const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    if (!v || v === 'false' || v === '0') return false;
    if (v === 'true') return 1;
    if (/^\d+$/.test(v)) return Math.min(Number(v), 10);
    const addresses = v
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    if (addresses.every(isAddressOrRange)) return addresses;
    ctx.addIssue({
      code: 'custom',
      message: 'must be a hop count (1, 2...) or proxy addresses/CIDRs separated by commas',
    });
    return z.NEVER;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    PUBLIC_URL: urlText,
    DATA_DIR: z.string().trim().min(1).default('./storage'),
    ...databaseEnv,
    ...storageEnv,
    TRUST_PROXY: trustProxySetting,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
    ALLOW_LOCAL_SIGN_IN: flag,
    ANTHROPIC_API_KEY: optionalText,
    ANTHROPIC_MODEL: z.string().trim().min(1).default(DEFAULT_ANTHROPIC_MODEL),
    ANTHROPIC_BASE_URL: urlText,
    ANTHROPIC_TIMEOUT_SECONDS: positiveInt(30),
    ANTHROPIC_ACT_TIMEOUT_SECONDS: positiveInt(180),
    ANTHROPIC_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    REPLICATE_API_TOKEN: optionalText,
    REPLICATE_MODEL: z.string().trim().min(1).default(DEFAULT_REPLICATE_MODEL),
    REPLICATE_BASE_URL: urlText,
    REPLICATE_TIMEOUT_SECONDS: positiveInt(120),
    REPLICATE_PANEL_MODEL: optionalText,
    REPLICATE_PRICES: priceTable,
    PAINT_BOOK_LIMIT_USD: dollars(15),
    PAINT_DAY_LIMIT_USD: dollars(100),
    // Under a third, so three accounts cannot spend the whole day's painting budget between them.
    PAINT_ACCOUNT_DAY_SHARE: z.coerce
      .number()
      .gt(0, 'must be a share above 0 and at most 1, like 0.3')
      .max(1, 'must be a share above 0 and at most 1, like 0.3')
      .default(0.3),
    COVERS_AND_CLAUDE_DAY_LIMIT_USD: dollars(50),
    RATE_LIMIT_IDEAS_PER_HOUR: positiveInt(30),
    RATE_LIMIT_COVERS_PER_HOUR: positiveInt(20),
    RATE_LIMIT_UPLOADS_PER_HOUR: positiveInt(60),
    RATE_LIMIT_SAVES_PER_HOUR: positiveInt(60),
    RATE_LIMIT_SCRIPTS_PER_HOUR: positiveInt(10),
    BOOKS_PER_USER_PER_DAY: positiveInt(3),
    // A household's line (an IPv6 /64, an IPv4 address) may hold a few accounts: twice one account's books.
    BOOKS_PER_ADDRESS_PER_DAY: positiveInt(6),
    MAX_COMICS_PER_USER: positiveInt(500),
    MAX_CONCURRENT_RENDERS: z.coerce.number().int().positive().optional(),
    MAX_CONCURRENT_PAID_CALLS: positiveInt(8),
    DB_BUSY_TIMEOUT_MS: positiveInt(5000),
    JOBS: z.enum(['in-process', 'external']).default('in-process'),
    JOB_LEASE_SECONDS: positiveInt(30),
    IMAGE_RETENTION_DAYS: positiveInt(7),
    MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(100),
    SUPPORT_EMAIL: z.email().default('support@localhost'),
    STRIPE_SECRET_KEY: prefixed(
      /^(sk|rk)_(test|live)_\S+$/,
      'a secret or restricted key (sk_test_..., sk_live_...), not a publishable one',
    ),
    STRIPE_WEBHOOK_SECRET: prefixed(/^whsec_\S+$/, "the webhook endpoint's signing secret (whsec_...)"),
    STRIPE_API_URL: urlText,
    LULU_CLIENT_KEY: optionalText,
    LULU_CLIENT_SECRET: optionalText,
    LULU_API_URL: urlText,
    SMTP_URL: optionalText.pipe(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    MAIL_FROM: optionalText.pipe(
      z
        .string()
        .regex(
          /^(?:[^<>@\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/,
          'must be an address, or a name and an address: Comics by Anyone <orders@example.com>',
        )
        .optional(),
    ),
    SHOP_CURRENCY: z
      .string()
      .trim()
      .toLowerCase()
      .default('usd')
      .pipe(z.enum(SHOP_CURRENCIES, { error: `must be one of ${SHOP_CURRENCIES.join(', ')}` })),
    PRICE_COMIC: money('19.99', 100),
    PRICE_PAPERBACK: money('24.99', 100),
    PRICE_HARDCOVER: money('34.99', 100),
    SHIPPING_STANDARD: money('0'),
    SHIPPING_EXPEDITED: money('9.99'),
    SHIPPING_EXPRESS: money('19.99'),
    PRINTER_POLL_SECONDS: positiveInt(900),
    ORDER_DATA_RETENTION_DAYS: positiveInt(90),
    ORDER_CHANGE_HOURS: z.coerce.number().int().min(0).max(720).default(24),
    ALLOW_TEST_PAYMENTS_WITH_REAL_PRINTER: flag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
    LOG_REQUESTS: flag,
  })
  .refine((env) => Boolean(env.GOOGLE_CLIENT_ID) === Boolean(env.GOOGLE_CLIENT_SECRET), {
    message: 'set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    path: ['GOOGLE_CLIENT_SECRET'],
  })
  .superRefine((env, ctx) => {
    const storage = storageRefusal(env);
    if (storage) ctx.addIssue({ code: 'custom', path: [storage[0]], message: storage[1] });
  })
  .superRefine((env, ctx) => {
    // Taking orders needs all four: a payment with no printer to send it to (or the reverse) must not start.
    const printing = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'LULU_CLIENT_KEY', 'LULU_CLIENT_SECRET'] as const;
    const missing = printing.filter((name) => !env[name]);
    if (missing.length > 0 && missing.length < printing.length) {
      ctx.addIssue({
        code: 'custom',
        path: [missing[0]],
        message: `is needed too: printed copies need ${printing.join(', ')} (or none of them)`,
      });
    }
    if (missing.length > 0) return;
    // The printer writes to it about print jobs and refuses an address it cannot deliver to (support@localhost).
    if (!/@[^@\s]+\.[a-z]{2,}$/i.test(env.SUPPORT_EMAIL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SUPPORT_EMAIL'],
        message: 'must be a real address when printed copies are set up: the printer writes to it about print jobs',
      });
    }
    const refusal = printingRefusal(env);
    if (refusal) ctx.addIssue({ code: 'custom', path: [refusal.variable], message: refusal.message });
  });

/**
 * Set-ups that would take money for no book, or give books for no money, refused at start-up: the printer
 * left to a default (the sandbox takes live payments and prints nothing), live money with the sandbox, test
 * money with the real printer (anyone with Stripe's test card would get a book; a deliberate test says
 * ALLOW_TEST_PAYMENTS_WITH_REAL_PRINTER=true), and a real printer told to fetch files from this machine's
 * loopback address (it cannot reach them).
 */
function printingRefusal(env: {
  STRIPE_SECRET_KEY?: string;
  LULU_API_URL?: string;
  PUBLIC_URL?: string;
  PORT: number;
  ALLOW_TEST_PAYMENTS_WITH_REAL_PRINTER: boolean;
}): { variable: string; message: string } | null {
  if (!env.LULU_API_URL) {
    const printers = `${LULU_PRODUCTION_URL} to print, ${LULU_SANDBOX_URL} to try`;
    return { variable: 'LULU_API_URL', message: `must be set when printed copies are set up (${printers})` };
  }
  const printer = new URL(env.LULU_API_URL);
  const production = printer.origin === LULU_PRODUCTION_URL;
  const live = /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY ?? '');
  if (live && !production) {
    const which = printer.origin === LULU_SANDBOX_URL ? "Lulu's sandbox" : "not Lulu's production printer";
    return {
      variable: 'STRIPE_SECRET_KEY',
      message:
        `is a live key but LULU_API_URL is ${which}: customers would pay for books never ` +
        `printed (use ${LULU_PRODUCTION_URL})`,
    };
  }
  if (!live && production && !env.ALLOW_TEST_PAYMENTS_WITH_REAL_PRINTER) {
    return {
      variable: 'STRIPE_SECRET_KEY',
      message:
        "is a test key but LULU_API_URL is Lulu's production printer: anyone with Stripe's test card would " +
        'get a real book (set ALLOW_TEST_PAYMENTS_WITH_REAL_PRINTER=true for a deliberate test)',
    };
  }
  const publicHost = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).hostname;
  if (!isLoopbackHost(printer.hostname) && isLoopbackHost(publicHost)) {
    return {
      variable: 'PUBLIC_URL',
      message:
        'must be reachable from the internet when LULU_API_URL is a real printer: it fetches the print ' +
        'files and sends its reports there',
    };
  }
  return null;
}

export type AppConfig = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicOrigin: publicUrl.origin,
    isHttps: publicUrl.protocol === 'https:',
    isLoopback: isLoopbackHost(publicUrl.hostname),
    dataDir: path.resolve(env.DATA_DIR),
    /** DATABASE_URL: the PostgreSQL database (db/postgres.ts); null keeps the SQLite file in dataDir. */
    databaseUrl: env.DATABASE_URL ?? null,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    /** How long any wait on PostgreSQL may last (db/databaseSettings.ts). */
    databaseDeadlines: postgresDeadlines(env),
    minFreeDiskBytes: env.MIN_FREE_DISK_MB * 1024 * 1024,
    /** STORAGE_URL: images and files in S3 (storage/storageSettings.ts); null keeps them under dataDir. */
    objectStorage: objectStorageSettings(env),
    trustProxy: env.TRUST_PROXY,
    google: env.GOOGLE_CLIENT_ID
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET!, issuer: env.GOOGLE_ISSUER }
      : undefined,
    /**
     * ALLOW_LOCAL_SIGN_IN: the local e-mail sign-in under NODE_ENV=production too (http/appInfo.ts). Off by
     * default there: behind a proxy on this machine every visitor would arrive from loopback.
     */
    allowLocalSignIn: env.ALLOW_LOCAL_SIGN_IN,
    anthropic: env.ANTHROPIC_API_KEY
      ? {
          apiKey: env.ANTHROPIC_API_KEY,
          model: env.ANTHROPIC_MODEL,
          baseURL: env.ANTHROPIC_BASE_URL,
          timeoutMs: env.ANTHROPIC_TIMEOUT_SECONDS * 1000,
          /** One act of a script: a dozen pages and the thinking before them take minutes, not seconds. */
          actTimeoutMs: env.ANTHROPIC_ACT_TIMEOUT_SECONDS * 1000,
          maxRetries: env.ANTHROPIC_MAX_RETRIES,
        }
      : undefined,
    replicate: env.REPLICATE_API_TOKEN
      ? {
          apiToken: env.REPLICATE_API_TOKEN,
          model: env.REPLICATE_MODEL,
          /** The model for book panels and character sheets (REPLICATE_PANEL_MODEL), else the cover's. */
          panelModel: env.REPLICATE_PANEL_MODEL ?? env.REPLICATE_MODEL,
          baseURL: env.REPLICATE_BASE_URL,
          timeoutMs: env.REPLICATE_TIMEOUT_SECONDS * 1000,
          prices: { ...IMAGE_MODEL_PRICES, ...env.REPLICATE_PRICES },
          /** Ceilings on what painting may spend: one book, and the whole site in a UTC day (0: none). */
          bookLimitUsd: env.PAINT_BOOK_LIMIT_USD,
          dayLimitUsd: env.PAINT_DAY_LIMIT_USD,
          /** The part of the day's painting ceiling one account may spend (0–1). */
          accountDayShare: env.PAINT_ACCOUNT_DAY_SHARE,
        }
      : undefined,
    /** What painted covers and Claude calls may spend on the whole site in a UTC day (0: no ceiling). */
    coversAndClaudeDayLimitUsd: env.COVERS_AND_CLAUDE_DAY_LIMIT_USD,
    rateLimits: {
      ideasPerHour: env.RATE_LIMIT_IDEAS_PER_HOUR,
      coversPerHour: env.RATE_LIMIT_COVERS_PER_HOUR,
      uploadsPerHour: env.RATE_LIMIT_UPLOADS_PER_HOUR,
      savesPerHour: env.RATE_LIMIT_SAVES_PER_HOUR,
      scriptsPerHour: env.RATE_LIMIT_SCRIPTS_PER_HOUR,
      /** Painted books (many image-model calls each) a user may start per day; built-in books are free. */
      booksPerDay: env.BOOKS_PER_USER_PER_DAY,
      /** The same, per client address (an IPv6 /64), whichever accounts start them. */
      booksPerAddressPerDay: env.BOOKS_PER_ADDRESS_PER_DAY,
    },
    maxComicsPerUser: env.MAX_COMICS_PER_USER,
    /** How long a write waits (yielding) for another writer before the caller gets 503. */
    dbBusyTimeoutMs: env.DB_BUSY_TIMEOUT_MS,
    /** Who runs the jobs: this web process (in-process), or worker processes on the same database (external). */
    jobs: { runner: env.JOBS, leaseMs: env.JOB_LEASE_SECONDS * 1000 },
    /** Unsaved uploads and replaced covers older than this are removed by the daily cleanup. */
    imageRetentionMs: env.IMAGE_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    // Covers rendered here use the CPU: one per core by default. Paid calls mostly wait on the network.
    work: {
      render: env.MAX_CONCURRENT_RENDERS
        ? { concurrency: env.MAX_CONCURRENT_RENDERS, maxWaiting: env.MAX_CONCURRENT_RENDERS * 4 }
        : renderQueueSize(),
      paid: { concurrency: env.MAX_CONCURRENT_PAID_CALLS, maxWaiting: env.MAX_CONCURRENT_PAID_CALLS * 2 },
    },
    supportEmail: env.SUPPORT_EMAIL,
    orders: ordersConfig(env),
    log: {
      level: env.LOG_LEVEL,
      // Unset: readable lines on a terminal, JSON lines when the output goes to a file or a log collector.
      format: env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
      requests: env.LOG_REQUESTS,
    },
  };
}

/** Printed copies: prices, and the payment, printer and mail services when configured. */
function ordersConfig(env: z.infer<typeof envSchema>) {
  const stripeApi = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  return {
    currency: env.SHOP_CURRENCY,
    /** Retail price per copy, cents. */
    prices: { comic: env.PRICE_COMIC, paperback: env.PRICE_PAPERBACK, hardcover: env.PRICE_HARDCOVER },
    /** Shipping per order, cents. */
    shipping: { standard: env.SHIPPING_STANDARD, expedited: env.SHIPPING_EXPEDITED, express: env.SHIPPING_EXPRESS },
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            // The SDK takes the API's address in parts (a local Stripe-compatible server in tests).
            api: stripeApi
              ? {
                  host: stripeApi.hostname,
                  port: Number(stripeApi.port || (stripeApi.protocol === 'https:' ? 443 : 80)),
                  protocol: stripeApi.protocol.slice(0, -1) as 'http' | 'https',
                }
              : undefined,
          }
        : undefined,
    lulu:
      env.LULU_CLIENT_KEY && env.LULU_CLIENT_SECRET
        ? {
            clientKey: env.LULU_CLIENT_KEY,
            clientSecret: env.LULU_CLIENT_SECRET,
            apiUrl: env.LULU_API_URL!.replace(/\/+$/, ''),
          }
        : undefined,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? `Comics by Anyone <${env.SUPPORT_EMAIL}>` },
    printerPollMs: env.PRINTER_POLL_SECONDS * 1000,
    /** How long a paid order waits for the buyer's changes before it goes to the printer by itself (0: at once). */
    changeWindowMs: env.ORDER_CHANGE_HOURS * 60 * 60 * 1000,
    /** How long an ended order keeps the customer's address, phone and e-mail (orderRetention.ts). */
    dataRetentionMs: env.ORDER_DATA_RETENTION_DAYS * 24 * 60 * 60 * 1000,
  };
}

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

export class ConfigError extends Error {}

/** Parses an environment; throws ConfigError whose message is one line naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  return toConfig(parsed.data);
}

/** For a process's entry point (the server, a worker): the configuration, or its message and exit code 1. */
export function loadConfigOrExit(): AppConfig {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  return config;
}
