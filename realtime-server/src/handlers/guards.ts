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
/** A connection's guards: `admit` for each incoming packet, `register` once per connection. */
export type Guards = {
  /**
   * The rate limit, run first on every packet (ClientEventTable.attach calls it): false when the
   * packet is refused (answered `rate_limited`, or the abusive client disconnected).
   */
  admit(socket: RealtimeSocket, packet: unknown[]): boolean;
  /** Adds the listeners (the same functions for every connection: no closure per socket). */
  register(socket: RealtimeSocket): void;
};

/**
 * Builds the guards once per server. The listeners read their socket from `this` (an
 * EventEmitter calls a listener on its emitter; socket.io calls `onAny` listeners the same way),
 * so a connected student costs no closure for them: with thousands of tablets per node that
 * heap adds up (B4).
 */
export function createGuards(context: HandlerContext, limiter?: EventRateLimiter): Guards {
  function onAnyEvent(this: RealtimeSocket, event: unknown) {
    if (isClientEventName(event)) return;
    context.counters.unknownEvents += 1;
    context.logger.debug(
      { event: String(event).slice(0, 64), socketId: this.id },
      'Unknown socket event dropped',
    );
  }
  function onError(this: RealtimeSocket, error: Error) {
    context.logger.debug({ err: error, socketId: this.id }, 'Socket error');
  }
  function onDisconnect(this: RealtimeSocket, reason: string) {
    context.logger.debug({ socketId: this.id, reason }, 'Socket disconnected');
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
    register(socket) {
      socket.onAny(onAnyEvent);
      socket.on('error', onError);
      socket.on('disconnect', onDisconnect);
    },
  };
}
