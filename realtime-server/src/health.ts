import type { RoomStore } from './store/room-store';

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
