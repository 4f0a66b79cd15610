// The usage limiter on PostgreSQL (the usage_counts table), the counterpart of sqliteUsageLimiter.ts with the
// same rules: taking a use is one upsert that counts up only while under the quota and returns the new count,
// so two instances racing for the last use serialize on the row and exactly one gets a row back; several keys
// (an address and a user) are taken in one transaction, all or none; each caller's first use of a window
// deletes at most a few expired windows, so the table holds little more than its live windows.
import type pg from 'pg';
import { callersOf, WINDOW_MS, windowStart, type UsageKind, type UsageLimiter } from '../lib/usageLimiter';

/** Expired windows deleted per new row at most (as on SQLite). */
const EXPIRED_PER_CALL = 8;

const TAKE = `INSERT INTO usage_counts (kind, caller, window_start, count, expires_at) VALUES ($1, $2, $3, 1, $4)
  ON CONFLICT (kind, caller, window_start) DO UPDATE SET count = usage_counts.count + 1
  WHERE usage_counts.count < $5
  RETURNING count`;
const HIT = `INSERT INTO usage_counts (kind, caller, window_start, count, expires_at) VALUES ($1, $2, $3, 1, $4)
  ON CONFLICT (kind, caller, window_start) DO UPDATE SET count = usage_counts.count + 1
  RETURNING count, expires_at::float8 AS "expiresAt"`;
const REFUND = `UPDATE usage_counts SET count = count - 1
  WHERE kind = $1 AND caller = $2 AND window_start =
    (SELECT window_start FROM usage_counts WHERE kind = $1 AND caller = $2 AND count > 0
     ORDER BY window_start DESC LIMIT 1)`;
const PRUNE = `DELETE FROM usage_counts WHERE ctid IN
  (SELECT ctid FROM usage_counts WHERE expires_at <= $1 ORDER BY expires_at LIMIT ${EXPIRED_PER_CALL})`;

/** Thrown inside a take of several keys to roll back those already counted when a later one is over its quota. */
const OVER_QUOTA = Symbol('over quota');

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

export function createPostgresUsageLimiter(
  pool: pg.Pool,
  /** Uses allowed per window (books: per day, gift guesses per minute, the others per hour). */
  perWindow: Record<UsageKind, number>,
  { now = Date.now }: { now?: () => number } = {},
): UsageLimiter {
  /** A new row (the first use of a window) makes room: expired windows go a few per new one. */
  const counted = async (db: Queryable, count: number, at: number) => {
    if (count === 1) await db.query(PRUNE, [at]);
  };
  const takeOne = async (db: Queryable, kind: UsageKind, caller: string, limit: number, at: number) => {
    const start = windowStart(at, WINDOW_MS[kind]);
    const { rows } = await db.query<{ count: number }>(TAKE, [kind, caller, start, start + WINDOW_MS[kind], limit]);
    if (rows[0]) await counted(db, rows[0].count, at);
    return rows.length > 0;
  };
  /** Runs `work` in one transaction on one connection of the pool. */
  const inTransaction = async <T>(work: (client: pg.PoolClient) => Promise<T>) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  };

  return {
    async tryTake(kind, keys) {
      const limit = perWindow[kind];
      if (limit <= 0) return false;
      const callers = callersOf(keys);
      if (callers.length === 1) return takeOne(pool, kind, callers[0], limit, now());
      const at = now();
      // Several keys together: one over its quota rolls the others back.
      try {
        return await inTransaction(async (client) => {
          for (const caller of callers) if (!(await takeOne(client, kind, caller, limit, at))) throw OVER_QUOTA;
          return true;
        });
      } catch (error) {
        if (error === OVER_QUOTA) return false;
        throw error;
      }
    },
    async refund(kind, keys) {
      const callers = callersOf(keys);
      await inTransaction(async (client) => {
        for (const caller of callers) await client.query(REFUND, [kind, caller]);
      });
    },
    async hit(bucket, key, windowMs) {
      const at = now();
      const start = windowStart(at, windowMs);
      const { rows } = await pool.query<{ count: number; expiresAt: number }>(HIT, [
        bucket,
        key,
        start,
        start + windowMs,
      ]);
      await counted(pool, rows[0]!.count, at);
      return { count: rows[0]!.count, resetsAt: rows[0]!.expiresAt };
    },
  };
}
