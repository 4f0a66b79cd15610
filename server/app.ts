// Builds the Fastify app without listening, so tests can `inject` requests; main.ts listens.
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import type { AppConfig } from './config';
import { createDeps } from './deps';
import type { AppDeps } from './domains/appDeps';
import { securityPlugin } from './http/security';
import { trpcPlugin } from './http/trpc';
import { uploadsPlugin } from './http/uploads';
import { storedImagesPlugin } from './http/storedImages';
import { downloadsPlugin } from './http/downloads';
import { giftFilesPlugin, giftPageHead } from './http/giftPages';
import { spaPlugin } from './http/spa';
import { appInfoPlugin } from './http/appInfo';
import { authPlugin } from './http/auth';
import { errorHandler } from './http/errorHandler';
import { drainingPlugin } from './http/draining';
import { webhooksPlugin } from './http/webhooks';
import { printFilesPlugin } from './http/printFiles';
import { startOrderBackground } from './domains/orders/orderPoller';
import { loggableUrl, logSafeError } from './lib/logOutput';
import { closeDatabase } from './db/client';

/** Time a client has to send its request headers, then the whole request (a 5 MB photo on a slow phone). */
export const HEADERS_TIMEOUT_MS = 15_000;
export const REQUEST_TIMEOUT_MS = 120_000;

export interface BuildAppOptions {
  config: AppConfig;
  /** Serve the client through Vite's dev server (npm run dev). */
  dev?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Replace services (a seeded random, a fake clock...) without touching the rest. */
  deps?: Partial<AppDeps>;
}

export async function buildApp(opts: BuildAppOptions): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ? withSafeRequestLogs(opts.logger) : false,
    trustProxy: trustProxyOption(config.trustProxy),
    // No idle cut on the socket: it would also cut a request whose handler is still working (a painted
    // cover can take 90 s), and the provider's own deadline already bounds that. Slow or stalled clients
    // are bounded by the time allowed to send the headers and the whole request.
    connectionTimeout: 0,
    // Closing ends every connection still open: a stopping server has already let its requests finish
    // (main.ts drains first), and a connection its peer left half-open would otherwise hold the close.
    forceCloseConnections: true,
    requestTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: 1024 * 1024,
    logController: new LogController({ disableRequestLogging: !config.log.requests }),
    // Without a line per request (LOG_REQUESTS unset), a request logs through the app's own logger: a child
    // logger per request, only to tag the rare warning with a request id nothing else mentions, cost a
    // twentieth of a /healthz answer.
    ...(config.log.requests ? {} : { childLoggerFactory: (logger: FastifyBaseLogger) => logger }),
  });
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  const deps = await createDeps(config, app.log, opts.deps);
  // Jobs stop first (running ones resume at the next start), which also ends their live progress
  // streams, so no open stream holds the server's close; then the database closes.
  app.addHook('preClose', async () => deps.jobs.close());
  app.addHook('onClose', async () => {
    await closeDatabase(deps.db);
    // A pool handed in (tests share one) belongs to whoever made it.
    if (!opts.deps?.cpu) await deps.cpu.close();
  });

  app.setErrorHandler(errorHandler);
  await app.register(drainingPlugin);
  await app.register(securityPlugin, { config, dev: Boolean(opts.dev) });
  await app.register(cookie);

  app.get('/healthz', async () => ({ ok: true }));
  await app.register(appInfoPlugin, { config });
  await app.register(trpcPlugin, { deps });
  await app.register(uploadsPlugin, { deps });
  await app.register(authPlugin, { deps });
  await app.register(storedImagesPlugin, { deps });
  await app.register(downloadsPlugin, { deps });
  await app.register(giftFilesPlugin, { deps });
  await app.register(webhooksPlugin, { deps });
  await app.register(printFilesPlugin, { deps });
  await app.register(spaPlugin, { dev: Boolean(opts.dev), pageHead: giftPageHead(deps) });
  // Orders: the printer's webhook subscription and status polling, once the server is up.
  let stopOrders: () => Promise<void> = async () => undefined;
  app.addHook('onReady', async () => {
    stopOrders = startOrderBackground(deps);
  });
  app.addHook('preClose', async () => stopOrders());
  return { app, deps };
}

/** Request logs without secrets or people's words in the address (loggableUrl) or a failed query's values. */
function withSafeRequestLogs(logger: NonNullable<FastifyServerOptions['logger']>): FastifyServerOptions['logger'] {
  const base = typeof logger === 'object' ? logger : {};
  return {
    ...base,
    serializers: {
      err: logSafeError,
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: loggableUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/** A hop count as proxy-addr's trust function (hop 0 is the socket's own address): trust the first `hops`. */
function trustProxyOption(setting: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
