import { isClientEventName } from '@ttc/shared-protocol/events';
import type { HandlerContext } from '../handler-context';
import type { RealtimeSocket } from '../socket-types';

/**
 * Keeps hostile or stale clients from hurting the process:
 * - events not in the client table are dropped, counted and logged at debug (their ack, if any,
 *   is never called: the client's own timeout handles it);
 * - an `error` listener is always present, because a client can emit an event named `error`, and
 *   a Node EventEmitter throws on an unheard `error` event, which would crash the process.
 */
export function registerGuards(socket: RealtimeSocket, context: HandlerContext): void {
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
