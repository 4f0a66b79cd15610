// @module-tag no-database
// E-mails carry names as people write them: our mailer, through a real SMTP dialogue with the local fake,
// delivers a subject, text and HTML with names in 46 languages that the receiving side decodes letter for letter.
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/providers/mail/mailer';
import { startFakeSmtp } from '../fakes/fakeSmtp';
import { WORLD_NAMES } from '../fixtures/worldNames';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('e-mails with names in every script', () => {
  const smtp = startFakeSmtp();
  afterAll(async () => (await smtp).close());

  it('arrive with every letter of the subject, the text and the HTML', async () => {
    const fake = await smtp;
    const mailer = createMailer({ smtpUrl: fake.url, from: 'Comics by Anyone <orders@example.com>' }, quiet);
    for (const [i, { name, line }] of WORLD_NAMES.entries()) {
      const to = `reader-${i}@example.com`;
      const subject = `Your comic “${name}” is on its way`;
      await mailer.send({ to, subject, text: `${line}\n${name}`, html: `<p>${line}</p><p>${name}</p>` });
      const mail = await fake.waitFor((m) => m.to.includes(to));
      expect(mail.subject, name).toBe(subject);
      // SMTP carries lines ended with CRLF.
      expect(mail.text.replace(/\r\n/g, '\n').trim(), name).toBe(`${line}\n${name}`);
      expect(mail.html, name).toContain(`<p>${name}</p>`);
    }
  });
});
