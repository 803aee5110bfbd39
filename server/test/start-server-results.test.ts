import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  sessionDetailSchema,
  sessionListResponseSchema,
} from '@ttc/shared-protocol/api/session-results';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loopbackUrlOf, type RunningServer, startServer } from '../src/start-server';

// The one-process server wires the realtime server's results outbox to its own API: a service
// credential made at start, delivery over loopback. Proven with a real session over sockets.

const tmp = mkdtempSync(path.join(tmpdir(), 'ttc-server-results-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function env(extra: Record<string, string> = {}): Record<string, string> {
  const dist = path.join(tmp, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tick Tock Class</title>');
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(tmp, `data-${randomBytes(4).toString('hex')}`),
    FRONTEND_DIST: dist,
    ...extra,
  };
}

const postResults = (server: RunningServer, headers: Record<string, string>) =>
  fetch(`${server.url}/api/internal/session-results`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });

/** Signs a teacher in through the built-in sign-in (link from the development outbox). */
async function signIn(base: string, email: string): Promise<string> {
  const challenge = createHash('sha256').update(randomBytes(48)).digest('base64url');
  const otp = await fetch(`${base}/auth/v1/otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: 'ttc-builtin-anon-key' },
    body: JSON.stringify({
      email,
      create_user: true,
      code_challenge: challenge,
      code_challenge_method: 's256',
    }),
  });
  expect(otp.status).toBe(200);
  const outbox = (await (await fetch(`${base}/api/dev/outbox?to=${email}`)).json()) as Array<{
    text: string;
  }>;
  const link = /https?:\/\/[^\s"'<>]+\/auth\/verify\?[^\s"'<>]+/.exec(outbox[0]?.text ?? '');
  const tokenHash = link
    ? new URL(link[0].replace(/&amp;/g, '&')).searchParams.get('token_hash')
    : null;
  if (!tokenHash) throw new Error('no sign-in link');
  const verify = await fetch(`${base}/auth/v1/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: 'ttc-builtin-anon-key' },
    body: JSON.stringify({ type: 'magiclink', token_hash: tokenHash }),
  });
  expect(verify.status).toBe(200);
  const token = ((await verify.json()) as { access_token: string }).access_token;
  // Only teacher accounts host (issue 14): the profile is completed as a teacher's.
  const profile = await fetch(`${base}/api/complete-profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ fullName: 'Valerie Frizzle', role: 'teacher' }),
  });
  expect(profile.status).toBe(200);
  return token;
}

type Ack = { ok: true; data: Record<string, unknown> } | { ok: false; error: { code: string } };

async function open(url: string, token?: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    ...(token ? { auth: { token } } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

async function sendOk(socket: Socket, event: string, payload: unknown) {
  const ack = (await socket.timeout(5_000).emitWithAck(event, payload)) as Ack;
  if (!ack.ok) throw new Error(`${event} refused: ${ack.error.code}`);
  return ack.data;
}

/** Resolves with the first `event` payload that matches, received from now on. */
function next<T>(socket: Socket, event: string, match: (payload: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const listener = (payload: T) => {
      if (!match(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

describe('results in the one-process server', () => {
  let server: RunningServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startServer(env());
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server?.close();
  });

  it('When no INTERNAL_API_TOKEN is set, then one is generated: the results route refuses a missing (401) or wrong (403) credential, never 503', async () => {
    expect((await postResults(server, {})).status).toBe(401);
    const wrong = await postResults(server, { authorization: `Bearer ${'w'.repeat(43)}` });
    expect(wrong.status).toBe(403);
  });

  it("When a teacher's live session reaches the podium, then its results are delivered to the API and the teacher reads them back", async () => {
    const token = await signIn(server.url, 'ms.frizzle@school.example');
    const host = await open(server.url, token);
    sockets.push(host);
    const { code } = (await sendOk(host, 'room:create', {
      options: { questionCount: 1, secondsPerQuestion: 60 },
    })) as { code: string };

    const students: Socket[] = [];
    for (let i = 0; i < 2; i++) {
      const socket = await open(server.url);
      sockets.push(socket);
      students.push(socket);
      const { names } = (await sendOk(socket, 'room:suggest-names', { code, count: 6 })) as {
        names: Array<{ adjective: string; animal: string }>;
      };
      const name = names[i];
      if (!name) throw new Error('no name suggested');
      await sendOk(socket, 'room:join', {
        code,
        nickname: { kind: 'generated', adjective: name.adjective, animal: name.animal },
        character: 'cat',
      });
    }

    type StudentState = { phase: string; question: { index: number; options: string[] } | null };
    const opened = students.map((s) =>
      next<StudentState>(s, 'room:state', (v) => v.phase === 'question-open'),
    );
    type HostView = { phase: string };
    const closed = next<HostView>(host, 'room:host', (v) => v.phase === 'question-closed');
    await sendOk(host, 'host:start', {});
    const states = await Promise.all(opened);
    for (const [i, socket] of students.entries()) {
      const question = states[i]?.question;
      await sendOk(socket, 'answer:submit', {
        questionIndex: 0,
        answer: { kind: 'choice', label: question?.options[i] ?? '' },
      });
    }
    await closed;
    await sendOk(host, 'host:next', { questionIndex: 0 });

    const auth = { authorization: `Bearer ${token}` };
    const list = await vi.waitFor(
      async () => {
        const res = await fetch(`${server.url}/api/sessions`, { headers: auth });
        const body = sessionListResponseSchema.parse(await res.json());
        expect(body.sessions).toHaveLength(1);
        return body;
      },
      { timeout: 15_000, interval: 100 },
    );
    const [summary] = list.sessions;
    expect(summary).toMatchObject({
      roomCode: code,
      endReason: 'completed',
      playerCount: 2,
      questionCount: 1,
    });

    const detail = sessionDetailSchema.parse(
      await (await fetch(`${server.url}/api/sessions/${summary?.id}`, { headers: auth })).json(),
    );
    expect(detail.session.answerCount).toBe(2);
    expect(detail.players.map((p) => p.answers.length)).toEqual([1, 1]);
    expect(detail.questions[0]?.answeredCount).toBe(2);
    // No child's real name or email anywhere: seats, nicknames and characters only.
    expect(JSON.stringify(detail)).not.toMatch(/@|email/i);
  }, 60_000);
});

describe('a configured INTERNAL_API_TOKEN', () => {
  it('When INTERNAL_API_TOKEN is set, then the API accepts exactly that credential', async () => {
    const token = randomBytes(32).toString('base64url');
    const server = await startServer(env({ INTERNAL_API_TOKEN: token }));
    try {
      // Past the credential check: the empty body is what gets refused.
      const accepted = await postResults(server, { authorization: `Bearer ${token}` });
      expect(accepted.status).toBe(400);
      expect(((await accepted.json()) as { error: { code: string } }).error.code).toBe(
        'validation_failed',
      );
      expect((await postResults(server, { authorization: `Bearer ${token}x` })).status).toBe(403);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('loopbackUrlOf', () => {
  it.each([
    ['0.0.0.0', 'http://127.0.0.1:3000'],
    ['::', 'http://[::1]:3000'],
    ['127.0.0.1', 'http://127.0.0.1:3000'],
    ['192.168.1.20', 'http://192.168.1.20:3000'],
    ['fe80::1', 'http://[fe80::1]:3000'],
  ])('When the server listens on %s, then it reaches itself at %s', (address, url) => {
    expect(
      loopbackUrlOf({ address, port: 3000, family: address.includes(':') ? 'IPv6' : 'IPv4' }),
    ).toBe(url);
  });
});
