import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryOutboxStore } from '../src/results/memory-outbox-store';
import type { ResultsOutboxStore } from '../src/results/outbox-store';
import { RedisOutboxStore } from '../src/results/redis-outbox-store';
import { deleteKeysWithPrefix, randomKeyPrefix } from './support/redis-keys';

const redisUrl = process.env.REDIS_URL;
const T = Date.UTC(2026, 2, 2, 9, 0, 0);
const LEASE = 60_000;

/** One contract, run against the memory store and the Redis store ([OB] ids). */
function registerOutboxStoreContract(name: string, makeStore: () => Promise<ResultsOutboxStore>) {
  describe(`results outbox store contract on ${name}`, () => {
    let store: ResultsOutboxStore;
    beforeEach(async () => {
      store = await makeStore();
    });
    afterEach(() => store.close());

    it('[OB1] When a body is added, then it waits, comes due at its due time and is claimed with its details', async () => {
      expect(await store.add('s1', '{"a":1}', T, T + 10)).toBe(true);
      expect(await store.pendingCount()).toBe(1);
      expect(await store.nextDueAt()).toBe(T + 10);
      expect(await store.claimDue(T + 9, LEASE, 4)).toEqual([]);
      expect(await store.claimDue(T + 10, LEASE, 4)).toEqual([
        { id: 's1', body: '{"a":1}', attempts: 0, queuedAt: T, lastError: null },
      ]);
    });

    it('[OB2] When the same id is added again, then nothing changes (one entry, the first body)', async () => {
      expect(await store.add('s1', 'first', T, T)).toBe(true);
      expect(await store.add('s1', 'second', T + 5, T + 5)).toBe(false);
      expect(await store.pendingCount()).toBe(1);
      const [entry] = await store.claimDue(T + 5, LEASE, 4);
      expect(entry?.body).toBe('first');
    });

    it('[OB3] When an entry is claimed, then no second claim gets it until the lease runs out', async () => {
      await store.add('s1', 'b', T, T);
      expect(await store.claimDue(T, LEASE, 4)).toHaveLength(1);
      expect(await store.claimDue(T + 1, LEASE, 4)).toEqual([]);
      expect(await store.nextDueAt()).toBe(T + LEASE);
      // The node sending it died: the entry comes due again.
      expect((await store.claimDue(T + LEASE, LEASE, 4)).map((e) => e.id)).toEqual(['s1']);
    });

    it('[OB4] When many are due, then a claim takes at most the limit, earliest due first', async () => {
      await store.add('late', 'b', T, T + 3);
      await store.add('early', 'b', T, T + 1);
      await store.add('middle', 'b', T, T + 2);
      expect((await store.claimDue(T + 10, LEASE, 2)).map((e) => e.id)).toEqual([
        'early',
        'middle',
      ]);
      expect((await store.claimDue(T + 10, LEASE, 2)).map((e) => e.id)).toEqual(['late']);
    });

    it('[OB5] When an attempt fails, then the entry counts it, keeps the error and is due at the retry time', async () => {
      await store.add('s1', 'b', T, T);
      await store.claimDue(T, LEASE, 4);
      await store.retryAt('s1', T + 500, 'ECONNREFUSED');
      expect(await store.nextDueAt()).toBe(T + 500);
      await store.claimDue(T + 500, LEASE, 4);
      await store.retryAt('s1', T + 1500, '503 unavailable');
      const [entry] = await store.claimDue(T + 1500, LEASE, 4);
      expect(entry).toEqual({
        id: 's1',
        body: 'b',
        attempts: 2,
        queuedAt: T,
        lastError: '503 unavailable',
      });
    });

    it('[OB6] When an entry is delivered, then it is gone, and a late retry for it changes nothing', async () => {
      await store.add('s1', 'b', T, T);
      await store.claimDue(T, LEASE, 4);
      await store.remove('s1');
      await store.retryAt('s1', T + 10, 'late failure from another node');
      expect(await store.pendingCount()).toBe(0);
      expect(await store.nextDueAt()).toBeNull();
      expect(await store.claimDue(T + LEASE * 2, LEASE, 4)).toEqual([]);
      // Delivered ids may come again (a new round never reuses one; a repeat is harmless).
      expect(await store.add('s1', 'b', T + 20, T + 20)).toBe(true);
    });

    it('[OB7] When an entry is parked, then it leaves the queue, is listed with its status and error, and the same id is not queued again', async () => {
      await store.add('s1', 'the body', T, T);
      const [entry] = await store.claimDue(T, LEASE, 4);
      if (!entry) throw new Error('not claimed');
      await store.park(entry, 400, '400 validation_failed: roomCode: bad', T + 7);
      expect(await store.pendingCount()).toBe(0);
      expect(await store.claimDue(T + LEASE * 2, LEASE, 4)).toEqual([]);
      expect(await store.parked()).toEqual([
        {
          id: 's1',
          body: 'the body',
          attempts: 1,
          queuedAt: T,
          lastError: '400 validation_failed: roomCode: bad',
          status: 400,
          parkedAt: T + 7,
        },
      ]);
      expect(await store.add('s1', 'the body', T + 8, T + 8)).toBe(false);
    });

    it('[OB10] When sessions are discarded (deleted by their teacher), then neither a waiting nor a parked one is kept, and others stay', async () => {
      await store.add('waiting', 'w', T, T + 5);
      await store.add('parked', 'p', T, T);
      await store.add('other', 'o', T, T + 5);
      const [entry] = await store.claimDue(T, LEASE, 4);
      if (!entry) throw new Error('not claimed');
      await store.park(entry, 409, '409 conflict', T + 1);
      await store.discard('waiting');
      await store.discard('parked');
      await store.discard('never-there');
      expect((await store.waiting()).map((e) => e.id)).toEqual(['other']);
      expect(await store.parked()).toEqual([]);
      // A discarded id is free again (a parked one would have refused it).
      expect(await store.add('parked', 'p', T + 2, T + 2)).toBe(true);
    });

    it('[OB8] When nothing waits, then there is no next due time and nothing to claim', async () => {
      expect(await store.nextDueAt()).toBeNull();
      expect(await store.pendingCount()).toBe(0);
      expect(await store.claimDue(T, LEASE, 4)).toEqual([]);
      expect(await store.parked()).toEqual([]);
    });
  });
}

