// The e-mail that takes a gift link to the person it is for, sent by its job (giftEmailSchedule.ts) when the
// link opens. The link it carries is a token of its own, minted right before sending and kept only as its
// hash beside the giver's (revoking the link ends both), so no token is ever stored to be sent later. Written
// in the book's language when the site speaks it. A mail server that refuses the address for good (a 5xx:
// no such mailbox) is recorded, and the giver's list of links says so; one that is down is tried again.
import { randomBytes } from 'node:crypto';
import { baseLocale, isLocale, m } from '../../../shared/i18n/siteLocales';
import type { Mail } from '../../providers/mail/mailer';
import { htmlOfLines } from '../../providers/mail/mailHtml';
import { MailRefused } from '../../providers/mail/mailer';
import type { JobContext, JobHandler } from '../../queue/jobQueue';
import type { AppDeps } from '../appDeps';
import { GIFT_EMAIL_JOB } from '../jobs/jobKinds';
import { type GiftLinkRow, hashToken, liveLinkById, setMailResult, setMailToken } from './giftRows';
import { notYetOpen } from './giftOpening';
import { giftUrl, giftView } from './gifts.handler';

export type GiftEmailOutcome = 'sent' | 'refused' | 'not-due' | 'gone';

async function giftEmail(deps: AppDeps, link: GiftLinkRow, token: string): Promise<Mail> {
  const gift = await giftView(deps, link, token);
  const locale = isLocale(gift.language) ? gift.language : baseLocale;
  const say = { locale };
  const url = giftUrl(deps, token);
  const lines = [
    m.email_hello({ name: gift.heroName }, say),
    '',
    gift.from
      ? m.gift_email_made_from({ from: gift.from, title: gift.title }, say)
      : m.gift_email_made({ title: gift.title }, say),
    ...(gift.message ? ['', `“${gift.message}”${gift.from ? ` — ${gift.from}` : ''}`] : []),
    '',
    m.gift_email_open({ url }, say),
    '',
    m.gift_email_yours({}, say),
  ];
  const html = htmlOfLines(lines);
  const subject = gift.from ? m.gift_email_subject_from({ from: gift.from }, say) : m.gift_email_subject({}, say);
  return { to: link.sendTo!, subject, text: lines.join('\n'), html };
}

export async function sendGiftEmail(
  deps: AppDeps,
  giftId: string,
  context: Pick<JobContext, 'signal' | 'confirmClaim'>,
): Promise<GiftEmailOutcome> {
  const link = await liveLinkById(deps.db, giftId);
  if (!link?.sendTo || link.mailResult) return 'gone';
  if (notYetOpen(link, deps.now())) return 'not-due';
  const token = randomBytes(24).toString('base64url');
  if (!(await setMailToken(deps.db, link.id, hashToken(token)))) return 'gone';
  const mail = await giftEmail(deps, link, token);
  const host = new URL(deps.config.publicOrigin).hostname;
  await context.confirmClaim();
  try {
    await deps.mailer.send({ ...mail, messageId: `<${link.id}.gift@${host}>` }, context.signal);
  } catch (error) {
    if (!(error instanceof MailRefused)) throw error;
    await setMailResult(deps.db, link.id, { refusedAt: deps.now().toISOString(), code: error.code });
    return 'refused';
  }
  await setMailResult(deps.db, link.id, { sentAt: deps.now().toISOString() });
  return 'sent';
}

export function giftEmailJobHandler(deps: AppDeps): JobHandler<{ giftId: string }, GiftEmailOutcome> {
  return {
    kind: GIFT_EMAIL_JOB,
    // A mail server that is down is tried again for about eight minutes (0.5 s doubling).
    maxAttempts: 10,
    retryUpstream: true,
    concurrency: 2,
    run: (input, context) => sendGiftEmail(deps, input.giftId, context),
  };
}
