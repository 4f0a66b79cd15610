// The e-mails a customer gets about an order (paid, shipped, a problem, refunded), in plain words, each
// with the link to the order's page. Sent by a durable job, so a mail server that is down delays an e-mail
// rather than losing it.
import type { AppDeps } from '../appDeps';
import type { Mail } from '../../providers/mail/mailer';
import type { JobContext } from '../../queue/jobQueue';
import {
  SHIPPING_SPEED_INFO,
  type OrderTracking,
  type ShippingAddress,
  type ShippingSpeed,
} from '../../../shared/orders';
import { appendEvent, findOrder, readEvents, type OrderRow } from './orderRows';
import type { OrderEmailKind } from './orderJobStarts';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function orderPageUrl(deps: Pick<AppDeps, 'config'>, orderId: string): string {
  return `${deps.config.publicOrigin}/orders/${orderId}`;
}

/** The e-mail for an order at this moment, or null when there is nobody to write to (the address was erased). */
export async function orderEmail(
  deps: Pick<AppDeps, 'config' | 'db'>,
  order: OrderRow,
  kind: OrderEmailKind,
): Promise<Mail | null> {
  const address = JSON.parse(order.address) as ShippingAddress;
  if (order.personalDataErasedAt || !address.email) return null;
  const page = orderPageUrl(deps, order.id);
  const title = `“${order.comicTitle}”`;
  const hello = `Hello ${address.fullName},`;
  const copies = order.quantity === 1 ? 'one copy' : `${order.quantity} copies`;
  const lines: string[] = [hello, ''];
  let subject: string;
  switch (kind) {
    case 'paid':
      subject = `Thank you! Your order of ${title} is paid`;
      lines.push(
        `We received your payment of ` +
          `${money(order.amountPaid ?? order.total, order.currency)} for ${copies} of ${title}.`,
        `We are sending it to the printer now. With ` +
          `${SHIPPING_SPEED_INFO[order.shipping as ShippingSpeed].name.toLowerCase()} shipping it should ` +
          `arrive in ${SHIPPING_SPEED_INFO[order.shipping as ShippingSpeed].estimate}.`,
      );
      break;
    case 'shipped': {
      const tracking = order.tracking ? (JSON.parse(order.tracking) as OrderTracking[]) : [];
      subject = `Your comic ${title} is on its way`;
      lines.push(`Your order of ${title} has shipped.`);
      for (const t of tracking) if (t.url) lines.push(`Follow it here${t.carrier ? ` (${t.carrier})` : ''}: ${t.url}`);
      break;
    }
    case 'failed': {
      const why = (await readEvents(deps.db, order.id)).findLast((e) => e.toStatus === 'failed')?.note;
      subject = `A problem with your order of ${title}`;
      lines.push(
        `Something went wrong with printing your order.${why ? ` ${why}` : ''}`,
        'We have been told and will either print it again or refund you in full within two business days. ' +
          'We will e-mail you either way.',
      );
      break;
    }
    case 'refunded':
      subject = `Your order of ${title} was refunded`;
      lines.push(
        `We refunded ${money(order.amountRefunded || order.amountPaid || order.total, order.currency)} to ` +
          `your card. Banks take 5–10 business days to show it.`,
      );
      break;
  }
  lines.push('', `Your order: ${page}`, '', `Questions? Write to ${deps.config.supportEmail}.`);
  const text = lines.join('\n');
  const html = lines
    .map((line) => (line ? `<p>${escapeHtml(line).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>` : ''))
    .join('\n');
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
