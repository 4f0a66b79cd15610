// Starting a job that costs something (a paid service's calls, or the render queue's room): join the job
// already running for the same subject (free), else check it may start, charge the quota and start it; a
// start that turns out to have joined a job after all (two requests at once) gives its charge back. The
// job's handler refunds the charge when the job fails for good (refundOnGiveUp).
import type { JobView } from '../../queue/jobQueue';
import { QuotaExceeded } from '../../lib/errors';
import type { Said } from '../../lib/said';
import { BusyError } from '../../lib/workQueue';
import type { UsageKind } from '../../lib/usageLimiter';
import type { ImageOwner } from '../../storage/ownedImages';
import type { AppDeps } from '../appDeps';

export interface ChargedJobRequest<Input> {
  kind: string;
  subject: string;
  owner: ImageOwner;
  /**
   * The quota to charge and under which keys (none: the job is free), and the refusal's message; when an
   * address (`ip:` key) is the one over its quota, `addressRefusal` if given (the line's quota, not the account's).
   */
  charge: { usage: UsageKind; keys: string[]; refusal: Said; addressRefusal?: Said };
  /** The job's input, given the keys actually charged (kept for the refund). */
  input: (chargedKeys: string[]) => Input;
  /**
   * At most this many jobs of the kind queued or running (the render line's room): beyond it the start is
   * refused as busy (BusyError) and charges nothing. Checked before charging, and exactly by the start itself.
   */
  maxActive?: number;
}

export async function startChargedJob<Input>(
  deps: Pick<AppDeps, 'jobs' | 'limiter'>,
  request: ChargedJobRequest<Input>,
): Promise<JobView> {
  const running = await deps.jobs.findActive(request.kind, request.subject);
  if (running) return running;
  // A cheap look first, so a burst's refused starts are not charged and given back.
  if (request.maxActive !== undefined && (await deps.jobs.activeCount(request.kind)) >= request.maxActive)
    throw new BusyError();
  const { usage, keys, refusal, addressRefusal } = request.charge;
  const refused = keys.length ? await deps.limiter.take(usage, keys) : null;
  if (refused) throw new QuotaExceeded((refused.startsWith('ip:') && addressRefusal) || refusal);
  let started: Awaited<ReturnType<typeof deps.jobs.start>>;
  try {
    // The same job may have started meanwhile (a double click): the start then joins it. Other starts may
    // have filled the line while the charge was counted: the start checks the bound again, exactly.
    started = await deps.jobs.start(request.kind, {
      subject: request.subject,
      input: request.input(keys),
      owner: request.owner,
      maxActive: request.maxActive,
    });
  } catch (error) {
    if (keys.length) await deps.limiter.refund(usage, keys);
    throw error;
  }
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
