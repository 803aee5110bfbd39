import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/start-server';

// DELETE /api/account (issue 16) in the one-process server with REDIS_URL: a teacher hosting a
// class room (its roster from the API, a child seated) deletes the account, and Redis keeps
// nothing of the room, its seats, the teacher's index of rooms or anything naming the teacher or
// the child.

const redisUrl = process.env.REDIS_URL;
const tmp = mkdtempSync(path.join(tmpdir(), 'ttc-account-live-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const API_HEADERS = { apikey: 'ttc-builtin-anon-key', 'content-type': 'application/json' };

/** A real sign-in without SMTP: the link from the loopback-only outbox, then POST /verify. */
async function signIn(url: string, email: string): Promise<string> {
  await fetch(`${url}/auth/v1/otp`, {
    method: 'POST',
    headers: API_HEADERS,
    body: JSON.stringify({ email, create_user: true }),
  });
  const mail = await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const [newest] = (await mail.json()) as Array<{ text: string }>;
  const tokenHash = newest ? /token_hash=([A-Za-z0-9_-]+)/.exec(newest.text)?.[1] : undefined;
  const verify = await fetch(`${url}/auth/v1/verify`, {
    method: 'POST',
    headers: API_HEADERS,
    body: JSON.stringify({ type: 'magiclink', token_hash: tokenHash }),
  });
  return ((await verify.json()) as { access_token: string }).access_token;
}

async function api<T>(url: string, token: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

function connect(url: string, auth?: { token: string }): Promise<Socket> {
  const socket = connectSocket(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(auth ? { auth } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Every key of this Redis whose name or value names one of `needles`. */
async function keysNaming(redis: Redis, needles: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const key of await redis.keys('*')) {
    const type = await redis.type(key);
    let content = '';
    if (type === 'string') content = (await redis.get(key)) ?? '';
    else if (type === 'hash') content = JSON.stringify(await redis.hgetall(key));
    else if (type === 'set') content = JSON.stringify(await redis.smembers(key));
    else if (type === 'zset') content = JSON.stringify(await redis.zrange(key, '0', '-1'));
    else if (type === 'list') content = JSON.stringify(await redis.lrange(key, '0', '-1'));
    else if (type === 'stream') content = JSON.stringify(await redis.xrange(key, '-', '+'));
    if (needles.some((needle) => key.includes(needle) || content.includes(needle))) found.push(key);
  }
  return found;
}

describe.skipIf(!redisUrl)('deleting an account clears its live rooms from Redis', () => {
  let server: RunningServer;
  let redis: Redis;
  beforeAll(async () => {
    const dist = path.join(tmp, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tick Tock Class</title>');
    server = await startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(tmp, 'data'),
      FRONTEND_DIST: dist,
      REDIS_URL: redisUrl ?? '',
      INTERNAL_API_TOKEN: `account-live-${randomBytes(24).toString('base64url')}`,
    });
    redis = new Redis(redisUrl ?? '');
  }, 60_000);
  afterAll(async () => {
    await redis?.quit();
    await server?.close();
  });

  it('When a teacher hosting a class room with a child seated deletes the account, then Redis names neither the teacher, the child nor the room', async () => {
    const email = `teacher-${randomBytes(4).toString('hex')}@school.example`;
    const token = await signIn(server.url, email);
    const me = await api<{ id: string }>(server.url, token, 'GET', '/api/auth/user');
    const userId = me.body.id;
    expect(
      (
        await api(server.url, token, 'POST', '/api/complete-profile', {
          fullName: 'Grace Hopper',
          role: 'teacher',
        })
      ).status,
    ).toBe(200);
    const klass = await api<{ id: string }>(server.url, token, 'POST', '/api/classes', {
      name: 'Maple',
      grade: '1',
      language: 'en',
    });
    expect(klass.status).toBe(201);
    const child = await api<{ id: string }>(
      server.url,
      token,
      'POST',
      `/api/classes/${klass.body.id}/children`,
      { nickname: 'Panda', character: 'panda' },
    );
    expect(child.status).toBe(201);

    const host = await connect(server.url, { token });
    const created = await host.timeout(10_000).emitWithAck('room:create', {
      options: { classId: klass.body.id },
    });
    expect(created).toMatchObject({ ok: true });
    const code = (created as { data: { code: string } }).data.code;
    const student = await connect(server.url);
    const joined = await student.timeout(10_000).emitWithAck('room:join', {
      code,
      nickname: { kind: 'roster', childId: child.body.id },
      character: 'panda',
    });
    expect(joined).toMatchObject({ ok: true });
    const needles = [userId, child.body.id, `{${code}}`];
    expect(await keysNaming(redis, needles)).not.toEqual([]);
    host.disconnect();
    student.disconnect();

    const deleted = await api(server.url, token, 'DELETE', '/api/account', {
      confirmEmail: email.toUpperCase(),
    });
    expect(deleted.status).toBe(204);

    expect(await keysNaming(redis, needles)).toEqual([]);
    expect((await api(server.url, token, 'GET', '/api/account/export')).status).toBe(401);
  });
});
