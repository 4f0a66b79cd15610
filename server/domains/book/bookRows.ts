// A comic's book pages in the database (table book_pages): planning them, reading them, and recording a
// page as rendered or failed. Image files are written before their row names them and removed after a
// row stops naming them, so a row never points at a missing file.
import { and, asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { firstRow, inTransaction } from '../../db/transaction';
import { bookPages } from '../../db/schema';
import type { BookPageKind, BookPageStatus, UndrawableLetters } from '../../../shared/book';
import { storedSaid, type Said } from '../../lib/said';

export type BookPageRow = typeof bookPages.$inferSelect;

/** A page of the book's plan: which kind, which story page, which layout (the rest is drawn later). */
export interface PlannedPage {
  number: number;
  kind: BookPageKind;
  storyPage: number | null;
  layout: string | null;
}

export interface RenderedPageRecord {
  artUrl: string | null;
  printUrl: string;
  readerUrl: string;
  thumbUrl: string;
  seed: number;
  artMeta: string | null;
  lettering: string | null;
  /** JSON of UndrawableLetters[] (shared/book.ts), null when every letter was drawn. */
  undrawable: string | null;
  artSource: 'ai' | 'mixed' | 'local';
}

/** Characters no font could draw, by panel, as a page row keeps them (null: none). */
export function undrawableRecord(found: { panel: number | null; characters: string[] }[]): string | null {
  const byPanel = new Map<number | null, Set<string>>();
  for (const { panel, characters } of found) {
    if (!byPanel.has(panel)) byPanel.set(panel, new Set());
    for (const c of characters) byPanel.get(panel)!.add(c);
  }
  const letters: UndrawableLetters[] = [...byPanel]
    .filter(([, characters]) => characters.size)
    .map(([panel, characters]) => ({ panel, characters: [...characters] }));
  return letters.length ? JSON.stringify(letters) : null;
}

/** A page row's characters no font could draw (pages drawn before they were recorded: none known). */
export const undrawableOf = (row: Pick<BookPageRow, 'undrawable'>): UndrawableLetters[] =>
  row.undrawable ? (JSON.parse(row.undrawable) as UndrawableLetters[]) : [];

const urlsOf = (row: Pick<BookPageRow, 'artUrl' | 'printUrl' | 'readerUrl' | 'thumbUrl'>) =>
  [row.artUrl, row.printUrl, row.readerUrl, row.thumbUrl].filter((url): url is string => Boolean(url));

export async function readBookPages(db: AppDatabase, comicId: string, userId: string): Promise<BookPageRow[]> {
  return db
    .select()
    .from(bookPages)
    .where(and(eq(bookPages.comicId, comicId), eq(bookPages.userId, userId)))
    .orderBy(asc(bookPages.number));
}

export async function readBookPage(
  db: AppDatabase,
  comicId: string,
  userId: string,
  number: number,
): Promise<BookPageRow | undefined> {
  return firstRow(
    db
      .select()
      .from(bookPages)
      .where(and(eq(bookPages.comicId, comicId), eq(bookPages.userId, userId), eq(bookPages.number, number))),
  );
}

/**
 * Makes the comic's rows match the plan: kept as they are when they already do (a resumed or retried
 * book keeps its finished pages), replaced otherwise. Returns the image URLs of replaced rows.
 */
export async function applyPlan(
  db: AppDatabase,
  comicId: string,
  userId: string,
  plan: PlannedPage[],
  now: Date,
): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const rows = await tx.select().from(bookPages).where(eq(bookPages.comicId, comicId)).orderBy(asc(bookPages.number));
    const same =
      rows.length === plan.length &&
      rows.every(
        (row, i) => row.kind === plan[i].kind && row.storyPage === plan[i].storyPage && row.layout === plan[i].layout,
      );
    if (same) return [];
    await tx.delete(bookPages).where(eq(bookPages.comicId, comicId));
    const updatedAt = now.toISOString();
    await tx.insert(bookPages).values(
      plan.map((p) => ({
        comicId,
        userId,
        number: p.number,
        kind: p.kind,
        storyPage: p.storyPage,
        layout: p.layout,
        status: 'waiting',
        updatedAt,
      })),
    );
    return rows.flatMap(urlsOf);
  });
}

/** Records a rendered page; returns the URLs of the images it replaces. */
export async function recordRendered(
  db: AppDatabase,
  comicId: string,
  number: number,
  page: RenderedPageRecord,
  now: Date,
): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const where = and(eq(bookPages.comicId, comicId), eq(bookPages.number, number));
    const before = await firstRow(tx.select().from(bookPages).where(where));
    if (!before) return [];
    await tx
      .update(bookPages)
      .set({
        ...page,
        status: 'done' satisfies BookPageStatus,
        error: null,
        errorSaid: null,
        updatedAt: now.toISOString(),
      })
      .where(where);
    const kept = new Set(urlsOf(page as BookPageRow));
    return urlsOf(before).filter((url) => !kept.has(url));
  });
}

/** Records new lettering on a rendered page (its art unchanged); returns the replaced images' URLs. */
export async function recordRelettered(
  db: AppDatabase,
  comicId: string,
  number: number,
  page: { printUrl: string; readerUrl: string; thumbUrl: string; lettering: string; undrawable: string | null },
  now: Date,
): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const where = and(eq(bookPages.comicId, comicId), eq(bookPages.number, number), eq(bookPages.status, 'done'));
    const before = await firstRow(tx.select().from(bookPages).where(where));
    if (!before) return [];
    await tx
      .update(bookPages)
      .set({ ...page, updatedAt: now.toISOString() })
      .where(where);
    const kept = new Set([page.printUrl, page.readerUrl, page.thumbUrl]);
    return [before.printUrl, before.readerUrl, before.thumbUrl].filter(
      (url): url is string => Boolean(url) && !kept.has(url!),
    );
  });
}

/** Marks a page failed with its error: the text, and the catalogue message's key and values when it has them. */
export async function recordFailed(
  db: AppDatabase,
  comicId: string,
  number: number,
  error: Said | string,
  now: Date,
): Promise<void> {
  await db
    .update(bookPages)
    .set({
      status: 'failed' satisfies BookPageStatus,
      error: typeof error === 'string' ? error : error.text,
      errorSaid: storedSaid(typeof error === 'string' ? null : error),
      updatedAt: now.toISOString(),
    })
    .where(and(eq(bookPages.comicId, comicId), eq(bookPages.number, number)));
}

/** Drops a comic's book (its script was rewritten); returns the image URLs to remove. */
export async function dropBook(db: Pick<AppDatabase, 'select' | 'delete'>, comicId: string): Promise<string[]> {
  const rows = await db.select().from(bookPages).where(eq(bookPages.comicId, comicId));
  await db.delete(bookPages).where(eq(bookPages.comicId, comicId));
  return rows.flatMap(urlsOf);
}
