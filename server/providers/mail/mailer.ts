// E-mail to customers and to the people gifts are for: over SMTP when SMTP_URL is set (nodemailer). Without
// it, the log says that an e-mail would have gone out, never what it says or to whom: a log is kept longer and
// read by more people than a customer's address should be (SECURITY.md, "Personal data").
import type { Transporter } from 'nodemailer';
import type { Logger } from '../../lib/logger';
import { Upstream } from '../../lib/errors';

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

/** The mail server refused the e-mail for good (a 5xx reply: the address does not exist, the mailbox is full). */
export class MailRefused extends Error {
  constructor(
    readonly code: number,
    cause: unknown,
  ) {
    super(`The mail server refused the e-mail (${code}).`, { cause });
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
        // 5xx: refused for good (no such mailbox, say): trying again would be refused again.
        const code = (error as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500 && code < 600) throw new MailRefused(code, error);
        throw new Upstream('The mail server did not take the e-mail.', { cause: error });
      }
    },
  };
}
