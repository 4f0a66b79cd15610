// The two databases hold the same schema: drizzle/ applied to a fresh SQLite file and drizzle-pg/ to a fresh
// PostgreSQL database give the same tables, columns, keys, indexes, foreign keys and triggers (compared as
// tests/helpers/schemaCatalog.ts describes), each schema file's migrations are current, the triggers behave
// alike, and a row written through either schema reads back as the same JS values.
// @module-tag postgres
import { execFile } from 'node:child_process';
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase, schema } from '../../server/db/client';
import { migratePostgres, openPostgres, type PostgresDatabase, pgSchema } from '../../server/db/postgres';
import { makeDataDir } from '../helpers/harness';
import { startTestPostgres, type TestPostgres } from '../helpers/postgres';
import { catalogDifferences, postgresCatalog, sqliteCatalog } from '../helpers/schemaCatalog';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const ISO_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** TRUNCATE is PostgreSQL's alone (SQLite has none), so only PostgreSQL needs a trigger refusing it. */
const POSTGRES_ONLY = ['trigger order_events_no_truncate'];

let server: TestPostgres;
let pgDb: PostgresDatabase;
let sqliteDb: AppDatabase;

beforeAll(async () => {
  server = await startTestPostgres();
  pgDb = await openPostgres(server.url, { maxConnections: 2 });
  sqliteDb = openDatabase(path.join(makeDataDir(), 'comics.db'));
});

afterAll(async () => {
  sqliteDb?.$client.close();
  await pgDb?.$client.end();
  await server?.stop();
});

describe('the SQLite and PostgreSQL migrations', () => {
  it('make the same tables, columns, keys, indexes, foreign keys and triggers', async () => {
    const postgres = await postgresCatalog(pgDb.$client);
    for (const key of POSTGRES_ONLY) expect(postgres.delete(key), key).toBe(true);
    const sqlite = sqliteCatalog(sqliteDb.$client);
    expect(catalogDifferences(sqlite, postgres)).toEqual([]);
    // The comparison sees what it should: the partial index, a composite key, booleans, identity ids.
    expect(sqlite.get('jobs index jobs_one_active')).toBe('unique (kind, subject) partial');
    expect(postgres.get('webhook_events primary key')).toBe('(provider, event_id)');
    expect(postgres.get('gift_links.allow_download')).toBe('boolean, not null, default false');
    expect(sqlite.get('order_events.id')).toBe('integer, not null, default generated id');
    expect(postgres.get('orders foreign key (user_id)')).toBe('users (id) on delete set null');
  });

  it('can be applied by several instances starting at once', async () => {
    // A second database beside the test's own (in TEST_DATABASE_URL's server too), so it starts empty.
    const name = `started_together_${process.pid}`;
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    await pgDb.$client.query(`CREATE DATABASE ${name}`);
    try {
      await Promise.all([migratePostgres(url.toString()), migratePostgres(url.toString())]);
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const applied = await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      await client.end();
      const committed = readdirSync(path.join(ROOT, 'drizzle-pg')).filter((f) => f.endsWith('.sql'));
      expect(applied.rows).toEqual([{ n: committed.length }]);
    } finally {
      await pgDb.$client.query(`DROP DATABASE ${name} WITH (FORCE)`);
    }
  });

  it('names every difference', () => {
    const sqlite = new Map([
      ['orders.shipped_at', 'text, nullable, default none'],
      ['orders.total', 'integer, not null, default none'],
    ]);
    const postgres = new Map([
      ['orders.total', 'text, not null, default none'],
      ['orders index orders_status', '(status)'],
    ]);
    expect(catalogDifferences(sqlite, postgres)).toEqual([
      'orders index orders_status: in PostgreSQL, not in SQLite',
      'orders.shipped_at: in SQLite, not in PostgreSQL',
      'orders.total: integer, not null, default none in SQLite, text, not null, default none in PostgreSQL',
    ]);
  });

  // Nobody edits a schema file without its migration: drizzle-kit, run on a copy of the committed folder,
  // must find nothing to write.
  it.concurrent.each([
    ['postgresql', 'server/db/pgSchema.ts', 'drizzle-pg', 'npm run db:generate:pg'],
    ['sqlite', 'server/db/schema.ts', 'drizzle', 'npm run db:generate'],
  ])(
    '%s: the migrations are current with %s',
    async (dialect, schemaFile, folder, generate) => {
      const copy = path.join(makeDataDir(), folder);
      cpSync(path.join(ROOT, folder), copy, { recursive: true });
      const before = readdirSync(copy);
      // drizzle-kit reads --out relative to the working directory, even an absolute path.
      const args = ['generate', '--dialect', dialect, '--schema', schemaFile, '--out', path.relative(ROOT, copy)];
      // It exits 0 even when it fails, so success is its own words. A change it would ask about (a rename?)
      // waits for an answer that never comes, and the timeout fails the test.
      const { stdout } = await run(path.join(ROOT, 'node_modules/.bin/drizzle-kit'), args, {
        cwd: ROOT,
        timeout: 60_000,
      });
      expect(readdirSync(copy), `${schemaFile} changed without a migration: run ${generate}`).toEqual(before);
      expect(stdout).toMatch(/No schema changes/);
    },
    90_000,
  ); // drizzle-kit takes 2 s on a quiet machine and over 20 s on a loaded one
});

