import { ackOk } from '@ttc/shared-protocol/errors';
import type { HandlerContext } from '../handler-context';
import type { RealtimeSocket } from '../socket-types';
import { onClientEvent } from './client-event';

/** The connection itself: the welcome after every accepted connection, and the ping. */
export function registerSessionHandlers(socket: RealtimeSocket, context: HandlerContext): void {
  onClientEvent(socket, 'session:ping', context, () => ackOk({ serverTime: context.now() }));

  // Tells the client whether its session survived (a recovered socket kept its rooms and data);
  // when it did not, the client resyncs (the live-engine issue: rejoin by token).
  socket.emit('session:welcome', { serverTime: context.now(), recovered: socket.recovered });
}
