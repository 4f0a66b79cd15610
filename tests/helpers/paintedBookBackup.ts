// A painted book as the backup tests keep it (SQLite: backup.test.ts; PostgreSQL: backupPostgres.test.ts):
// Tasha's book painted against the fake Replicate, one panel a page (her character sheet and eight panel
// paintings, kept in book_art), every page with its thumbnail, and one story page left failed, as a page that
// failed both its tries is. What a restored installation must give back: every file the book's rows name,
// each thumbnail at its address, and the failed page drawn again by Retry from the kept sheet and paintings,
// with no new call to the image model (a painting lost in the backup is painted, and paid for, again).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildApp } from '../../server/app';
import { bookArt } from '../../server/db/schema';
import { createSession } from '../../server/domains/auth/sessions';
import { readBookPages, recordFailed } from '../../server/domains/book/bookRows';
import { ownComicRow } from '../../server/domains/comics/comicRows';
import type { FakeReplicate } from '../fakes/fakeReplicate';
import { paintedSampleBook } from '../fixtures/paintedSampleBook';
import { type Harness, makeHarness } from './harness';

export const PAINTED_BOOK_OWNER = 'tasha@example.com';

/** The settings that paint with the fake image model; a Retry after the restore is a second book of the day. */
export const painterEnv = (fake: FakeReplicate) => ({
  REPLICATE_API_TOKEN: 'test-token',
  REPLICATE_BASE_URL: fake.url,
  REPLICATE_TIMEOUT_SECONDS: '60',
  BOOKS_PER_USER_PER_DAY: '5',
});

export interface PaintedBookToBackUp {
  comicId: string;
  /** The story page left failed: Retry draws it again. */
  failedPage: number;
  /** The image model's calls once the book was painted. */
  predictions: number;
}

/** Paints the book as the harness's user (PAINTED_BOOK_OWNER) and leaves one story page failed. */
export async function paintBookToBackUp(h: Harness, fake: FakeReplicate): Promise<PaintedBookToBackUp> {
  const book = await paintedSampleBook(h, { panelsOnPage: () => 1 });
  expect(book, book.error ?? '').toMatchObject({ status: 'succeeded' });
  const story = (await readBookPages(h.deps.db, book.comicId, h.user!.id)).filter((row) => row.kind === 'story');
  const failedPage = story[1].number;
  await recordFailed(h.deps.db, book.comicId, failedPage, 'The page could not be drawn.', h.deps.now());
  return { comicId: book.comicId, failedPage, predictions: fake.predictions.length };
}

/** The stored images the book's rows name: photo, cover, each page's art, print, reader and thumbnail, paintings. */
async function imagesOfBook(h: Harness, comicId: string): Promise<string[]> {
  const comic = await ownComicRow(h.deps.db, comicId, h.user!.id);
  const pages = await readBookPages(h.deps.db, comicId, h.user!.id);
  const art = await h.deps.db.select({ url: bookArt.url }).from(bookArt).where(eq(bookArt.comicId, comicId));
  return [
    comic.mainCharacterPhoto,
    comic.comicFrontPageUrl,
    ...pages.flatMap((page) => [page.artUrl, page.printUrl, page.readerUrl, page.thumbUrl]),
    ...art.map((row) => row.url),
  ].filter((url): url is string => Boolean(url));
}

/**
 * Opens the installation a backup was restored into (`env`: its DATA_DIR, and DATABASE_URL on PostgreSQL) and
 * checks the painted book came back whole.
 */
export async function expectPaintedBookRestored(
  env: Record<string, string>,
  book: PaintedBookToBackUp,
  fake: FakeReplicate,
): Promise<void> {
  const h = await makeHarness({ user: PAINTED_BOOK_OWNER, env: { ...painterEnv(fake), ...env } });
  const { app } = await buildApp({ config: h.deps.config, deps: h.deps });
  try {
    const images = await imagesOfBook(h, book.comicId);
    const art = await h.deps.db.select({ key: bookArt.key }).from(bookArt).where(eq(bookArt.comicId, book.comicId));
    // The sheet and the eight panels: what the book's pages are composed from again without painting.
    const keys = art.map((row) => row.key);
    expect(keys.filter((key) => key.startsWith('panel:'))).toHaveLength(8);
    expect(keys.filter((key) => !key.startsWith('panel:'))).toEqual(['sheet:@hero']);
    const missing: string[] = [];
    for (const url of images) if (!(await h.deps.store.read(url).then(Boolean, () => false))) missing.push(url);
    expect.soft(missing, `stored images of the book missing after the restore (of ${images.length})`).toEqual([]);

    // The detail page's grid: every page's thumbnail, served to its owner.
    const cookie = `cba_session=${(await createSession(h.deps.db, h.user!.id, new Date())).token}`;
    const pages = await readBookPages(h.deps.db, book.comicId, h.user!.id);
    const thumbnails = await Promise.all(
      pages.map(async (page) => (await app.inject({ url: page.thumbUrl!, headers: { cookie } })).statusCode),
    );
    expect.soft(thumbnails, 'thumbnail answers').toEqual(pages.map(() => 200));

    // Retry draws the failed page again from the kept sheet and paintings: the image model is not called.
    const job = await h.deps.jobs.waitFor((await h.caller.book.start({ comicId: book.comicId })).id);
    expect(job, job.error ?? '').toMatchObject({ status: 'succeeded', result: { failed: 0 } });
    const redrawn = (await readBookPages(h.deps.db, book.comicId, h.user!.id)).find(
      (p) => p.number === book.failedPage,
    );
    expect(redrawn).toMatchObject({ status: 'done', artSource: 'ai' });
    expect(fake.predictions.length - book.predictions, 'paintings made again after the restore').toBe(0);
  } finally {
    await app.close();
  }
}
