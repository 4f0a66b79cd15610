// One page of a book as its own job (docs/book.md "Rendering and jobs"): the book job plans the book and starts
// one of these per page still to draw, and any process that runs jobs takes them, so a book's pages spread
// over the workers. A page is tried twice; a page that fails both times is recorded as failed with its error
// and the job still succeeds (drawn: false), so the book goes on. A page whose row is already done when the
// job is taken is not drawn again (a worker that died after storing it, a job joined by a resumed book), nor
// is a page whose book job has ended (canceled, or failed for good). A worker killed mid-page: this job's
// lease lapses and another process takes only this page.
import type { AppDeps } from '../appDeps';
import type { JobHandler, JobStop } from '../../queue/jobQueue';
import { Invalid } from '../../lib/errors';
import { BOOK_JOB, BOOK_PAGE_JOB, comicSubject } from '../jobs/jobKinds';
import { readScript } from '../scripts/scriptRows';
import { readBookPage, recordFailed, type BookPageRow } from './bookRows';
import { renderBookPage, type BookContext } from './renderBookPage';
import { PaintCeiling } from '../spend/ceilings';
import { paintSheets, readBookContext } from './bookContext';
import { said, saidOf } from '../../lib/said';

/** Tries per page, counting the first. */
export const PAGE_ATTEMPTS = 2;
const PAGE_FAILED = said('error_page_failed');

export interface PageJobInput {
  comicId: string;
  userId: string;
  seed: number;
  number: number;
  /** The book job that started it: a process keeps one book's context for all the pages it takes of it. */
  bookJobId: string;
}

export interface PageJobResult {
  /** False when the page failed every try (recorded as failed), or its book is no longer being drawn. */
  drawn: boolean;
}

/** Books whose context a process keeps at once (each holds its photos and sheets: a few MB). */
const KEPT_CONTEXTS = 4;

/**
 * How many of a book's pages one process draws at once: one thread of the CPU pool is left for everything
 * else (covers, other books), so a book never makes a visitor's cover wait behind its pages. On two cores that
 * is one page at a time: libvips already spreads a page's encoding over both, so a page is ready sooner than
 * when two share the cores (a vintage page's median 1.3 s against 1.8 s) and the process holds one page's
 * pixels instead of two (peak 344 MB against 451 MB), for a book a third longer (32 s against 24 s).
 */
export const pagesAtOnce = (poolSize: number) => Math.max(1, poolSize - 1);

/**
 * The page job. What every page of the book needs is read once per book and process, not per page; a painted
 * book's character sheets are read from those its book job kept, never painted here.
 */
export function pageJobHandler(deps: AppDeps): JobHandler<PageJobInput, PageJobResult> {
  const contexts = new Map<string, Promise<BookContext>>();
  const contextOf = (input: PageJobInput, job: JobStop) => {
    let context = contexts.get(input.bookJobId);
    if (!context) {
      context = readPageContext(deps, input, job);
      contexts.set(input.bookJobId, context);
      context.catch(() => contexts.delete(input.bookJobId));
      if (contexts.size > KEPT_CONTEXTS) contexts.delete(contexts.keys().next().value!);
    }
    return context;
  };
  return {
    kind: BOOK_PAGE_JOB,
    maxAttempts: 2,
    concurrency: pagesAtOnce(deps.cpu.size),
    async run(input, { signal, confirmClaim }) {
      const row = await readBookPage(deps.db, input.comicId, input.userId, input.number);
      if (!row || row.status === 'done') return { drawn: row?.status === 'done' };
      if (!(await deps.jobs.findActive(BOOK_JOB, comicSubject(input.comicId)))) return { drawn: false };
      const job = { signal, confirmClaim };
      return { drawn: await renderWithRetry(deps, await contextOf(input, job), row, job) };
    },
  };
}

async function readPageContext(deps: AppDeps, input: PageJobInput, job: JobStop): Promise<BookContext> {
  const script = (await readScript(deps.db, input.comicId, input.userId))?.script;
  if (!script) throw new Invalid(PAGE_FAILED);
  const book = await readBookContext(deps, input, script);
  if (deps.panelPainter) await paintSheets(deps, book, job, true);
  return book;
}

/** True when the page was drawn; false when it failed every try (it is then recorded as failed). */
async function renderWithRetry(deps: AppDeps, book: BookContext, row: BookPageRow, job: JobStop): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await renderBookPage(deps, book, row, job);
      deps.log.debug?.({ comicId: book.comicId, page: row.number }, 'book page drawn');
      return true;
    } catch (error) {
      if (job.signal.aborted) throw error;
      if (error instanceof PaintCeiling) {
        await recordFailed(deps.db, book.comicId, row.number, saidOf(error) ?? error.message, deps.now());
        throw error;
      }
      deps.log.warn({ err: error, comicId: book.comicId, page: row.number, attempt }, 'book page failed');
      if (attempt >= PAGE_ATTEMPTS) {
        await recordFailed(deps.db, book.comicId, row.number, PAGE_FAILED, deps.now());
        return false;
      }
    }
  }
}
