import type { Actor } from '@ttc/shared-protocol/classroom/room-events';
import type { RoomContext } from '../room/room-context';
import type { DirectReply } from '../room/room-service';
import { hostRoom, seatRoom } from '../room/socket-rooms';
import type { RealtimeSocket } from '../socket-types';
import { replyTo } from './student';

/**
 * Presence: a seat (or the host) counts as disconnected in its room only when its last connection
 * is gone and stayed gone for the grace period (a short drop recovers without the room noticing
 * more than a resync); a recovered connection reports the seat back.
 */
export function createConnectionHandlers(context: RoomContext): {
  /** A connection was accepted: a recovered one reports its seat (or host) back. */
  connected(socket: RealtimeSocket): void;
  /** A connection closed (called by the server's one `disconnect` listener). */
  disconnected(socket: RealtimeSocket): void;
} {
  function disconnected(socket: RealtimeSocket) {
    if (context.isClosing()) return;
    const { seat, hostCode, host } = socket.data;
    if (seat) {
      scheduleAbsenceCheck(context, seat.code, seatRoom(seat.code, seat.playerId), {
        role: 'student',
        playerId: seat.playerId,
      });
    }
    if (hostCode && host) {
      scheduleAbsenceCheck(context, hostCode, hostRoom(hostCode), {
        role: 'host',
        userId: host.userId,
      });
    }
  }
  return {
    connected(socket) {
      if (socket.recovered) reportBack(socket, context);
    },
    disconnected,
  };
}

/** A recovered connection kept its rooms and data: tell its room it is back (and resync it). */
function reportBack(socket: RealtimeSocket, context: RoomContext): void {
  const { seat, hostCode, host } = socket.data;
  const events: Array<[string, Actor, DirectReply | undefined]> = [];
  if (seat) {
    events.push([
      seat.code,
      { role: 'student', playerId: seat.playerId },
      replyTo(socket, seat.playerId),
    ]);
  }
  if (hostCode && host && host.expiresAt > context.now()) {
    events.push([hostCode, { role: 'host', userId: host.userId }, undefined]);
  }
  for (const [code, actor, reply] of events) {
    void context.timers.serve(code);
    const event = { type: 'reconnect', actor } as const;
    context.rooms.dispatch(code, event, undefined, reply).catch((error: unknown) => {
      context.logger.warn({ err: error, code }, 'Reporting a recovered connection failed');
    });
  }
}

function scheduleAbsenceCheck(
  context: RoomContext,
  code: string,
  room: string,
  actor: Actor,
): void {
  const timer = setTimeout(() => {
    if (context.isClosing()) return;
    void (async () => {
      try {
        // Across every node: the seat may have come back elsewhere.
        const sockets = await context.io.in(room).fetchSockets();
        if (sockets.length > 0) return;
        await context.rooms.dispatch(code, { type: 'disconnect', actor });
      } catch (error) {
        context.logger.warn({ err: error, code }, 'Reporting a dropped connection failed');
      }
    })();
  }, context.disconnectGraceMs);
  timer.unref();
}
