import { Classroom } from './classroom';
import { RealtimeProcess } from './realtime-process';
import { freePort, PrivateRedis } from './redis-server';
import { startResultsApi } from './results-api';

/**
 * What a Redis fault test runs on: a private redis-server it may kill, the results API stand-in,
 * and the standalone realtime service on that Redis, with a Classroom pointed at it.
 */
export async function startRedisStack() {
  const redis = await PrivateRedis.start();
  const api = await startResultsApi();
  const node = await RealtimeProcess.start({
    port: await freePort(),
    redisUrl: redis.url,
    apiUrl: api.url,
    apiToken: api.token,
  });
  const classroom = new Classroom(node.url, api);
  return {
    redis,
    node,
    classroom,
    /**
     * Kills Redis, starts `during` while it is away, and starts Redis again (same port and data)
     * `outageMs` later; resolves with what `during` resolved with.
     */
    async outage<T>(outageMs: number, during: () => Promise<T>): Promise<T> {
      await redis.kill();
      const work = during();
      work.catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, outageMs));
      await redis.up();
      return work;
    },
    async stop() {
      classroom.close();
      await node.kill();
      await api.stop();
      await redis.stop();
    },
  };
}
