import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { closeRedisClient, createRedisClient, waitUntilReady } from './redis-client';

/** The Socket.IO Redis Streams adapter with the connections it opened, so they can be closed. */
export type StreamsAdapter = {
  /** Pass to `io.adapter(...)`. */
  adapter: ReturnType<typeof createAdapter>;
  /** Resolves true once every connection is ready, false if `timeoutMs` passes first. */
  ready(timeoutMs: number): Promise<boolean>;
  /** Closes the adapter's Redis connections. Call after the adapter itself is closed. */
  close(): Promise<void>;
};

/**
 * Creates the Streams adapter (not the classic pub/sub one: only the Streams adapter keeps the
 * packets that connection-state recovery replays, and stores sessions where any node finds them).
 *
 * The adapter duplicates the client it is given (one connection blocks on XREAD, one subscribes)
 * and never exposes those copies; `duplicate` is wrapped here so `close()` can end them instead
 * of leaving a blocked XREAD to hold the process open.
 * @param keyPrefix prefix of the stream, channels and session keys (tests isolate with it)
 */
export function createStreamsAdapter(
  url: string,
  logger: Logger,
  keyPrefix: string,
): StreamsAdapter {
  const client = createRedisClient(url, logger, 'socket-adapter', {
    // Wait for Redis instead of failing commands after a few retries: a SUBSCRIBE that failed
    // during an outage would never be retried, leaving this node deaf to the others for good.
    maxRetriesPerRequest: null,
    // The adapter disconnects its XREAD connection again after close() has; each disconnect
    // arms a timer (2 s by default) that would hold the process open after shutdown.
    disconnectTimeout: 100,
  });
  markRejectionsHandled(client);
  const copies: Redis[] = [];
  const duplicate = client.duplicate.bind(client);
  client.duplicate = ((override?: Parameters<Redis['duplicate']>[0]) => {
    const copy = duplicate(override);
    markRejectionsHandled(copy);
    copies.push(copy);
    return copy;
  }) as Redis['duplicate'];

  const adapter = createAdapter(client, {
    streamName: `${keyPrefix}socket.io`,
    channelPrefix: `${keyPrefix}socket.io`,
    sessionKeyPrefix: `${keyPrefix}socket.io:session:`,
  });

  return {
    adapter,
    async ready(timeoutMs) {
      const states = await Promise.all(
        [client, ...copies].map((connection) => waitUntilReady(connection, timeoutMs)),
      );
      return states.every(Boolean);
    },
    async close() {
      // Without this the XREAD connection stays blocked up to 5 s after the adapter is closed.
      for (const copy of copies) copy.disconnect();
      await closeRedisClient(client);
    },
  };
}

/**
 * The adapter fires some commands without handling their failure (SUBSCRIBE, the SET that stores
 * a session). If a connection is closed while one is in flight (our close(), right after start or
 * during an outage), its rejection would be unhandled, which stops a Node process. Each command's promise gets a no-op handler here; callers that await a
 * command still see its error, and connection failures are logged by the client's error listener.
 */
function markRejectionsHandled(client: Redis): void {
  const sendCommand = client.sendCommand.bind(client);
  client.sendCommand = ((...args: Parameters<Redis['sendCommand']>) => {
    args[0].promise.catch(() => {});
    return sendCommand(...args);
  }) as Redis['sendCommand'];
}
