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
  /**
   * Deletes the stream's packets (kept for connection-state recovery) whose text holds one of
   * `needles`: what a deleted account's rooms sent stays no longer than the room. Gives up
   * after `timeoutMs` (Redis away); the stream trims its oldest packets by itself anyway.
   */
  forgetPackets(needles: readonly string[], timeoutMs?: number): Promise<void>;
  /** Closes the adapter's Redis connections. Call after the adapter itself is closed. */
  close(): Promise<void>;
};

/** Packets read per XRANGE while looking for a deleted account's. */
const FORGET_BATCH = 500;
const FORGET_TIMEOUT_MS = 5_000;

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
    // No auto-pipelining here (the room store has it): auto-pipelined commands bypass
    // `sendCommand`, so the adapter's fire-and-forget commands would reject unhandled when the
    // connection closes under them (seen in live-joins on Redis), which stops a Node process.
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

  const sessionKeyPrefix = `${keyPrefix}socket.io:session:`;
  const streamName = `${keyPrefix}socket.io`;
  const create = createAdapter(client, {
    streamName,
    channelPrefix: `${keyPrefix}socket.io`,
    sessionKeyPrefix,
  });
  // Socket.IO calls the adapter factory with `new`: a function expression, not an arrow.
  const adapter = function wrappedAdapter(namespace: Parameters<typeof create>[0]) {
    const created = create(namespace);
    skipMissingSessions(created, client, sessionKeyPrefix);
    return created;
  } as typeof create;

  return {
    adapter,
    async ready(timeoutMs) {
      const states = await Promise.all(
        [client, ...copies].map((connection) => waitUntilReady(connection, timeoutMs)),
      );
      return states.every(Boolean);
    },
    async forgetPackets(needles, timeoutMs = FORGET_TIMEOUT_MS) {
      if (needles.length === 0) return;
      const deadline = Date.now() + timeoutMs;
      let start = '-';
      while (Date.now() < deadline) {
        const entries = await client.xrange(streamName, start, '+', 'COUNT', FORGET_BATCH);
        const doomed = entries
          .filter(([, fields]) => fields.some((field) => needles.some((n) => field.includes(n))))
          .map(([id]) => id);
        if (doomed.length > 0) await client.xdel(streamName, ...doomed);
        const last = entries.at(-1);
        if (!last || entries.length < FORGET_BATCH) return;
        start = `(${last[0]}`;
      }
      logger.warn('Stream packets of a deleted account not all checked in time');
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

const NO_SESSION = new Error('session not found');

type RestoringAdapter = {
  restoreSession(pid: string, offset: string): Promise<unknown>;
};

/**
 * Every reconnecting client asks for its session back. The adapter answers each with a
 * MULTI/GET/DEL/EXEC and an XRANGE, even when there is no session to restore: after the only
 * node was killed, none was stored, and 3000 tablets cost 3000 of each. One EXISTS first skips
 * that work when the session
 * is gone; when it exists the adapter restores it as before (another node taking it meanwhile
 * is the adapter's own race, answered the same way: not recovered).
 */
function skipMissingSessions(adapter: unknown, client: Redis, sessionKeyPrefix: string): void {
  const target = adapter as RestoringAdapter;
  if (typeof target.restoreSession !== 'function') return;
  const restore = target.restoreSession.bind(target);
  target.restoreSession = async (pid, offset) => {
    // One shared rejection: socket.io only logs it, and a stack per reconnect is wasted work.
    if ((await client.exists(sessionKeyPrefix + pid)) === 0) throw NO_SESSION;
    return restore(pid, offset);
  };
}
