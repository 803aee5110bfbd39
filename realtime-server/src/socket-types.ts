import type { ClientToServerEvents, ServerToClientEvents } from '@ttc/shared-protocol/events';
import type { Server, Socket } from 'socket.io';

/** Events between realtime nodes (`io.serverSideEmit`). None yet. */
export type InterServerEvents = Record<never, never>;

/**
 * What the server keeps on each socket. Connection-state recovery restores it after a short drop,
 * also on another node (the Streams adapter stores it in Redis), so it must stay JSON-friendly.
 */
export type SocketData = {
  /** ms since epoch when this session first connected (kept across recoveries). */
  connectedAt: number;
};

/** The typed Socket.IO server built from the shared event tables. */
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** One connected client, as the handlers see it. */
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
