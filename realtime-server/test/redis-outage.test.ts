import { afterAll, describe, expect, it, vi } from 'vitest';
import { isStoreHealthy } from '../src/health';
import { freePort, hasRedisServer, PrivateRedis } from './support/private-redis';
import {
  connected,
  createClient,
  nextEvent,
  type RealtimeNode,
  startRealtimeNode,
  type TestClient,
} from './support/realtime-node';

describe.skipIf(!process.env.REDIS_URL || !hasRedisServer)('when Redis goes away', () => {
  let redis: PrivateRedis | undefined;
  let node: RealtimeNode | undefined;
  const clients: TestClient[] = [];

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await node?.stop();
    await redis?.kill();
  });

  it('[RO1] When Redis is killed and restarted, then the node keeps serving, reports unhealthy, and recovers', async () => {
    redis = new PrivateRedis(await freePort());
    await redis.up();
    node = await startRealtimeNode({ redisUrl: redis.url });
    const { handle } = node;
    const first = await connected(createClient(node.url));
    clients.push(first);
    expect(await isStoreHealthy(handle.store)).toBe(true);
    expect((await handle.store.create('424242', { phase: 'lobby' })).ok).toBe(true);

    await redis.kill();

    // The process is alive and sockets still answer; the store fails (it does not hang).
    expect((await first.timeout(2000).emitWithAck('session:ping', { sentAt: 1 })).ok).toBe(true);
    expect(await isStoreHealthy(handle.store, 500)).toBe(false);
    await expect(handle.store.get('424242')).rejects.toThrow();

    await redis.up();
    await vi.waitFor(async () => expect(await isStoreHealthy(handle.store, 500)).toBe(true), {
      timeout: 10_000,
      interval: 100,
    });
    // The private Redis started empty; the store works again.
    expect((await handle.store.create('424242', { phase: 'lobby' })).ok).toBe(true);
    const second = createClient(node.url);
    clients.push(second);
    const welcome = nextEvent(second, 'session:welcome');
    await connected(second);
    // The welcome goes through the adapter's stream: it arrives once the adapter is back.
    expect(await welcome).toMatchObject({ recovered: false });
  }, 30_000);

  it('[RO2] When the node shuts down while Redis is away, then it closes without unhandled errors', async () => {
    const ownRedis = new PrivateRedis(await freePort());
    await ownRedis.up();
    const lonely = await startRealtimeNode({ redisUrl: ownRedis.url });
    const client = await connected(createClient(lonely.url, { reconnection: false }));
    clients.push(client);
    await ownRedis.kill();
    // Work that needs Redis is now queued: a broadcast, and the session stored at close.
    lonely.handle.io.emit('session:welcome', { serverTime: 1, recovered: false });
    const dropped = new Promise<string>((resolve) => client.once('disconnect', resolve));
    await lonely.stop();
    expect(await dropped).toBe('transport close');
  }, 30_000);
});
