// E-mail to customers and to the people gifts are for: over SMTP when SMTP_URL is set (nodemailer). Without
// it, the log says that an e-mail would have gone out, never what it says or to whom: a log is kept longer and
// read by more people than a customer's address should be (SECURITY.md, "Personal data").
import type { Transporter } from 'nodemailer';
import type { Logger } from '../../lib/logger';
import { Invalid, Upstream } from '../../lib/errors';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The same for every try of one e-mail (`<id@host>`), so a resend is recognised as the same message. */
  messageId?: string;
}

export interface Mailer {
  name: 'smtp' | 'log';
  /** `stop` ends the SMTP dialogue (before the server has the message, if in time) and throws its reason. */
  send(mail: Mail, stop?: AbortSignal): Promise<void>;
}

/**
 * The recipient's mail server refused the address for good (a 5xx reply at RCPT TO: no such mailbox). A domain
 * failure ('invalid'), so the queue does not try again; an order e-mail to such an address simply fails.
 */
export class MailRefused extends Invalid {
  constructor(readonly code: number) {
    // Not the server's reply: it usually quotes the address, which the log must not keep (SECURITY.md).
    super(`The recipient's mail server refused the address (${code}).`);
    this.name = 'MailRefused';
  }
}

export function createMailer(settings: { smtpUrl?: string; from: string }, log: Logger): Mailer {
  if (!settings.smtpUrl) {
    return {
      name: 'log',
      async send() {
        log.info({ mailer: 'log' }, 'an e-mail to a customer was not sent: SMTP_URL is not set');
      },
    };
  }
  const smtpUrl = settings.smtpUrl;
  // nodemailer loads with the first e-mail, not with the web process.
  let transport: Promise<Transporter> | undefined;
  const transportOnce = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      // Bounded waits: a mail server that hangs must not hold an order's e-mail job forever.
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  return {
    name: 'smtp',
    async send(mail, stop) {
      try {
        await (await transportOnce()).sendMail({ from: settings.from, ...mail, ...(stop ? { signal: stop } : {}) });
      } catch (error) {
        if (stop?.aborted) throw stop.reason;
        // The recipient refused for good at RCPT TO (550 no such mailbox, 551, 553 a bad address): trying again
        // would be refused again. Anything else (our own server refusing us, a 4xx, no answer) is tried again.
        const { responseCode: code, command } = error as { responseCode?: number; command?: string };
        if (command === 'RCPT TO' && (code === 550 || code === 551 || code === 553)) throw new MailRefused(code);
        throw new Upstream('The mail server did not take the e-mail.', { cause: error });
      }
    },
  };
}
