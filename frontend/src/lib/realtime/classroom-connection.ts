import type { Ack } from '@ttc/shared-protocol/errors';
import type {
  ClientAckData,
  ClientEventName,
  ClientPayloadInput,
  ServerEventName,
  ServerPayload,
} from '@ttc/shared-protocol/events';
import type { ClassroomSocket } from './classroom-socket-types';
import {
  type ConnectionSignal,
  ConnectionState,
  ConnectionStateStore,
  OFFLINE_AFTER_MS,
} from './connection-state';
import { emitWithAck } from './emit-with-ack';

/** How often a connected, visible screen checks that the server still answers. */
export const HEARTBEAT_MS = 1_000;
/**
 * A ping unanswered this long shows "Reconnecting..." (a silent drop shows within
 * HEARTBEAT_MS + SLOW_PING_MS < 2 s); a late answer puts it back to connected.
 */
export const SLOW_PING_MS = 900;
/** A ping with no answer in this time counts the connection as dead (then it reconnects). */
export const PING_TIMEOUT_MS = 3_000;

/** What `session:welcome` said on the latest connection. */
export type Welcome = { serverTime: number; recovered: boolean };

/**
 * Whether the server knows this connection as the holder of a seat (or a hosted room):
 * `none` before any, `held` after `markSeated()`, `lost` after a reconnect the server did not
 * recover, until the seat keeper (`keepSeat`) has taken it back.
 */
export type SeatState = 'none' | 'held' | 'lost';

/** A held action that was never sent: the screen no longer wanted it, or the connection closed. */
export type DroppedAck = {
  ok: false;
  dropped: 'stale' | 'closed';
  error: { code: 'unavailable'; message: string };
};

export type SendHeldOptions = {
  /**
   * Asked just before sending (also after waiting for the seat to come back): false drops the
   * action unsent (the question it answers has closed meanwhile).
   */
  stillWanted?: () => boolean;
  /** Told when the action starts waiting for the seat, and when it goes out. */
  onProgress?: (stage: 'waiting' | 'sending') => void;
  timeoutMs?: number;
};

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
  /** See `SeatState`. */
  seat(): SeatState;
  /**
   * The server just gave this connection its seat (an ok `room:join` or `room:rejoin` ack):
   * actions sent with `sendHeld` may go out.
   */
  markSeated(): void;
  /**
   * Registers how the seat is taken back after a reconnect the server did not recover (a
   * `room:rejoin` by token); it resolves true when the seat is back. Called after each such
   * reconnect, and at once if the seat is not held now. Returns an unsubscribe function.
   */
  keepSeat(rejoin: () => Promise<boolean>): () => void;
  /**
   * Sends a seat's action (an answer) only while the seat is held: during a drop, and after a
   * reconnect until the keeper has the seat back, it waits, then is sent (unless `stillWanted`
   * says no). One lost on the way by a drop is sent again once the seat is back (the server
   * refuses a repeat, so at most one counts). Never sent before the rejoin: socket.io-client's
   * own buffer of emits made while disconnected is emptied on every drop.
   */
  sendHeld<E extends ClientEventName>(
    event: E,
    payload: ClientPayloadInput<E>,
    options?: SendHeldOptions,
  ): Promise<Ack<ClientAckData<E>> | DroppedAck>;
};

export type ConnectionEnvironment = {
  /** Default: the page's window (online/offline events) and document (visibility). */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  now?: () => number;
  heartbeatMs?: number;
  slowPingMs?: number;
  pingTimeoutMs?: number;
  offlineAfterMs?: number;
};

/**
 * Wraps a socket (not yet connected, `autoConnect: false`) and connects it. Drops are noticed
 * three ways so "Reconnecting..." shows within 2 s: the socket's own `disconnect`, the browser's
 * `offline` event, and a ping every HEARTBEAT_MS (and at once when a sleeping tablet wakes): one
 * unanswered after SLOW_PING_MS shows reconnecting, and one unanswered after PING_TIMEOUT_MS
 * closes the transport so socket.io-client reconnects at once instead of after its 45 s
 * heartbeat (a slow network that answers late is not torn down).
 */
