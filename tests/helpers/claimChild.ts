// A runner in a process of its own, for the claim tests (tests/integration/jobClaims.test.ts). It opens the
// database its environment names, runs one kind of job with a 1 s lease, and prints what happens:
//   frozen <file>: the step blocks its event loop for 2.5 s (a frozen runner: no timer, no renewal), then makes
//     its one effect, appending "A" to <file>, after the strongest check its queue offers: confirming the claim
//     (or, on a queue without that, its signal);
//   endless: the step never ends; the test kills the process (kill -9) to leave the job on its last try.
import { appendFileSync } from 'node:fs';
import type { Logger } from '../../server/lib/logger';
import type { JobContext } from '../../server/queue/jobQueue';
import { createSqliteJobQueue } from '../../server/queue/sqliteJobQueue';
import { openQueueDatabaseFrom } from './queueDatabase';

const [mode, file] = process.argv.slice(2);
const db = await openQueueDatabaseFrom(process.env);

function blockFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

async function frozenStep(_input: unknown, context: JobContext) {
  console.log('claimed');
  blockFor(2500);
  try {
    await (context.confirmClaim?.() ?? context.signal.throwIfAborted());
  } catch (error) {
    console.log('claim lost');
    throw error;
  }
  appendFileSync(file, 'A\n');
  console.log('acted');
}

async function endlessStep() {
  console.log('claimed');
  await new Promise(() => {});
}

// Warnings and errors to stderr (the test shows them): a child that never claims says why.
const log: Logger = {
  info() {},
  warn: (data, message) => console.error('warn', message, data),
  error: (data, message) => console.error('error', message, data),
};
createSqliteJobQueue({
  db,
  log,
  leaseMs: 1000,
  handlers: [
    {
      kind: 'effect',
      maxAttempts: mode === 'endless' ? 1 : 3,
      concurrency: 1,
      run: mode === 'endless' ? endlessStep : frozenStep,
    },
  ],
});
// The queue's timers do not hold a process open (a server's listening socket does); this runner has none.
setInterval(() => undefined, 60_000);
console.log('ready');
