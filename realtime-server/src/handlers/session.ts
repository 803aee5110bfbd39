import { ackOk } from '@ttc/shared-protocol/errors';
import type { HandlerContext } from '../handler-context';
import type { RealtimeSocket } from '../socket-types';
import type { ClientEventTable } from './client-event';

/** The connection itself: the ping. */
export function registerSessionHandlers(events: ClientEventTable, context: HandlerContext): void {
  events.on('session:ping', () => ackOk({ serverTime: context.now() }));
}

/** The welcome after every accepted connection. */
export function welcome(socket: RealtimeSocket, context: HandlerContext): void {
  // Tells the client whether its session survived (a recovered socket kept its rooms and data);
  // when it did not, the client resyncs (the live-engine issue: rejoin by token).
  socket.emit('session:welcome', { serverTime: context.now(), recovered: socket.recovered });
}
