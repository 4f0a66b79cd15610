// A separate process for the restart test: opens the database, starts a job whose step never ends, says
// "started" and waits to be killed (kill -9), the way a crashing server leaves a job half done. Its claim's
// lease is short (1 s) so the test's next process takes the job over soon.
import { openDatabase } from '../../server/db/client';
import { silentLogger } from '../../server/lib/logger';
import { createSqliteJobQueue } from '../../server/queue/sqliteJobQueue';

const [file, subject] = process.argv.slice(2);
const queue = createSqliteJobQueue({
  db: openDatabase(file),
  log: silentLogger,
  leaseMs: 1000,
  handlers: [
    {
      kind: 'slow',
      maxAttempts: 3,
      concurrency: 1,
      run: async (_input, { progress }) => {
        progress({ done: 1, total: 3, step: 'halfway' });
        console.log('started');
        await new Promise(() => {});
      },
    },
  ],
});
await queue.start('slow', { subject, input: { n: 1 }, owner: { userId: null, visitorId: 'v' } });
