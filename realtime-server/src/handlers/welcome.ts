import type { ServerPayload } from '@ttc/shared-protocol/events';
import { sendDirect } from '../room/direct-emit';
import type { RoomContext } from '../room/room-context';
import type { RealtimeSocket } from '../socket-types';

/**
 * The welcome after every accepted connection: tells the client whether its session survived (a
 * recovered socket kept its rooms and data); when it did not, the client resyncs (the
 * live-engine issue: rejoin by token).
 *
 * A client recovers a dropped connection from the offset of the last broadcast it received. One
 * that holds an offset already (every tablet reconnecting after a restart) gets the welcome
 * straight on its connection: through the adapter it would cost, on Redis, a stream entry per
 * connection. A client without one gets it through the adapter, so its first offset comes with
 * it and a drop before any broadcast can still be recovered.
 *
 * Those adapter welcomes are sent once per turn of the event loop, as one broadcast to the ids of
 * every connection accepted in that turn. Why: the adapter keeps each broadcast for recovery for
 * the whole recovery window (two minutes, with its room sets, payload and offset: about 0.7 KiB
 * in memory, or a stream entry on Redis), and when a class starts, thousands of tablets connect
 * within that window (B4). One broadcast gives every one of them the same offset, which is all
 * recovery needs: the packets after it that reach the connection's rooms. The welcome leaves at
 * the end of the turn its connection was accepted in, before anything emitted to it later.
 */
export function createWelcome(
  context: Pick<RoomContext, 'io' | 'now' | 'isClosing'>,
): (socket: RealtimeSocket) => void {
  let waiting: string[] = [];
  const welcomeOf = (recovered: boolean): ServerPayload<'session:welcome'> => ({
    serverTime: context.now(),
    recovered,
  });

  function sendWaiting() {
    const ids = waiting;
    waiting = [];
    // Closing: the connections are being closed and the adapter may already be gone.
    if (context.isClosing()) return;
    context.io.to(ids).emit('session:welcome', welcomeOf(false));
  }

  return (socket) => {
    if (socket.recovered || typeof socket.handshake.auth?.offset === 'string') {
      sendDirect(socket, 'session:welcome', welcomeOf(socket.recovered));
      return;
    }
    if (waiting.length === 0) setImmediate(sendWaiting);
    waiting.push(socket.id);
  };
}
