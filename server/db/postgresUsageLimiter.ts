// The usage limiter on PostgreSQL (the usage_counts table), the counterpart of sqliteUsageLimiter.ts with the
// same rules: taking a use is one upsert that counts up only while under the quota and returns the new count,
// so two instances racing for the last use serialize on the row and exactly one gets a row back; several keys
// (an address and a user) are taken in one transaction, all or none; each caller's first use of a window
// deletes at most a few expired windows, so the table holds little more than its live windows. A sliding window
// (the paid kinds) keeps a row per moment of use, inserted only while the window before it holds fewer than the
// quota: that sum and the insert are two reads of the table, so each caller's takes are serialized first by a
// transaction-scoped advisory lock (callers locked in one order, so two takes of the same pair never deadlock),
// and the insert's own snapshot, taken after the lock, sees every take committed before it.
import type pg from 'pg';
import type { UsageKind, UsageLimiter } from '../lib/usageLimiter';
import { callersOf, quotaOf, SLIDING_KINDS, takeWindow, windowStart } from '../lib/usageLimiter';

/** Expired windows deleted per new row at most (as on SQLite). */
const EXPIRED_PER_CALL = 8;

const TAKE = `INSERT INTO usage_counts (kind, caller, window_start, count, expires_at) VALUES ($1, $2, $3, 1, $4)
  ON CONFLICT (kind, caller, window_start) DO UPDATE SET count = usage_counts.count + 1
  WHERE usage_counts.count < $5
  RETURNING count`;
// $1 kind, $2 caller, $3 now, $4 its expiry, $5 the window's start, $6 the quota.
const TAKE_SLIDING = `INSERT INTO usage_counts (kind, caller, window_start, count, expires_at)
  SELECT $1::text, $2::text, $3::bigint, 1, $4::bigint
  WHERE (SELECT coalesce(sum(count), 0) FROM usage_counts
         WHERE kind = $1 AND caller = $2 AND window_start > $5::bigint) < $6::bigint
  ON CONFLICT (kind, caller, window_start) DO UPDATE SET count = usage_counts.count + 1
  RETURNING count`;
const LOCK_CALLER = 'SELECT pg_advisory_xact_lock(hashtext($1))';
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
class OverQuota {
  constructor(readonly caller: string) {}
}

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

export function createPostgresUsageLimiter(
  pool: pg.Pool,
  /** Uses allowed per window (books: per day, gift guesses per minute, the others per hour). */
  perWindow: Record<UsageKind, number>,
  { now = Date.now, perAddress }: { now?: () => number; perAddress?: Partial<Record<UsageKind, number>> } = {},
): UsageLimiter {
  const quotas = { perWindow, perAddress };
  /** A new row (the first use of a window) makes room: expired windows go a few per new one. */
  const counted = async (db: Queryable, count: number, at: number) => {
    if (count === 1) await db.query(PRUNE, [at]);
  };
  /** One use of `caller`; inside the transaction that locked it when the kind's window slides. */
  const takeOne = async (db: Queryable, kind: UsageKind, caller: string, at: number) => {
    const limit = quotaOf(quotas, kind, caller);
    if (limit <= 0) return false;
    const { sliding, start, expiresAt, since } = takeWindow(kind, at);
    const { rows } = sliding
      ? await db.query<{ count: number }>(TAKE_SLIDING, [kind, caller, start, expiresAt, since, limit])
      : await db.query<{ count: number }>(TAKE, [kind, caller, start, expiresAt, limit]);
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

  const limiter: UsageLimiter = {
    async tryTake(kind, keys) {
      return (await limiter.take(kind, keys)) === null;
    },
    async take(kind, keys) {
      const callers = callersOf(keys);
      const sliding = SLIDING_KINDS.has(kind);
      // A fixed window's one key is one statement; a sliding window's take needs its lock held in a transaction.
      if (callers.length === 1 && !sliding) return (await takeOne(pool, kind, callers[0], now())) ? null : callers[0];
      // Several keys together: one over its quota rolls the others back.
      try {
        return await inTransaction(async (client) => {
          if (sliding)
            for (const caller of [...callers].sort()) await client.query(LOCK_CALLER, [`usage:${kind}:${caller}`]);
          // The time read once the locks are held: a take that waited for another counts after it.
          const at = now();
          for (const caller of callers) if (!(await takeOne(client, kind, caller, at))) throw new OverQuota(caller);
          return null;
        });
      } catch (error) {
        if (error instanceof OverQuota) return error.caller;
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
  return limiter;
}
