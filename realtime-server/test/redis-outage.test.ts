import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { isStoreHealthy } from '../src/health';
import {
  connected,
  createClient,
  nextEvent,
  type RealtimeNode,
  startRealtimeNode,
  type TestClient,
} from './support/realtime-node';

// A private redis-server that this file may kill: the shared one serves other suites.
const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startRedisServer(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => 50 });
  probe.on('error', () => {});
  await vi.waitFor(() => probe.ping(), { timeout: 5000, interval: 50 });
  probe.disconnect();
  return child;
}

function stopRedisServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe.skipIf(!process.env.REDIS_URL || !hasRedisServer)('when Redis goes away', () => {
  let redis: ChildProcess | undefined;
  let node: RealtimeNode | undefined;
  const clients: TestClient[] = [];

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await node?.stop();
    if (redis) await stopRedisServer(redis);
  });

  it('[RO1] When Redis is killed and restarted, then the node keeps serving, reports unhealthy, and recovers', async () => {
    const port = await freePort();
    redis = await startRedisServer(port);
    node = await startRealtimeNode({ redisUrl: `redis://127.0.0.1:${port}` });
    const { handle } = node;
    const first = await connected(createClient(node.url));
    clients.push(first);
    expect(await isStoreHealthy(handle.store)).toBe(true);
    expect((await handle.store.create('424242', { phase: 'lobby' })).ok).toBe(true);

    await stopRedisServer(redis);

    // The process is alive and sockets still answer; the store fails (it does not hang).
    expect((await first.timeout(2000).emitWithAck('session:ping', { sentAt: 1 })).ok).toBe(true);
    expect(await isStoreHealthy(handle.store, 500)).toBe(false);
    await expect(handle.store.get('424242')).rejects.toThrow();

    redis = await startRedisServer(port);
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
    const port = await freePort();
    const ownRedis = await startRedisServer(port);
    const lonely = await startRealtimeNode({ redisUrl: `redis://127.0.0.1:${port}` });
    const client = await connected(createClient(lonely.url, { reconnection: false }));
    clients.push(client);
    await stopRedisServer(ownRedis);
    // Work that needs Redis is now queued: a broadcast, and the session stored at close.
    lonely.handle.io.emit('session:welcome', { serverTime: 1, recovered: false });
    const dropped = new Promise<string>((resolve) => client.once('disconnect', resolve));
    await lonely.stop();
    expect(await dropped).toBe('transport close');
  }, 30_000);
});
