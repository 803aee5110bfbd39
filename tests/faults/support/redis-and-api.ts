import { afterAll, beforeAll } from 'vitest';
import type { RealtimeProcess } from './realtime-process';
import { hasRedisServer, PrivateRedis } from './redis-server';
import { startResultsApi } from './results-api';

const sharedRedisUrl = process.env.REDIS_URL;

/** Why a test needing some Redis (private or REDIS_URL) must skip, or null. */
export const redisSkipReason =
  hasRedisServer || sharedRedisUrl
    ? null
    : 'needs Redis: set REDIS_URL or put redis-server on PATH';

/**
 * Registers the hooks of a fault test whose realtime nodes run on Redis: a private redis-server
 * when one is on PATH (else the shared REDIS_URL), the results API stand-in, and the nodes the
 * test starts (`nodes`), all stopped after the file.
 */
export function useRedisAndApi() {
  let redis: PrivateRedis | undefined;
  const env = {
    redisUrl: '',
    api: undefined as unknown as Awaited<ReturnType<typeof startResultsApi>>,
    nodes: [] as RealtimeProcess[],
    /** What the nodes are started with, but their port. */
    nodeSettings() {
      return { redisUrl: env.redisUrl, apiUrl: env.api.url, apiToken: env.api.token };
    },
  };
  beforeAll(async () => {
    if (hasRedisServer) {
      redis = await PrivateRedis.start();
      env.redisUrl = redis.url;
    } else {
      env.redisUrl = sharedRedisUrl ?? '';
    }
    env.api = await startResultsApi();
  }, 30_000);
  afterAll(async () => {
    await Promise.all(env.nodes.map((node) => node.kill()));
    await env.api?.stop();
    await redis?.stop();
  });
  return env;
}
