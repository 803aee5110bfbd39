import type { Ack } from '@ttc/shared-protocol/errors';
import type {
  ClientAckData,
  ClientEventName,
  ClientPayloadInput,
  ServerEventName,
  ServerPayload,
} from '@ttc/shared-protocol/events';
import type { ClassroomSocket } from '../classroom-socket-types';

type Handler = (...args: unknown[]) => void;
type Responder = (payload: unknown) => Ack<unknown> | Promise<Ack<unknown>> | 'no-answer';
type Packet = {
  event: string;
  payload: unknown;
  resolve: (ack: unknown) => void;
  reject: (error: Error) => void;
  settled: boolean;
};

/**
 * A stand-in for a socket.io-client socket in component tests: no network. The test plays the
 * server: `accept()` a connection, `answer()` client events, `push()` server events, `drop()` the
 * transport, `stall()` it (dead but not noticed yet). Every client event that reaches the server
 * is recorded in `sent`. Like socket.io-client, emits made while stalled wait in `sendBuffer` and
 * go out on the next `accept()` before its `connect`; a drop fails the acks of the emits that
 * are not (or no longer) in `sendBuffer`.
 */
export class FakeClassroomSocket {
  connected = false;
  /** Whether socket.io-client would reconnect by itself. */
  active = false;
  readonly sent: Array<{ event: string; payload: unknown }> = [];
  /** Emits waiting for the next connection (socket.io-client's public buffer). */
  sendBuffer: unknown[] = [];
  #stalled = false;
  readonly #awaiting = new Set<Packet>();
  readonly #handlers = new Map<string, Set<Handler>>();
  readonly #anyHandlers = new Set<Handler>();
  readonly #responders = new Map<string, Responder>();
  readonly io = { engine: { close: () => this.drop() } };

  on(event: string, handler: Handler): this {
    let set = this.#handlers.get(event);
    if (!set) {
      set = new Set();
      this.#handlers.set(event, set);
    }
    set.add(handler);
    return this;
  }

  off(event: string, handler?: Handler): this {
    if (handler) this.#handlers.get(event)?.delete(handler);
    else this.#handlers.delete(event);
    return this;
  }

  onAny(handler: Handler): this {
    this.#anyHandlers.add(handler);
    return this;
  }

  offAny(handler: Handler): this {
    this.#anyHandlers.delete(handler);
    return this;
  }

  connect(): this {
    this.active = true;
    return this;
  }

  disconnect(): this {
    this.active = false;
    this.#close('io client disconnect');
    return this;
  }

  timeout(ms: number) {
    return {
      emitWithAck: (event: string, payload: unknown): Promise<unknown> =>
        new Promise((resolve, reject) => {
          const packet: Packet = { event, payload, resolve, reject, settled: false };
          this.#awaiting.add(packet);
          // Like socket.io-client: no ack in time fails it (and takes it out of the buffer).
          setTimeout(() => {
            if (packet.settled) return;
            packet.settled = true;
            this.#awaiting.delete(packet);
            this.sendBuffer = this.sendBuffer.filter((p) => p !== packet);
            reject(new Error('operation has timed out'));
          }, ms);
          if (this.connected && !this.#stalled) this.#deliver(packet);
          else this.sendBuffer.push(packet);
        }),
    };
  }

  /** A packet reaches the server, which answers it through its responder. */
  #deliver(packet: Packet): void {
    this.sent.push({ event: packet.event, payload: packet.payload });
    const responder = this.#responders.get(packet.event);
    void Promise.resolve(responder ? responder(packet.payload) : 'no-answer').then((answer) => {
      if (packet.settled) return;
      packet.settled = true;
      this.#awaiting.delete(packet);
      if (answer === 'no-answer') packet.reject(new Error('operation has timed out'));
      else packet.resolve(answer);
    });
  }

  /**
   * The transport died unnoticed (a tablet asleep, the Wi-Fi gone): the socket still says
   * connected, but what is emitted now waits in `sendBuffer` (socket.io-client does this once its
   * heartbeat has expired).
   */
  stall(): void {
    this.#stalled = true;
  }

  /** Answers client event `event` with `respond(payload)` from now on. */
  answer<E extends ClientEventName>(
    event: E,
    respond: (
      payload: ClientPayloadInput<E>,
    ) => Ack<ClientAckData<E>> | Promise<Ack<ClientAckData<E>>> | 'no-answer',
  ): void {
    this.#responders.set(event, respond as Responder);
  }

  /** The connection is accepted: `connect`, then the server's `session:welcome`. */
  accept({ recovered = false, serverTime = Date.now() } = {}): void {
    this.active = true;
    this.connected = true;
    this.#stalled = false;
    // socket.io-client sends its buffered emits first, before `connect` and the welcome.
    const buffered = this.sendBuffer as Packet[];
    this.sendBuffer = [];
    for (const packet of buffered) this.#deliver(packet);
    this.#fire('connect');
    this.#fire('session:welcome', { serverTime, recovered });
  }

  /** The transport dropped; socket.io-client would try again (`active` stays true). */
  drop(): void {
    this.#close('transport close');
  }

  #close(reason: string): void {
    if (!this.connected) return;
    this.connected = false;
    this.#stalled = false;
    this.#fire('disconnect', reason);
    // Like socket.io-client: acks that will never come fail, except those of buffered emits.
    for (const packet of [...this.#awaiting]) {
      if (packet.settled || this.sendBuffer.includes(packet)) continue;
      packet.settled = true;
      this.#awaiting.delete(packet);
      packet.reject(new Error('socket has been disconnected'));
    }
  }

  /** The server closed the connection (socket.io-client does not reconnect then). */
  serverClose(): void {
    this.active = false;
    this.drop();
  }

  /** A server event reaches the client. */
  push<E extends ServerEventName>(event: E, payload: ServerPayload<E>): void {
    this.#fire(event, payload);
  }

  /** Client events of one name sent so far, in order. */
  sentOf<E extends ClientEventName>(event: E): Array<ClientPayloadInput<E>> {
    return this.sent
      .filter((s) => s.event === event)
      .map((s) => s.payload as ClientPayloadInput<E>);
  }

  #fire(event: string, ...args: unknown[]): void {
    // Like socket.io-client: catch-all listeners hear server events, not connection events.
    if (!['connect', 'disconnect', 'connect_error'].includes(event)) {
      for (const handler of [...this.#anyHandlers]) handler(event, ...args);
    }
    for (const handler of [...(this.#handlers.get(event) ?? [])]) handler(...args);
  }

  /** This fake, typed as the real socket for the code under test. */
  asSocket(): ClassroomSocket {
    return this as unknown as ClassroomSocket;
  }
}
