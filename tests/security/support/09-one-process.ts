import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../faults/support/redis-server';
import { httpFrom, loopbackAddress } from '../../support/http-from';
import { becomeTeacher } from '../../support/sign-in';
import type { SmtpSink } from './smtp-sink';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The one-process server (`server/src/main.ts`, what `npm start` runs after building the
 * frontend) as a child process on a free port, with mail going to `smtp` and a fresh DATA_DIR.
 * `env` adds DATABASE_URL / REDIS_URL; the parent's are never passed on.
 */
export class OneProcessServer {
  readonly output: string[] = [];
  readonly #child: ChildProcess;
  readonly #dir: string;

  private constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.#dir = mkdtempSync(path.join(tmpdir(), 'ttc-sec09-'));
    const dist = path.join(this.#dir, 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tick Tock Class</title>');
    this.#child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: path.join(this.#dir, 'data'),
        FRONTEND_DIST: dist,
        AUTH_JWT_SECRET: randomBytes(32).toString('base64url'),
        INTERNAL_API_TOKEN: randomBytes(32).toString('base64url'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString('utf8'));
      if (this.output.length > 400) this.output.shift();
    };
    this.#child.stdout?.on('data', keep);
    this.#child.stderr?.on('data', keep);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts it and resolves once /api/health answers 200 (every configured service is up). */
  static async start(smtp: SmtpSink, env: Record<string, string> = {}): Promise<OneProcessServer> {
    const server = new OneProcessServer(await freePort(), { SMTP_URL: smtp.url, ...env });
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.#child.exitCode !== null) {
        throw new Error(`the server exited (${server.#child.exitCode}):\n${server.log()}`);
      }
      const status = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) })
        .then((res) => res.status)
        .catch(() => 0);
      if (status === 200) return server;
      if (Date.now() > deadline) {
        await server.stop();
        throw new Error(`the server was not healthy within 90 s:\n${server.log()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** What it printed lately (warnings and errors), for failure messages. */
  log(): string {
    return this.output.join('').slice(-6_000);
  }

  async stop(): Promise<void> {
    const child = this.#child;
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }
    rmSync(this.#dir, { recursive: true, force: true });
  }
}

/** A teacher's GoTrue session, as POST /auth/v1/verify answers it. */
export type TeacherSession = {
  access_token: string;
  refresh_token: string;
  user: { id: string; email?: string };
};

/**
 * Signs a teacher in the way a person does: asks for a link (POST /auth/v1/otp), takes it from
 * the mail that arrived over SMTP, and spends it (POST /auth/v1/verify).
 */
export async function signInTeacher(
  server: OneProcessServer,
  smtp: SmtpSink,
  email = `teacher-${randomBytes(5).toString('hex')}@school.example`,
): Promise<TeacherSession> {
  // From a loopback address of its own: the per-address link limit lives in the database, which
  // the suites on a shared PostgreSQL share.
  const otp = await httpFrom(loopbackAddress(), `${server.url}/auth/v1/otp`, {
    method: 'POST',
    body: { email, create_user: true },
  });
  if (otp.status !== 200) throw new Error(`POST /auth/v1/otp: ${otp.status} ${otp.body}`);
  const mail = await smtp.waitForMail(email);
  const link = /https?:\/\/[^\s"'<>]+\/auth\/verify\?[^\s"'<>]+/.exec(mail.text)?.[0];
  const tokenHash = link
    ? new URL(link.replace(/&amp;/g, '&')).searchParams.get('token_hash')
    : null;
  if (!tokenHash) throw new Error(`no sign-in link in the mail to ${email}`);
  const verify = await fetch(`${server.url}/auth/v1/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'magiclink', token_hash: tokenHash }),
  });
  if (!verify.ok) throw new Error(`POST /auth/v1/verify: ${verify.status} ${await verify.text()}`);
  const session = (await verify.json()) as TeacherSession;
  // Only teacher and admin accounts host and read sessions (issue 14).
  await becomeTeacher(server.url, session.access_token);
  return session;
}
