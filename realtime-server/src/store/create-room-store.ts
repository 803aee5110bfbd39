import type { Logger } from 'pino';
import type { RealtimeConfig } from '../config';
import { createRedisClient } from '../redis-client';
import { MemoryRoomStore } from './memory-room-store';
import { RedisRoomStore } from './redis-room-store';
import type { RoomStore } from './room-store';

export type CreateRoomStoreOptions = {
  logger: Logger;
  /** Prefix of every Redis key (tests use a random one). Default `ttc:`. */
  keyPrefix?: string;
  /** Clock for `updatedAt` and, in memory, expiry. Defaults to `Date.now`. */
  now?: () => number;
};

/**
 * The store the configuration asks for: Redis when `REDIS_URL` is set (shared by every node),
 * otherwise memory (rooms end with the process). TTL is `ROOM_TTL_SECONDS` after the last write.
 */
export function createRoomStore<S>(
  config: Pick<RealtimeConfig, 'redisUrl' | 'roomTtlSeconds'>,
  options: CreateRoomStoreOptions,
): RoomStore<S> {
  const ttlMs = config.roomTtlSeconds * 1000;
  const common = { ttlMs, ...(options.now ? { now: options.now } : {}) };
  if (!config.redisUrl) return new MemoryRoomStore<S>(common);
  // A fail-fast client (redis-client.ts): while Redis is away or silent every store call fails
  // within COMMAND_TIMEOUT_MS, at once in most cases, and the socket action that made it is
  // answered `unavailable` (client-event.ts). Store calls never block on the server.
  // Auto-pipelining sends the commands issued in one turn of the event loop as one write: after a
  // restart thousands of rejoins each read their seat, and a write (a syscall) per command was a
  // large part of the node's CPU. Order on the connection is kept.
  const client = createRedisClient(config.redisUrl, options.logger, 'room-store', {
    enableAutoPipelining: true,
  });
  return new RedisRoomStore<S>(client, { ...common, keyPrefix: options.keyPrefix ?? 'ttc:' });
}
