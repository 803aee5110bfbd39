import { createServer, type Server, type Socket } from 'node:net';

/**
 * A local mail server for the security tests' SMTP_URL (sign a teacher in through the real mail
 * path): plain SMTP, no TLS, no AUTH, keeping every message. Written on node:net because tests
 * cannot import the api package's test sink (api/test/support/smtp-sink.ts; each package's
 * TypeScript project lists its own files).
 */
export type SinkMail = { to: string[]; text: string };

export class SmtpSink {
  readonly received: SinkMail[] = [];
  readonly #server: Server;
  readonly #sockets = new Set<Socket>();
  #waiters = new Set<() => void>();

  private constructor() {
    this.#server = createServer((socket) => this.#session(socket));
  }

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    await new Promise<void>((resolve) => sink.#server.listen(0, '127.0.0.1', resolve));
    return sink;
  }

  get url(): string {
    const address = this.#server.address();
    return `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  /** Mail to `to` so far. */
  mailTo(to: string): SinkMail[] {
    return this.received.filter((mail) => mail.to.includes(to.toLowerCase()));
  }

  /** The newest mail to `to`, waiting up to `timeoutMs` for there to be one. */
  waitForMail(to: string, timeoutMs = 15_000): Promise<SinkMail> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const mail = this.mailTo(to).at(-1);
        if (!mail) return false;
        this.#waiters.delete(check);
        clearTimeout(timer);
        resolve(mail);
        return true;
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      if (!check()) this.#waiters.add(check);
    });
  }

  close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  #session(socket: Socket): void {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          inData = false;
          this.received.push({ to, text: decodeMail(raw) });
          to = [];
          reply('250 OK');
          for (const wake of [...this.#waiters]) wake();
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-sink\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 sink');
        else if (verb === 'RCPT') {
          to.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase());
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go on');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  }
}

/**
 * The message with its text parts readable: quoted-printable undone, base64 parts decoded
 * (nodemailer picks one of the two for each part), enough to find a link.
 */
function decodeMail(raw: string): string {
  const qp = Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');
  const base64Parts = [
    ...raw.matchAll(
      /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
    ),
  ].map((m) => Buffer.from((m[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'));
  return [qp, ...base64Parts].join('\n');
}
