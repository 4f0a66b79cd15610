// The whole story of a saved comic: its script (scripts.get), and writing it as a job that the page
// follows live (scripts.start, then jobs.watch). A reload while it writes picks the running job up again.
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import { errorMessage, storedError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { m } from '../../lib/i18n';
import { useJobUpdates } from '../../hooks/useJobUpdates';
import { writerReasonOf } from '../../../shared/scriptAuthorship';
import { authorshipWords } from './story/authorshipWords';

export interface StoryProgress {
  done: number;
  total: number;
}

export function useComicScript(comicId: string | null) {
  const utils = trpc.useUtils();
  const query = trpc.scripts.get.useQuery({ comicId: comicId ?? '' }, { enabled: Boolean(comicId) });
  const [jobId, setJobId] = useState<string | null>(null);
  const [progress, setProgress] = useState<StoryProgress | null>(null);
  const start = trpc.scripts.start.useMutation();

  // A job already writing (another tab, or before a reload) is followed like our own.
  const runningId = query.data?.job?.id ?? null;
  useEffect(() => {
    if (runningId) setJobId(runningId);
  }, [runningId]);

  const ended = useCallback(
    async (status: string, error: string | null) => {
      setJobId(null);
      setProgress(null);
      if (status === 'succeeded') toast.success(m.library_story_written());
      else toast.error(m.library_story_failed({ error: error || m.library_please_try_again() }));
      // A new story drops the drawn book on the server: the pages, the reader and the files follow.
      await Promise.all([
        utils.scripts.get.invalidate(),
        utils.scripts.usage.invalidate(),
        utils.comics.byId.invalidate(),
        utils.book.get.invalidate(),
        utils.files.get.invalidate(),
      ]);
    },
    [utils],
  );

  useJobUpdates(jobId, {
    onData: (job) => {
      if (job.progress) setProgress({ done: job.progress.done, total: job.progress.total });
      if (job.status === 'succeeded' || job.status === 'failed' || job.status === 'canceled')
        void ended(job.status, storedError(job));
    },
    onError: (error) => void ended('failed', errorMessage(error) ?? null),
  });

  const write = useCallback(async () => {
    if (!comicId || jobId || query.isPending) return;
    try {
      const job = await start.mutateAsync({ comicId });
      setProgress(job.progress ? { done: job.progress.done, total: job.progress.total } : null);
      setJobId(job.id);
    } catch (error) {
      toast.error(m.library_story_failed({ error: errorMessage(error) ?? m.library_please_try_again() }));
    }
  }, [comicId, jobId, start, query.isPending]);

  const stored = query.data?.script ?? null;
  return {
    /**
     * Whether the comic's story is still being asked for: until it is known, writing one is not offered (a
     * click then would write over a story the page has not shown yet, without asking first).
     */
    loading: Boolean(comicId) && query.isPending,
    script: stored?.script ?? null,
    writer: stored?.writer ?? null,
    /** Who wrote it, in the page's words (null before there is a story). */
    authorship: stored ? authorshipWords(stored.writer, writerReasonOf(stored.writerReason)) : null,
    writing: Boolean(jobId) || start.isPending,
    progress,
    write,
  };
}
