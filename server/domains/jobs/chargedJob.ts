// Starting a job that costs something (a paid service's calls, or the render queue's room): join the job
// already running for the same subject (free), else check it may start, charge the quota and start it; a
// start that turns out to have joined a job after all (two requests at once) gives its charge back. The
// job's handler refunds the charge when the job fails for good (refundOnGiveUp).
import type { JobView } from '../../queue/jobQueue';
import { QuotaExceeded } from '../../lib/errors';
import type { UsageKind } from '../../lib/usageLimiter';
import type { ImageOwner } from '../../storage/ownedImages';
import type { AppDeps } from '../appDeps';

export interface ChargedJobRequest<Input> {
  kind: string;
  subject: string;
  owner: ImageOwner;
  /** The quota to charge and under which keys (none: the job is free), and the refusal's message. */
  charge: { usage: UsageKind; keys: string[]; refusal: string };
  /** The job's input, given the keys actually charged (kept for the refund). */
  input: (chargedKeys: string[]) => Input;
  /**
   * Throws when a new job may not start now (the server is too busy); called before anything is charged,
   * and again once charged (the charge is given back when it throws then).
   */
  admit?: () => void;
}

export async function startChargedJob<Input>(
  deps: Pick<AppDeps, 'jobs' | 'limiter'>,
  request: ChargedJobRequest<Input>,
): Promise<JobView> {
  const running = deps.jobs.findActive(request.kind, request.subject);
  if (running) return running;
  request.admit?.();
  const { usage, keys, refusal } = request.charge;
  if (keys.length && !(await deps.limiter.tryTake(usage, keys))) throw new QuotaExceeded(refusal);
  try {
    // Again once charged: other starts may have filled the queue while the charge was counted. From here to
    // the start nothing waits, so no other start slips in between.
    if (keys.length) request.admit?.();
  } catch (error) {
    await deps.limiter.refund(usage, keys);
    throw error;
  }
  // The same job may have started meanwhile too (a double click): the start then joins it.
  const started = deps.jobs.start(request.kind, {
    subject: request.subject,
    input: request.input(keys),
    owner: request.owner,
  });
  if (!started.created && keys.length) await deps.limiter.refund(usage, keys);
  return started.job;
}

/** A charged job's onGiveUp: the quota it was charged, back when it fails for good. */
export function refundOnGiveUp(
  deps: Pick<AppDeps, 'limiter' | 'log'>,
  usage: UsageKind,
): (input: { chargedKeys: string[] }) => void {
  return ({ chargedKeys }) => {
    if (!chargedKeys.length) return;
    deps.limiter
      .refund(usage, chargedKeys)
      .catch((error) => deps.log.warn({ err: error, usage }, 'could not give back the quota of a failed job'));
  };
}
