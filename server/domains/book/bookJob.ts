// The book job: draws and letters every page of a comic's book (docs/book.md "Rendering and jobs"). It writes
// the story first when the comic has none, paints a painted book's character sheets, plans the interior
// (bookPlan.ts), then starts one page job (pageJob.ts) per page not yet done and waits for them: any process
// that runs jobs takes page jobs, so the pages spread over the workers. A page that fails both of its tries is
// left failed with its error, and the book goes on — starting the job again (the Retry button) draws only the
// pages still missing. After a restart, or when another process takes over a book whose worker died, the job
// plans again (keeping finished pages) and joins the page jobs still running: finished pages are never redrawn.
// The book job itself draws nothing, so it holds no CPU: it mostly waits. Progress: pages done of the interior.
// Canceled, or failed for good, it cancels its page jobs.
import type { AppDeps } from '../appDeps';
import { retryWhileBusy } from '../../db/retryWhileBusy';
import type { JobHandler, JobStop, JobView } from '../../queue/jobQueue';
import { domainErrorOf } from '../../lib/errors';
import { removeUnusedImages } from '../comics/comicImages';
import { refundOnGiveUp } from '../jobs/chargedJob';
import { BOOK_JOB, BOOK_PAGE_JOB, pageSubject } from '../jobs/jobKinds';
import { writeComicScript } from '../scripts/writeComicScript';
import { readScript } from '../scripts/scriptRows';
import { planBook } from './bookPlan';
import { applyPlan, readBookPages } from './bookRows';
import type { BookContext } from './renderBookPage';
import { paintSheets, readBookContext } from './bookContext';
import type { PageJobInput, PageJobResult } from './pageJob';
import { DEFAULT_STORY_PAGES } from '../../../shared/script';

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
 * Books whose jobs run at once in one process: a book job only plans and waits (its pages are page jobs, bound
 * by the CPU), so this bounds what is read and painted up front, not the drawing.
 */
const BOOKS_AT_ONCE = 4;

export function bookJobHandler(deps: AppDeps): JobHandler<BookJobInput, BookJobResult> {
  const refund = refundOnGiveUp(deps, 'books');
  return {
    kind: BOOK_JOB,
    maxAttempts: 2,
    concurrency: BOOKS_AT_ONCE,
    async run(input, { jobId, progress, signal, confirmClaim }) {
      const job = { signal, confirmClaim };
      const book = await readBook(deps, input, job, (done, total) => progress({ done, total, step: 'writing' }));
      if (deps.panelPainter) await paintSheets(deps, book, job);
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
      // Waits end with the first failure: the pages still waited for are not followed further.
      const waiting = new AbortController();
      const stop = AbortSignal.any([signal, waiting.signal]);
      try {
        const pages = await startPageJobs(
          deps,
          input,
          jobId,
          todo.map((row) => row.number),
        );
        await Promise.all(
          pages.map(async (page) => {
            const drawn = await pageDrawn(await deps.jobs.waitFor(page.id, stop));
            if (drawn) done += 1;
            else failed += 1;
            progress({ done, total: rows.length, step: 'drawing' });
          }),
        );
      } catch (error) {
        if (signal.aborted && (await deps.jobs.get(jobId))?.status === 'canceled') await cancelPageJobs(deps, input);
        throw error;
      } finally {
        waiting.abort();
      }
      return { pages: rows.length, failed };
    },
    onGiveUp(input) {
      refund(input);
      cancelPageJobs(deps, input).catch((error: unknown) =>
        deps.log.warn({ err: error, comicId: input.comicId }, "could not cancel a book's page jobs"),
      );
    },
  };
}

/**
 * One job per page, or the one already queued or running for it (a book taken over after its worker died).
 * Started one after another, so the line (oldest first) hands the pages out roughly in the book's order.
 */
async function startPageJobs(deps: AppDeps, input: BookJobInput, bookJobId: string, numbers: number[]) {
  const owner = { userId: input.userId, visitorId: null };
  const started: JobView[] = [];
  for (const number of numbers) {
    const pageInput: PageJobInput = {
      comicId: input.comicId,
      userId: input.userId,
      seed: input.seed,
      number,
      bookJobId,
    };
    const subject = pageSubject(input.comicId, number);
    started.push((await deps.jobs.start(BOOK_PAGE_JOB, { subject, input: pageInput, owner })).job);
  }
  return started;
}

/** Whether an ended page job drew its page; a page job that failed fails the book with its error. */
function pageDrawn(page: JobView): boolean {
  if (page.status === 'succeeded') return (page.result as PageJobResult).drawn;
  if (page.status === 'failed' && page.errorKind) throw domainErrorOf(page.errorKind, page.error ?? '', page);
  throw new Error(`page job ${page.id} ended ${page.status}: ${page.error ?? ''}`);
}

/** The book's page jobs still queued or running, canceled (its book job was canceled or failed for good). */
async function cancelPageJobs(deps: AppDeps, input: BookJobInput): Promise<void> {
  for (const row of await readBookPages(deps.db, input.comicId, input.userId)) {
    const page = await deps.jobs.findActive(BOOK_PAGE_JOB, pageSubject(input.comicId, row.number));
    if (page) await deps.jobs.cancel(page.id);
  }
}

/** Reads what every page needs, writing the story first if the comic has none. */
async function readBook(
  deps: AppDeps,
  input: BookJobInput,
  job: JobStop,
  writing: (done: number, total: number) => void,
): Promise<BookContext> {
  const script =
    (await readScript(deps.db, input.comicId, input.userId))?.script ??
    (await writeComicScript(deps, { ...input, pages: DEFAULT_STORY_PAGES }, job, writing)).script;
  return readBookContext(deps, input, script);
}
