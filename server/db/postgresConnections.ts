// The app's connections to PostgreSQL: every wait has an end, and the database's outages are told once.
//
// Deadlines (databaseSettings.ts): PostgreSQL ends a statement past statement_timeout and a session idle
// inside a transaction past idle_in_transaction_session_timeout (both SET on each new connection); the client
// stops waiting for an answer a second after the statement deadline (node-postgres's query_timeout: what ends
// a wait on a server gone silent, whose statement_timeout can no longer fire), and for a connection after
// connectionTimeoutMillis; TCP keepalive finds an idle connection to a vanished host. A connection whose query
// timed out is closed, never handed to the next caller: its answer may still arrive, and with it a transaction
// left open.
//
// Outages: every query and connection attempt of the pool tells one outage log (lib/outageLog.ts) whether
// the server answered or could not be reached, so a silent or stopped database is logged once when it goes
// and once when it is back, however many requests, job claims and lease renewals fail in between.
import pg from 'pg';
import type { Logger } from '../lib/logger';
import { createOutageLog, type OutageLog } from '../lib/outageLog';
import { isDatabaseUnreachable } from './databaseErrors';
import type { PostgresDeadlines } from './databaseSettings';

/** How much longer than the statement deadline the client waits for an answer. */
const ANSWER_GRACE_MS = 1000;

/**
 * Idle time before TCP keepalive probes start. The kernel's own default (two hours) would leave a pooled
 * connection to a host that vanished looking alive until a query waited out its deadline on it.
 */
const KEEPALIVE_IDLE_MS = 10_000;

/** A connection's client-side settings (the pool's, and the job listener's, which copies them). */
function connectionSettings(url: string, deadlines: PostgresDeadlines): pg.ClientConfig {
  return {
    connectionString: url,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_IDLE_MS,
    connectionTimeoutMillis: deadlines.connectTimeoutMs,
    query_timeout: deadlines.statementTimeoutMs + ANSWER_GRACE_MS,
  };
}

/**
 * The server-side deadlines, set on each new connection with SET rather than sent as startup parameters: a
 * pooler in session mode (PgBouncer) refuses startup parameters it does not track.
 */
function serverDeadlines(deadlines: PostgresDeadlines): string {
  const ms = (value: number) => Math.round(value);
  return (
    `SET statement_timeout = ${ms(deadlines.statementTimeoutMs)}; ` +
    `SET idle_in_transaction_session_timeout = ${ms(deadlines.idleInTransactionTimeoutMs)}`
  );
}

/** The one line an outage of the database starts with, and the one it ends with. */
function databaseOutageLog(log: Logger): OutageLog {
  return createOutageLog(log, {
    service: 'database',
    started: (error) => ({
      level: 'error',
      message: `PostgreSQL does not answer (${reasonOf(error)}): requests get 503 "try again" until it is back`,
    }),
    ended: (seconds) => `PostgreSQL answers again after ${seconds} s`,
  });
}

function reasonOf(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message ? message : 'no answer';
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
}

export interface WatchedPoolOptions {
  max?: number;
  deadlines: PostgresDeadlines;
  log: Logger;
}

/** A pool whose connections keep the deadlines and tell the outage log what became of each call. */
export function openWatchedPool(url: string, options: WatchedPoolOptions): pg.Pool {
  const outage = databaseOutageLog(options.log);
  const setDeadlines = serverDeadlines(options.deadlines);
  const pool = new pg.Pool({
    ...connectionSettings(url, options.deadlines),
    max: options.max,
    // Before the pool hands a new connection out: watched from its first query, the deadlines set.
    onConnect: async (client) => {
      // The pool's connections are Clients (ClientBase in the types), which can be ended.
      watchClient(client as pg.Client, outage);
      await client.query(setDeadlines);
    },
  });
  // A connection the server drops while it sits idle in the pool: the pool replaces it. Unheard, the 'error'
  // event would end the process.
  pool.on('error', (error) => {
    if (isDatabaseUnreachable(error)) outage.failed(error);
    else options.log.warn({ err: error }, 'a PostgreSQL connection dropped while idle');
  });
  watchConnecting(pool, outage);
  return pool;
}

/** What a call's outcome says of the server: it answered (a row or its own error), or it could not be reached. */
function observe(outage: OutageLog, error: unknown): void {
  if (isDatabaseUnreachable(error)) outage.failed(error);
  else if (!error || error instanceof pg.DatabaseError) outage.answered();
}

type Callback = (error: unknown, ...results: unknown[]) => void;

/** Runs `call`, a node-postgres method taking a callback last or answering a promise, telling `seen` its end. */
function observed(call: (...args: unknown[]) => unknown, args: unknown[], seen: (error: unknown) => void): unknown {
  const last = args.at(-1);
  if (typeof last === 'function') {
    const callback = last as Callback;
    return call(...args.slice(0, -1), (error: unknown, ...results: unknown[]) => {
      seen(error);
      callback(error, ...results);
    });
  }
  const result = call(...args);
  if (typeof (result as PromiseLike<unknown> | null)?.then !== 'function') return result;
  return (result as Promise<unknown>).then(
    (value) => {
      seen(null);
      return value;
    },
    (error: unknown) => {
      seen(error);
      throw error;
    },
  );
}

function watchClient(client: pg.Client, outage: OutageLog): void {
  // A connection that fails while a caller holds it (a transaction between two queries) emits 'error' with
  // nobody listening, which would end the process; the caller's next query is told all the same.
  client.on('error', () => undefined);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) =>
    observed(query, args, (error) => {
      observe(outage, error);
      // Its answer may still come, on a connection the next caller would then share: close it instead.
      if ((error as Error | null)?.message === 'Query read timeout') client.end().catch(() => undefined);
    });
}

/**
 * A connection the pool could not make (refused, or not within the deadline) starts an outage too. Getting one
 * says nothing of the server (the pool may hand out one it made before), so only the failures count here.
 */
function watchConnecting(pool: pg.Pool, outage: OutageLog): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { connect: unknown }).connect = (...args: unknown[]) =>
    observed(connect, args, (error) => {
      if (isDatabaseUnreachable(error)) outage.failed(error);
    });
}
