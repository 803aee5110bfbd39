import type { Logger } from 'pino';
import type { RoomStore } from './store/room-store';

/** Running totals of refused input, for logs, health output and tests. */
export type RealtimeCounters = {
  /** Events whose name is not in the client event table (dropped). */
  unknownEvents: number;
  /** Payloads refused by their schema (answered `validation_failed`). */
  validationFailures: number;
  /** Handler exceptions (answered `internal`). */
  internalErrors: number;
  /** Events refused by the per-socket rate limit (answered `rate_limited`). */
  rateLimited: number;
  /** Connections closed for not backing off. */
  rateLimitDisconnects: number;
  /** Typed codes refused, right or wrong, because their connection or address was blocked. */
  joinMissesLimited: number;
  /** Handshakes refused for a bad host token. */
  authFailures: number;
  /** Handshakes refused because their address already held its share of connections. */
  connectionsCapped: number;
};

/** What every handler module receives: the node's services, nothing global. */
export type HandlerContext = {
  logger: Logger;
  store: RoomStore<unknown>;
  nodeId: string;
  /** The server clock; injected so handlers never call Date.now() directly. */
  now: () => number;
  counters: RealtimeCounters;
};

export function createCounters(): RealtimeCounters {
  return {
    unknownEvents: 0,
    validationFailures: 0,
    internalErrors: 0,
    rateLimited: 0,
    rateLimitDisconnects: 0,
    joinMissesLimited: 0,
    authFailures: 0,
    connectionsCapped: 0,
  };
}
