import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseApiConfig } from '@ttc/api/config';
import { createApp } from '@ttc/api/create-app';
import { openDatabase } from '@ttc/api/db/client';
import { createLogger } from '@ttc/api/logger';
import { attachRealtime } from '@ttc/realtime-server/attach-realtime';
import { parseRealtimeConfig } from '@ttc/realtime-server/config';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt } from '../faults/support/live-client';
import { freePort } from '../faults/support/redis-server';
import { loopbackAddress } from '../support/http-from';
import { signInAsTeacher, signInOverHttp, signOutOverHttp } from '../support/sign-in';
import {
  type InProcessServer,
  openSocket,
  startInProcessServer,
} from './support/in-process-server';

/**
 * Finding 7 of the safe-by-default issue: after a global logout the access token still worked
 * on /api for up to an hour, a connected host socket kept host rights, and a new handshake with
 * the old token was accepted. Now the API and the realtime server ask whether the token's sign-in
 * session is still live (a few seconds of cache), and each node drops a signed-out host within
 * 5 s. Replayed on the one-process server (`npm start`) and on an API and a realtime node as
 * separate services (docker-compose: the node asks the API over HTTP).
 */

const apiSessions = (url: string, token: string) =>
  fetch(`${url}/api/sessions`, { headers: { authorization: `Bearer ${token}` } });

/** Resolves when the socket is disconnected by the server, or after `ms` (then false). */
function disconnectedWithin(socket: Socket, ms: number): Promise<boolean> {
  if (!socket.connected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

describe('finding 7: a global logout ends access (one process)', () => {
  let app: InProcessServer;
  beforeAll(async () => {
    app = await startInProcessServer();
  });
  afterAll(() => app?.close());

  it('When a teacher signs out everywhere, then the old access token is refused by /api, the connected board loses host rights, and a new handshake with it is refused', async () => {
    const board = await signInAsTeacher(app.url, undefined, { from: loopbackAddress() });
    // A second device of the same teacher, which signs out of every session.
    const phone = await signInOverHttp(app.url, board.email, { from: loopbackAddress() });
    expect((await apiSessions(app.url, board.accessToken)).status).toBe(200);
    const socket = await openSocket(app.url, { origin: app.publicUrl, token: board.accessToken });
    const created = await attempt(socket, 'room:create', {});
    expect(created.ok).toBe(true);

    expect(await signOutOverHttp(app.url, phone.accessToken, 'global')).toBe(204);

    expect((await apiSessions(app.url, board.accessToken)).status).toBe(401);
    // The next host command is refused (the sign-out is seen at once in this process)...
    expect(await attempt(socket, 'host:lock', {})).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    // ...and the board's connection is closed by the node's sweep (every 2 s).
    expect(await disconnectedWithin(socket, 15_000)).toBe(true);
    await expect(
      openSocket(app.url, { origin: app.publicUrl, token: board.accessToken }),
    ).rejects.toMatchObject({ data: { code: 'unauthorized' } });
    // The refresh token of the ended session is gone too.
    const refreshed = await fetch(`${app.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: 'ttc-builtin-anon-key', 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: board.refreshToken }),
    });
    expect(refreshed.status).toBe(400);
  });

  it('When a teacher signs out of one device only, then the other device keeps hosting', async () => {
    const board = await signInAsTeacher(app.url, undefined, { from: loopbackAddress() });
    const phone = await signInOverHttp(app.url, board.email, { from: loopbackAddress() });
    const socket = await openSocket(app.url, { origin: app.publicUrl, token: board.accessToken });
    expect((await attempt(socket, 'room:create', {})).ok).toBe(true);
    expect(await signOutOverHttp(app.url, phone.accessToken, 'local')).toBe(204);
    expect((await apiSessions(app.url, phone.accessToken)).status).toBe(401);
    expect((await apiSessions(app.url, board.accessToken)).status).toBe(200);
    expect(await attempt(socket, 'host:lock', {})).toMatchObject({ ok: true });
    // One sweep of the node (every 2 s) has passed: the board is still connected.
    expect(await disconnectedWithin(socket, 2_500)).toBe(false);
    socket.disconnect();
  });
});

describe('finding 7: a global logout ends access (API and realtime node as separate services)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ttc-sec07-'));
  const secret = randomBytes(32).toString('base64url');
  const token = randomBytes(32).toString('base64url');
  const closers: Array<() => Promise<unknown>> = [];
  let apiUrl = '';
  let realtimeUrl = '';
  const publicUrl = 'http://app.test:8080';

  beforeAll(async () => {
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      PUBLIC_URL: publicUrl,
      AUTH_JWT_SECRET: secret,
      INTERNAL_API_TOKEN: token,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    };
    const config = parseApiConfig(env);
    const logger = createLogger(config);
    const database = await openDatabase(config, logger);
    const api = createServer(createApp({ config, database, logger }));
    api.listen(await freePort(), '127.0.0.1');
    await once(api, 'listening');
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    closers.push(
      () => new Promise((resolve) => api.close(resolve)),
      () => database.close(),
    );

    const node = createServer();
    const realtime = await attachRealtime(node, {
      config: parseRealtimeConfig({ ...env, API_INTERNAL_URL: apiUrl }),
      logger,
      keyPrefix: `ttc-sec07-${randomBytes(4).toString('hex')}:`,
    });
    node.listen(await freePort(), '127.0.0.1');
    await once(node, 'listening');
    realtimeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
    closers.unshift(
      () => realtime.close(),
      () => new Promise((resolve) => node.close(resolve)),
    );
  }, 60_000);
  afterAll(async () => {
    for (const close of closers) await close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('When a teacher signs out everywhere, then the realtime node (asking the API) drops the board within its cache time and refuses the old token', async () => {
    const board = await signInAsTeacher(apiUrl, undefined, { from: loopbackAddress() });
    const phone = await signInOverHttp(apiUrl, board.email, { from: loopbackAddress() });
    const socket = await openSocket(realtimeUrl, { origin: publicUrl, token: board.accessToken });
    expect((await attempt(socket, 'room:create', {})).ok).toBe(true);

    expect(await signOutOverHttp(apiUrl, phone.accessToken, 'global')).toBe(204);
    expect((await apiSessions(apiUrl, board.accessToken)).status).toBe(401);
    expect(await disconnectedWithin(socket, 15_000)).toBe(true);
    await expect(
      openSocket(realtimeUrl, { origin: publicUrl, token: board.accessToken }),
    ).rejects.toMatchObject({ data: { code: 'unauthorized' } });
  });

  it('When a token is signed with the right key but names no live session, then the node refuses it', async () => {
    const board = await signInOverHttp(apiUrl, undefined, { from: loopbackAddress() });
    await signOutOverHttp(apiUrl, board.accessToken, 'local');
    await expect(
      openSocket(realtimeUrl, { origin: publicUrl, token: board.accessToken }),
    ).rejects.toMatchObject({ data: { code: 'unauthorized' } });
  });
});
