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
export function registerGuards(
  socket: RealtimeSocket,
  context: HandlerContext,
  limiter?: EventRateLimiter,
): void {
  if (limiter) {
    socket.use((packet, next) => {
      const verdict = limiter.take(socket);
      if (verdict === 'ok') return next();
      context.counters.rateLimited += 1;
      if (verdict === 'abusive') {
        // Packets already received may still come through after the close: count it once.
        if (!socket.connected) return;
        context.counters.rateLimitDisconnects += 1;
        context.logger.info({ socketId: socket.id }, 'Socket closed: too many events');
        socket.disconnect(true);
        return;
      }
      const ack = packet.at(-1);
      if (typeof ack === 'function' && isClientEventName(packet[0])) {
        try {
          ack(ackError(ErrorCode.RateLimited, 'Too many messages. Slow down a little.'));
        } catch {
          // The client went away; nothing to answer.
        }
      }
    });
  }

  socket.onAny((event: unknown) => {
    if (isClientEventName(event)) return;
    context.counters.unknownEvents += 1;
    context.logger.debug(
      { event: String(event).slice(0, 64), socketId: socket.id },
      'Unknown socket event dropped',
    );
  });

  socket.on('error', (error) => {
    context.logger.debug({ err: error, socketId: socket.id }, 'Socket error');
  });

  socket.on('disconnect', (reason) => {
    context.logger.debug({ socketId: socket.id, reason }, 'Socket disconnected');
  });
}
