import type { ClientToServerEvents, ServerToClientEvents } from '@ttc/shared-protocol/events';
import type { Server, Socket } from 'socket.io';

/** Events between realtime nodes (`io.serverSideEmit`). */
export type InterServerEvents = {
  /** A room's pending timer changed on a node that does not hold its lease: the holder re-arms. */
  'room:timers': (code: string) => void;
  /** Views for single seats: a JSON array of `SeatFrame`s, UTF-8 (room/seat-relay.ts). */
  'room:seats': (frames: Uint8Array) => void;
  /** Answers for the room's lease holder to apply, JSON, UTF-8 (room/answer-forwarding.ts). */
  'room:forward': (forwards: Uint8Array) => void;
  /** The holder's outcomes of forwarded answers, JSON, UTF-8. */
  'room:forwarded': (outcomes: Uint8Array) => void;
};

/**
 * What the server keeps on each socket. Connection-state recovery restores it after a short drop,
 * also on another node (the Streams adapter stores it in Redis), so it must stay JSON-friendly.
 */
export type SocketData = {
  /** ms since epoch when this session first connected (kept across recoveries). */
  connectedAt: number;
  /** The client's address, for the per-IP limit on failed join codes. */
  ip: string;
  /** Set by the handshake from a verified access token; absent for students. */
  host?: { userId: string; expiresAt: number; sessionId: string | null } | undefined;
  /** The room this connection hosts (after `room:create` or `room:host-rejoin`). */
  hostCode?: string | undefined;
  /** The seat this connection holds (after `room:join` or `room:rejoin`). */
  seat?: { code: string; playerId: string } | undefined;
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
