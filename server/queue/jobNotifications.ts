// On PostgreSQL, every write to a job that a watcher would see (claimed, progress, ended, canceled, back in
// line for a retry or another process) is announced on one channel with the job's id, so every instance's
// watchers hear it at once (jobWatchers.ts) instead of reading the row on a timer. Only the id travels: a
// NOTIFY payload is capped at 8000 bytes, and the row, read by whoever listens, holds people's data.
// A NOTIFY is delivered when its transaction commits: sent in a write's transaction, or after a write that
// committed on its own, a listener never reads the row before the change is there. SQLite has no channel:
// its watchers read the row (one machine, a few processes on one file).
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';

export const JOB_CHANNEL = 'job_changes';

export async function announceJobChange(db: AppDatabase, id: string): Promise<void> {
  if (db.$kind !== 'postgres') return;
  await (db as unknown as { execute(query: SQL): Promise<unknown> }).execute(
    sql`SELECT pg_notify(${JOB_CHANNEL}, ${id})`,
  );
}
