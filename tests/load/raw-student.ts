import type { Ack } from '@ttc/shared-protocol/errors';
import type {
  ClientAckData,
  ClientEventName,
  ClientPayloadInput,
  ServerPayload,
} from '@ttc/shared-protocol/events';
import {
  type AckOutcome,
  type ClientEnvironment,
  CONNECT_TIMEOUT_MS,
  LoadStudent,
  type StudentHooks,
} from './load-clients';
import { RawSocketIo } from './raw-socket-io';

/**
 * A student over the raw Socket.IO speaker (raw-socket-io.ts) instead of socket.io-client: the
 * same seat, views, receipts, counts and hooks as `LoadStudent` (it is one), at a fraction of the
 * CPU, so one generator process can stand for thousands of tablets without measuring itself.
 *
 * As the app's student client (frontend/src/lib/realtime) it connects without auth, and after a
 * reconnection the server did not recover (`session:welcome` with `recovered: false`) it takes its
 * seat back with `room:rejoin { code, rejoinToken }`; a recovered one sends the previous session's
 * `pid` and last `offset` in its CONNECT, as socket.io-client does. Reconnection uses the
 * generator's `reconnection` settings (the app's: `APP_RECONNECTION`).
 */
export class RawStudent extends LoadStudent {
  raw: RawSocketIo | null = null;

  constructor(index: number, url: string, env: ClientEnvironment, hooks: StudentHooks) {
    super(index, url, env, hooks);
  }

  override connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(() => {
        settle(new Error(`no connection within ${CONNECT_TIMEOUT_MS} ms`));
      }, CONNECT_TIMEOUT_MS);
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (error) {
          socket.close();
          reject(error);
        } else resolve();
      };
      const socket = new RawSocketIo(
        {
          url: this.url,
          agent: this.env.agent,
          reconnection: this.env.reconnection,
          now: this.env.now,
        },
        {
          event: (name, payload, at) => {
            this.received(name, payload, at);
            if (name === 'session:welcome') {
              this.welcomed(payload as ServerPayload<'session:welcome'>);
            }
          },
          connect: () => {
            this.counts.connects += 1;
            if (this.counts.connects > 1) this.lifecycle('reconnect');
            settle();
          },
          disconnect: () => {
            this.counts.disconnects += 1;
            this.lifecycle('close');
          },
          connectError: (error, final) => {
            this.counts.connectErrors += 1;
            if (settled) this.lifecycle(`reconnect_error ${error.message.slice(0, 70)}`);
            if (final) settle(error);
          },
          reconnectAttempt: () => this.lifecycle('reconnect_attempt'),
        },
      );
      this.raw = socket;
      socket.open();
    });
  }

  protected override emitOutcome<E extends ClientEventName>(
    event: E,
    payload: ClientPayloadInput<E>,
    done: (outcome: AckOutcome, data: ClientAckData<E> | undefined) => void,
  ): void {
    const socket = this.raw;
    if (!socket) throw new Error('not connected');
    const { now } = this.env;
    socket.emit(event, payload, (error, ack) => {
      const at = now();
      if (error) return done({ ok: false, at, code: 'timeout', message: error.message }, undefined);
      const result = ack as Ack<ClientAckData<E>>;
      if (result.ok) return done({ ok: true, at }, result.data);
      done({ ok: false, at, code: result.error.code, message: result.error.message }, undefined);
    });
  }

  /** Closes the transport as a dropped network would; the student then reconnects. */
  dropConnection(): void {
    this.raw?.dropTransport();
  }

  override close(): void {
    this.raw?.close();
  }
}
