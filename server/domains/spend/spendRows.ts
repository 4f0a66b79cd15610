// The ledger of what paid calls cost (paint_spend; docs/models.md, "Ceilings"). A call's estimate is reserved in
// the same transaction that adds up what each ceiling counts and finds room for it, so two calls deciding at
// once never both take the same room: on SQLite the transaction holds the write lock from its first statement
// (BEGIN IMMEDIATE), across processes; on PostgreSQL every reservation first takes one advisory lock
// (serializeOn), so instances on one database decide one after another and each sees the others' rows. The
// reservation is then settled with the call's cost, or deleted when nothing was spent.
import { and, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { paintSpend } from '../../db/schema';
import { changedRows, firstRow, inTransaction, serializeOn } from '../../db/transaction';

/** What a paid call was for: painting a book (sheet, panel), a painted cover, Claude (ideas, a script). */
export type SpendKind = 'sheet' | 'panel' | 'cover' | 'ideas' | 'script';
/** The calls the painting ceilings count (a book's, the day's, an account's share of the day). */
export const PAINTING_KINDS: SpendKind[] = ['sheet', 'panel'];
/** The calls the site's daily ceiling on covers and Claude counts. */
export const COVERS_AND_CLAUDE_KINDS: SpendKind[] = ['cover', 'ideas', 'script'];

/** One ceiling a reservation must fit under: the rows it counts, its limit (0: none), and its refusal. */
export interface Ceiling {
  counts: SQL | undefined;
  limitUsd: number;
  refusal: () => Error;
}

export interface SpendRow {
  comicId: string | null;
  userId: string | null;
  kind: SpendKind;
  model: string;
  megapixels: number;
  usd: number;
  at: string;
}

/** Rounding slack: a ceiling is reached, not passed, when the sum equals it. */
const CENT_FRACTION = 1e-9;

/** Dollars the ledger holds for the rows `where` picks, spent and reserved. */
async function sumUsd(db: AppDatabase, where: SQL | undefined): Promise<number> {
  const row = await firstRow(
    db
      .select({ usd: sql<number>`coalesce(sum(${paintSpend.usd}), 0)`.mapWith(Number) })
      .from(paintSpend)
      .where(where),
  );
  return row?.usd ?? 0;
}

/**
 * Reserves `row.usd` if every ceiling has room for it, in one transaction with the sums; returns the
 * reservation's id, or throws the refusal of the first ceiling it would pass (nothing is written then).
 */
export function reserveSpend(db: AppDatabase, row: SpendRow, ceilings: Ceiling[]): Promise<number> {
  return inTransaction(db, async (tx) => {
    await serializeOn(tx, 'paint_spend');
    for (const ceiling of ceilings) {
      if (ceiling.limitUsd <= 0) continue;
      if ((await sumUsd(tx, ceiling.counts)) + row.usd > ceiling.limitUsd + CENT_FRACTION) throw ceiling.refusal();
    }
    const [reserved] = await tx
      .insert(paintSpend)
      .values({ ...row, state: 'reserved' })
      .returning({ id: paintSpend.id });
    return reserved.id;
  });
}

/** Records what the reserved call cost in place of its estimate. */
export async function settleSpend(
  db: AppDatabase,
  id: number,
  cost: { model: string; usd: number; megapixels?: number },
): Promise<void> {
  await db
    .update(paintSpend)
    .set({ state: 'spent', model: cost.model, usd: cost.usd, megapixels: cost.megapixels ?? 0 })
    .where(eq(paintSpend.id, id));
}

/** Deletes a reservation whose call spent nothing; true when it was still there. */
export async function releaseSpend(db: AppDatabase, id: number): Promise<boolean> {
  return (
    changedRows(await db.delete(paintSpend).where(and(eq(paintSpend.id, id), eq(paintSpend.state, 'reserved')))) > 0
  );
}

/** The start of `now`'s UTC day, as the ledger's ISO times compare. */
export const dayStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();

/** What the ceilings count, as conditions on the ledger. */
export const counts = {
  book: (comicId: string) => and(eq(paintSpend.comicId, comicId), inArray(paintSpend.kind, PAINTING_KINDS)),
  paintingDay: (day: string) => and(gte(paintSpend.at, day), inArray(paintSpend.kind, PAINTING_KINDS)),
  accountDay: (userId: string, day: string) =>
    and(eq(paintSpend.userId, userId), gte(paintSpend.at, day), inArray(paintSpend.kind, PAINTING_KINDS)),
  coversAndClaudeDay: (day: string) => and(gte(paintSpend.at, day), inArray(paintSpend.kind, COVERS_AND_CLAUDE_KINDS)),
};

/**
 * What painting one comic cost so far, and how many paid calls (reservations of calls under way included, at
 * their estimate). The count is a number on both databases (PostgreSQL answers count(*) as text).
 */
export async function spentOnBook(
  db: AppDatabase,
  comicId: string,
): Promise<{ usd: number; calls: number; megapixels: number }> {
  const row = await firstRow(
    db
      .select({
        usd: sql<number>`coalesce(sum(${paintSpend.usd}), 0)`.mapWith(Number),
        calls: count(),
        megapixels: sql<number>`coalesce(sum(${paintSpend.megapixels}), 0)`.mapWith(Number),
      })
      .from(paintSpend)
      .where(counts.book(comicId)),
  );
  return { usd: row?.usd ?? 0, calls: row?.calls ?? 0, megapixels: row?.megapixels ?? 0 };
}
