// A saved comic's drawn book (docs/book.md "Reader"): its pages (book.get) and making them as a job that the
// page follows live (book.start, then jobs.watch). Every progress step refetches the pages, so finished
// pages appear while the rest are still drawn; a reload or a second tab picks the running job up again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookPageView } from '../../../shared/book';
import { toast } from '../../lib/toast';
import { errorMessage, storedError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { m } from '../../lib/i18n';
import { useJobUpdates } from '../../hooks/useJobUpdates';

export interface BookProgress {
  done: number;
  total: number;
  /** The job writes the story first when the comic has none, then draws the pages. */
  step: 'writing' | 'drawing';
}

type JobProgressLike = { done: number; total: number; step?: string } | null;

function toProgress(progress: JobProgressLike): BookProgress | null {
  if (!progress) return null;
  return { done: progress.done, total: progress.total, step: progress.step === 'writing' ? 'writing' : 'drawing' };
}

const EMPTY: BookPageView[] = [];

export function useBook(comicId: string | null) {
  const utils = trpc.useUtils();
  const query = trpc.book.get.useQuery({ comicId: comicId ?? '' }, { enabled: Boolean(comicId) });
  const start = trpc.book.start.useMutation();
  const [jobId, setJobId] = useState<string | null>(null);
  const [progress, setProgress] = useState<BookProgress | null>(null);
  // What the last refetch was for: one refetch per finished page or step, not one per duplicate event.
  const seen = useRef('');

  // A job already running (another tab, or before a reload) is followed like our own.
  const running = query.data?.job ?? null;
  useEffect(() => {
    if (running && (running.status === 'queued' || running.status === 'running')) {
      setJobId(running.id);
      setProgress((current) => current ?? toProgress(running.progress));
    }
  }, [running]);

  const refresh = useCallback(
    // The book job may write the story first: the script and the comic's page list change with it.
    () => Promise.all([utils.book.get.invalidate(), utils.scripts.get.invalidate(), utils.comics.byId.invalidate()]),
    [utils],
  );

  const ended = useCallback(
    async (status: string, error: string | null, result: unknown = null) => {
      setJobId(null);
      setProgress(null);
      seen.current = '';
      if (status === 'failed')
        toast.error(m.library_book_make_failed({ error: error || m.library_please_try_again() }));
      else if (status === 'succeeded') {
        // The job goes on past a page that fails (docs/book.md "Rendering and jobs"): say how
        // many are missing, or that all are there.
        const failed = (result as { failed?: number } | null)?.failed ?? 0;
        if (failed > 0) toast.error(m.library_book_pages_failed({ count: failed }));
        else toast.success(m.library_book_drawn());
      }
      await refresh();
    },
    [refresh],
  );

  useJobUpdates(jobId, {
    onData: (job) => {
      const next = toProgress(job.progress);
      if (next) {
        setProgress(next);
        const key = `${next.step}:${next.done}`;
        if (key !== seen.current) {
          const wasWriting = seen.current === '' || seen.current.startsWith('writing');
          seen.current = key;
          // Drawing: a page finished (or the plan of pages was just laid out, after the story was written).
          if (next.step === 'drawing') void (wasWriting ? refresh() : utils.book.get.invalidate());
        }
      }
      if (job.status === 'succeeded' || job.status === 'failed' || job.status === 'canceled')
        void ended(job.status, storedError(job), job.result);
    },
    onError: (error) => void ended('failed', errorMessage(error) ?? null),
  });

  /** Makes the book, or (after it ended) draws again only the pages that failed or are missing. */
  const make = useCallback(async () => {
    if (!comicId || jobId || start.isPending) return;
    try {
      const job = await start.mutateAsync({ comicId });
      setProgress(toProgress(job.progress));
      setJobId(job.id);
      // Failed pages go back to waiting on the server: show them as drawing again.
      void utils.book.get.invalidate();
    } catch (error) {
      toast.error(m.library_book_make_failed({ error: errorMessage(error) ?? m.library_please_try_again() }));
    }
  }, [comicId, jobId, start, utils]);

  const pages = query.data?.pages ?? EMPTY;
  return {
    pages,
    hasScript: query.data?.hasScript ?? false,
    /** The dedication page's words and what else it could say (null before the story is written). */
    dedication: query.data?.dedication ?? null,
    /** A painted book's likeness scores, marked panels and cost (null without the image service). */
    painting: query.data?.painting ?? null,
    /** A panel being painted again. */
    repaint: query.data?.repaint ?? null,
    isLoading: query.isLoading,
    error: query.error,
    /** The job is running (or being started). */
    making: Boolean(jobId) || start.isPending,
    progress,
    make,
  };
}

export type BookState = ReturnType<typeof useBook>;
