// The browser tests' mail server: the main app sends its e-mails here (SMTP_URL), so a test can give a gift
// link an e-mail address, then read the message that left (GET /messages: each one's recipients, subject and
// text) or make an address one the recipient's server does not know (POST /unknown-mailbox {"address"}: refused
// with 550 at RCPT TO, a bounce the app hears at once). The same fake as the integration tests
// (tests/fakes/fakeSmtp.ts), on fixed ports (tests/e2e/support/ports.ts).
import { createServer } from 'node:http';
import { startFakeSmtp } from '../fakeSmtp';
import { FAKE_SMTP_CONTROL_PORT, FAKE_SMTP_PORT } from '../../e2e/support/ports';

const smtp = await startFakeSmtp({ port: FAKE_SMTP_PORT });
// The SMTP server is unref'd (a test that forgets to close it does not hang); this one keeps the process up.
const control = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/messages') {
    const messages = smtp.messages.map(({ to, subject, text }) => ({ to, subject, text }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
    return;
  }
  if (req.method === 'POST' && req.url === '/unknown-mailbox') {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const address = (JSON.parse(body || '{}') as { address?: unknown }).address;
      if (typeof address !== 'string') return res.writeHead(400).end('{"error":"address missing"}');
      smtp.unknownMailbox(address);
      res.writeHead(204).end();
    });
    return;
  }
  res.writeHead(404).end();
});
control.listen(FAKE_SMTP_CONTROL_PORT, '127.0.0.1');
console.log(`fake SMTP on ${FAKE_SMTP_PORT}, its messages at http://127.0.0.1:${FAKE_SMTP_CONTROL_PORT}/messages`);
