import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
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

describe('memory store: the written object is the room', () => {
  const lobby = (): TestRoomState => ({ phase: 'lobby', players: [] });

  it('[RS27] When a state is written, then the store keeps that object and reads are copies of it', async () => {
    const store = new MemoryRoomStore<TestRoomState>({ ttlMs: 60_000, sweepIntervalMs: 0 });
    await store.create('123456', lobby());
    const written = lobby();
    const saved = await store.update('123456', 1, written);
    expect(saved.ok && saved.record.state).toBe(written);
    // The one writer goes on changing its object for its next write (no copy per write).
    written.players.push({ id: 'p1', name: 'Brave Otter', score: 100 });
    const read = await store.get('123456');
    expect(read?.state).toEqual(written);
    expect(read?.state).not.toBe(written);
    read?.state.players.push({ id: 'x', name: 'Intruder', score: 1 });
    expect((await store.get('123456'))?.state.players).toHaveLength(1);
    await expect(store.update('123456', 2, undefined as never)).rejects.toThrow(TypeError);
    await store.close();
  });
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
