// `npm run worker`: a process with no HTTP that runs the jobs (book pages, print files, covers, scripts, order
// submission) from the same database and storage as the web process, which with JOBS=external only starts
// and watches them. Several may run at once on one machine: each claims jobs one at a time with a lease
// (queue/sqliteJobQueue.ts). SIGTERM/SIGINT: running jobs get a moment to stop, then go back to the line.
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { loadConfigOrExit } from './config';
import { createDeps } from './deps';
import { closeDatabase } from './db/client';
import { loggerOptions, logSafeError } from './lib/logOutput';

/** How long a stop waits for the render threads to end before the process exits without them. */
const THREADS_END_MS = 3000;

async function main() {
  const config = loadConfigOrExit();
  const { stream, ...options } = loggerOptions(config.log) as pino.LoggerOptions & { stream?: pino.DestinationStream };
  const log = pino({ ...options, serializers: { err: logSafeError } }, stream);
  const deps = await createDeps(config, log, {}, true);
  log.info({ instanceId: deps.instanceId, dataDir: config.dataDir }, 'Comics by Anyone worker is running jobs');

  // The queue's timers do not hold a process open (the web one lives on its server); this one lives until told.
  const alive = setInterval(() => undefined, 60_000);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(alive);
    log.info(`${signal} received: giving running jobs back, then closing`);
    try {
      await deps.jobs.close();
      log.debug('running jobs given back');
      await closeDatabase(deps.db);
      log.debug('database closed');
      // The render threads end with the process anyway; waiting for them is only tidiness, so it is bounded. A
      // thread still loading its modules when told to end can keep that wait open (seen once from TypeScript,
      // a worker that never exited after SIGTERM), and a stop must not depend on it.
      await Promise.race([deps.cpu.close(), sleep(THREADS_END_MS)]);
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
