// When a gift link's e-mail goes: a durable job queued to run the moment the link opens (at once for a link
// open from the start), so a restart or a second instance neither loses nor doubles it. Another day for the
// link moves the job (a waiting job is replaced; one brought forward keeps its row); a revoke cancels it.
import type { JobQueue } from '../../queue/jobQueue';
import type { AppDatabase } from '../../db/client';
import { GIFT_EMAIL_JOB, giftSubject } from '../jobs/jobKinds';
import type { GiftLinkRow } from './giftRows';

type Jobs = { jobs: Pick<JobQueue, 'start' | 'findActive' | 'cancel'>; db: AppDatabase };

const NOBODY = { userId: null, visitorId: null };

/**
 * Queues the new link's e-mail for its opening moment; nothing for a link with no address. Given the
 * transaction that makes the link (`db`), the job commits with it.
 */
export async function startGiftEmail(deps: Jobs, link: GiftLinkRow): Promise<void> {
  if (!link.sendTo || link.mailResult) return;
  const runAfter = link.opensAt ? new Date(link.opensAt) : undefined;
  await deps.jobs.start(
    GIFT_EMAIL_JOB,
    { subject: giftSubject(link.id), input: { giftId: link.id }, owner: NOBODY, runAfter },
    deps.db,
  );
}

/** Another day for the link: the waiting e-mail would go at the old moment, so it gives way to one at the new. */
export async function moveGiftEmail(deps: Jobs, link: GiftLinkRow): Promise<void> {
  await cancelGiftEmail(deps, link.id);
  await startGiftEmail(deps, link);
}

/** The link was revoked: its e-mail, if still waiting, is not sent. */
export async function cancelGiftEmail(deps: Jobs, giftId: string): Promise<void> {
  const waiting = await deps.jobs.findActive(GIFT_EMAIL_JOB, giftSubject(giftId));
  if (waiting?.status === 'queued') await deps.jobs.cancel(waiting.id);
}
