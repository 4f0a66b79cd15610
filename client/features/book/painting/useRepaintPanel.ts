// Painting one panel of a painted book again (book.repaintPanel, a job the page follows like the book's):
// the owner has agreed to the cost first. A reload picks up a repaint still under way (book.get's `repaint`).
import { useCallback, useEffect, useState } from 'react';
import { errorMessage, storedError } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { m } from '../../../lib/i18n';
import { useJobUpdates } from '../../../hooks/useJobUpdates';

export interface RepaintTarget {
  page: number;
  panel: number;
}

interface RepaintResult {
  likeness?: Record<string, number | null>;
  marked?: boolean;
}

export function useRepaintPanel(
  comicId: string,
  running: (RepaintTarget & { job: { id: string; status: string } }) | null,
) {
  const utils = trpc.useUtils();
  const start = trpc.book.repaintPanel.useMutation();
  const [jobId, setJobId] = useState<string | null>(null);
  const [target, setTarget] = useState<RepaintTarget | null>(null);

  useEffect(() => {
    if (running && (running.job.status === 'queued' || running.job.status === 'running')) {
      setJobId(running.job.id);
      setTarget({ page: running.page, panel: running.panel });
    }
  }, [running]);

  const ended = useCallback(
    async (status: string, error: string | null, result: RepaintResult | null) => {
      setJobId(null);
      setTarget(null);
      if (status === 'succeeded') {
        if (result?.marked) toast.error(m.library_repaint_still_marked());
        else toast.success(m.library_repaint_done());
      } else if (status === 'failed')
        toast.error(m.library_repaint_failed({ error: error || m.library_please_try_again() }));
      await utils.book.get.invalidate();
    },
    [utils],
  );

  useJobUpdates(jobId, {
    onData: (job) => {
      if (job.status === 'succeeded' || job.status === 'failed' || job.status === 'canceled')
        void ended(job.status, storedError(job), job.result as RepaintResult | null);
    },
    onError: (error) => void ended('failed', errorMessage(error) ?? null, null),
  });

  const repaint = useCallback(
    async (panel: RepaintTarget) => {
      if (jobId || start.isPending) return;
      try {
        setTarget(panel);
        const job = await start.mutateAsync({ comicId, ...panel });
        setJobId(job.id);
      } catch (error) {
        setTarget(null);
        toast.error(m.library_repaint_failed({ error: errorMessage(error) ?? m.library_please_try_again() }));
      }
    },
    [comicId, jobId, start],
  );

  return { repaint, repainting: target, busy: Boolean(jobId) || start.isPending };
}
