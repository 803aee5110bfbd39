import type { RealtimeServer, RealtimeSocket } from '../socket-types';

/** socket.io-parser's EVENT packet type. */
const EVENT_PACKET = 2;

type PacketWriter = {
  packet?: (packet: { type: number; data: unknown[] }, options?: object) => void;
};

/**
 * Sends one event to one connection, straight to its transport. With connection-state recovery
 * on, `socket.emit` goes through the adapter like a broadcast: on one node the packet is kept in
 * the recovery buffer for two minutes, on Redis it becomes a stream entry every node reads back.
 * For a packet meant for this connection only that is all cost: a recovered connection is
 * resynced anyway (`reconnect` in handlers/connection.ts). Falls back to `emit` if this
 * Socket.IO has no `packet` method.
 */
export function sendDirect(socket: RealtimeSocket, event: string, payload: unknown): void {
  const { packet } = socket as unknown as PacketWriter;
  if (typeof packet === 'function') {
    packet.call(socket, { type: EVENT_PACKET, data: [event, payload] });
    return;
  }
  (socket.emit as (event: string, payload: unknown) => boolean)(event, payload);
}

/**
 * Sends one event to every connection of this node in Socket.IO room `room`, each straight to
 * its transport (see `sendDirect`). Only right when no other node can hold a connection of the
 * room (a single node on the memory adapter).
 */
export function sendToLocalRoom(
  io: RealtimeServer,
  room: string,
  event: string,
  payload: unknown,
): void {
  const namespace = io.of('/');
  const ids = namespace.adapter.rooms.get(room);
  if (!ids) return;
  for (const id of ids) {
    const socket = namespace.sockets.get(id);
    if (socket) sendDirect(socket, event, payload);
  }
}
