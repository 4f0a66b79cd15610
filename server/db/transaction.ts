// A transaction whose body awaits its queries, the one way the domains group writes. On SQLite it holds the
// process's connection (sqliteGate.ts) from BEGIN IMMEDIATE to COMMIT, so no other request's query joins it;
// BEGIN IMMEDIATE takes the write lock at once, so a transaction that reads and then writes never finds
// another process's write in between. A body keeps to database work: no network, no image work.
import type { AppDatabase } from './client';

/** Runs `body` in one transaction: all of its writes or none. Inside another transaction it joins that one. */
export async function inTransaction<T>(db: AppDatabase, body: (tx: AppDatabase) => Promise<T>): Promise<T> {
  if (db.$gate.holding()) return body(db);
  return db.$gate.exclusive(async () => {
    const connection = db.$sqlite;
    connection.exec('BEGIN IMMEDIATE');
    try {
      const result = await body(db);
      connection.exec('COMMIT');
      return result;
    } catch (error) {
      if (connection.inTransaction) connection.exec('ROLLBACK');
      throw error;
    }
  });
}

/** How many rows a write changed (an UPDATE or DELETE awaited without `returning`). */
export function changedRows(result: unknown): number {
  const { changes, rowCount } = (result ?? {}) as { changes?: number; rowCount?: number | null };
  return changes ?? rowCount ?? 0;
}
