// A local SMTP server (smtp-server) that keeps every message it receives, for the order e-mails: point
// SMTP_URL at `url` (smtp://127.0.0.1:PORT, plain, any user and password accepted and noted). Messages are
// read enough for a test to look at them: headers, subject, and the text and HTML parts decoded from
// quoted-printable or base64 (quoted-printable breaks long lines such as tracking links, so raw text alone
// would not do).
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  from: string;
  to: string[];
  /** The SMTP user the sender logged in as, if it did. */
  user?: string;
  /** Header names in lower case; a repeated header keeps its last value. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface FakeSmtp {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Refuse messages with this SMTP reply (e.g. a full mailbox) until called with null. */
  rejectMessages(reason: string | null): void;
  /** Refuse this recipient as a mailbox that does not exist (550 at RCPT TO): a bounce the sender hears at once. */
  unknownMailbox(address: string): void;
  /**
   * Runs `action` (awaited) when the next client connects, before the server's greeting: a test freezes the
   * process that connected there (SIGSTOP), as a runner frozen on its way to sending.
   */
  beforeGreeting(action: () => void | Promise<void>): void;
  close(): Promise<void>;
}

/** `port`: a fixed one (the browser tests' stand-in, tests/fakes/servers/fakeSmtpServer.ts); else any free one. */
export async function startFakeSmtp({ port: asked = 0 }: { port?: number } = {}): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  let rejection: string | null = null;
  const unknownMailboxes = new Set<string>();
  const onConnect: (() => void | Promise<void>)[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onConnect(_session, callback) {
      const action = onConnect.shift();
      if (!action) return callback();
      Promise.resolve(action()).then(() => callback(), callback);
    },
    // A mailbox that does not exist is refused at RCPT TO with 550 (RFC 5321, 4.2.3: "Requested action not
    // taken: mailbox unavailable"), as a receiving server does when it knows its own mailboxes.
    onRcptTo(address, _session, callback) {
      if (!unknownMailboxes.has(address.address.toLowerCase())) return callback();
      callback(
        Object.assign(new Error('5.1.1 The email account that you tried to reach does not exist'), {
          responseCode: 550,
        }),
      );
    },
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejection) {
          const error = Object.assign(new Error(rejection), { responseCode: 552 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          ...readMessage(raw),
          raw,
        };
        messages.push(mail);
        for (const waiter of waiters.filter((w) => w.match(mail))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  // A client that vanishes mid-dialogue (a test kills the process that was sending) resets its connection;
  // smtp-server reports that on the server, which must not take the test process down with it.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(asked, '127.0.0.1', resolve));
  // Like the HTTP fakes: a test that forgets close() does not keep the process alive.
  server.server.unref();
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor: (match, timeoutMs = 5000) => {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No matching e-mail within ${timeoutMs} ms (${messages.length} received)`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    rejectMessages: (reason) => {
      rejection = reason;
    },
    unknownMailbox: (address) => {
      unknownMailboxes.add(address.toLowerCase());
    },
    beforeGreeting: (action) => {
      onConnect.push(action);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Part = { headers: Record<string, string>; subject: string; text: string; html: string };

/** Headers, subject and the text/HTML parts of a MIME message (multipart nested any depth). */
function readMessage(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const type = headers['content-type'] ?? 'text/plain';
  const result: Part = { headers, subject: decodeWords(headers.subject ?? ''), text: '', html: '' };
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      const part = readMessage(piece.replace(/^\r?\n/, ''));
      result.text ||= part.text;
      result.html ||= part.html;
    }
    return result;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding'] ?? '');
  if (/^text\/html/i.test(type)) result.html = decoded;
  else if (/^text\/plain/i.test(type)) result.text = decoded;
  return result;
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** RFC 2047 encoded words in a header (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
