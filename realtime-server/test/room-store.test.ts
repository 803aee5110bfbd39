import { Redis } from 'ioredis';
import { afterAll, describe } from 'vitest';
import { MemoryRoomStore } from '../src/store/memory-room-store';
import { RedisRoomStore } from '../src/store/redis-room-store';
import { registerRoomStoreContract, type TestRoomState } from './room-store-contract';
import { deleteKeysWithPrefix, randomKeyPrefix } from './support/redis-keys';

const redisUrl = process.env.REDIS_URL;

// Memory: time is an injected clock, so TTL and lease expiry are exact and instant.
let clock = Date.UTC(2026, 0, 5, 9, 0, 0);
registerRoomStoreContract('memory', {
  makeStore: async ({ ttlMs }) =>
    new MemoryRoomStore<TestRoomState>({ ttlMs, now: () => clock, sweepIntervalMs: 0 }),
  advance: async (ms) => {
    clock += ms;
  },
});

// Redis: expiry runs on the Redis server's clock, so time really passes.
describe.skipIf(!redisUrl)('on Redis (REDIS_URL)', () => {
  const url = redisUrl ?? '';
  const keyPrefix = randomKeyPrefix('room-store');

  registerRoomStoreContract('redis', {
    makeStore: async ({ ttlMs }) => {
      const client = new Redis(url, { maxRetriesPerRequest: 1 });
      client.on('error', () => {});
      return new RedisRoomStore<TestRoomState>(client, { ttlMs, keyPrefix });
    },
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });

  afterAll(async () => {
    const client = new Redis(url);
    await deleteKeysWithPrefix(client, keyPrefix);
    await client.quit();
  });
});
