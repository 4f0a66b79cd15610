// The rows of a painted book: its kept paintings (book_art: character sheets and panels). What painting cost is
// in the spending ledger (../spend/spendRows.ts).
import { and, eq, like } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { firstRow } from '../../db/transaction';
import { bookArt } from '../../db/schema';

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
