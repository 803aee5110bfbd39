import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/start-server';

const tmp = mkdtempSync(path.join(tmpdir(), 'ttc-host-auth-'));
const dataDir = path.join(tmp, 'data');
/** The key the API would have generated on its first sign-in (no AUTH_JWT_SECRET set). */
const generatedKey = 'generated-key-generated-key-generated-key-0123';

function token(secret: string, issuer = 'http://localhost:3000/auth/v1') {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: 'teacher@school.example', role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience('authenticated')
    .setSubject('11111111-2222-3333-4444-555555555555')
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(secret));
}

function connectHost(url: string, accessToken: string): Promise<Socket> {
  const socket = connectSocket(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token: accessToken },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

/** A real sign-in without SMTP: the link from the loopback-only outbox, then POST /verify. */
async function signIn(url: string, email: string): Promise<string> {
  const headers = { apikey: 'ttc-builtin-anon-key', 'content-type': 'application/json' };
  await fetch(`${url}/auth/v1/otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, create_user: true }),
  });
  let tokenHash: string | undefined;
  for (let attempt = 0; attempt < 50 && !tokenHash; attempt++) {
    const mail = await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const [newest] = (await mail.json()) as Array<{ text: string }>;
    tokenHash = newest ? /token_hash=([A-Za-z0-9_-]+)/.exec(newest.text)?.[1] : undefined;
    if (!tokenHash) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verify = await fetch(`${url}/auth/v1/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'magiclink', token_hash: tokenHash }),
  });
  const token = ((await verify.json()) as { access_token: string }).access_token;
  // Only teacher accounts host (issue 14): the profile is completed as a teacher's.
  await fetch(`${url}/api/complete-profile`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: JSON.stringify({ fullName: 'Grace Hopper', role: 'teacher' }),
  });
  return token;
}

describe('host sign-in across the API and the realtime server in one process', () => {
  let server: RunningServer;
  beforeAll(async () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'auth-jwt-secret'), generatedKey, { mode: 0o600 });
    const dist = path.join(tmp, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tick Tock Class</title>');
    server = await startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      FRONTEND_DIST: dist,
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('When a teacher signs in (a token signed with the key the API generated), then the socket server accepts the same token as a host', async () => {
    const accessToken = await signIn(server.url, 'teacher@school.example');
    const api = await fetch(`${server.url}/api/auth/user`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(api.status).not.toBe(401);
    const socket = await connectHost(server.url, accessToken);
    const ack = await socket.timeout(5000).emitWithAck('room:create', {});
    expect(ack).toMatchObject({ ok: true, data: { code: expect.stringMatching(/^\d{6}$/) } });
    socket.disconnect();
  });

  it('When a token is signed with the right key but names no sign-in session, then both refuse it', async () => {
    const accessToken = await token(generatedKey);
    const api = await fetch(`${server.url}/api/auth/user`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(api.status).toBe(401);
    await expect(connectHost(server.url, accessToken)).rejects.toMatchObject({
      data: { code: 'unauthorized' },
    });
  });

  it('When a token is signed with another key or names another issuer, then both refuse it', async () => {
    for (const accessToken of [
      await token('another-key-another-key-another-key-0123456789'),
      await token(generatedKey, 'https://evil.example/auth/v1'),
    ]) {
      const api = await fetch(`${server.url}/api/auth/user`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(api.status).toBe(401);
      await expect(connectHost(server.url, accessToken)).rejects.toMatchObject({
        data: { code: 'unauthorized' },
      });
    }
  });
});
