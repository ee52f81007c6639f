import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  raw: string;
  /** The raw message with its quoted-printable parts decoded, for reading the bodies. */
  decoded: string;
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header's value from a raw message (folded lines joined). */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that requires the login
 * `shop`/`secret` and keeps what it receives. `refuseNext(n, code)` answers the next `n`
 * recipients with `code` (451: try later; 550: never).
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  let refusals: { left: number; code: number } = { left: 0, code: 451 };

  const server = new SMTPServer({
    // Plain text on loopback: the test has no certificate nodemailer would trust.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 'secret') callback(null, { user: 'shop' });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      if (refusals.left > 0) {
        refusals.left--;
        const message = refusals.code >= 500 ? 'No such mailbox' : 'Mailbox busy, try again later';
        return callback(Object.assign(new Error(message), { responseCode: refusals.code }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: header(raw, 'Subject'),
          messageId: header(raw, 'Message-ID'),
          raw,
          decoded: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://shop:secret@127.0.0.1:${port}`,
    port,
    received,
    refuseNext(left: number, code = 451) {
      refusals = { left, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
