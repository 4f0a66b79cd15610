// When a gift link's e-mail goes: a durable job queued to run the moment the link opens (at once for a link
// open from the start), so a restart or a second instance neither loses nor doubles it. Another day for the
// link queues another job for the new moment; a revoke cancels the waiting one.
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
    { subject: emailSubject(link), input: { giftId: link.id }, owner: NOBODY, runAfter },
    deps.db,
  );
}

/**
 * One job per link and opening moment: a job for another day never joins the old one (which may be running),
 * and the old one, run at its moment, finds the link not yet open and sends nothing.
 */
const emailSubject = (link: Pick<GiftLinkRow, 'id' | 'opensAt'>) => `${giftSubject(link.id)}:${link.opensAt ?? 'now'}`;

/**
 * Another day for the link: the e-mail for the new moment is queued first (a crash in between leaves the old
 * one, which sends nothing before the day), then the one for the old moment is canceled.
 */
export async function moveGiftEmail(deps: Jobs, before: GiftLinkRow, link: GiftLinkRow): Promise<void> {
  await startGiftEmail(deps, link);
  if (emailSubject(before) !== emailSubject(link)) await cancelWaiting(deps, emailSubject(before));
}

/** The link was revoked: its e-mail, if still waiting, is not sent (a running one finds the link gone). */
export async function cancelGiftEmail(deps: Jobs, link: GiftLinkRow): Promise<void> {
  await cancelWaiting(deps, emailSubject(link));
}

async function cancelWaiting(deps: Jobs, subject: string): Promise<void> {
  const waiting = await deps.jobs.findActive(GIFT_EMAIL_JOB, subject);
  if (waiting?.status === 'queued') await deps.jobs.cancel(waiting.id);
}
