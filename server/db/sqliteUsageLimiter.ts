// The usage limiter on SQLite (the usage_counts table): every process on the database file counts in the same
// rows. Taking a use is one upsert that counts up only while under the quota and returns the new count, so
// two processes racing for the last use serialize on SQLite's write lock and exactly one gets a row back. A
// fixed window's row is counted up; a sliding window (the paid kinds) keeps a row per moment of use, and the
// upsert inserts one only while the rows of the window before it add up to less than the quota (one
// statement, so the sum and the insert happen under the one write lock). Several keys (an address and a user)
// are taken in one IMMEDIATE transaction: all or none.
//
// Bounded work per call whatever the table holds: a key is found by its primary key, and each new row (a
// caller's first use in a window) deletes at most a few expired windows along the expires_at index, so the
// table holds little more than its live windows and a flood of distinct addresses never makes a call scan
// every key. A locked database is waited for without
// blocking the event loop (retryWhileBusy), then answers busy (503) like every other write.
import type Database from 'better-sqlite3';
import { callersOf, quotaOf, takeWindow, windowStart, type UsageKind, type UsageLimiter } from '../lib/usageLimiter';
import { onConnection, type AppDatabase } from './client';
import { retryWhileBusy } from './retryWhileBusy';

/** Expired windows deleted per new row at most: more than one, so the table never grows past its live windows. */
const EXPIRED_PER_CALL = 8;

export interface SqliteUsageLimiterOptions {
  /** How long a call waits for another process's write before it fails as busy. */
  busyTimeoutMs: number;
  now?: () => number;
  /** Quotas of `ip:` callers where they differ from `perWindow` (books per address). */
  perAddress?: Partial<Record<UsageKind, number>>;
}

/** Thrown inside a take of several keys to roll back those already counted when a later one is over its quota. */
class OverQuota {
  constructor(readonly caller: string) {}
}

export function createSqliteUsageLimiter(
  db: AppDatabase,
  /** Uses allowed per window (books: per day, gift guesses per minute, the others per hour). */
  perWindow: Record<UsageKind, number>,
  { busyTimeoutMs, now = Date.now, perAddress }: SqliteUsageLimiterOptions,
): UsageLimiter {
  const quotas = { perWindow, perAddress };
  const client: Database.Database = db.$client;
  const prune = client.prepare(
    `DELETE FROM usage_counts WHERE rowid IN
       (SELECT rowid FROM usage_counts WHERE expires_at <= ? ORDER BY expires_at LIMIT ${EXPIRED_PER_CALL})`,
  );
  // A read first: a DELETE that finds nothing still takes the write lock and commits.
  const anyExpired = client.prepare('SELECT 1 FROM usage_counts WHERE expires_at <= ? LIMIT 1').pluck();
  // No row back: the window's count had reached the limit, and it was left as it was.
  const take = client.prepare<[string, string, number, number, number], { count: number }>(
    `INSERT INTO usage_counts (kind, caller, window_start, count, expires_at) VALUES (?, ?, ?, 1, ?)
     ON CONFLICT (kind, caller, window_start) DO UPDATE SET count = count + 1 WHERE count < ?
     RETURNING count`,
  );
  // A use at this moment, only while fewer than the quota were taken in the window before it.
  const takeSliding = client.prepare<
    { kind: string; caller: string; at: number; expiresAt: number; since: number; limit: number },
    { count: number }
  >(
    `INSERT INTO usage_counts (kind, caller, window_start, count, expires_at)
     SELECT @kind, @caller, @at, 1, @expiresAt
     WHERE (SELECT coalesce(sum(count), 0) FROM usage_counts
            WHERE kind = @kind AND caller = @caller AND window_start > @since) < @limit
     ON CONFLICT (kind, caller, window_start) DO UPDATE SET count = count + 1
     RETURNING count`,
  );
  const hit = client.prepare<[string, string, number, number], { count: number; expiresAt: number }>(
    `INSERT INTO usage_counts (kind, caller, window_start, count, expires_at) VALUES (?, ?, ?, 1, ?)
     ON CONFLICT (kind, caller, window_start) DO UPDATE SET count = count + 1
     RETURNING count, expires_at AS expiresAt`,
  );
  const refund = client.prepare<{ kind: string; caller: string }>(
    `UPDATE usage_counts SET count = count - 1
     WHERE kind = @kind AND caller = @caller AND window_start =
       (SELECT window_start FROM usage_counts WHERE kind = @kind AND caller = @caller AND count > 0
        ORDER BY window_start DESC LIMIT 1)`,
  );

  /** A new row (the first use of a window) makes room: expired windows go a few per new one. */
  const counted = (count: number, at: number) => {
    if (count === 1 && anyExpired.get(at) !== undefined) prune.run(at);
  };
  const takeOne = (kind: UsageKind, caller: string, at: number): boolean => {
    const limit = quotaOf(quotas, kind, caller);
    if (limit <= 0) return false;
    const { sliding, start, expiresAt, since } = takeWindow(kind, at);
    const row = sliding
      ? takeSliding.get({ kind, caller, at: start, expiresAt, since, limit })
      : take.get(kind, caller, start, expiresAt, limit);
    if (row) counted(row.count, at);
    return row !== undefined;
  };
  // Several keys (an address and a user) together: one over its quota rolls the others back.
  const takeAll = client.transaction((kind: UsageKind, callers: string[], at: number) => {
    for (const caller of callers) if (!takeOne(kind, caller, at)) throw new OverQuota(caller);
    return null;
  });
  const refundAll = client.transaction((kind: UsageKind, callers: string[]) => {
    for (const caller of callers) refund.run({ kind, caller });
  });
  const hitOnce = (bucket: string, key: string, windowMs: number, at: number) => {
    const start = windowStart(at, windowMs);
    const row = hit.get(bucket, key, start, start + windowMs)!;
    counted(row.count, at);
    return row;
  };

  const limiter: UsageLimiter = {
    async tryTake(kind, keys) {
      return (await limiter.take(kind, keys)) === null;
    },
    async take(kind, keys) {
      const callers = callersOf(keys);
      // One key is one statement (SQLite's own transaction, the cheapest); several are one transaction.
      if (callers.length === 1) {
        const taken = await retryWhileBusy(
          () => onConnection(db, () => takeOne(kind, callers[0], now())),
          busyTimeoutMs,
        );
        return taken ? null : callers[0];
      }
      try {
        return await retryWhileBusy(
          () => onConnection(db, () => takeAll.immediate(kind, callers, now())),
          busyTimeoutMs,
        );
      } catch (error) {
        if (error instanceof OverQuota) return error.caller;
        throw error;
      }
    },
    async refund(kind, keys) {
      const callers = callersOf(keys);
      await retryWhileBusy(() => onConnection(db, () => refundAll.immediate(kind, callers)), busyTimeoutMs);
    },
    async hit(bucket, key, windowMs) {
      const row = await retryWhileBusy(
        () => onConnection(db, () => hitOnce(bucket, key, windowMs, now())),
        busyTimeoutMs,
      );
      return { count: row.count, resetsAt: row.expiresAt };
    },
  };
  return limiter;
}
