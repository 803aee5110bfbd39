import type { Ack } from '@ttc/shared-protocol/errors';
import type {
  ClientAckData,
  ClientEventName,
  ClientPayloadInput,
  ServerEventName,
  ServerPayload,
} from '@ttc/shared-protocol/events';
import { ConnectionState } from '../../../lib/realtime/connection-state';
import type { HostSocket } from '../api/host-socket';

type Sent = { event: ClientEventName; payload: unknown };

/**
 * A host connection for component tests: records what the screen sends, answers each command
 * with a scripted ack (ok by default), and lets the test push server events and move the
 * connection state. No network, no timers.
 */
export class FakeHostSocket implements HostSocket {
  readonly sent: Sent[] = [];
  closed = false;
  now = 1_750_000_000_000;
  #state: ConnectionState = ConnectionState.connecting;
  #refused: string | undefined;
  readonly #handlers = new Map<string, Set<(payload: never) => void>>();
  readonly #stateHandlers = new Set<(state: ConnectionState, refused?: string) => void>();
  readonly #answers = new Map<string, (payload: unknown) => Ack<unknown>>();

  emit<E extends ClientEventName>(
    event: E,
    payload: ClientPayloadInput<E>,
  ): Promise<Ack<ClientAckData<E>>> {
    this.sent.push({ event, payload });
    const answer = this.#answers.get(event);
    return Promise.resolve((answer ? answer(payload) : { ok: true, data: {} }) as never);
  }

  on<E extends ServerEventName>(event: E, handler: (payload: ServerPayload<E>) => void) {
    const set = this.#handlers.get(event) ?? new Set();
    set.add(handler as (payload: never) => void);
    this.#handlers.set(event, set);
    return () => {
      set.delete(handler as (payload: never) => void);
    };
  }

  onState(handler: (state: ConnectionState, refused?: string) => void) {
    this.#stateHandlers.add(handler);
    handler(this.#state, this.#refused);
    return () => {
      this.#stateHandlers.delete(handler);
    };
  }

  serverNow(): number {
    return this.now;
  }

  retry(): void {
    this.sent.push({ event: 'session:ping', payload: 'retry' });
  }

  close(): void {
    this.closed = true;
  }

  // ---- test controls ----

  /** Scripts the ack of `event`. */
  answer<E extends ClientEventName>(
    event: E,
    fn: (payload: ClientPayloadInput<E>) => Ack<ClientAckData<E>>,
  ): void {
    this.#answers.set(event, fn as (payload: unknown) => Ack<unknown>);
  }

  /** The server sends `event` to the host. */
  push<E extends ServerEventName>(event: E, payload: ServerPayload<E>): void {
    for (const handler of this.#handlers.get(event) ?? []) handler(payload as never);
  }

  setState(state: ConnectionState, refused?: string): void {
    this.#state = state;
    this.#refused = refused;
    for (const handler of this.#stateHandlers) handler(state, refused);
  }

  /** Payloads sent with `event`, in order. */
  sentOf(event: ClientEventName): unknown[] {
    return this.sent.filter((s) => s.event === event).map((s) => s.payload);
  }
}
