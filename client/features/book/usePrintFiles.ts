// A drawn comic's downloads and print files (files.get), and making them as a job the page follows live
// (files.build, then jobs.watch). When the book changes (new words), the files are asked for again, so
// the page says they are out of date.
import { useCallback, useEffect, useState } from 'react';
import type { JobProgress } from '../../../shared/jobs';
import { errorMessage, storedError } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { m } from '../../lib/i18n';
import { useJobUpdates } from '../../hooks/useJobUpdates';

export function usePrintFiles(comicId: string | null, bookVersion: string) {
  const utils = trpc.useUtils();
  const query = trpc.files.get.useQuery({ comicId: comicId ?? '' }, { enabled: Boolean(comicId) });
  const build = trpc.files.build.useMutation();
  const [jobId, setJobId] = useState<string | null>(null);
  const [progress, setProgress] = useState<JobProgress | null>(null);

  const running = query.data?.job ?? null;
  useEffect(() => {
    if (running && (running.status === 'queued' || running.status === 'running')) setJobId(running.id);
  }, [running]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new bookVersion makes the listed files stale
  useEffect(() => {
    if (comicId) void utils.files.get.invalidate({ comicId });
  }, [bookVersion, comicId, utils]);

  useJobUpdates(jobId, {
    onData: (job) => {
      setProgress(job.progress);
      if (job.status === 'succeeded' || job.status === 'failed' || job.status === 'canceled') {
        setJobId(null);
        setProgress(null);
        if (job.status === 'failed')
          toast.error(m.library_files_failed({ error: storedError(job) || m.library_please_try_again() }));
        else if (job.status === 'succeeded') toast.success(m.library_files_ready());
        void utils.files.get.invalidate();
      }
    },
    onError: () => setJobId(null),
  });

  const make = useCallback(async () => {
    if (!comicId || jobId || build.isPending) return;
    try {
      const job = await build.mutateAsync({ comicId });
      setProgress(job.progress);
      setJobId(job.id);
    } catch (error) {
      toast.error(m.library_files_failed({ error: errorMessage(error) ?? m.library_please_try_again() }));
    }
  }, [build, comicId, jobId]);

  return {
    view: query.data ?? null,
    making: Boolean(jobId) || build.isPending,
    progress,
    make,
  };
}

/** Changes whenever a page is drawn or re-lettered (each gets a new image), so the files are asked for again. */
export const bookVersion = (pages: { readerUrl: string | null }[]) =>
  pages.map((page) => page.readerUrl ?? '-').join('|');

export type PrintFilesState = ReturnType<typeof usePrintFiles>;
