// The rows of a painted book: its kept paintings (book_art: character sheets and panels) and what painting
// cost (paint_spend), which the per-book and per-day ceilings add up.
import { and, eq, gte, like, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { firstRow } from '../../db/transaction';
import { bookArt, paintSpend } from '../../db/schema';

export type BookArtRow = typeof bookArt.$inferSelect;

export const sheetKey = (name: string, hero: boolean) => (hero ? 'sheet:@hero' : `sheet:${name}`);
export const panelKey = (page: number, panel: number) => `panel:${page}:${panel}`;

export async function readBookArt(db: AppDatabase, comicId: string, key: string): Promise<BookArtRow | undefined> {
  return firstRow(
    db
      .select()
      .from(bookArt)
      .where(and(eq(bookArt.comicId, comicId), eq(bookArt.key, key))),
  );
}

export async function readPanelArt(db: AppDatabase, comicId: string, userId: string): Promise<BookArtRow[]> {
  return db
    .select()
    .from(bookArt)
    .where(and(eq(bookArt.comicId, comicId), eq(bookArt.userId, userId), like(bookArt.key, 'panel:%')));
}

/** Keeps a painting, replacing the one under the same key; returns the replaced image's URL, if any. */
export async function writeBookArt(db: AppDatabase, row: typeof bookArt.$inferInsert): Promise<string | null> {
  const old = await readBookArt(db, row.comicId, row.key);
  await db
    .insert(bookArt)
    .values(row)
    .onConflictDoUpdate({ target: [bookArt.comicId, bookArt.key], set: { ...row } });
  return old && old.url !== row.url ? old.url : null;
}

export async function recordSpend(db: AppDatabase, row: Omit<typeof paintSpend.$inferInsert, 'id'>): Promise<void> {
  await db.insert(paintSpend).values(row);
}

/** Dollars spent painting one comic, and how many calls. */
export async function spentOnBook(
  db: AppDatabase,
  comicId: string,
): Promise<{ usd: number; calls: number; megapixels: number }> {
  const row = await firstRow(
    db
      .select({
        usd: sql<number>`coalesce(sum(${paintSpend.usd}), 0)`,
        calls: sql<number>`count(*)`,
        megapixels: sql<number>`coalesce(sum(${paintSpend.megapixels}), 0)`,
      })
      .from(paintSpend)
      .where(eq(paintSpend.comicId, comicId)),
  );
  return { usd: row?.usd ?? 0, calls: row?.calls ?? 0, megapixels: row?.megapixels ?? 0 };
}

/** Dollars spent painting on the whole site since the start of `now`'s UTC day. */
export async function spentToday(db: AppDatabase, now: Date): Promise<number> {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  const row = await firstRow(
    db
      .select({ usd: sql<number>`coalesce(sum(${paintSpend.usd}), 0)` })
      .from(paintSpend)
      .where(gte(paintSpend.at, day)),
  );
  return row?.usd ?? 0;
}
