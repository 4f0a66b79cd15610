// Leases on PostgreSQL (the leases table), the counterpart of sqliteLeases.ts: each operation is one guarded
// statement, so two instances never both hold a lease. Expiry is compared with the caller's clock, as on
// SQLite: instances on several machines keep their clocks in step (NTP), and a lease lasts minutes.
import type pg from 'pg';
import type { Leases } from '../lib/leases';

export function createPostgresLeases(pool: pg.Pool, { now = Date.now }: { now?: () => number } = {}): Leases {
  const held = async (text: string, values: unknown[]) => ((await pool.query(text, values)).rowCount ?? 0) > 0;
  return {
    take(name, holder, ttlMs) {
      const at = now();
      // Taken when there is no row, the row is this holder's, or it has expired; no row back: another holds it.
      return held(
        `INSERT INTO leases (name, holder, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
         WHERE leases.holder = excluded.holder OR leases.expires_at <= $4
         RETURNING holder`,
        [name, holder, at + ttlMs, at],
      );
    },
    renew(name, holder, ttlMs) {
      return held('UPDATE leases SET expires_at = $3 WHERE name = $1 AND holder = $2 RETURNING holder', [
        name,
        holder,
        now() + ttlMs,
      ]);
    },
    async release(name, holder) {
      await pool.query('DELETE FROM leases WHERE name = $1 AND holder = $2', [name, holder]);
    },
  };
}
