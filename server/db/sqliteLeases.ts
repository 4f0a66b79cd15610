// Leases on SQLite (the leases table): each operation is one guarded statement, so two processes on the
// database file never both hold a lease. Expiry is compared with the caller's clock: processes sharing a
// SQLite file share a machine, and so a clock.
import type Database from 'better-sqlite3';
import type { Leases } from '../lib/leases';
import { onConnection, type AppDatabase } from './client';
import { retryWhileBusy } from './retryWhileBusy';

export function createSqliteLeases(
  db: AppDatabase,
  { busyTimeoutMs, now = Date.now }: { busyTimeoutMs: number; now?: () => number },
): Leases {
  const client: Database.Database = db.$client;
  // Taken when there is no row, the row is this holder's, or it has expired; no row back: another holds it.
  const take = client.prepare<{ name: string; holder: string; now: number; until: number }>(
    `INSERT INTO leases (name, holder, expires_at) VALUES (@name, @holder, @until)
     ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
     WHERE leases.holder = excluded.holder OR leases.expires_at <= @now
     RETURNING holder`,
  );
  const renew = client.prepare<{ name: string; holder: string; until: number }>(
    'UPDATE leases SET expires_at = @until WHERE name = @name AND holder = @holder RETURNING holder',
  );
  const release = client.prepare<{ name: string; holder: string }>(
    'DELETE FROM leases WHERE name = @name AND holder = @holder',
  );
  return {
    async take(name, holder, ttlMs) {
      const at = now();
      return retryWhileBusy(
        () => onConnection(db, () => take.get({ name, holder, now: at, until: at + ttlMs }) !== undefined),
        busyTimeoutMs,
      );
    },
    async renew(name, holder, ttlMs) {
      return retryWhileBusy(
        () => onConnection(db, () => renew.get({ name, holder, until: now() + ttlMs }) !== undefined),
        busyTimeoutMs,
      );
    },
    async release(name, holder) {
      await retryWhileBusy(() => onConnection(db, () => release.run({ name, holder })), busyTimeoutMs);
    },
  };
}
