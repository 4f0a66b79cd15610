// The e-mails a customer gets about an order (paid, shipped, a problem, refunded), in plain words and in the
// site's language they ordered in (messages/emails), each with the link to the order's page. Sent by a durable
// job, so a mail server that is down delays an e-mail rather than losing it.
import type { AppDeps } from '../appDeps';
import type { Mail } from '../../providers/mail/mailer';
import { htmlOfLines } from '../../providers/mail/mailHtml';
import type { JobContext } from '../../queue/jobQueue';
import {
  SHIPPING_SPEED_INFO,
  type OrderTracking,
  type ShippingAddress,
  type ShippingSpeed,
} from '../../../shared/orders';
import { baseLocale, isLocale, type Locale, m } from '../../../shared/i18n/siteLocales';
import { LONG_MOMENT } from '../../../shared/i18n/longMoment';
import { appendEvent, findOrder, readEvents, type OrderRow } from './orderRows';
import type { OrderEmailKind } from './orderJobStarts';
import { isWaitingForChanges } from './orderWindow';
import { noteIn } from './historyNotes';

const money = (cents: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale === baseLocale ? 'en-US' : locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);

/** When the order goes to the printer, in the e-mail's language; in UTC, said so (the buyer's zone is not known). */
const printDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { ...LONG_MOMENT, timeZone: 'UTC' }).format(new Date(iso));

export function orderPageUrl(deps: Pick<AppDeps, 'config'>, orderId: string): string {
  return `${deps.config.publicOrigin}/orders/${orderId}`;
}

/** The e-mail for an order at this moment, or null when there is nobody to write to (the address was erased). */
export async function orderEmail(
  deps: Pick<AppDeps, 'config' | 'db' | 'now'>,
  order: OrderRow,
  kind: OrderEmailKind,
): Promise<Mail | null> {
  const address = JSON.parse(order.address) as ShippingAddress;
  if (order.personalDataErasedAt || !address.email) return null;
  const page = orderPageUrl(deps, order.id);
  // Written in the site's language the customer ordered in (an order from before languages: English).
  const locale = isLocale(order.locale) ? order.locale : baseLocale;
  const say = { locale };
  const title = order.comicTitle;
  const lines: string[] = [m.email_hello({ name: address.fullName }, say), ''];
  let subject: string;
  switch (kind) {
    case 'paid': {
      const speed = SHIPPING_SPEED_INFO[order.shipping as ShippingSpeed];
      const amount = money(order.amountPaid ?? order.total, order.currency, locale);
      subject = m.email_paid_subject({ title }, say);
      lines.push(m.email_paid_received({ amount, count: order.quantity, title }, say));
      // Within its change window the order prints later: the e-mail says when, and what can be done until then.
      if (isWaitingForChanges(order, deps.now()) && order.printsAt) {
        lines.push(
          m.email_paid_waits({ when: printDate(order.printsAt, locale) }, say),
          m.email_paid_arrival({ speed: order.shipping, ...speed.businessDays }, say),
        );
      } else lines.push(m.email_paid_printing({ speed: order.shipping, ...speed.businessDays }, say));
      break;
    }
    case 'shipped': {
      const tracking = order.tracking ? (JSON.parse(order.tracking) as OrderTracking[]) : [];
      subject = m.email_shipped_subject({ title }, say);
      lines.push(m.email_shipped_body({ title }, say));
      for (const t of tracking) {
        if (!t.url) continue;
        lines.push(
          t.carrier
            ? m.email_follow_carrier({ carrier: t.carrier, url: t.url }, say)
            : m.email_follow({ url: t.url }, say),
        );
      }
      break;
    }
    case 'failed': {
      // Why, when the log says: our note in the customer's language, or the printer's own words as it gave them.
      const failure = (await readEvents(deps.db, order.id)).findLast((e) => e.toStatus === 'failed');
      const why = noteIn(failure?.note ?? null, locale);
      subject = m.email_failed_subject({ title }, say);
      lines.push(`${m.email_failed_body({}, say)}${why ? ` ${why}` : ''}`, m.email_failed_next({}, say));
      break;
    }
    case 'refunded':
      subject = m.email_refunded_subject({ title }, say);
      lines.push(
        m.email_refunded_body(
          { amount: money(order.amountRefunded || order.amountPaid || order.total, order.currency, locale) },
          say,
        ),
      );
      break;
  }
  lines.push(
    '',
    m.email_your_order({ url: page }, say),
    '',
    m.email_questions({ email: deps.config.supportEmail }, say),
  );
  const text = lines.join('\n');
  const html = htmlOfLines(lines);
  return { to: address.email, subject, text, html };
}

/**
 * The e-mail job: sent once per move it announces. An e-mail already noted for that move is not sent again
 * (an earlier try sent it); the claim is confirmed right before sending, and the job's signal ends the SMTP
 * dialogue if the claim is lost on the way (a runner whose lease lapsed must not send beside its successor).
 * The Message-ID is the same for every try of one e-mail, so a resend after a try cut short at the very end
 * is the same message to the recipient's mail program.
 */
export async function sendOrderEmail(
  deps: AppDeps,
  orderId: string,
  kind: OrderEmailKind,
  context: Pick<JobContext, 'signal' | 'confirmClaim'>,
): Promise<{ sent: boolean }> {
  const order = await findOrder(deps.db, orderId);
  const mail = order ? await orderEmail(deps, order, kind) : null;
  if (!order || !mail) return { sent: false };
  const events = await readEvents(deps.db, orderId);
  // The move this e-mail announces: the last into its status (an order may fail twice, each told once).
  const announced = events.findLast((e) => e.toStatus === kind) ?? events[0];
  const since = events.slice(events.indexOf(announced) + 1);
  if (since.some((e) => e.type === `email_${kind}`)) return { sent: false };
  const host = new URL(deps.config.publicOrigin).hostname;
  await context.confirmClaim();
  await deps.mailer.send({ ...mail, messageId: `<${orderId}.${kind}.${announced.id}@${host}>` }, context.signal);
  // The recipient is the order's own address: the log does not repeat it (the order's
  // address is erased in time, the log never).
  await appendEvent(
    deps.db,
    orderId,
    { type: `email_${kind}` as const, source: 'system', data: { via: deps.mailer.name } },
    deps.now(),
  );
  return { sent: true };
}
