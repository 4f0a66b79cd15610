// The rows of a painted book: its kept paintings (book_art: character sheets and panels) and what painting
// cost (paint_spend), which the per-book and per-day ceilings add up.
import { and, eq, gte, like, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { bookArt, paintSpend } from '../../db/schema';

export type BookArtRow = typeof bookArt.$inferSelect;

export const sheetKey = (name: string, hero: boolean) => (hero ? 'sheet:@hero' : `sheet:${name}`);
export const panelKey = (page: number, panel: number) => `panel:${page}:${panel}`;

export function readBookArt(db: AppDatabase, comicId: string, key: string): BookArtRow | undefined {
  return db
    .select()
    .from(bookArt)
    .where(and(eq(bookArt.comicId, comicId), eq(bookArt.key, key)))
    .get();
}

export function readPanelArt(db: AppDatabase, comicId: string, userId: string): BookArtRow[] {
  return db
    .select()
    .from(bookArt)
    .where(and(eq(bookArt.comicId, comicId), eq(bookArt.userId, userId), like(bookArt.key, 'panel:%')))
    .all();
}

/** Keeps a painting, replacing the one under the same key; returns the replaced image's URL, if any. */
export function writeBookArt(db: AppDatabase, row: typeof bookArt.$inferInsert): string | null {
  const old = readBookArt(db, row.comicId, row.key);
  db.insert(bookArt)
    .values(row)
    .onConflictDoUpdate({ target: [bookArt.comicId, bookArt.key], set: { ...row } })
    .run();
  return old && old.url !== row.url ? old.url : null;
}

export function recordSpend(db: AppDatabase, row: Omit<typeof paintSpend.$inferInsert, 'id'>): void {
  db.insert(paintSpend).values(row).run();
}

/** Dollars spent painting one comic, and how many calls. */
export function spentOnBook(db: AppDatabase, comicId: string): { usd: number; calls: number; megapixels: number } {
  const row = db
    .select({
      usd: sql<number>`coalesce(sum(${paintSpend.usd}), 0)`,
      calls: sql<number>`count(*)`,
      megapixels: sql<number>`coalesce(sum(${paintSpend.megapixels}), 0)`,
    })
    .from(paintSpend)
    .where(eq(paintSpend.comicId, comicId))
    .get();
  return { usd: row?.usd ?? 0, calls: row?.calls ?? 0, megapixels: row?.megapixels ?? 0 };
}

/** Dollars spent painting on the whole site since the start of `now`'s UTC day. */
export function spentToday(db: AppDatabase, now: Date): number {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  const row = db
    .select({ usd: sql<number>`coalesce(sum(${paintSpend.usd}), 0)` })
    .from(paintSpend)
    .where(gte(paintSpend.at, day))
    .get();
  return row?.usd ?? 0;
}
