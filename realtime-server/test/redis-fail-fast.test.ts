import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COMMAND_TIMEOUT_MS,
  closeRedisClient,
  createRedisClient,
  isRedisUnavailable,
} from '../src/redis-client';
import { createRoomStore } from '../src/store/create-room-store';
import type { RoomStore } from '../src/store/room-store';
import { freePort, hasRedisServer, PrivateRedis } from './support/private-redis';

const silent = pino({ level: 'silent' });

/** Runs `work` and resolves with its error (or null) and how long it took. */
async function timed(work: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  try {
    await work();
    return { error: null, ms: performance.now() - started };
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
}

describe.skipIf(!hasRedisServer)(
  'a fail-fast Redis client (the room store) when Redis is away',
  () => {
    let redis: PrivateRedis;
    let store: RoomStore<unknown>;
    beforeAll(async () => {
      redis = new PrivateRedis(await freePort());
      await redis.up();
    }, 20_000);
    afterEach(async () => {
      await store?.close();
    });
    afterAll(() => redis?.kill());

    it('[FF1] When Redis is killed, then store calls fail at once as unavailable, and work again by themselves once it is back', async () => {
      store = createRoomStore({ redisUrl: redis.url, roomTtlSeconds: 60 }, { logger: silent });
      expect((await store.create('111111', { n: 1 })).ok).toBe(true);

      await redis.kill();
      // In flight when it dies, and sent while it is away: both fail, quickly.
      for (let i = 0; i < 5; i++) {
        const { error, ms } = await timed(() => store.get('111111'));
        expect(isRedisUnavailable(error)).toBe(true);
        expect(ms).toBeLessThan(500);
      }

      await redis.up();
      // Reconnects every second at most; the data is gone (no persistence here), the store works.
      await vi.waitFor(() => store.ping(), { timeout: 5_000, interval: 100 });
      expect((await store.create('111111', { n: 2 })).ok).toBe(true);
      expect((await store.get('111111'))?.state).toEqual({ n: 2 });
    }, 30_000);

    it('[FF2] When Redis stops answering on open connections, then the first call fails after the command timeout, the next ones at once, and all work again once it answers', async () => {
      store = createRoomStore({ redisUrl: redis.url, roomTtlSeconds: 60 }, { logger: silent });
      const limits = createRedisClient(redis.url, silent, 'limits');
      try {
        await store.ping();
        await limits.ping();
        redis.pause();
        const first = await timed(() => store.get('222222'));
        expect(isRedisUnavailable(first.error)).toBe(true);
        expect(first.ms).toBeGreaterThanOrEqual(COMMAND_TIMEOUT_MS - 50);
        expect(first.ms).toBeLessThan(COMMAND_TIMEOUT_MS + 1_000);
        // Every fail-fast client of that Redis now refuses at once: one action waits once.
        for (const call of [() => store.get('222222'), () => limits.get('x')]) {
          const { error, ms } = await timed(call);
          expect(isRedisUnavailable(error)).toBe(true);
          expect(ms).toBeLessThan(200);
        }
        redis.resume();
        await vi.waitFor(() => store.ping(), { timeout: 5_000, interval: 100 });
        await vi.waitFor(() => limits.ping(), { timeout: 5_000, interval: 100 });
        expect(await store.get('222222')).toBeNull();
      } finally {
        redis.resume();
        await closeRedisClient(limits);
      }
    }, 30_000);

    it('[FF3] When a client is made before Redis answers, then its first commands wait for the connection', async () => {
      await redis.kill();
      store = createRoomStore({ redisUrl: redis.url, roomTtlSeconds: 60 }, { logger: silent });
      // Redis comes up only after the client was made and its first call sent.
      const created = store.create('333333', { n: 3 });
      const up = redis.up();
      const outcome = await created.then(
        (result) => result.ok,
        (error: unknown) => error,
      );
      await up;
      // Either it waited and got through, or the first connection attempt was refused and it
      // failed as unavailable: never a hang, never another error.
      if (outcome !== true) expect(isRedisUnavailable(outcome)).toBe(true);
      await vi.waitFor(() => store.ping(), { timeout: 5_000, interval: 100 });
    }, 30_000);
  },
);

describe('isRedisUnavailable', () => {
  it.each([
    ['our own refusal', Object.assign(new Error('x'), { name: 'RedisUnavailableError' })],
    [
      'a retries-exhausted error',
      Object.assign(new Error('x'), { name: 'MaxRetriesPerRequestError' }),
    ],
    ['a command timeout', new Error('Command timed out')],
    [
      'no offline queue',
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
    ],
    ['a closed connection', new Error('Connection is closed.')],
    ['an aborted command', new Error('Command aborted due to connection close')],
    ['a refused connection', Object.assign(new Error('x'), { code: 'ECONNREFUSED' })],
    [
      'Redis loading its data',
      Object.assign(new Error('LOADING Redis is loading the dataset in memory'), {
        name: 'ReplyError',
      }),
    ],
    ['a wrapped outage', new Error('step failed', { cause: new Error('Command timed out') })],
  ])('When the error is %s, then it is an outage', (_what, error) => {
    expect(isRedisUnavailable(error)).toBe(true);
  });

  it.each([
    [
      'a script error',
      Object.assign(new Error('ERR Error running script'), { name: 'ReplyError' }),
    ],
    [
      'a wrong type',
      Object.assign(new Error('WRONGTYPE Operation against a key'), { name: 'ReplyError' }),
    ],
    ['a bug', new TypeError('undefined is not a function')],
    ['null', null],
  ])('When the error is %s, then it is no outage', (_what, error) => {
    expect(isRedisUnavailable(error)).toBe(false);
  });
});
