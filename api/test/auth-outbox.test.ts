import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor, signInLinkIn } from './support/outbox';
import { pkcePair, postOtp } from './support/sign-in-flow';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

/** An address of this machine that is not loopback, or null when it has none. */
function externalAddress(): string | null {
  for (const addresses of Object.values(networkInterfaces())) {
    const found = addresses?.find((a) => a.family === 'IPv4' && !a.internal);
    if (found) return found.address;
  }
  return null;
}

/** GET over a real socket from `localAddress` to `host`, with the given Host header. */
function rawGet(
  port: number,
  path: string,
  options: { host: string; hostHeader?: string; headers?: Record<string, string> },
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: options.host,
        port,
        path,
        headers: {
          ...(options.hostHeader ? { Host: options.hostHeader } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function linkRequest(email: string) {
  return {
    email,
    create_user: true,
    code_challenge: pkcePair().challenge,
    code_challenge_method: 's256',
  };
}

describe.each(testBackends)('The mail outbox without SMTP on $name', (backend) => {
  let dataDir: string;
  let t: TestApp;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ttc-outbox-'));
    t = await startTestApp(backend, {
      TRUST_PROXY: '1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
    });
    server = createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('When a link is asked for in production without SMTP, then it is kept as a private file under DATA_DIR and readable on this machine', async () => {
    const email = 'Teacher.One@example.org';
    await postOtp(t, linkRequest(email)).expect(200);
    const [mail] = await outboxFor(t, email.toLowerCase());
    expect(mail?.to).toBe(email.toLowerCase());
    const link = signInLinkIn(mail?.text ?? '');
    const token = link.searchParams.get('token_hash') as string;
    expect(mail?.html).toContain(token);

    const folder = join(dataDir, 'outbox');
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    const files = readdirSync(folder).filter((name) => name.endsWith('.txt'));
    expect(files).toHaveLength(1);
    const file = join(folder, files[0] as string);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^To: teacher\.one@example\.org\nSubject: .+\nDate: .+\n\n/);
    expect(text).toContain(link.href);

    // The log says a mail was kept and its subject, never the link.
    const log = t.logLines.join('\n');
    expect(log).toContain('mail kept in the outbox');
    expect(log).not.toContain(token);
  });

  it('When the outbox is asked without ?to=, then it is 400 and lists nothing', async () => {
    for (const query of [{}, { to: '' }, { to: ['a@example.org', 'b@example.org'] }]) {
      const res = await request(t.app).get('/api/dev/outbox').query(query).expect(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(JSON.stringify(res.body)).not.toContain('token_hash');
    }
  });

  it('When a loopback request carries proxy headers or a foreign Host, then it is 403', async () => {
    const email = 'proxied@example.org';
    await postOtp(t, linkRequest(email)).expect(200);
    for (const headers of [
      { 'X-Forwarded-For': '203.0.113.9' },
      { Forwarded: 'for=203.0.113.9' },
      { 'X-Real-IP': '203.0.113.9' },
      { Via: '1.1 proxy' },
    ]) {
      const res = await request(t.app).get('/api/dev/outbox').query({ to: email }).set(headers);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
      expect(JSON.stringify(res.body)).not.toContain('token_hash');
    }
    // DNS rebinding: a page of rebound.example whose name now points at 127.0.0.1.
    const rebound = await rawGet(port, `/api/dev/outbox?to=${email}`, {
      host: '127.0.0.1',
      hostHeader: `rebound.example:${port}`,
    });
    expect(rebound.status).toBe(403);
    const local = await rawGet(port, `/api/dev/outbox?to=${email}`, {
      host: '127.0.0.1',
      hostHeader: `localhost:${port}`,
    });
    expect(local.status).toBe(200);
    expect(local.body).toHaveLength(1);
  });

  const external = externalAddress();
  it.skipIf(!external)(
    `When the outbox is asked from another machine's point of view (a socket on ${external ?? 'no external address'}), then it is 403 even with a localhost Host`,
    async () => {
      const email = 'remote@example.org';
      await postOtp(t, linkRequest(email)).expect(200);
      const res = await rawGet(port, `/api/dev/outbox?to=${email}`, {
        host: external as string,
        hostHeader: `localhost:${port}`,
      });
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('token_hash');
    },
  );

  it('When the server restarts on the same DATA_DIR, then the kept mail is still there', async () => {
    const email = 'after.restart@example.org';
    await postOtp(t, linkRequest(email)).expect(200);
    const before = await outboxFor(t, email);
    const again = await startTestApp(backend, { DATA_DIR: dataDir });
    try {
      expect(await outboxFor(again, email)).toEqual(before);
    } finally {
      await again.close();
    }
  });
});
