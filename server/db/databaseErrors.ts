// What a failed query's error says, on either engine. Drizzle wraps the driver's error (better-sqlite3's
// SqliteError, node-postgres's DatabaseError) in a DrizzleQueryError whose message holds the query and the
// values it was given; the condition (busy, full, a key already there) is the driver's `code`, on its cause.

/** The driver's error behind a failed query (or the error itself when nothing wraps it). */
export function driverError(error: unknown): unknown {
  const wrapped = error as { query?: unknown; params?: unknown; cause?: unknown } | null;
  return wrapped && typeof wrapped === 'object' && 'query' in wrapped && wrapped.cause ? wrapped.cause : error;
}

/** The driver's code: SQLite's 'SQLITE_BUSY', PostgreSQL's SQLSTATE ('40001'), a system 'ENOSPC'. */
export function databaseErrorCode(error: unknown): unknown {
  return (driverError(error) as { code?: unknown } | null)?.code;
}

/** The database has no room left (SQLite's file on a full disk; PostgreSQL's disk_full, 53100). */
export function isDatabaseFull(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code === 'SQLITE_FULL' || code === '53100';
}
