import type { ServerEventName, ServerPayload } from '@ttc/shared-protocol/events';
import type { ClassroomSocket } from './classroom-socket-types';
import {
  type ConnectionSignal,
  ConnectionState,
  ConnectionStateStore,
  OFFLINE_AFTER_MS,
} from './connection-state';
import { emitWithAck } from './emit-with-ack';

/** How often a connected, visible screen checks that the server still answers. */
export const HEARTBEAT_MS = 4_000;
/** A ping with no answer in this time counts the connection as dead (then it reconnects). */
export const PING_TIMEOUT_MS = 1_500;

/** What `session:welcome` said on the latest connection. */
export type Welcome = { serverTime: number; recovered: boolean };

/**
 * One live-session connection: the typed socket, its connection state, and the server clock.
 * Screens read the state with `useConnectionState(connection)`, send with
 * `emitWithAck(connection.socket, ...)`, and listen with `connection.socket.on(...)`.
 */
export type ClassroomConnection = {
  readonly socket: ClassroomSocket;
  readonly state: ConnectionStateStore;
  /** The server's clock now (ms since epoch), from the offset the welcome and pings measured. */
  serverNow(): number;
  /**
   * Runs `listener` after every accepted connection (the first and each reconnect). With
   * `recovered: false` the server kept nothing of this connection: a student rejoins its seat,
   * a host its room. Returns an unsubscribe function.
   */
  onWelcome(listener: (welcome: Welcome) => void): () => void;
  /**
   * The latest payload of a server event on this connection, if any. Views can arrive before the
   * ack of the command that caused them (a join's first `room:state`), so a screen that starts
   * listening after the ack begins from here.
   */
  latest<E extends ServerEventName>(event: E): ServerPayload<E> | undefined;
  /** From `offline`: try to connect again now. */
  retry(): void;
  /** Closes the connection for good (leaving the screen). */
  close(): void;
};

export type ConnectionEnvironment = {
  /** Default: the page's window (online/offline events) and document (visibility). */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  now?: () => number;
  heartbeatMs?: number;
  pingTimeoutMs?: number;
  offlineAfterMs?: number;
};

/**
 * Wraps a socket (not yet connected, `autoConnect: false`) and connects it. Drops are noticed
 * three ways so "Reconnecting..." shows within 2 s: the socket's own `disconnect`, the browser's
 * `offline` event, and a ping every HEARTBEAT_MS (and at once when a sleeping tablet wakes) that
 * must be answered within PING_TIMEOUT_MS; a dead-looking transport is closed so socket.io-client
 * reconnects at once instead of after its 45 s heartbeat.
 */
export function createClassroomConnection(
  socket: ClassroomSocket,
  env: ConnectionEnvironment = {},
): ClassroomConnection {
  const win = env.window ?? window;
  const doc = env.document ?? document;
  const now = env.now ?? Date.now;
  const heartbeatMs = env.heartbeatMs ?? HEARTBEAT_MS;
  const pingTimeoutMs = env.pingTimeoutMs ?? PING_TIMEOUT_MS;
  const offlineAfterMs = env.offlineAfterMs ?? OFFLINE_AFTER_MS;

  const state = new ConnectionStateStore();
  const welcomeListeners = new Set<(welcome: Welcome) => void>();
  let offsetMs = 0;
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  let pinging = false;
  const latest = new Map<string, unknown>();

  const apply = (signal: ConnectionSignal) => {
    const next = state.apply(signal);
    if (next === ConnectionState.reconnecting) {
      giveUp ??= setTimeout(() => {
        giveUp = undefined;
        state.apply({ type: 'give-up' });
      }, offlineAfterMs);
    } else if (giveUp !== undefined) {
      clearTimeout(giveUp);
      giveUp = undefined;
    }
  };

  /** Closes the transport of a connection that looks dead; the manager then reconnects. */
  const dropTransport = () => {
    apply({ type: 'looks-dead' });
    socket.io.engine?.close();
  };

  const ping = async () => {
    if (pinging || !socket.connected || closed) return;
    pinging = true;
    const sentAt = now();
    const ack = await emitWithAck(socket, 'session:ping', { sentAt }, { timeoutMs: pingTimeoutMs });
    pinging = false;
    if (closed) return;
    if (ack.ok) {
      // The server read its clock about halfway through the round trip.
      offsetMs = ack.data.serverTime - (sentAt + now()) / 2;
    } else if (socket.connected) {
      dropTransport();
    }
  };

  const onConnect = () => apply({ type: 'connect' });
  const onAny = (event: string, payload: unknown) => {
    latest.set(event, payload);
  };
  const onWelcome = (welcome: Welcome) => {
    offsetMs = welcome.serverTime - now();
    for (const listener of [...welcomeListeners]) listener(welcome);
  };
  const onDisconnect = () => {
    // `active`: socket.io-client will reconnect by itself (not after a server or client close).
    apply({ type: 'disconnect', willRetry: socket.active && !closed });
  };
  const onConnectError = () => apply({ type: 'connect-error', willRetry: socket.active });
  const onOffline = () => {
    if (socket.connected) dropTransport();
  };
  const onOnline = () => {
    if (!socket.connected && !closed) socket.connect();
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void ping();
  };

  socket.on('connect', onConnect);
  socket.onAny(onAny);
  socket.on('session:welcome', onWelcome);
  socket.on('disconnect', onDisconnect);
  socket.on('connect_error', onConnectError);
  win.addEventListener('offline', onOffline);
  win.addEventListener('online', onOnline);
  doc.addEventListener('visibilitychange', onVisibility);
  heartbeat = setInterval(() => {
    if (doc.visibilityState === 'visible') void ping();
  }, heartbeatMs);
  socket.connect();

  return {
    socket,
    state,
    serverNow: () => now() + offsetMs,
    latest: <E extends ServerEventName>(event: E) =>
      latest.get(event) as ServerPayload<E> | undefined,
    onWelcome(listener) {
      welcomeListeners.add(listener);
      return () => welcomeListeners.delete(listener);
    },
    retry() {
      if (closed || socket.connected) return;
      apply({ type: 'retry' });
      socket.connect();
    },
    close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      heartbeat = undefined;
      if (giveUp !== undefined) clearTimeout(giveUp);
      win.removeEventListener('offline', onOffline);
      win.removeEventListener('online', onOnline);
      doc.removeEventListener('visibilitychange', onVisibility);
      welcomeListeners.clear();
      socket.disconnect();
      socket.off('connect', onConnect);
      socket.offAny(onAny);
      socket.off('session:welcome', onWelcome);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      state.apply({ type: 'close' });
    },
  };
}
