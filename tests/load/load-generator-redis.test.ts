import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, createServer as createTcpServer, type Socket } from 'node:net';
import { attachRealtime, type RealtimeHandle } from '@ttc/realtime-server/attach-realtime';
import { parseRealtimeConfig } from '@ttc/realtime-server/config';
import { builtinIssuer } from '@ttc/shared-protocol/realtime/access-token-claims';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { signHostToken } from './host-token';
import { LoadGenerator } from './load-generator';

const PUBLIC_URL = 'http://load.test:3000';
const SECRET = 'load-test-secret-load-test-secret-0123456789';
const STUDENTS = 30;
const redisUrl = process.env.REDIS_URL;

/** A realtime server in this process on Redis (store and Streams adapter), keys under `prefix`. */
async function startRedisServer(url: string, keyPrefix: string) {
  const server: Server = createServer();
  const handle: RealtimeHandle = await attachRealtime(server, {
    config: parseRealtimeConfig({
      REDIS_URL: url,
      PUBLIC_URL,
      AUTH_JWT_SECRET: SECRET,
      NODE_ENV: 'test',
    }),
    logger: pino({ level: 'silent' }),
    keyPrefix,
    resultsSink: { async persist() {} },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await handle.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A TCP proxy to Redis that holds each request back `delayMs` (in order): a Redis under load.
 * It makes the race of the bench reproducible: an ack leaves at once, the room broadcast before
 * it waits for its XADD. Resolves with the proxy's redis:// URL.
 */
async function slowRedis(url: string, delayMs: number) {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  const proxy = createTcpServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      setTimeout(() => upstream.write(chunk), delayMs);
    });
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
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

describe.runIf(redisUrl)('load generator on Redis', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  // Issue 5, bench B6: on the Streams adapter the play-again ack overtakes the new round's view
  // (a broadcast waits for its XADD); the generator then played round 2 under round 1's keys,
  // its answers were refused and `host:next` came while the question was still open.
  it('When the teacher plays again on a Redis-backed server, then the next round is played under its own keys: every answer acked and host:next accepted', async () => {
    const url = redisUrl as string;
    const keyPrefix = `ttc-test:load-redis:${randomBytes(6).toString('hex')}:`;
    cleanups.push(() => dropKeys(url, keyPrefix));
    const redis = await slowRedis(url, 20);
    cleanups.push(() => redis.stop());
    const server = await startRedisServer(redis.url, keyPrefix);
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
      roomOptions: { questionCount: 2, secondsPerQuestion: 60 },
      reconnection: { enabled: false },
    });
    cleanups.push(() => load.close());

    const reports = [];
    for (let round = 1; round <= 3; round++) {
      if (round > 1) await load.playAgain();
      await load.startRound();
      expect(load.current).toMatchObject({ round, index: 0 });
      reports.push(await load.answerQuestion({ correctShare: 0.5 }));
      expect(await load.next()).toBe(true);
      expect(load.current).toMatchObject({ round, index: 1 });
      reports.push(await load.answerQuestion({ correctShare: 0.5 }));
      expect(await load.next()).toBe(false);
    }

    expect(reports.map((r) => r.key)).toEqual(['1:0', '1:1', '2:0', '2:1', '3:0', '3:1']);
    for (const report of reports) {
      expect(report.acks).toMatchObject({ ok: STUDENTS, refused: {} });
      expect(report.leaderboard).toMatchObject({ received: STUDENTS, missing: 0 });
    }
    for (const room of load.rooms) expect(room.host.view?.round).toBe(3);
    expect(load.counts()).toMatchObject({ acksOk: 6 * STUDENTS, refused: {}, disconnects: 0 });
  }, 60_000);
});
