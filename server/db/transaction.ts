// A transaction whose body awaits its queries, the one way the domains group writes. On PostgreSQL it is the
// pool's own (one connection from BEGIN to COMMIT, others' queries on other connections). On SQLite it holds the
// process's connection (sqliteGate.ts) from BEGIN IMMEDIATE to COMMIT, so no other request's query joins it;
// BEGIN IMMEDIATE takes the write lock at once, so a transaction that reads and then writes never finds
// another process's write in between. A body keeps to database work: no network, no image work.
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from './client';

/** Marks the handle a PostgreSQL transaction's body gets, so a transaction begun with it joins that one. */
const POSTGRES_TRANSACTION = Symbol('postgres transaction');

interface PostgresHandle {
  [POSTGRES_TRANSACTION]?: true;
  transaction<T>(body: (tx: object) => Promise<T>): Promise<T>;
}

/** Runs `body` in one transaction: all of its writes or none. Inside another transaction it joins that one. */
export async function inTransaction<T>(db: AppDatabase, body: (tx: AppDatabase) => Promise<T>): Promise<T> {
  if (db.$kind === 'postgres') {
    // node-postgres: a connection of the pool for the whole body (Drizzle's BEGIN ... COMMIT / ROLLBACK).
    const handle = db as unknown as PostgresHandle;
    if (handle[POSTGRES_TRANSACTION]) return body(db);
    return handle.transaction((tx) =>
      body(
        Object.assign(tx, {
          $client: db.$client,
          $gate: db.$gate,
          $kind: db.$kind,
          [POSTGRES_TRANSACTION]: true as const,
        }) as unknown as AppDatabase,
      ),
    );
  }
  if (db.$gate.holding()) return body(db);
  return db.$gate.exclusive(async () => {
    const connection = db.$client;
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

/**
 * `query` locking the rows it reads until the transaction ends, when `db` is a PostgreSQL transaction: a
 * read-then-write (the order's state, then a guarded move) must not read a row another transaction is about to
 * change, or two deliveries of the same news both read the old state and one records a false conflict. SQLite
 * runs one write transaction at a time (BEGIN IMMEDIATE), and outside a transaction there is nothing to hold.
 */
export function lockingRead<Query>(db: Pick<AppDatabase, 'select'>, query: Query): Query {
  const handle = db as Partial<AppDatabase> & PostgresHandle;
  if (handle.$kind !== 'postgres' || !handle[POSTGRES_TRANSACTION]) return query;
  return (query as unknown as { for(strength: 'update'): Query }).for('update');
}

/** How many rows a write changed (an UPDATE or DELETE awaited without `returning`). */
export function changedRows(result: unknown): number {
  const { changes, rowCount } = (result ?? {}) as { changes?: number; rowCount?: number | null };
  return changes ?? rowCount ?? 0;
}

/** The first row a query answers, or undefined (a lookup by key; `.get()` is SQLite's alone). */
export async function firstRow<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  return (await query)[0];
}

/**
 * Inside a transaction: makes other transactions that name the same `key` wait until this one ends, for a
 * check-then-write that no unique key guards (at most N jobs of a kind). SQLite already runs one transaction at
 * a time; PostgreSQL takes a transaction-scoped advisory lock.
 */
export async function serializeOn(tx: AppDatabase, key: string): Promise<void> {
  if (tx.$kind !== 'postgres') return;
  await (tx as unknown as { execute(query: SQL): Promise<unknown> }).execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`,
  );
}
