// The usage limiter and the leases on PostgreSQL (server/db/postgresUsageLimiter.ts, postgresLeases.ts): the
// same rules as on SQLite (usageLimiter.test.ts, sharedState.test.ts), here between several pools on one
// database, as between instances: the last use of a quota goes to exactly one caller, several keys are all or
// none, a refund gives one back, expired windows go a few per new one, and a lease has one holder at a time.
// @module-tag postgres
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratePostgres } from '../../server/db/postgres';
import { createPostgresLeases } from '../../server/db/postgresLeases';
import { createPostgresUsageLimiter } from '../../server/db/postgresUsageLimiter';
import { TEST_LIMITS } from '../helpers/usageLimits';
import { startTestPostgres, type TestPostgres } from '../helpers/postgres';

const LIMITS = TEST_LIMITS;

let server: TestPostgres;
const pools: pg.Pool[] = [];
const newPool = () => {
  const pool = new pg.Pool({ connectionString: server.url, max: 4 });
  pools.push(pool);
  return pool;
};

beforeAll(async () => {
  server = await startTestPostgres();
  await migratePostgres(server.url);
}, 120_000);

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await server?.stop();
});

describe('the usage limiter on PostgreSQL', () => {
  it('gives the last uses of a quota to exactly as many callers as it allows, across instances', async () => {
    const clock = { now: 3_600_000 * 500_000 + 5 };
    const instances = [newPool(), newPool(), newPool()].map((pool) =>
      createPostgresUsageLimiter(pool, LIMITS, { now: () => clock.now }),
    );
    // 30 tries at once for books (3 a day) by one user, spread over three instances.
    const tries = await Promise.all(
      Array.from({ length: 30 }, (_, i) => instances[i % 3].tryTake('books', ['user:ada'])),
    );
    expect(tries.filter(Boolean)).toHaveLength(LIMITS.books);
    // A refund gives one back; the next try takes it, the one after is refused.
    await instances[0].refund('books', ['user:ada']);
    expect(await instances[1].tryTake('books', ['user:ada'])).toBe(true);
    expect(await instances[2].tryTake('books', ['user:ada'])).toBe(false);
  });

  it("slides the paid kinds' windows across instances: six books at once across UTC midnight give three", async () => {
    const midnight = Date.UTC(2026, 10, 29);
    const clock = { now: midnight - 1000 };
    const [a, b] = [newPool(), newPool()].map((pool) =>
      createPostgresUsageLimiter(pool, LIMITS, { now: () => clock.now }),
    );
    const before = await Promise.all([a, b, a].map((l) => l.tryTake('books', ['user:midnight'])));
    clock.now = midnight + 1000;
    const after = await Promise.all([b, a, b].map((l) => l.tryTake('books', ['user:midnight'])));
    console.log(
      `books across UTC midnight on PostgreSQL, 3 a day: ${[...before, ...after].filter(Boolean).length} taken`,
    );
    expect([...before, ...after].filter(Boolean)).toHaveLength(LIMITS.books);
    // A day after the first uses, they are free again.
    clock.now = midnight - 1000 + 24 * 3_600_000 + 1;
    const later = await Promise.all([a, b, a, b].map((l) => l.tryTake('books', ['user:midnight'])));
    expect(later.filter(Boolean)).toHaveLength(LIMITS.books);
  });

  it('gives the last uses of a sliding window to exactly as many callers as it allows, under contention', async () => {
    const clock = { now: 3_600_000 * 700_000 + 5 };
    const instances = [newPool(), newPool(), newPool()].map((pool) =>
      createPostgresUsageLimiter(pool, LIMITS, { now: () => (clock.now += 1) }),
    );
    // 60 tries at once for covers (20 an hour) by one address and user, over three instances, each a moment apart.
    const tries = await Promise.all(
      Array.from({ length: 60 }, (_, i) => instances[i % 3].tryTake('covers', ['ip:192.0.2.44', 'user:race'])),
    );
    expect(tries.filter(Boolean)).toHaveLength(LIMITS.covers);
  });

  it('takes several keys all or none', async () => {
    const clock = { now: 3_600_000 * 600_000 + 5 };
    const limiter = createPostgresUsageLimiter(newPool(), LIMITS, { now: () => clock.now });
    // The address has used its 10 scripts; the user has used none: together they are refused, and the user's
    // count is not touched.
    for (let i = 0; i < LIMITS.scripts; i++) expect(await limiter.tryTake('scripts', ['ip:192.0.2.7'])).toBe(true);
    expect(await limiter.tryTake('scripts', ['user:bo', 'ip:192.0.2.7'])).toBe(false);
    for (let i = 0; i < LIMITS.scripts; i++) expect(await limiter.tryTake('scripts', ['user:bo'])).toBe(true);
    expect(await limiter.tryTake('scripts', ['user:bo'])).toBe(false);
  });

  it('counts hits per window and deletes expired windows a few per new one', async () => {
    const pool = newPool();
    const clock = { now: 60_000 * 9_000_000 };
    const limiter = createPostgresUsageLimiter(pool, LIMITS, { now: () => clock.now });
    expect(await limiter.hit('requests', 'ip:a', 60_000)).toEqual({ count: 1, resetsAt: clock.now + 60_000 });
    expect((await limiter.hit('requests', 'ip:a', 60_000)).count).toBe(2);
    for (let i = 0; i < 20; i++) await limiter.hit('requests', `ip:old-${i}`, 60_000);
    const rows = async () => Number((await pool.query('SELECT count(*) AS n FROM usage_counts')).rows[0].n);
    const before = await rows();
    clock.now += 120_000;
    await limiter.hit('requests', 'ip:new', 60_000);
    // One new row and at most eight expired ones gone: never the whole table at once.
    expect(await rows()).toBe(before + 1 - 8);
  });
});

describe('leases on PostgreSQL', () => {
  it('has one holder at a time, taken over only after it expires or is released', async () => {
    const clock = { now: 1_000_000 };
    const [a, b] = [newPool(), newPool()].map((pool) => createPostgresLeases(pool, { now: () => clock.now }));
    const both = await Promise.all([a.take('orders.poll', 'web-1', 30_000), b.take('orders.poll', 'web-2', 30_000)]);
    expect(both.filter(Boolean)).toHaveLength(1);
    const [holder, other] = both[0] ? ['web-1', 'web-2'] : ['web-2', 'web-1'];
    expect(await b.renew('orders.poll', other, 30_000)).toBe(false);
    expect(await a.renew('orders.poll', holder, 30_000)).toBe(true);
    clock.now += 29_000;
    expect(await b.take('orders.poll', other, 30_000)).toBe(false);
    clock.now += 2_000;
    expect(await b.take('orders.poll', other, 30_000)).toBe(true);
    await b.release('orders.poll', other);
    expect(await a.take('orders.poll', holder, 30_000)).toBe(true);
  });
});
