import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/** Reconnect quickly at first, then every second at most: a Redis restart is back within a second. */
const retryStrategy = (attempt: number) => Math.min(attempt * 100, 1000);

/**
 * Creates an ioredis client that never crashes the process when Redis drops: an `error` listener
 * is always attached (without one, an `error` event is an unhandled exception). The first error of
 * an outage is logged at warn, the rest at debug, and the recovery at info.
 * @param role names the connection in logs and in `CLIENT LIST`
 * @param options overrides (e.g. `commandTimeout` for clients that never block)
 */
export function createRedisClient(
  url: string,
  logger: Logger,
  role: string,
  options: RedisOptions = {},
): Redis {
  const client = new Redis(url, {
    connectionName: `ttc-${role}`,
    connectTimeout: 5_000,
    // Commands fail within a few seconds while Redis is away instead of queueing for ever.
    maxRetriesPerRequest: 3,
    retryStrategy,
    ...options,
  });
  let failing = false;
  client.on('error', (error: Error) => {
    const fields = { redis: role, err: error.message };
    if (failing) logger.debug(fields, 'Redis still unavailable');
    else logger.warn(fields, 'Redis connection error');
    failing = true;
  });
  client.on('ready', () => {
    if (failing) logger.info({ redis: role }, 'Redis connection restored');
    failing = false;
  });
  return client;
}

/** Resolves once the client is ready, or after `timeoutMs` (false) while it keeps reconnecting. */
export function waitUntilReady(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.once('ready', onReady);
  });
}

/** Closes a client: a polite QUIT when connected (pending replies arrive), else a hard disconnect. */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  // Auto-pipelined commands leave at the end of the turn they were issued in (a session stored
  // as the last connections close, say); QUIT is sent at once, so it waits one turn for them.
  if (client.options.enableAutoPipelining) await new Promise((resolve) => setImmediate(resolve));
  if (client.status === 'ready') {
    const quit = client.quit().then(
      () => undefined,
      () => undefined,
    );
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, 1_000);
    });
    await Promise.race([quit, giveUp]);
    clearTimeout(timer);
  }
  client.disconnect();
}
