// Follows a background job: live over jobs.watch (server-sent events), and by asking jobs.get every few
// seconds as well. The stream can go quiet without an error — a server restarted under it, a proxy that
// dropped it — and a page that only listened would show "Drawing pages… 12 of 24" for good; asking too
// means the page learns within seconds that the job moved on or ended. The end is reported once.
import { useEffect, useRef } from 'react';
import type { PublicJob } from '../../shared/jobs';
import { trpc } from '../lib/trpc';

/** How often an open page asks about its running job, besides listening. */
export const JOB_POLL_MS = 4000;

const isEnded = (job: PublicJob) => job.status === 'succeeded' || job.status === 'failed' || job.status === 'canceled';

export interface JobUpdateHandlers {
  onData(job: PublicJob): void;
  onError(error: unknown): void;
}

export function useJobUpdates(jobId: string | null, handlers: JobUpdateHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const endedId = useRef<string | null>(null);

  const deliver = (job: PublicJob) => {
    if (job.id !== jobId || endedId.current === job.id) return;
    if (isEnded(job)) endedId.current = job.id;
    latest.current.onData(job);
  };

  trpc.jobs.watch.useSubscription(jobId ? { id: jobId } : (undefined as unknown as { id: string }), {
    enabled: Boolean(jobId),
    onData: (job) => deliver(job as PublicJob),
    onError: (error) => {
      if (jobId && endedId.current !== jobId) {
        endedId.current = jobId;
        latest.current.onError(error);
      }
    },
  });

  const polled = trpc.jobs.get.useQuery(
    { id: jobId ?? '' },
    { enabled: Boolean(jobId), refetchInterval: JOB_POLL_MS, retry: false },
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer matters; `deliver` reads the current id
  useEffect(() => {
    if (polled.data) deliver(polled.data as PublicJob);
  }, [polled.dataUpdatedAt]);
}
