import { ackError, ErrorCode } from '@ttc/shared-protocol/errors';
import { isClientEventName } from '@ttc/shared-protocol/events';
import type { HandlerContext } from '../handler-context';
import type { EventRateLimiter } from '../rate-limit';
import type { RealtimeSocket } from '../socket-types';

/**
 * Keeps hostile or stale clients from hurting the process:
 * - every incoming event passes the per-socket rate limit; a refused one is answered
 *   `rate_limited` (if it has an ack) and never reaches a handler; a client that keeps sending
 *   regardless is disconnected;
 * - events not in the client table are dropped, counted and logged at debug (their ack, if any,
 *   is never called: the client's own timeout handles it);
 * - an `error` listener is always present, because a client can emit an event named `error`, and
 *   a Node EventEmitter throws on an unheard `error` event, which would crash the process.
 */
/** A connection's guards, built once per server and shared by every connection. */
export type Guards = {
  /**
   * The rate limit, run first on every packet (ClientEventTable.attach calls it): false when the
   * packet is refused (answered `rate_limited`, or the abusive client disconnected).
   */
  admit(socket: RealtimeSocket, packet: unknown[]): boolean;
  /**
   * An admitted event the table has no handler for (ClientEventTable.attach calls it): counted
   * and logged when its name is not a client event.
   */
  unknown(socket: RealtimeSocket, event: unknown): void;
  /** Logs a closed connection (called by the server's one `disconnect` listener). */
  disconnected(socket: RealtimeSocket, reason: string): void;
  /** Adds the `error` listener (the same function for every connection: no closure per socket). */
  register(socket: RealtimeSocket): void;
};

/**
 * Builds the guards once per server. The listener reads its socket from `this` (an EventEmitter
 * calls a listener on its emitter), so a connected student costs no closure for it: with
 * thousands of tablets per node that heap adds up (B4). Unknown events are caught in the event
 * table's middleware rather than by an `onAny` listener, which would give every connection a
 * listener array of its own.
 */
export function createGuards(context: HandlerContext, limiter?: EventRateLimiter): Guards {
  function onError(this: RealtimeSocket, error: Error) {
    context.logger.debug({ err: error, socketId: this.id }, 'Socket error');
  }

  return {
    admit(socket, packet) {
      if (!limiter) return true;
      const verdict = limiter.take(socket);
      if (verdict === 'ok') return true;
      context.counters.rateLimited += 1;
      if (verdict === 'abusive') {
        // Packets already received may still come through after the close: count it once.
        if (!socket.connected) return false;
        context.counters.rateLimitDisconnects += 1;
        context.logger.info({ socketId: socket.id }, 'Socket closed: too many events');
        socket.disconnect(true);
        return false;
      }
      const ack = packet.at(-1);
      if (typeof ack === 'function' && isClientEventName(packet[0])) {
        try {
          ack(ackError(ErrorCode.RateLimited, 'Too many messages. Slow down a little.'));
        } catch {
          // The client went away; nothing to answer.
        }
      }
      return false;
    },
    unknown(socket, event) {
      if (isClientEventName(event)) return;
      context.counters.unknownEvents += 1;
      context.logger.debug(
        { event: String(event).slice(0, 64), socketId: socket.id },
        'Unknown socket event dropped',
      );
    },
    disconnected(socket, reason) {
      context.logger.debug({ socketId: socket.id, reason }, 'Socket disconnected');
    },
    register(socket) {
      socket.on('error', onError);
    },
  };
}
