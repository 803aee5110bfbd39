import { createServer, type Server } from 'node:net';

/** One message as the sink received it. */
export type SunkMail = { to: string[]; text: string };

/**
 * A minimal SMTP server (no TLS, no auth) that keeps every message, so a test can sign a teacher
 * in through the real mail path (SMTP_URL) whatever the server does with its outbox. It speaks
 * just enough SMTP for nodemailer: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
 */
export class SmtpSink {
  readonly #server: Server;

  private constructor(
    server: Server,
    readonly port: number,
    readonly received: SunkMail[],
  ) {
    this.#server = server;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<SmtpSink> {
    const received: SunkMail[] = [];
    const server = createServer((socket) => {
      socket.setEncoding('utf8');
      let buffer = '';
      let inData = false;
      let to: string[] = [];
      const say = (line: string) => socket.write(`${line}\r\n`);
      say('220 sink ESMTP');
      socket.on('error', () => {});
      socket.on('data', (chunk: string) => {
        buffer += chunk;
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end === -1) return;
            received.push({ to, text: decodeQuotedPrintable(buffer.slice(0, end)) });
            buffer = buffer.slice(end + 5);
            inData = false;
            to = [];
            say('250 OK queued');
            continue;
          }
          const eol = buffer.indexOf('\r\n');
          if (eol === -1) return;
          const line = buffer.slice(0, eol);
          buffer = buffer.slice(eol + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO') {
            say('250-sink');
            say('250 8BITMIME');
          } else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') {
            if (verb === 'RSET') to = [];
            say('250 OK');
          } else if (verb === 'RCPT') {
            const address = /<([^>]*)>/.exec(line)?.[1];
            if (address) to.push(address.toLowerCase());
            say('250 OK');
          } else if (verb === 'DATA') {
            inData = true;
            say('354 End data with <CR><LF>.<CR><LF>');
          } else if (verb === 'QUIT') {
            say('221 Bye');
            socket.end();
            return;
          } else {
            say('502 Command not implemented');
          }
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return new SmtpSink(server, address.port, received);
  }

  /** The newest message to `to`, waiting up to `timeoutMs` for one. */
  async waitFor(to: string, timeoutMs = 15_000): Promise<SunkMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.received.findLast((m) => m.to.includes(to.toLowerCase()));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

/** Quoted-printable as nodemailer writes long lines: soft breaks and =XX escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    ),
    'latin1',
  ).toString('utf8');
}
