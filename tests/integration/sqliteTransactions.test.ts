// Transactions with awaited queries on the one SQLite connection (server/db/transaction.ts, sqliteGate.ts):
// another request's queries never join an open transaction, see its rows before COMMIT, or vanish with its
// ROLLBACK; transactions run one after another; a transaction inside another joins it.
// @module-tag sqlite
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { inTransaction } from '../../server/db/transaction';
import { makeDataDir } from '../helpers/harness';
import path from 'node:path';

let db: AppDatabase;
afterEach(() => db?.$client.close());

const open = () => {
  db = openDatabase(path.join(makeDataDir(), 'comics.db'));
  return db;
};
const user = (id: string) => ({ id, issuer: 'test', subject: id, email: `${id}@example.com` });
const ids = async () => (await db.select({ id: users.id }).from(users).orderBy(users.id)).map((row) => row.id);

describe('transactions on the shared SQLite connection', () => {
  it("keeps another request's reads out of an open transaction until it commits", async () => {
    open();
    const seen: string[][] = [];
    const transaction = inTransaction(db, async (tx) => {
      await tx.insert(users).values(user('ada'));
      await sleep(30);
      await tx.insert(users).values(user('bo'));
    });
    // Started while the transaction holds the connection: it waits for the COMMIT.
    const reader = (async () => seen.push(await ids()))();
    await Promise.all([transaction, reader]);
    expect(seen).toEqual([['ada', 'bo']]);
  });

  it("keeps another request's write when a transaction rolls back", async () => {
    open();
    const failing = inTransaction(db, async (tx) => {
      await tx.insert(users).values(user('ada'));
      await sleep(30);
      throw new Error('the second half failed');
    });
    // Sent while the transaction is open (then() runs the query now, not when awaited below).
    const other = db
      .insert(users)
      .values(user('cy'))
      .then(() => 'written');
    await expect(failing).rejects.toThrow('the second half failed');
    expect(await other).toBe('written');
    expect(await ids()).toEqual(['cy']);
  });

  it('runs transactions started together one after another, each whole', async () => {
    open();
    const order: string[] = [];
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) =>
        inTransaction(db, async (tx) => {
          order.push(`${name}:begin`);
          await tx.insert(users).values(user(`${name}1`));
          await sleep(5);
          await tx.insert(users).values(user(`${name}2`));
          order.push(`${name}:end`);
        }),
      ),
    );
    expect(order).toEqual(['a:begin', 'a:end', 'b:begin', 'b:end', 'c:begin', 'c:end', 'd:begin', 'd:end']);
    expect(await ids()).toEqual(['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'd1', 'd2']);
  });

  it('joins a transaction begun inside another: one COMMIT, and one ROLLBACK undoes both', async () => {
    open();
    await inTransaction(db, async (tx) => {
      await tx.insert(users).values(user('ada'));
      await inTransaction(tx, async (inner) => inner.insert(users).values(user('bo')));
    });
    expect(await ids()).toEqual(['ada', 'bo']);
    await expect(
      inTransaction(db, async (tx) => {
        await inTransaction(tx, async (inner) => inner.delete(users).where(eq(users.id, 'ada')));
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await ids()).toEqual(['ada', 'bo']);
    expect(db.$client.inTransaction).toBe(false);
  });
});
