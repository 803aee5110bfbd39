import type { Ack } from '@ttc/shared-protocol/errors';
import type {
  ClientAckData,
  ClientEventName,
  ClientPayloadInput,
  ServerEventName,
  ServerPayload,
} from '@ttc/shared-protocol/events';
import type { ConnectionState } from '../../../lib/realtime/connection-state';

export type { ConnectionState };

/**
 * What the host screen needs from its connection: typed commands with acks, typed server
 * events, the connection's state and the server clock. `connect-host.ts` adapts the app's
 * socket client (`lib/realtime`) to it; component tests pass a fake
 * (`testing/fake-host-socket.ts`), so the screens are tested without a network.
 */
export type HostSocket = {
  /** Sends a command; resolves with its ack (no answer resolves as an `unavailable` error). */
  emit<E extends ClientEventName>(
    event: E,
    payload: ClientPayloadInput<E>,
  ): Promise<Ack<ClientAckData<E>>>;
  /** Listens to a server event; returns the unsubscribe. */
  on<E extends ServerEventName>(event: E, handler: (payload: ServerPayload<E>) => void): () => void;
  /**
   * Listens to the connection state (called at once with the current one). `refused` carries
   * the server's reason when it turned the sign-in away.
   */
  onState(handler: (state: ConnectionState, refused?: string) => void): () => void;
  /** The server's clock now (countdowns are in server time). */
  serverNow(): number;
  /** From `offline`: try to connect again now. */
  retry(): void;
  close(): void;
};
