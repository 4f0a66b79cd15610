// Waiting for another writer without freezing the server. SQLite's own busy timeout sleeps inside the
// synchronous call, which blocks the event loop (every other request waits with it); so the connection's
// busy timeout is tiny, and writes that find the database locked are retried here, yielding in between,
// until a deadline. After it, SQLITE_BUSY goes up and becomes a 503 "busy, try again".
import { setTimeout as sleep } from 'node:timers/promises';
import { databaseErrorCode } from './databaseErrors';

/** SQLite's own in-call wait: short enough that the event loop never notices it. */
export const SQLITE_BUSY_TIMEOUT_MS = 20;

/** PostgreSQL's answers that mean "try the transaction again": a serialization failure, a deadlock. */
const POSTGRES_RETRY_CODES: ReadonlySet<unknown> = new Set(['40001', '40P01']);

export function isBusy(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return (
    code === 'SQLITE_BUSY' ||
    code === 'SQLITE_LOCKED' ||
    code === 'SQLITE_BUSY_SNAPSHOT' ||
    POSTGRES_RETRY_CODES.has(code)
  );
}

/** Runs a write (usually one transaction), retrying it while the database is locked. */
export async function retryWhileBusy<T>(write: () => T | Promise<T>, deadlineMs: number): Promise<T> {
  const started = Date.now();
  let wait = 10;
  for (;;) {
    try {
      return await write();
    } catch (error) {
      if (!isBusy(error) || Date.now() - started + wait > deadlineMs) throw error;
    }
    await sleep(wait);
    wait = Math.min(wait * 2, 200);
  }
}