describe('the triggers, on both databases', () => {
  const order = {
    id: 'ord_aaaaaaaaaaaaaaaaaaaa',
    comicId: 'c1',
    comicTitle: 'The Hero',
    format: 'comic',
    quantity: 1,
    shipping: 'standard',
    address: JSON.stringify({ fullName: 'Ada Reader', line1: '1 Main St', state: 'DC', country: 'US', phone: '1' }),
    email: 'ada@example.com',
    currency: 'usd',
    pricePerCopy: 1999,
    shippingPrice: 0,
    total: 1999,
    status: 'delivered',
    files: '{}',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
  const user = { id: 'u1', issuer: 'test', subject: 'ada', email: 'ada@example.com' };
  const event = { orderId: order.id, at: order.updatedAt, type: 'paid', source: 'stripe' };

  beforeAll(async () => {
    await sqliteDb.insert(schema.users).values(user);
    await sqliteDb.insert(schema.orders).values({ ...order, userId: user.id });
    await sqliteDb.insert(schema.orderEvents).values(event);
    await pgDb.insert(pgSchema.users).values(user);
    await pgDb.insert(pgSchema.orders).values({ ...order, userId: user.id });
    await pgDb.insert(pgSchema.orderEvents).values(event);
  });

  it('keep the order log append-only with the same message', async () => {
    const sqlite = sqliteDb.$client;
    expect(() => sqlite.prepare("UPDATE order_events SET note = 'x'").run()).toThrow('order_events is append-only');
    expect(() => sqlite.prepare('DELETE FROM order_events').run()).toThrow('order_events is append-only');
    const pool = pgDb.$client;
    await expect(pool.query("UPDATE order_events SET note = 'x'")).rejects.toThrow('order_events is append-only');
    await expect(pool.query('DELETE FROM order_events')).rejects.toThrow('order_events is append-only');
    await expect(pool.query('TRUNCATE order_events CASCADE')).rejects.toThrow('order_events is append-only');
    expect(sqlite.prepare('SELECT count(*) AS n FROM order_events').get()).toEqual({ n: 1 });
    expect((await pool.query('SELECT count(*)::int AS n FROM order_events')).rows).toEqual([{ n: 1 }]);
  });

  it('erase the person from their ended orders when the account is deleted, keeping state and country', async () => {
    sqliteDb.$client.prepare("DELETE FROM users WHERE id = 'u1'").run();
    await pgDb.$client.query("DELETE FROM users WHERE id = 'u1'");
    const read = 'SELECT user_id, address, email, personal_data_erased_at AS erased FROM orders';
    const fromSqlite = sqliteDb.$client.prepare(read).get() as Record<string, string | null>;
    const fromPostgres = (await pgDb.$client.query(read)).rows[0] as Record<string, string | null>;
    for (const row of [fromSqlite, fromPostgres]) {
      expect(row.user_id).toBeNull();
      expect(row.email).toBe('');
      expect(row.erased).toMatch(ISO_MS);
      expect(JSON.parse(row.address ?? '')).toEqual({
        fullName: '',
        line1: '',
        line2: '',
        city: '',
        state: 'DC',
        postcode: '',
        country: 'US',
        phone: '',
        email: '',
      });
    }
  });
});

describe('a row written through either schema', () => {
  it('reads back as the same JS values: ISO text times, booleans, floats, generated ids', async () => {
    const user = { id: 'u2', issuer: 'test', subject: 'grace', email: 'grace@example.com' };
    const comic = { id: 'c2', userId: user.id, title: 'Grace', author: 'G', type: 'manga' };
    const gift = { id: 'g2', comicId: comic.id, userId: user.id, tokenHash: 'abc' };
    const spend = {
      comicId: comic.id,
      userId: user.id,
      kind: 'panel',
      model: 'm',
      megapixels: 1.048576,
      usd: 0.04,
      at: '2026-11-26T00:00:00.000Z',
    };
    await sqliteDb.insert(schema.users).values(user);
    await sqliteDb.insert(schema.comics).values(comic);
    await sqliteDb.insert(schema.giftLinks).values(gift);
    await sqliteDb.insert(schema.paintSpend).values(spend);
    await pgDb.insert(pgSchema.users).values(user);
    await pgDb.insert(pgSchema.comics).values(comic);
    await pgDb.insert(pgSchema.giftLinks).values(gift);
    await pgDb.insert(pgSchema.paintSpend).values(spend);

    const fromSqlite = {
      comic: await sqliteDb.select().from(schema.comics),
      gift: await sqliteDb.select().from(schema.giftLinks),
      spend: await sqliteDb.select().from(schema.paintSpend),
    };
    const fromPostgres = {
      comic: await pgDb.select().from(pgSchema.comics),
      gift: await pgDb.select().from(pgSchema.giftLinks),
      spend: await pgDb.select().from(pgSchema.paintSpend),
    };
    for (const rows of [fromSqlite, fromPostgres]) {
      expect(rows.comic[0].createdAt).toMatch(ISO_MS);
      expect(rows.gift[0].createdAt).toMatch(ISO_MS);
    }
    const withoutTimes = (rows: typeof fromSqlite) => ({
      comic: rows.comic.map(({ createdAt, ...rest }) => rest),
      gift: rows.gift.map(({ createdAt, ...rest }) => rest),
      spend: rows.spend,
    });
    expect(withoutTimes(fromPostgres)).toEqual(withoutTimes(fromSqlite));
    expect(fromPostgres.gift[0]).toMatchObject({ allowDownload: false, opens: 0, message: '' });
    expect(fromPostgres.spend[0]).toMatchObject({ id: 1, megapixels: 1.048576 });
    expect(fromPostgres.comic[0].mustUse).toBe('[]');
  });
});
