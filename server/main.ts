// Starts the server: loads the config, builds the app, listens, and shuts down gracefully on SIGTERM/SIGINT.
import { buildApp } from './app';
import { signInModeOf } from './http/appInfo';
import { loadConfigOrExit, type AppConfig } from './config';
import { loggerOptions } from './lib/logOutput';
import { cleanUpImages } from './storage/imageCleanup';
import { eraseEndedOrders } from './domains/orders/orderRetention';
import { startLeasedWork } from './lib/leases';

const dev = process.argv.includes('--dev');

async function main() {
  const config = loadConfigOrExit();

  const { app, deps } = await buildApp({ config, dev, logger: loggerOptions(config.log) });
  await app.listen({ port: config.port, host: config.host });
  // JSON logs carry the fields for machines; a terminal shows the sentence alone.
  const printing =
    deps.payments && deps.printer
      ? `${deps.payments.name} + ${deps.printer.name}, e-mail by ${deps.mailer.name}`
      : 'off';
  const fields = {
    url: config.publicOrigin,
    dataDir: config.dataDir,
    ideas: deps.ideas.name,
    cover: deps.cover.name,
    signIn: signInMode(config),
    printing,
  };
  // A local sign-in that production was told to allow is said at warn, so it shows whatever LOG_LEVEL keeps.
  const openSignIn = config.env === 'production' && signInModeOf(config) === 'local';
  app.log[openSignIn ? 'warn' : 'info'](
    config.log.format === 'json' ? fields : {},
    `Comics by Anyone is running at ${config.publicOrigin} (ideas: ${deps.ideas.name}, cover: ` +
      `${deps.cover.name}, sign-in: ${signInMode(config)}, printed copies: ${printing})`,
  );
  // Unsaved uploads, replaced covers, long-ended jobs, and the personal details of long-ended orders: swept
  // now and then daily, by whichever process holds the daily sweep's lease (one per installation).
  const sweep = async () => {
    await Promise.all([
      deps.jobs
        .deleteEndedBefore(new Date(Date.now() - config.imageRetentionMs))
        .catch((error) => app.log.warn({ err: error }, 'removing long-ended jobs failed')),
      cleanUpImages(deps, config.imageRetentionMs).catch((error) =>
        app.log.warn({ err: error }, 'image cleanup failed'),
      ),
      eraseEndedOrders(deps, new Date()).then(
        (report) =>
          report.erased || report.filesRemoved
            ? app.log.info({ report }, 'erased the personal details of ended orders')
            : undefined,
        (error) => app.log.warn({ err: error }, 'erasing ended orders failed'),
      ),
    ]);
  };
  const stopSweeps = startLeasedWork(deps, { name: 'sweeps.daily', periodMs: 24 * 60 * 60 * 1000, run: sweep });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing open requests, then closing`);
    try {
      // New requests get 503 at once; those in flight (a cover may take its provider's whole deadline) finish.
      await stopSweeps(); // hands the lease to another instance at once
      await app.drain(drainDeadlineMs(config));
      await app.close(); // stops the jobs (resumed at the next start), closes the database and the CPU pool
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** The longest a request may still legitimately run: the slowest provider's deadline, plus a little. */
function drainDeadlineMs(config: AppConfig): number {
  return Math.max(10_000, config.replicate?.timeoutMs ?? 0, config.anthropic?.timeoutMs ?? 0) + 5_000;
}

function signInMode(config: AppConfig): string {
  const mode = signInModeOf(config);
  const production = config.env === 'production';
  if (mode === 'local' && production) {
    return `local e-mail sign-in, on by ALLOW_LOCAL_SIGN_IN: whoever reaches port ${config.port} can sign in as anyone`;
  }
  if (mode === 'local') return 'local e-mail sign-in (no Google credentials; this machine only)';
  if (mode === 'off' && production && config.isLoopback) {
    return 'off (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or ALLOW_LOCAL_SIGN_IN=true to try it on this machine)';
  }
  if (mode === 'off') return 'off (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)';
  return 'google';
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
