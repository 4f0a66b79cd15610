// cover.generate, the contract for API users and tests: starts (or joins) the cover job, waits for it and
// returns {imageUrl}; a failed job fails the call with the job's own error. The browser uses cover.start
// and follows the job instead, so a reload or a slow painter never loses the cover.
import type { AppDeps } from '../appDeps';
import type { JobView } from '../../queue/jobQueue';
import type { Actor } from '../actor';
import { domainErrorOf, Unavailable } from '../../lib/errors';
import type { CoverJobResult } from './coverJob';
import { startCoverJob, type StartCoverInput } from './start.handler';
import { said } from '../../lib/said';

const COVER_CANCELED = said('error_cover_canceled');

export async function generateCover(deps: AppDeps, actor: Actor, input: StartCoverInput): Promise<CoverJobResult> {
  const job = await startCoverJob(deps, actor, input);
  return coverOutcome(await deps.jobs.waitFor(job.id));
}

export function coverOutcome(job: JobView): CoverJobResult {
  if (job.status === 'succeeded') return job.result as CoverJobResult;
  if (job.status === 'canceled') throw new Unavailable(COVER_CANCELED);
  throw domainErrorOf(job.errorKind, job.error ?? 'Please try again', job);
}
