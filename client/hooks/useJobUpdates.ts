// Follows a background job: live over jobs.watch (server-sent events), and by asking jobs.get every few
// seconds as well. The stream can go quiet without an error — a server restarted under it, a proxy that
// dropped it — and a page that only listened would show "Drawing pages… 12 of 24" for good; asking too
// means the page learns within seconds that the job moved on or ended. The end is reported once.
//
// A broken stream is not the job's end: a server that is stopping answers a reconnecting stream with 503,
// which ends it for good in the browser (an EventSource fails for any status but 200), while the job goes on
// in the next server. So only the server's own word ends the following: jobs.get saying the job is not
// there for this visitor (a 4xx answer), or failing for good (500). When jobs.get next answers with the job
// still running, the stream is opened anew. While several asks in a row reach no server, a toast says so (the
// page would otherwise show its spinner as if all were well) and goes once every part of the page that said so
// has an answer again (`client/lib/outOfTouch.ts`).
import { useEffect, useRef } from 'react';
import { TRPCClientError } from '@trpc/client';
import type { PublicJob } from '../../shared/jobs';
import { m } from '../lib/i18n';
import { outOfTouchNotice } from '../lib/outOfTouch';
import { toast } from '../lib/toast';
import { trpc } from '../lib/trpc';

/** How often an open page asks about its running job, besides listening. */
export const JOB_POLL_MS = 4000;

/** Asks in a row that reached no server, or a stopping one, before the page says so: about 10 s. */
const ASKS_BEFORE_OUT_OF_TOUCH = 3;

/** The toast is keyed by its text: the one shown is the one taken away, whatever the page's language now. */
let outOfTouchShown = '';
const siteOutOfTouch = outOfTouchNotice(
  () => {
    outOfTouchShown = toast.info(m.site_out_of_touch(), { duration: Number.POSITIVE_INFINITY });
  },
  () => toast.dismiss(outOfTouchShown),
);

const isEnded = (job: PublicJob) => job.status === 'succeeded' || job.status === 'failed' || job.status === 'canceled';

/**
 * Whether an answer from jobs.get says the job is over for this page: the server answered, and refused (not
 * found, not this visitor's) or failed in a way asking again will not mend (500). Unreachable, restarting or
 * its database away (503), too many requests (429) or timed out: ask again.
 */
function isFinalAnswer(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
  if (typeof status !== 'number') return false;
  return status === 500 || (status >= 400 && status < 500 && status !== 408 && status !== 429);
}

export interface JobUpdateHandlers {
  onData(job: PublicJob): void;
  onError(error: unknown): void;
}

export function useJobUpdates(jobId: string | null, handlers: JobUpdateHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const endedId = useRef<string | null>(null);
  /** The job whose stream ended or broke while it was not over: reopened once jobs.get answers again. */
  const lostId = useRef<string | null>(null);
  const failedAsks = useRef(0);
  /** This hook's own place among the page's askers out of touch. */
  const asker = useRef({});
  const backInTouch = () => {
    failedAsks.current = 0;
    siteOutOfTouch.back(asker.current);
  };

  const deliver = (job: PublicJob) => {
    if (job.id !== jobId || endedId.current === job.id) return;
    if (isEnded(job)) endedId.current = job.id;
    latest.current.onData(job);
  };

  const polled = trpc.jobs.get.useQuery(
    { id: jobId ?? '' },
    { enabled: Boolean(jobId), refetchInterval: JOB_POLL_MS, retry: false },
  );

  // Reopened at the next ask (every JOB_POLL_MS), not at once: a stream refused again and again is then
  // asked for once per interval, never in a loop.
  const lose = () => {
    if (jobId && endedId.current !== jobId) lostId.current = jobId;
  };

  // `reset` is read here, while rendering: the hook hands back a new one only for the fields read during a
  // render, and one read later could be the first render's (made while the job id was still unknown).
  const { reset: reopenStream } = trpc.jobs.watch.useSubscription(
    jobId ? { id: jobId } : (undefined as unknown as { id: string }),
    {
      enabled: Boolean(jobId),
      onData: (job) => deliver(job as PublicJob),
      onError: lose,
      onComplete: lose,
    },
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer matters; `deliver` reads the current id
  useEffect(() => {
    const job = polled.data as PublicJob | undefined;
    if (!job) return;
    backInTouch();
    deliver(job);
    if (lostId.current === job.id && !isEnded(job)) {
      lostId.current = null;
      reopenStream();
    }
  }, [polled.dataUpdatedAt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new failure matters
  useEffect(() => {
    if (!jobId || endedId.current === jobId || !polled.error) return;
    if (isFinalAnswer(polled.error)) {
      backInTouch();
      endedId.current = jobId;
      latest.current.onError(polled.error);
      return;
    }
    failedAsks.current += 1;
    if (failedAsks.current >= ASKS_BEFORE_OUT_OF_TOUCH) siteOutOfTouch.lost(asker.current);
  }, [polled.errorUpdatedAt]);

  // A page left, or following another job, says nothing more of this one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the asker's state is in refs
  useEffect(() => backInTouch, [jobId]);
}
