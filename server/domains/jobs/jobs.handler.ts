// jobs.get, jobs.watch, jobs.cancel: a job as its owner sees it (the user or browser that started it);
// anyone else's job is "not found", checked here for all three. The watch yields the job now and at every
// change until it ends.
import type { AppDeps } from '../appDeps';
import type { JobView } from '../../queue/jobQueue';
import type { PublicJob } from '../../../shared/jobs';
import type { Actor } from '../actor';
import { NotFound } from '../../lib/errors';
import { said } from '../../lib/said';

const JOB_NOT_FOUND = said('error_job_not_found');

export function toPublicJob({ owner: _owner, ...job }: JobView): PublicJob {
  return job;
}

function isOwner(job: JobView, actor: Actor): boolean {
  return Boolean(
    (job.owner.userId && job.owner.userId === actor.user?.id) ||
      (job.owner.visitorId && job.owner.visitorId === actor.visitorId),
  );
}

async function ownJob(deps: AppDeps, actor: Actor, id: string): Promise<JobView> {
  const job = await deps.jobs.get(id);
  if (!job || !isOwner(job, actor)) throw new NotFound(JOB_NOT_FOUND);
  return job;
}

export async function getJob(deps: AppDeps, actor: Actor, { id }: { id: string }): Promise<PublicJob> {
  return toPublicJob(await ownJob(deps, actor, id));
}

export async function cancelJob(deps: AppDeps, actor: Actor, { id }: { id: string }): Promise<PublicJob> {
  await ownJob(deps, actor, id);
  return toPublicJob((await deps.jobs.cancel(id))!);
}

/** Checked before streaming (not inside the stream), so someone else's job is a plain NotFound, not a broken stream. */
export async function watchJob(
  deps: AppDeps,
  actor: Actor,
  { id }: { id: string },
  signal?: AbortSignal,
): Promise<AsyncGenerator<PublicJob>> {
  await ownJob(deps, actor, id);
  return publicJobs(deps.jobs.watch(id, signal));
}

async function* publicJobs(jobs: AsyncIterable<JobView>): AsyncGenerator<PublicJob> {
  for await (const job of jobs) yield toPublicJob(job);
}
