import type { SessionResults } from '@ttc/shared-protocol/classroom/results';
import { Redis } from 'ioredis';
import type { ResultsSink } from '../../src/results/results-sink';
import {
  type ClassroomSocket,
  connectHost,
  type HostClient,
  signHostToken,
} from './classroom-client';
import {
  PUBLIC_ORIGIN,
  type RealtimeNode,
  startRealtimeNode,
  TEST_JWT_SECRET,
} from './realtime-node';
import { deleteKeysWithPrefix, randomKeyPrefix } from './redis-keys';

/** Results handed over, in memory, for assertions. */
export class RecordingSink implements ResultsSink {
  readonly results: SessionResults[] = [];
  async persist(results: SessionResults): Promise<void> {
    this.results.push(results);
  }
}

/** The backends every live-session suite runs on: memory, and Redis when REDIS_URL is set. */
export function backends(
  redisUrl: string | undefined,
): Array<{ name: string; redisUrl: string | undefined }> {
  return [
    { name: 'memory', redisUrl: undefined },
    ...(redisUrl ? [{ name: 'redis', redisUrl }] : []),
  ];
}

/** A token of the test nodes' built-in issuer. */
export function hostToken(userId: string, expiresInS?: number): Promise<string> {
  return signHostToken({
    secret: TEST_JWT_SECRET,
    issuer: `${PUBLIC_ORIGIN}/auth/v1`,
    userId,
    ...(expiresInS === undefined ? {} : { expiresInS }),
  });
}

/**
 * Nodes, sockets and Redis keys of one test, all closed or deleted by `cleanup()` (afterEach);
 * `dropKeys()` (afterAll) deletes the Redis keys.
 */
export function createHarness(redisUrl: string | undefined) {
  const nodes: RealtimeNode[] = [];
  const sockets: ClassroomSocket[] = [];
  const prefixes: string[] = [];

  return {
    sink: new RecordingSink(),
    async node(
      options: Parameters<typeof startRealtimeNode>[0] & { keyPrefix?: string } = {},
    ): Promise<RealtimeNode> {
      const keyPrefix = options.keyPrefix ?? randomKeyPrefix('live');
      prefixes.push(keyPrefix);
      const node = await startRealtimeNode({
        redisUrl,
        disconnectGraceMs: 200,
        resultsSink: this.sink,
        ...options,
        keyPrefix,
      });
      nodes.push(node);
      return node;
    },
    track<T extends { socket: ClassroomSocket }>(client: T): T {
      sockets.push(client.socket);
      return client;
    },
    async host(url: string, userId = 'teacher-1'): Promise<HostClient> {
      const client = await connectHost(url, await hostToken(userId));
      sockets.push(client.socket);
      return client;
    },
    async cleanup() {
      for (const socket of sockets.splice(0)) socket.disconnect();
      await Promise.all(nodes.splice(0).map((node) => node.stop()));
    },
    async dropKeys() {
      if (!redisUrl) return;
      const redis = new Redis(redisUrl);
      for (const prefix of prefixes) await deleteKeysWithPrefix(redis, prefix);
      await redis.quit();
    },
  };
}
