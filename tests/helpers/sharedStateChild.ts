// A separate process on a shared database file, for the tests of state shared across instances:
//   race <file> <tries> <quota> <kind>  prints `ready`, reads the start time (epoch ms) from stdin, waits until
//                                   the clock reaches it, then tries `tries` times as fast as it can to take one
//                                   use of `quota` of `kind` (orders: a fixed window; scripts: a sliding one);
//                                   prints how many it got.
//   lease <file> <periodMs>         runs leased work (lease `test.work`) that prints `ran <epoch ms>` each
//                                   round, until it is killed.
import { once } from 'node:events';
import { openDatabase } from '../../server/db/client';
import { createSqliteLeases } from '../../server/db/sqliteLeases';
import { createSqliteUsageLimiter } from '../../server/db/sqliteUsageLimiter';
import { startLeasedWork } from '../../server/lib/leases';
import type { UsageKind } from '../../server/lib/usageLimiter';
import { silentLogger } from '../../server/lib/logger';

const [mode, file, arg1, arg2, arg3] = process.argv.slice(2);
const db = openDatabase(file);

if (mode === 'race') {
  const kind = (arg3 ?? 'orders') as UsageKind;
  const limits = {
    ideas: 0,
    covers: 0,
    saves: 0,
    scripts: 0,
    books: 0,
    giftGuesses: 0,
    orders: 0,
    giftEmails: 0,
    [kind]: Number(arg2),
  };
  const limiter = createSqliteUsageLimiter(db, limits, { busyTimeoutMs: 5000 });
  console.log('ready');
  // The start time comes once both racers are ready, so a slow start-up cannot let one finish first.
  const [line] = (await once(process.stdin, 'data')) as [Buffer];
  const startAt = Number(line.toString().trim());
  while (Date.now() < startAt) {
    // Spin to the shared start: a timer's lateness would let one process finish before the other begins.
  }
  let got = 0;
  for (let i = 0; i < Number(arg1); i++) if (await limiter.tryTake(kind, ['user:race'])) got++;
  console.log(`got ${got}`);
  db.$client.close();
  process.stdin.destroy();
} else {
  const leases = createSqliteLeases(db, { busyTimeoutMs: 5000 });
  startLeasedWork(
    { leases, instanceId: `child:${process.pid}`, log: silentLogger },
    { name: 'test.work', periodMs: Number(arg1), run: async () => console.log(`ran ${Date.now()}`) },
  );
  setInterval(() => undefined, 60_000); // alive until killed
}
