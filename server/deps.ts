// The composition root: builds the long-lived services of one app (AppDeps, domains/appDeps.ts) from its
// config: database, image store, providers, quotas, and the job queue with every job handler.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import type { AppConfig } from './config';
import { openAppDatabase } from './db/openAppDatabase';
import { createPostgresLeases } from './db/postgresLeases';
import { createPostgresUsageLimiter } from './db/postgresUsageLimiter';
import type pg from 'pg';
import type { AppDeps } from './domains/appDeps';
import { bookJobHandler } from './domains/book/bookJob';
import { pageJobHandler } from './domains/book/pageJob';
import { repaintJobHandler } from './domains/book/repaintJob';
import { coverJobHandler } from './domains/covers/coverJob';
import { filesJobHandler } from './domains/files/filesJob';
import { GIFT_EMAILS_PER_DAY, GIFT_GUESSES_PER_MINUTE } from './domains/gifts/gifts.handler';
import { orderJobHandlers } from './domains/orders/orderJobs';
import { giftEmailJobHandler } from './domains/gifts/giftEmail';
import { ORDERS_PER_HOUR } from './domains/orders/orders.handler';
import { scriptJobHandler } from './domains/scripts/scriptJob';
import { createRenderPool } from './engines/pool/renderPool';
import type { Logger } from './lib/logger';
import { createWorkQueue } from './lib/workQueue';
import { selectCoverProvider } from './providers/cover/selectCoverProvider';
import { selectIdeasProvider } from './providers/ideas/selectIdeasProvider';
import { createMailer } from './providers/mail/mailer';
import { selectPanelPainter } from './providers/panels/selectPanelPainter';
import { createLuluPrinter } from './providers/printer/luluPrinter';
import { selectScriptWriter } from './providers/script/selectScriptWriter';
import { createSqliteJobQueue } from './queue/sqliteJobQueue';
import { createSqliteUsageLimiter } from './db/sqliteUsageLimiter';
import { createSqliteLeases } from './db/sqliteLeases';
import { createImageStore, ensureBuckets } from './storage/imageStore';
import { selectObjectStore } from './storage/selectObjectStore';
import { sweepStaging } from './storage/stagingFolder';

/** runJobs: whether this process draws jobs from the queue (a worker always does; the web one as JOBS says). */
export async function createDeps(
  config: AppConfig,
  log: Logger,
  overrides: Partial<AppDeps> = {},
  runJobs = config.jobs.runner === 'in-process',
): Promise<AppDeps> {
  mkdirSync(config.dataDir, { recursive: true });
  const objects = overrides.objects ?? selectObjectStore(config, log);
  const store = overrides.store ?? createImageStore(objects, config.minFreeDiskBytes);
  await ensureBuckets(objects);
  // One thread per core: more renders than cores wait in the pool's line rather than add threads.
  const cpu = overrides.cpu ?? createRenderPool();
  const db = overrides.db ?? (await openAppDatabase(config, log));
  const perWindow = {
    ideas: config.rateLimits.ideasPerHour,
    covers: config.rateLimits.coversPerHour,
    saves: config.rateLimits.savesPerHour,
    scripts: config.rateLimits.scriptsPerHour,
    books: config.rateLimits.booksPerDay,
    giftGuesses: GIFT_GUESSES_PER_MINUTE,
    orders: ORDERS_PER_HOUR,
    giftEmails: GIFT_EMAILS_PER_DAY,
  };
  const busy = { busyTimeoutMs: config.dbBusyTimeoutMs };
  const now = overrides.now ?? (() => new Date());
  // The quotas count on the app's clock (a test moves it across midnight); books count per line too.
  const limits = { now: () => now().getTime(), perAddress: { books: config.rateLimits.booksPerAddressPerDay } };
  // The few statements Drizzle does not build (the limiter's and the leases' upserts) have one file per engine.
  const pool = db.$kind === 'postgres' ? (db.$client as unknown as pg.Pool) : null;
  const deps: Omit<AppDeps, 'jobs'> & Partial<Pick<AppDeps, 'jobs'>> = {
    config,
    cpu,
    log,
    objects,
    store,
    db,
    ideas: overrides.ideas ?? selectIdeasProvider(config, log),
    cover: overrides.cover ?? selectCoverProvider(config, log, cpu),
    panelPainter: overrides.panelPainter !== undefined ? overrides.panelPainter : selectPanelPainter(config, log),
    scriptWriter: overrides.scriptWriter ?? selectScriptWriter(config, log),
    limiter:
      overrides.limiter ??
      (pool
        ? createPostgresUsageLimiter(pool, perWindow, limits)
        : createSqliteUsageLimiter(db, perWindow, { ...busy, ...limits })),
    instanceId: overrides.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    leases: overrides.leases ?? (pool ? createPostgresLeases(pool) : createSqliteLeases(db, busy)),
    work: overrides.work ?? { paid: createWorkQueue(config.work.paid) },
    // Stripe's SDK (a tenth of the idle process) loads only where payments are configured.
    payments:
      overrides.payments !== undefined
        ? overrides.payments
        : config.orders.stripe
          ? (await import('./providers/payments/stripePayments')).createStripePayments(config.orders.stripe)
          : null,
    printer:
      overrides.printer !== undefined
        ? overrides.printer
        : config.orders.lulu
          ? createLuluPrinter(config.orders.lulu)
          : null,
    mailer: overrides.mailer ?? createMailer(config.orders.mail, log),
    random: overrides.random ?? Math.random,
    now,
  };
  // Job handlers work with the other services, so the queue is made last and handed the finished set.
  const all = deps as AppDeps;
  all.jobs =
    overrides.jobs ??
    createSqliteJobQueue({
      db: all.db,
      log,
      now: all.now,
      runJobs,
      leaseMs: config.jobs.leaseMs,
      handlers: [
        coverJobHandler(all),
        scriptJobHandler(all),
        bookJobHandler(all),
        pageJobHandler(all),
        repaintJobHandler(all),
        filesJobHandler(all),
        ...orderJobHandlers(all),
        giftEmailJobHandler(all),
      ],
    });
  // Half-made files of jobs killed with their process (the server's or a worker's) go at its next start.
  await sweepStaging(all).catch((error: unknown) => log.warn({ err: error }, 'could not sweep the staging folder'));
  return all;
}
