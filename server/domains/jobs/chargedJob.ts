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
  /** Throws when a new job may not start now (the server is too busy); called before anything is charged. */
  admit?: () => void;
}

export function startChargedJob<Input>(
  deps: Pick<AppDeps, 'jobs' | 'limiter'>,
  request: ChargedJobRequest<Input>,
): JobView {
  const running = deps.jobs.findActive(request.kind, request.subject);
  if (running) return running;
  request.admit?.();
  const { usage, keys, refusal } = request.charge;
  if (keys.length && !deps.limiter.tryTake(usage, keys)) throw new QuotaExceeded(refusal);
  const started = deps.jobs.start(request.kind, {
    subject: request.subject,
    input: request.input(keys),
    owner: request.owner,
  });
  if (!started.created && keys.length) deps.limiter.refund(usage, keys);
  return started.job;
}

/** A charged job's onGiveUp: the quota it was charged, back when it fails for good. */
export function refundOnGiveUp(
  deps: Pick<AppDeps, 'limiter'>,
  usage: UsageKind,
): (input: { chargedKeys: string[] }) => void {
  return ({ chargedKeys }) => {
    if (chargedKeys.length) deps.limiter.refund(usage, chargedKeys);
  };
}
