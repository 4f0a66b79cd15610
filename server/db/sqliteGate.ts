// One SQLite connection shared by a whole process, used asynchronously. Queries are written once and awaited
// (as they must be on PostgreSQL), so a transaction's body is an async function; on one connection, every
// other query of the process would otherwise slip in between its awaits and join it (seeing its uncommitted
// rows, and vanishing with it on a rollback). The gate lets one transaction hold the connection at a time:
// the queries run inside it (recognised by AsyncLocalStorage) pass, every other query waits until it ends.
// This is how Kysely's SQLite driver serialises its connection; better-sqlite3 itself runs each statement
// synchronously, so between transactions the gate costs one check.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface SqliteGate {
  /** Resolves when a query of the calling context may use the connection. */
  ready(): Promise<void> | undefined;
  /** Runs `body` holding the connection; queries of other contexts wait until it settles. */
  exclusive<T>(body: () => Promise<T>): Promise<T>;
  /** True inside a body run by `exclusive` (a transaction begun inside one is part of it). */
  holding(): boolean;
  /**
   * Runs `work` as a stranger to any transaction the caller is in: for work started from inside a transaction
   * that outlives it (the job queue's pump), which would otherwise join the transaction while it is open.
   */
  detached<T>(work: () => T): T;
}

export function createSqliteGate(): SqliteGate {
  const context = new AsyncLocalStorage<symbol>();
  let holder: symbol | null = null;
  let released: Promise<void> = Promise.resolve();
  let release: () => void = () => {};

  const blocked = () => holder !== null && context.getStore() !== holder;

  async function waitTurn(): Promise<void> {
    while (blocked()) await released;
  }

  return {
    ready: () => (blocked() ? waitTurn() : undefined),
    holding: () => holder !== null && context.getStore() === holder,
    detached: (work) => context.exit(work),
    async exclusive<T>(body: () => Promise<T>): Promise<T> {
      // Waiters for a turn: after each release they all wake, and the first to run takes the connection.
      while (holder !== null) await released;
      const token = Symbol('transaction');
      holder = token;
      released = new Promise<void>((resolve) => {
        release = resolve;
      });
      try {
        return await context.run(token, body);
      } finally {
        holder = null;
        release();
      }
    },
  };
}
