// The e-mail that takes a gift link to the person it is for, sent by its job (giftEmailSchedule.ts) when the
// link opens. The link it carries is a token of its own, made right before sending (the same for every try)
// and kept only as its hash beside the giver's (revoking the link ends both), so no token waits in a row. Written
// in the book's language when the site speaks it. A mail server that refuses the address for good (550, 551
// or 553 at RCPT TO: no such mailbox) is recorded, and the giver's list of links says so; one that is down is
// tried again, and one away through every try is recorded too.
import { createHmac } from 'node:crypto';
import { installationKey } from '../../db/installationKeys';
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
  const openLine = m.gift_email_open({ url }, say);
  const lines = [
    m.email_hello({ name: gift.heroName }, say),
    '',
    gift.from
      ? m.gift_email_made_from({ from: gift.from, title: gift.title }, say)
      : m.gift_email_made({ title: gift.title }, say),
    ...(gift.message ? ['', `“${gift.message}”${gift.from ? ` — ${gift.from}` : ''}`] : []),
    '',
    openLine,
    '',
    m.gift_email_yours({}, say),
  ];
  // Only our line with the gift's address is a link: the giver's message is shown as typed, never linked.
  const html = htmlOfLines(lines, (line) => line === openLine);
  const subject = gift.from ? m.gift_email_subject_from({ from: gift.from }, say) : m.gift_email_subject({}, say);
  return { to: link.sendTo!, subject, text: lines.join('\n'), html };
}

/**
 * The e-mailed link's token: the same for every try of the link's one e-mail (a try whose answer was lost
 * leaves a delivered e-mail whose link must still open), made from the installation's key and the link's id,
 * 32 URL-safe characters like the giver's; kept only as its hash.
 */
async function mailToken(deps: Pick<AppDeps, 'db'>, giftId: string): Promise<string> {
  const key = await installationKey(deps.db, 'gift-mail-links');
  return createHmac('sha256', key).update(`gift-mail:${giftId}`).digest('base64url').slice(0, 32);
}

export async function sendGiftEmail(
  deps: AppDeps,
  giftId: string,
  context: Pick<JobContext, 'signal' | 'confirmClaim'>,
): Promise<GiftEmailOutcome> {
  const link = await liveLinkById(deps.db, giftId);
  if (!link?.sendTo || link.mailResult) return 'gone';
  if (notYetOpen(link, deps.now())) return 'not-due';
  const token = await mailToken(deps, link.id);
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

const GIFT_EMAIL_TRIES = 10;

export function giftEmailJobHandler(deps: AppDeps): JobHandler<{ giftId: string }, GiftEmailOutcome> {
  return {
    kind: GIFT_EMAIL_JOB,
    // A mail server that is down is tried again for about eight minutes (0.5 s doubling).
    maxAttempts: GIFT_EMAIL_TRIES,
    retryUpstream: true,
    concurrency: 2,
    run: async (input, context) => {
      try {
        return await sendGiftEmail(deps, input.giftId, context);
      } catch (error) {
        // The last try failed too (the mail server away all along): the giver's list says it could not be sent.
        if (context.attempt >= GIFT_EMAIL_TRIES && !context.signal.aborted)
          await setMailResult(deps.db, input.giftId, { failedAt: deps.now().toISOString() });
        throw error;
      }
    },
  };
}
