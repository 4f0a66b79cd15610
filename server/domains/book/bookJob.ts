// The book job: draws and letters every page of a comic's book (docs/book.md "Rendering and jobs"). It writes
// the story first when the comic has none, plans the interior (bookPlan.ts), then renders every page not
// yet done, a few at once (as many as the CPU pool has threads). A page is tried twice; a page that fails
// both times is left failed with its error, and the book goes on — starting the job again (the Retry
// button) renders only the pages still missing. After a restart the job resumes the same way: finished
// pages are never redrawn. Progress: pages done of the interior.
import type { AppDeps } from '../appDeps';
import { retryWhileBusy } from '../../db/retryWhileBusy';
import type { JobHandler } from '../../queue/jobQueue';
import { styleOrDefault } from '../../../shared/styles';
import { StoredImageNotFound } from '../../storage/imageStore';
import { removeUnusedImages } from '../comics/comicImages';
import { Invalid } from '../../lib/errors';
import { refundOnGiveUp } from '../jobs/chargedJob';
import { BOOK_JOB } from '../jobs/jobKinds';
import { ownComicRow, readComicStory } from '../comics/comicRows';
import { writeComicScript } from '../scripts/writeComicScript';
import { readScript } from '../scripts/scriptRows';
import { aboutHeroLines } from './aboutHero';
import { readCastPhotos } from './castPhotos';
import { planBook } from './bookPlan';
import { applyPlan, readBookPages, recordFailed, type BookPageRow } from './bookRows';
import { renderBookPage, type BookContext } from './renderBookPage';
import { characterSheets, PaintCeiling } from './paintedArt';
import { DEFAULT_STORY_PAGES, type Script } from '../../../shared/script';

/** Tries per page, counting the first. */
export const PAGE_ATTEMPTS = 2;
export const PAGE_FAILED_MESSAGE = 'This page could not be drawn. Please try again.';
export const NO_PHOTO_MESSAGE = 'This comic has no photo of its hero to draw from.';

export interface BookJobInput {
  comicId: string;
  userId: string;
  seed: number;
  /** Quota keys charged (a paid writer or painter), given back if the book fails for good. */
  chargedKeys: string[];
}

export interface BookJobResult {
  pages: number;
  failed: number;
}

/**
 * How many of a book's pages are drawn at once: one thread of the CPU pool is left for everything else
 * (covers, other books), so a book never makes a visitor's cover wait behind its pages. On two cores that is
 * one page at a time: libvips already spreads a page's encoding over both, so a page is ready sooner than
 * when two share the cores (a vintage page's median 1.3 s against 1.8 s) and the server holds one page's
 * pixels instead of two (peak 344 MB against 451 MB), for a book a third longer (32 s against 24 s).
 */
export const pagesAtOnce = (poolSize: number) => Math.max(1, poolSize - 1);

export function bookJobHandler(deps: AppDeps): JobHandler<BookJobInput, BookJobResult> {
  return {
    kind: BOOK_JOB,
    maxAttempts: 2,
    concurrency: 2,
    async run(input, { progress, signal }) {
      const book = await readBook(deps, input, signal, (done, total) => progress({ done, total, step: 'writing' }));
      if (deps.panelPainter) await paintSheets(deps, book, signal);
      const dropped = await retryWhileBusy(
        () => applyPlan(deps.db, input.comicId, input.userId, planBook(book.script, input.seed), deps.now()),
        deps.config.dbBusyTimeoutMs,
      );
      await removeUnusedImages(deps, dropped, input.userId);
      const rows = await readBookPages(deps.db, input.comicId, input.userId);
      const todo = rows.filter((row) => row.status !== 'done');
      let done = rows.length - todo.length;
      let failed = 0;
      progress({ done, total: rows.length, step: 'drawing' });
      await eachAtOnce(todo, pagesAtOnce(deps.cpu.size), async (row) => {
        signal.throwIfAborted();
        if (await renderWithRetry(deps, book, row, signal)) done += 1;
        else failed += 1;
        progress({ done, total: rows.length, step: 'drawing' });
      });
      return { pages: rows.length, failed };
    },
    onGiveUp: refundOnGiveUp(deps, 'books'),
  };
}

/** True when the page was drawn; false when it failed every try (it is then recorded as failed). */
async function renderWithRetry(
  deps: AppDeps,
  book: BookContext,
  row: BookPageRow,
  signal: AbortSignal,
): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await renderBookPage(deps, book, row, signal);
      return true;
    } catch (error) {
      if (signal.aborted) throw error;
      if (error instanceof PaintCeiling) {
        await recordFailed(deps.db, book.comicId, row.number, error.message, deps.now());
        throw error;
      }
      deps.log.warn({ err: error, comicId: book.comicId, page: row.number, attempt }, 'book page failed');
      if (attempt >= PAGE_ATTEMPTS) {
        await recordFailed(deps.db, book.comicId, row.number, PAGE_FAILED_MESSAGE, deps.now());
        return false;
      }
    }
  }
}

/** The character sheets of the book's people, painted first (once per book) so every panel can send them. */
export async function paintSheets(deps: AppDeps, book: BookContext, signal: AbortSignal): Promise<void> {
  const hero = book.script.cast.find((c) => c.isHero);
  const roles = Object.fromEntries(book.script.cast.map((c) => [c.name, c.role]));
  book.painted = { comicId: book.comicId, userId: book.userId, photo: book.photo, castPhotos: book.castPhotos };
  Object.assign(
    book.painted,
    await characterSheets(deps, book.painted, { hero: hero?.name, roles }, book.style, book.seed, signal),
  );
}

/** Reads what every page needs, writing the story first if the comic has none. */
async function readBook(
  deps: AppDeps,
  input: BookJobInput,
  signal: AbortSignal,
  writing: (done: number, total: number) => void,
): Promise<BookContext> {
  const script =
    (await readScript(deps.db, input.comicId, input.userId))?.script ??
    (await writeComicScript(deps, { ...input, pages: DEFAULT_STORY_PAGES }, signal, writing)).script;
  return readBookContext(deps, input, script);
}

/** What every page of a comic's book needs, for its script (the files job draws pages again with it). */
export async function readBookContext(
  deps: AppDeps,
  input: { comicId: string; userId: string; seed: number },
  script: Script,
): Promise<BookContext> {
  const comic = await ownComicRow(deps.db, input.comicId, input.userId);
  if (!comic.mainCharacterPhoto) throw new Invalid(NO_PHOTO_MESSAGE);
  const photo = await deps.store.read(comic.mainCharacterPhoto).catch((error: unknown) => {
    throw error instanceof StoredImageNotFound ? new Invalid(NO_PHOTO_MESSAGE) : error;
  });
  const style = styleOrDefault(comic.type);
  const { answers } = await readComicStory(deps.db, input.comicId);
  return {
    comicId: input.comicId,
    userId: input.userId,
    style: style.id,
    print: style.print,
    photo,
    castPhotos: await readCastPhotos(deps, input, script.cast),
    title: comic.title,
    author: comic.author,
    script,
    about: aboutHeroLines({ author: comic.author, type: style.id, answers }, script.cast),
    seed: input.seed,
  };
}

/** Runs `work` over the items with at most `limit` at once, in order of start; the first error stops it. */
async function eachAtOnce<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}
