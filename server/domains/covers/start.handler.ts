// cover.start: checks the draft and the caller's photo, charges the quota and starts (or joins) the cover
// job for this draft. The browser follows the job (jobs.watch); cover.generate waits for it.
import { createHash } from 'node:crypto';
import type { GenerateCoverInput } from '../../../shared/schemas';
import type { AppDeps } from '../appDeps';
import type { JobView } from '../../jobs/jobQueue';
import { BusyError } from '../../lib/workQueue';
import { imageOwnerOf, type Actor } from '../actor';
import { Invalid, QuotaExceeded } from '../../lib/errors';
import { assertOwnImage } from '../ownImages';
import { RATE_LIMIT_MESSAGE } from '../paidGeneration';
import { COVER_JOB, type CoverJobInput } from './coverJob';

/** The cover request as handlers take it (the note is optional for callers that are not the transport). */
export type StartCoverInput = Omit<GenerateCoverInput, 'userComment'> & { userComment?: string; draftId?: string };

export function startCoverJob(deps: AppDeps, actor: Actor, input: StartCoverInput): JobView {
  const { draft, userComment } = input;
  const photoUrl = draft.mainCharacterPhoto;
  if (!photoUrl) throw new Invalid('Upload a photo of the main character first.');
  if (!draft.idea) throw new Invalid('Pick a comic idea first.');
  const owner = imageOwnerOf(actor);
  assertOwnImage(deps.db, photoUrl, owner, 'photo');

  const ownerKey = owner.userId ? `user:${owner.userId}` : `visitor:${owner.visitorId ?? actor.clientIp}`;
  // One cover at a time per draft; without a draft id, identical requests (a double click) share one.
  const subject = `${ownerKey}:${input.draftId ?? hash({ photoUrl, idea: draft.idea, type: draft.type, author: draft.author, userComment })}`;
  const active = deps.jobs.findActive(COVER_JOB, subject);
  if (active) return active;

  const { concurrency, maxWaiting } = deps.cover.paid ? deps.config.work.paid : deps.config.work.render;
  if (deps.jobs.activeCount(COVER_JOB) >= concurrency + maxWaiting) throw new BusyError();
  const chargedKeys = [`ip:${actor.clientIp}`, ...(actor.user ? [`user:${actor.user.id}`] : [])];
  if (!deps.limiter.tryTake('covers', chargedKeys)) throw new QuotaExceeded(RATE_LIMIT_MESSAGE);

  const job: CoverJobInput = {
    photoUrl,
    title: draft.idea.title,
    description: draft.idea.description,
    author: draft.author ?? '',
    type: draft.type ?? '',
    note: userComment,
    seed: Math.floor(deps.random() * 2 ** 32),
    owner,
    chargedKeys,
  };
  const started = deps.jobs.start(COVER_JOB, { subject, input: job, owner });
  // Another request started the same cover a moment earlier: this one joins it and is not charged.
  if (!started.created) deps.limiter.refund('covers', chargedKeys);
  return started.job;
}

function hash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
}
