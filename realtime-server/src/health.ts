import { type HealthResponse, healthOf } from '@ttc/shared-protocol/api/health';
import type { RoomStore } from './store/room-store';

/** Seconds a 503 of a health check asks the caller to wait before asking again. */
export const HEALTH_RETRY_AFTER_SECONDS = 5;

/**
 * Whether the room store answers a ping within `timeoutMs`. Never rejects: a store that is down
 * or slow is simply unhealthy (health endpoints answer 503 then).
 */
export async function isStoreHealthy(
  store: RoomStore<unknown>,
  timeoutMs = 1_000,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = store.ping().then(
    () => true,
    () => false,
  );
  const healthy = await Promise.race([ping, timeout]);
  clearTimeout(timer);
  return healthy;
}

/**
 * The standalone realtime service's GET /health: `redis` is listed when REDIS_URL is set (the
 * memory store cannot be down). Before the server is attached there is nothing to check yet: 503.
 */
export async function realtimeHealth(options: {
  /** The attached server's store and id; undefined while starting. */
  realtime: { store: RoomStore<unknown>; nodeId: string } | undefined;
  redisConfigured: boolean;
  timeoutMs?: number;
}): Promise<HealthResponse> {
  const { realtime, redisConfigured } = options;
  if (!realtime) {
    return {
      status: 'unavailable',
      services: {},
      error: { code: 'unavailable', message: 'The realtime service is starting.' },
    };
  }
  if (!redisConfigured) return healthOf({}, { node: realtime.nodeId });
  const up = await isStoreHealthy(realtime.store, options.timeoutMs);
  return healthOf({ redis: up ? 'ok' : 'down' }, { node: realtime.nodeId });
}
