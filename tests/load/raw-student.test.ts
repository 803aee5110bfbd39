import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachRealtime, type RealtimeHandle } from '@ttc/realtime-server/attach-realtime';
import { parseRealtimeConfig } from '@ttc/realtime-server/config';
import type { SessionResults } from '@ttc/shared-protocol/classroom/results';
import { builtinIssuer } from '@ttc/shared-protocol/realtime/access-token-claims';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { signHostToken } from './host-token';
import { APP_RECONNECTION } from './load-clients';
import { LoadGenerator } from './load-generator';
import { backoffDelay } from './raw-socket-io';
import { RawStudent } from './raw-student';

const PUBLIC_URL = 'http://load.test:3000';
const SECRET = 'load-test-secret-load-test-secret-0123456789';
const STUDENTS = 20;

const redisUrl = process.env.REDIS_URL;

/**
 * A realtime server in this process (on `port`, default a free one), keeping the results it is
 * handed; on Redis (store and Streams adapter, keys under `keyPrefix`) when `redis` is given.
 */
async function startServer(options: { port?: number; redis?: string; keyPrefix?: string } = {}) {
  const results: SessionResults[] = [];
  const server: Server = createServer();
  const handle: RealtimeHandle = await attachRealtime(server, {
    config: parseRealtimeConfig({
      PUBLIC_URL,
      AUTH_JWT_SECRET: SECRET,
      NODE_ENV: 'test',
      ...(options.redis ? { REDIS_URL: options.redis } : {}),
    }),
    logger: pino({ level: 'silent' }),
    ...(options.keyPrefix ? { keyPrefix: options.keyPrefix } : {}),
    resultsSink: {
      async persist(round) {
        results.push(round);
      },
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    results,
    async stop() {
      await handle.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function dropKeys(url: string, prefix: string) {
  const client = new Redis(url, { maxRetriesPerRequest: 2 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

const raw = (load: LoadGenerator) =>
  load.students.map((s) => {
    if (!(s instanceof RawStudent)) throw new Error('not a raw student');
    return s;
  });

describe('raw Socket.IO student', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("When students speak the Socket.IO protocol over plain ws, then each is seated, every answer is acked, every student holds each leaderboard, and after a dropped connection each is back in its seat with its score (recovered, or by room:rejoin when the session is gone) with the app's backoff", async () => {
    const server = await startServer();
    cleanups.push(() => server.stop());
    const load = await LoadGenerator.start({
      url: server.url,
      students: STUDENTS,
      hostToken: (room) =>
        signHostToken({
          secret: SECRET,
          issuer: builtinIssuer(PUBLIC_URL),
          userId: `teacher-${room}`,
        }),
      roomOptions: { questionCount: 3, secondsPerQuestion: 60 },
      reconnection: APP_RECONNECTION,
      studentClient: 'raw',
    });
    cleanups.push(() => load.close());
    const students = raw(load);
    // Seats: one each, distinct, in the one room.
    expect(new Set(students.map((s) => s.seat?.playerId)).size).toBe(STUDENTS);
    expect(students.every((s) => s.code === load.rooms[0]?.code)).toBe(true);
    expect(students.every((s) => s.raw?.pid)).toBe(true);

    await load.startRound();
    const first = await load.answerQuestion({ correctShare: 0.5, timing: { kind: 'burst' } });
    expect(first.acks).toMatchObject({ ok: STUDENTS, refused: {} });
    expect(first.leaderboard).toMatchObject({ received: STUDENTS, missing: 0 });
    const scores = students.map((s) => s.you?.score);
    expect(scores.filter((score) => score === 100)).toHaveLength(
      first.accepted.filter((a) => a.correct).length,
    );
    for (const s of students) expect(s.state?.phase).toBe('question-closed');

    // Half the class drops with its session kept (recovered on reconnect), the other half
    // as if the session were gone (no pid to recover): those rejoin by token.
    const lifecycle = students.map(() => [] as string[]);
    students.forEach((s, i) => {
      s.watchConnection((event) => lifecycle[i]?.push(event));
    });
    const since = load.env.now();
    students.forEach((s, i) => {
      if (i % 2 === 1 && s.raw) s.raw.pid = null;
      s.dropConnection();
    });
    await expect
      .poll(
        () => students.filter((s) => s.receipts.firstAfter('room:you', since) !== null).length,
        {
          timeout: 10_000,
        },
      )
      .toBe(STUDENTS);
    const counts = load.counts();
    expect(counts.recovered).toBe(STUDENTS / 2);
    expect(counts.rejoins).toBe(STUDENTS / 2);
    expect(counts.rejoinFailures).toBe(0);
    expect(students.map((s) => s.you?.score)).toEqual(scores);
    for (const events of lifecycle)
      expect(events).toEqual(['close', 'reconnect_attempt', 'reconnect']);
    // The first reconnection waited the app's first backoff step (300 ms +- 50 %).
    const firstBack = Math.min(
      ...students.map((s) => s.receipts.firstAfter('session:welcome', since) ?? Number.NaN),
    );
    expect(firstBack - since).toBeGreaterThanOrEqual(150);

    // The seats still play: the next question's answers are acked and the scores add up.
    expect(await load.next()).toBe(true);
    const second = await load.answerQuestion({ correctShare: 1, timing: { kind: 'burst' } });
    expect(second.acks).toMatchObject({ ok: STUDENTS, refused: {} });
    expect(second.leaderboard).toMatchObject({ received: STUDENTS, missing: 0 });
    expect(students.map((s) => s.you?.score)).toEqual(scores.map((score) => (score ?? 0) + 100));
    expect(load.counts()).toMatchObject({ students: STUDENTS, acksOk: 2 * STUDENTS, refused: {} });
  });

  it.runIf(redisUrl)(
    'When the only Redis-backed node stops and a new one starts on the same address and keys, then every raw student reconnects with the backoff and is back in its seat with its score, and plays on',
    async () => {
      const url = redisUrl as string;
      const keyPrefix = `ttc-test:raw-student:${randomBytes(6).toString('hex')}:`;
      cleanups.push(() => dropKeys(url, keyPrefix));
      let server = await startServer({ redis: url, keyPrefix });
      const port = Number(new URL(server.url).port);
      cleanups.push(() => server.stop());
      const load = await LoadGenerator.start({
        url: server.url,
        students: STUDENTS,
        hostToken: (room) =>
          signHostToken({
            secret: SECRET,
            issuer: builtinIssuer(PUBLIC_URL),
            userId: `teacher-${room}`,
          }),
        roomOptions: { questionCount: 3, secondsPerQuestion: 60 },
        reconnection: APP_RECONNECTION,
        studentClient: 'raw',
      });
      cleanups.push(() => load.close());
      const students = raw(load);
      await load.startRound();
      const first = await load.answerQuestion({ correctShare: 0.5, timing: { kind: 'burst' } });
      expect(first.acks).toMatchObject({ ok: STUDENTS, refused: {} });
      const scores = students.map((s) => s.you?.score);

      const since = load.env.now();
      await server.stop();
      server = await startServer({ port, redis: url, keyPrefix });
      await expect
        .poll(
          () =>
            students.filter(
              (s) =>
                s.receipts.firstAfter('room:you', since) !== null &&
                s.receipts.firstAfter('room:state', since) !== null,
            ).length,
          { timeout: 20_000 },
        )
        .toBe(STUDENTS);
      expect(students.map((s) => s.you?.score)).toEqual(scores);
      const counts = load.counts();
      // Each student is back: its session recovered or its seat taken back by token.
      expect(counts.recovered + counts.rejoins).toBeGreaterThanOrEqual(STUDENTS);
      expect(counts.rejoinFailures).toBe(0);

      // The host, on socket.io-client, is back too; the round goes on with every seat.
      await expect
        .poll(() => load.rooms[0]?.host.socket?.connected, { timeout: 10_000 })
        .toBe(true);
      expect(await load.next()).toBe(true);
      const second = await load.answerQuestion({ correctShare: 1, timing: { kind: 'burst' } });
      expect(second.acks).toMatchObject({ ok: STUDENTS, refused: {} });
      expect(second.leaderboard).toMatchObject({ received: STUDENTS, missing: 0 });
      expect(students.map((s) => s.you?.score)).toEqual(scores.map((score) => (score ?? 0) + 100));
    },
    60_000,
  );

  it("Backoff: socket.io-client's formula (first delay doubling to the cap, +- randomization)", () => {
    const app = APP_RECONNECTION;
    expect(backoffDelay({ ...app, randomization: 0 }, 0)).toBe(300);
    expect(backoffDelay({ ...app, randomization: 0 }, 1)).toBe(600);
    expect(backoffDelay({ ...app, randomization: 0 }, 3)).toBe(2000);
    // rand 0.25: floor(2.5) is even, so the deviation (0.25 x 0.5 x 300) is taken off.
    expect(backoffDelay(app, 0, 0.25)).toBe(263);
    expect(backoffDelay(app, 0, 0.35)).toBe(352);
  });
});
