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

/**
 * A stand-in for a socket.io-client socket in component tests: no network. The test plays the
 * server: `accept()` a connection, `answer()` client events, `push()` server events, `drop()` the
 * transport. Every client event is recorded in `sent`.
 */
export class FakeClassroomSocket {
  connected = false;
  /** Whether socket.io-client would reconnect by itself. */
  active = false;
  readonly sent: Array<{ event: string; payload: unknown }> = [];
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
    const was = this.connected;
    this.active = false;
    this.connected = false;
    if (was) this.#fire('disconnect', 'io client disconnect');
    return this;
  }

  timeout(_ms: number) {
    return {
      emitWithAck: async (event: string, payload: unknown): Promise<unknown> => {
        this.sent.push({ event, payload });
        const responder = this.#responders.get(event);
        const answer = responder ? await responder(payload) : 'no-answer';
        if (answer === 'no-answer') throw new Error('operation has timed out');
        return answer;
      },
    };
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
    this.#fire('connect');
    this.#fire('session:welcome', { serverTime, recovered });
  }

  /** The transport dropped; socket.io-client would try again (`active` stays true). */
  drop(): void {
    if (!this.connected) return;
    this.connected = false;
    this.#fire('disconnect', 'transport close');
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
