// jobs.get, jobs.watch, jobs.cancel: a job as its owner sees it (the user or browser that started it);
// anyone else's job is "not found", checked here for all three. The watch yields the job now and at every
// change until it ends.
import type { AppDeps } from '../appDeps';
import type { JobView } from '../../queue/jobQueue';
import type { PublicJob } from '../../../shared/jobs';
import type { Actor } from '../actor';
import { NotFound } from '../../lib/errors';

export const JOB_NOT_FOUND_MESSAGE = 'This job was not found.';

export function toPublicJob({ owner: _owner, ...job }: JobView): PublicJob {
  return job;
}

function isOwner(job: JobView, actor: Actor): boolean {
  return Boolean(
    (job.owner.userId && job.owner.userId === actor.user?.id) ||
      (job.owner.visitorId && job.owner.visitorId === actor.visitorId),
  );
}

function ownJob(deps: AppDeps, actor: Actor, id: string): JobView {
  const job = deps.jobs.get(id);
  if (!job || !isOwner(job, actor)) throw new NotFound(JOB_NOT_FOUND_MESSAGE);
  return job;
}

export function getJob(deps: AppDeps, actor: Actor, { id }: { id: string }): PublicJob {
  return toPublicJob(ownJob(deps, actor, id));
}

export function cancelJob(deps: AppDeps, actor: Actor, { id }: { id: string }): PublicJob {
  ownJob(deps, actor, id);
  return toPublicJob(deps.jobs.cancel(id)!);
}

/** Checked before streaming (not inside the stream), so someone else's job is a plain NotFound, not a broken stream. */
export function watchJob(
  deps: AppDeps,
  actor: Actor,
  { id }: { id: string },
  signal?: AbortSignal,
): AsyncGenerator<PublicJob> {
  ownJob(deps, actor, id);
  return publicJobs(deps.jobs.watch(id, signal));
}

async function* publicJobs(jobs: AsyncIterable<JobView>): AsyncGenerator<PublicJob> {
  for await (const job of jobs) yield toPublicJob(job);
}
