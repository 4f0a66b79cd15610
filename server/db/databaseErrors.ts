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

/**
 * The network's words for a database that cannot be reached: refused, reset, timed out, unreachable, a name that
 * does not resolve (node:net's codes on the socket's error).
 */
const UNREACHABLE_CODES: ReadonlySet<unknown> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a server going away (Appendix A, "PostgreSQL Error Codes"): 57P01 admin_shutdown
 * (also a terminated backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down,
 * in recovery), and class 08, connection exceptions.
 */
const UNREACHABLE_SQLSTATE = /^(?:57P0[123]|08...)$/;

/**
 * node-postgres's own words when the server stops answering: a query past its `query_timeout`, a connection
 * closed under a query or a pooled client (by the server, or by us after a query timed out on it:
 * postgresConnections.ts), a connection not made within `connectionTimeoutMillis`.
 */
const UNREACHABLE_MESSAGES: ReadonlySet<string> = new Set([
  'Query read timeout',
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout expired',
]);

/**
 * An error that says the database cannot be reached just now (PostgreSQL stopped, restarting, silent, or the
 * network between). postgresConnections.ts hands such failures of its pool to the database's outage log, which
 * marks them (lib/outageLog.ts): the transport answers those 503 "try again" and nothing logs them again.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const driver = driverError(error) as { code?: unknown; message?: unknown } | null;
  if (!driver || typeof driver !== 'object') return false;
  const { code, message } = driver;
  if (UNREACHABLE_CODES.has(code) || (typeof code === 'string' && UNREACHABLE_SQLSTATE.test(code))) return true;
  return typeof message === 'string' && UNREACHABLE_MESSAGES.has(message);
}

/**
 * The database answers, but not in time for this request: a statement past `statement_timeout` (57014,
 * query_canceled), no free pooled connection within the connect deadline, the server's connections all taken
 * (53300). Answered 503 "busy, try again".
 */
export function isDatabaseOverloaded(error: unknown): boolean {
  const driver = driverError(error) as { code?: unknown; message?: unknown } | null;
  if (!driver || typeof driver !== 'object') return false;
  return (
    driver.code === '57014' || driver.code === '53300' || driver.message === 'timeout exceeded when trying to connect'
  );
}