registerOutboxStoreContract('memory', async () => new MemoryOutboxStore());

describe.skipIf(!redisUrl)('on Redis (REDIS_URL)', () => {
  const url = redisUrl ?? '';
  const prefixes: string[] = [];
  registerOutboxStoreContract('redis', async () => {
    const keyPrefix = randomKeyPrefix('results-outbox');
    prefixes.push(keyPrefix);
    const client = new Redis(url, { maxRetriesPerRequest: 1 });
    client.on('error', () => {});
    return new RedisOutboxStore(client, { keyPrefix });
  });

  it('[OB9] When a second store opens on the same keys (a restart, another node), then it sees and claims what the first kept', async () => {
    const keyPrefix = randomKeyPrefix('results-outbox');
    prefixes.push(keyPrefix);
    const first = new RedisOutboxStore(new Redis(url), { keyPrefix });
    await first.add('s1', 'kept', T, T);
    await first.close();
    const second = new RedisOutboxStore(new Redis(url), { keyPrefix });
    try {
      expect(await second.pendingCount()).toBe(1);
      expect((await second.claimDue(T, LEASE, 4)).map((e) => e.body)).toEqual(['kept']);
    } finally {
      await second.close();
    }
  });

  afterAll(async () => {
    const client = new Redis(url);
    for (const prefix of prefixes) await deleteKeysWithPrefix(client, prefix);
    await client.quit();
  });
});
