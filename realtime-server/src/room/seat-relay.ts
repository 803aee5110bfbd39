import type { RealtimeServer } from '../socket-types';
import { sendToLocalRoom } from './direct-emit';
import { decodeInterNode, encodeInterNode } from './inter-node-json';
import { seatRoom } from './socket-rooms';

/** One view for one seat: room code, seat id, event name, payload. */
export type SeatFrame = [code: string, playerId: string, event: string, payload: unknown];

/** The inter-node event (`io.serverSideEmit`) that carries a batch of seat frames. */
export const SEAT_FRAMES_EVENT = 'room:seats';

export type SeatRelay = {
  /** Sends one frame to every connection of its seat, on this node now and on the others soon. */
  send(code: string, playerId: string, event: string, payload: unknown): void;
  /** Delivers a batch another node sent (the `SEAT_FRAMES_EVENT` listener). */
  receive(batch: unknown): void;
  /** Publishes what is still pending (before the node stops). */
  flush(): void;
};

/**
 * The views meant for one seat (`room:you` after every answer, and one per seat at every close),
 * off the adapter: through it each would be a Redis stream entry of its own (a thousand per
 * close), written with one round trip each, kept for recovery and read back and decoded by every
 * node. Here a frame goes straight to the seat's connections on this node, and the frames of one
 * turn of the event loop go to the other nodes as one message (`io.serverSideEmit`, Redis
 * pub/sub, nothing stored), each node handing them to the connections it holds.
 *
 * Every frame goes to every other node, also for a seat with a connection here: a seat may hold
 * connections on two nodes for a while (a tablet that reconnected elsewhere before its old
 * connection timed out). Frames of one seat keep their order on every node.
 *
 * Nothing of this is in the connection-state recovery stream; a recovered connection is resynced
 * instead (`reconnect` in handlers/connection.ts), as for every direct emit (direct-emit.ts).
 * @param others whether other nodes may hold connections (the Redis adapter); false: local only
 */
export function createSeatRelay(io: RealtimeServer, others: boolean): SeatRelay {
  let pending: SeatFrame[] = [];
  let scheduled: NodeJS.Immediate | null = null;

  const flush = () => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = null;
    if (pending.length === 0) return;
    const frames = pending;
    pending = [];
    io.serverSideEmit(SEAT_FRAMES_EVENT, encodeInterNode(frames));
  };

  return {
    send(code, playerId, event, payload) {
      sendToLocalRoom(io, seatRoom(code, playerId), event, payload);
      if (!others) return;
      pending.push([code, playerId, event, payload]);
      // After the current turn: every event of a batch (room-service.ts) adds its frames first.
      scheduled ??= setImmediate(flush);
    },
    receive(batch) {
      const frames = decodeInterNode(batch);
      if (!Array.isArray(frames)) return;
      for (const frame of frames as unknown[]) {
        if (!Array.isArray(frame)) continue;
        const [code, playerId, event, payload] = frame as unknown[];
        if (typeof code !== 'string' || typeof playerId !== 'string' || typeof event !== 'string') {
          continue;
        }
        sendToLocalRoom(io, seatRoom(code, playerId), event, payload);
      }
    },
    flush,
  };
}
