import type { RealtimeServer, RealtimeSocket } from '../socket-types';

/** socket.io-parser's EVENT packet type. */
const EVENT_PACKET = 2;

type PacketWriter = {
  packet?: (packet: { type: number; data: unknown[] }, options?: object) => void;
  nsp?: { name?: string };
  client?: { writeToEngine?: (packets: string[], options: PacketOptions) => void };
};
/** What Socket.IO's adapter passes with an encoded broadcast (engine.io reads `compress`). */
type PacketOptions = { preEncoded: true; compress: boolean };

/**
 * One event as socket.io-parser encodes it for the main namespace without an ack id: the packet
 * type, then the JSON of `[event, payload]` (its `encodeAsString`, byte for byte). Only for plain
 * JSON payloads (the reducer's views): no Buffer, which the parser would send as an attachment.
 */
export function encodeEvent(event: string, payload: unknown): string {
  return `${EVENT_PACKET}${JSON.stringify([event, payload])}`;
}

/**
 * Hands an encoded packet to one connection's transport, as Socket.IO's adapter does with a
 * broadcast it encoded once (`client.writeToEngine`). False when this Socket.IO has no such
 * method or the socket is not in the main namespace: the caller then uses `packet`.
 */
function writeEncoded(socket: RealtimeSocket, encoded: string, options: PacketOptions): boolean {
  const { client, nsp } = socket as unknown as PacketWriter;
  if (nsp?.name !== '/' || typeof client?.writeToEngine !== 'function') return false;
  client.writeToEngine([encoded], options);
  return true;
}

/**
 * Sends one event to one connection, straight to its transport. With connection-state recovery
 * on, `socket.emit` goes through the adapter like a broadcast: on one node the packet is kept in
 * the recovery buffer for two minutes, on Redis it becomes a stream entry every node reads back.
 * For a packet meant for this connection only that is all cost: a recovered connection is
 * resynced anyway (`reconnect` in handlers/connection.ts). The payload is encoded here, as the
 * adapter encodes a broadcast (no search for binary parts: views are plain JSON). Falls back to
 * `packet`, then `emit`, on a Socket.IO without those.
 */
export function sendDirect(socket: RealtimeSocket, event: string, payload: unknown): void {
  if (writeEncoded(socket, encodeEvent(event, payload), { preEncoded: true, compress: true })) {
    return;
  }
  sendUnencoded(socket, event, payload);
}

function sendUnencoded(socket: RealtimeSocket, event: string, payload: unknown): void {
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
  // Encoded once for every connection of the room (a host on two tabs, a seat that reconnected).
  let encoded: string | undefined;
  const options: PacketOptions = { preEncoded: true, compress: true };
  for (const id of ids) {
    const socket = namespace.sockets.get(id);
    if (!socket) continue;
    encoded ??= encodeEvent(event, payload);
    if (!writeEncoded(socket, encoded, options)) sendUnencoded(socket, event, payload);
  }
}