export function createClassroomConnection(
  socket: ClassroomSocket,
  env: ConnectionEnvironment = {},
): ClassroomConnection {
  const win = env.window ?? window;
  const doc = env.document ?? document;
  const now = env.now ?? Date.now;
  const heartbeatMs = env.heartbeatMs ?? HEARTBEAT_MS;
  const slowPingMs = env.slowPingMs ?? SLOW_PING_MS;
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
  // The seat: whether this transport got its welcome, and the keeper that takes a lost seat back.
  let seat: SeatState = 'none';
  let welcomed = false;
  let keeper: (() => Promise<boolean>) | null = null;
  let keeping = false;
  /** Counts welcomes: a rejoin's answer counts only for the connection it was sent on. */
  let generation = 0;
  const seatWaiters = new Set<() => void>();
  const seatChanged = () => {
    for (const wake of [...seatWaiters]) wake();
  };
  const nextSeatChange = () =>
    new Promise<void>((resolve) => {
      const wake = () => {
        seatWaiters.delete(wake);
        resolve();
      };
      seatWaiters.add(wake);
    });
  const seated = () => !closed && socket.connected && welcomed && seat === 'held';

  /** Takes a lost seat back through the keeper (once at a time, for the current connection). */
  const regainSeat = async () => {
    if (!keeper || keeping || closed || seat === 'held' || !welcomed || !socket.connected) return;
    keeping = true;
    const sentOn = generation;
    let back = false;
    try {
      back = await keeper();
    } catch {
      back = false;
    }
    keeping = false;
    if (closed) return;
    if (generation !== sentOn || !welcomed || !socket.connected) {
      // The connection changed while the rejoin was on its way: try again on the new one.
      void regainSeat();
      return;
    }
    if (back) {
      seat = 'held';
      seatChanged();
    }
  };

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
    const slow = setTimeout(() => {
      if (!closed && socket.connected) apply({ type: 'looks-dead' });
    }, slowPingMs);
    const ack = await emitWithAck(socket, 'session:ping', { sentAt }, { timeoutMs: pingTimeoutMs });
    clearTimeout(slow);
    pinging = false;
    if (closed) return;
    if (ack.ok) {
      // The server read its clock about halfway through the round trip.
      offsetMs = ack.data.serverTime - (sentAt + now()) / 2;
      // A late answer: the connection was slow, not gone.
      if (socket.connected && state.get() === ConnectionState.reconnecting) {
        apply({ type: 'connect' });
      }
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
    welcomed = true;
    generation += 1;
    // Recovered: the server kept this connection's seat. Otherwise it is to be taken back.
    if (!welcome.recovered && seat === 'held') seat = 'lost';
    for (const listener of [...welcomeListeners]) listener(welcome);
    seatChanged();
    if (seat !== 'held') void regainSeat();
  };
  const onDisconnect = () => {
    welcomed = false;
    // socket.io-client keeps emits made while it thought it was connected but its transport was
    // dead (a sleeping tablet) and sends them first thing on the next connection, before any
    // rejoin: the server would refuse them (`not_in_room`). Dropping them here also fails their
    // acks at once, so `sendHeld` sends them again once the seat is back.
    socket.sendBuffer = [];
    // `active`: socket.io-client will reconnect by itself (not after a server or client close).
    apply({ type: 'disconnect', willRetry: socket.active && !closed });
    seatChanged();
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
    seat: () => seat,
    markSeated() {
      if (closed || !socket.connected) return;
      seat = 'held';
      seatChanged();
    },
    keepSeat(rejoin) {
      keeper = rejoin;
      if (seat !== 'held') void regainSeat();
      return () => {
        if (keeper === rejoin) keeper = null;
      };
    },
    async sendHeld(event, payload, { stillWanted = () => true, onProgress, timeoutMs } = {}) {
      let stage: 'waiting' | 'sending' | null = null;
      const report = (next: 'waiting' | 'sending') => {
        if (stage !== next) onProgress?.(next);
        stage = next;
      };
      for (;;) {
        if (closed) return dropped('closed');
        if (!seated()) {
          report('waiting');
          await nextSeatChange();
          continue;
        }
        if (!stillWanted()) return dropped('stale');
        report('sending');
        const ack = await emitWithAck(socket, event, payload, timeoutMs ? { timeoutMs } : {});
        if (ack.ok || ack.error.code !== 'unavailable' || closed) return ack;
        // Still seated: the server really did not answer. Otherwise the connection dropped
        // while it was on its way: wait for the seat and send it again.
        if (seated()) return ack;
      }
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
      seatChanged();
    },
  };
}

function dropped(reason: DroppedAck['dropped']): DroppedAck {
  return {
    ok: false,
    dropped: reason,
    error: {
      code: 'unavailable',
      message:
        reason === 'stale'
          ? 'Not sent: it was no longer wanted.'
          : 'Not sent: the connection closed.',
    },
  };
}
