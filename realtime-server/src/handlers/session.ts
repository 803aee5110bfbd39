import { ackOk } from '@ttc/shared-protocol/errors';
import type { ServerPayload } from '@ttc/shared-protocol/events';
import type { HandlerContext } from '../handler-context';
import { sendDirect } from '../room/direct-emit';
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
  const welcome = {
    serverTime: context.now(),
    recovered: socket.recovered,
  } satisfies ServerPayload<'session:welcome'>;
  // A client recovers a dropped connection from the offset of the last broadcast it received.
  // One that holds an offset already (every tablet reconnecting after a restart) gets the
  // welcome straight on its connection: through the adapter it would cost, on Redis, a stream
  // entry per connection. A client without one gets it through the adapter, so its first
  // offset comes with it and a drop before any broadcast can still be recovered.
  if (typeof socket.handshake.auth?.offset === 'string') {
    sendDirect(socket, 'session:welcome', welcome);
  } else {
    socket.emit('session:welcome', welcome);
  }
}
