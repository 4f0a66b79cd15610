// E-mail to customers: over SMTP when SMTP_URL is set (nodemailer), otherwise written to the log so a
// self-deployer without a mail server still sees what would have been sent.
import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/logger';
import { Upstream } from '../../lib/errors';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  name: 'smtp' | 'log';
  send(mail: Mail): Promise<void>;
}

export function createMailer(settings: { smtpUrl?: string; from: string }, log: Logger): Mailer {
  if (!settings.smtpUrl) {
    return {
      name: 'log',
      async send(mail) {
        log.info({ mail: { from: settings.from, ...mail, html: undefined } }, `e-mail (not sent: SMTP_URL is not set) to ${mail.to}: ${mail.subject}`);
      },
    };
  }
  // Bounded waits: a mail server that hangs must not hold an order's e-mail job forever.
  const transport = nodemailer.createTransport({ url: settings.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    name: 'smtp',
    async send(mail) {
      try {
        await transport.sendMail({ from: settings.from, ...mail });
      } catch (error) {
        throw new Upstream('The mail server did not take the e-mail.', { cause: error });
      }
    },
  };
}
