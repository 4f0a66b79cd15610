// Work that runs once per installation (the order poller's round, the daily sweeps: startLeasedWork with the
// leases table, as server/main.ts and orderPoller.ts start them) on PostgreSQL, with two instances' pools on
// one database: each round runs once, never in both instances, and when the holder stops the other takes over.
// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, type AppDatabase } from '../../server/db/client';
import { openPostgresApp } from '../../server/db/postgres';
import { createPostgresLeases } from '../../server/db/postgresLeases';
import { startLeasedWork } from '../../server/lib/leases';
import { silentLogger } from '../../server/lib/logger';
import type pg from 'pg';
import { startTestPostgres, type TestPostgres } from '../helpers/postgres';

let server: TestPostgres;
const opened: AppDatabase[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = await startTestPostgres();
}, 120_000);

afterAll(async () => {
  await Promise.all(opened.map((db) => closeDatabase(db)));
  await server?.stop();
});

describe('once-per-installation work on PostgreSQL', () => {
  it('runs each round of the poller and the sweeps once across two instances, and moves when the holder stops', {
    timeout: 60_000,
  }, async () => {
    const periodMs = 600;
    const instances = await Promise.all(['a', 'b'].map(() => openPostgresApp(server.url, { maxConnections: 4 })));
    opened.push(...instances);
    const works = ['orders.poll', 'sweeps.daily'];
    // Every round, by work: which instance ran it and when.
    const rounds = new Map(works.map((name) => [name, [] as { by: string; at: number }[]]));
    const stops = instances.map((db, i) => {
      const by = `instance-${i}`;
      const deps = {
        leases: createPostgresLeases(db.$client as unknown as pg.Pool),
        instanceId: by,
        log: silentLogger,
      };
      return works.map((name) =>
        startLeasedWork(deps, { name, periodMs, run: async () => rounds.get(name)!.push({ by, at: Date.now() }) }),
      );
    });

    await sleep(6 * periodMs);
    for (const name of works) {
      const seen = rounds.get(name)!;
      const gaps = seen.slice(1).map((round, i) => round.at - seen[i].at);
      console.log(
        `${name}: ${seen.length} rounds in ${6 * periodMs} ms by ${[...new Set(seen.map((r) => r.by))]}; ` +
          `gaps ${gaps.join(', ')} ms (period ${periodMs} ms)`,
      );
      // One holder runs every round; none runs twice in a period, across both instances.
      expect(new Set(seen.map((r) => r.by)).size).toBe(1);
      expect(seen.length).toBeGreaterThanOrEqual(4);
      expect(seen.length).toBeLessThanOrEqual(7);
      // Rounds follow a timer of checks: the first comes after the lease's first take (a new connection),
      // the rest on the timer, so the first gap may be short by that query's time; never a second round at once.
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(periodMs * 0.75);
    }

    // The poller's holder stops (hands its lease on): the other instance runs the next rounds, still once each.
    const poll = rounds.get('orders.poll')!;
    const holder = Number(poll[0].by.slice(-1));
    await Promise.all(stops[holder].map((stop) => stop()));
    const handedAt = Date.now();
    // Handed on, not left to expire: the stopped holder's lease row is gone (or already the other's).
    const { rows: leaseRows } = await (instances[0].$client as unknown as pg.Pool).query(
      "SELECT holder FROM leases WHERE name = 'orders.poll'",
    );
    expect(leaseRows.map((row: { holder: string }) => row.holder)).not.toContain(`instance-${holder}`);
    const before = poll.length;
    await sleep(4 * periodMs);
    const after = poll.slice(before);
    const gaps = poll.slice(1).map((round, i) => round.at - poll[i].at);
    console.log(
      `orders.poll after the holder stopped: ${after.length} rounds by ${[...new Set(after.map((r) => r.by))]}, ` +
        `the first ${after[0].at - handedAt} ms after`,
    );
    expect(new Set(after.map((r) => r.by))).toEqual(new Set([`instance-${1 - holder}`]));
    // Within a period or so (the other's next check); a lease left to expire would take a whole period more.
    expect(after[0].at - handedAt).toBeLessThan(2 * periodMs);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(0);
    await Promise.all(stops[1 - holder].map((stop) => stop()));
  });
});
