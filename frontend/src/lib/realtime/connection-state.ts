/**
 * The state of a live-session connection as every screen shows it, and the pure rules that move
 * it. A screen shows "Reconnecting..." in `reconnecting`, and a screen with a way out (Try again)
 * in `offline`; it never waits on a spinner without one of the two.
 */
export const ConnectionState = {
  /** The first connection is being made. */
  connecting: 'connecting',
  connected: 'connected',
  /** The connection dropped (or looks dead); socket.io-client is trying again. */
  reconnecting: 'reconnecting',
  /**
   * No connection and no quick way back: the device is offline for a while, the server refused
   * the handshake, or the client closed it. `retry()` starts over.
   */
  offline: 'offline',
} as const;
export type ConnectionState = (typeof ConnectionState)[keyof typeof ConnectionState];

/** What the socket (or the browser) reported. */
export type ConnectionSignal =
  | { type: 'connect' }
  /** `willRetry`: socket.io-client reconnects by itself (false after a server or client close). */
  | { type: 'disconnect'; willRetry: boolean }
  /** A handshake failed; `willRetry` false when the server refused it for good. */
  | { type: 'connect-error'; willRetry: boolean }
  /** The browser went offline, or a liveness ping got no answer in time. */
  | { type: 'looks-dead' }
  /** Reconnecting for longer than OFFLINE_AFTER_MS. */
  | { type: 'give-up' }
  | { type: 'retry' }
  | { type: 'close' };

/** How long "Reconnecting..." shows before the screen offers Try again (it keeps trying). */
export const OFFLINE_AFTER_MS = 30_000;

/** The next state after `signal`. Pure. */
export function nextConnectionState(
  state: ConnectionState,
  signal: ConnectionSignal,
): ConnectionState {
  switch (signal.type) {
    case 'connect':
      return ConnectionState.connected;
    case 'disconnect':
      return signal.willRetry ? ConnectionState.reconnecting : ConnectionState.offline;
    case 'connect-error':
      if (!signal.willRetry) return ConnectionState.offline;
      // A first connection that fails keeps saying "connecting"; a lost one "reconnecting".
      return state === ConnectionState.connected ? ConnectionState.reconnecting : state;
    case 'looks-dead':
      return state === ConnectionState.connected ? ConnectionState.reconnecting : state;
    case 'give-up':
      return state === ConnectionState.connected ? state : ConnectionState.offline;
    case 'retry':
      return state === ConnectionState.connected ? state : ConnectionState.reconnecting;
    case 'close':
      return ConnectionState.offline;
  }
}

/** A tiny observable holding the state (for `useSyncExternalStore`). */
export class ConnectionStateStore {
  #state: ConnectionState = ConnectionState.connecting;
  readonly #listeners = new Set<() => void>();

  get = (): ConnectionState => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Applies a signal; listeners hear only real changes. */
  apply(signal: ConnectionSignal): ConnectionState {
    const next = nextConnectionState(this.#state, signal);
    if (next !== this.#state) {
      this.#state = next;
      for (const listener of [...this.#listeners]) listener();
    }
    return next;
  }
}
