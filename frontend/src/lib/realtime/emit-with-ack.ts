import type { Ack } from '@ttc/shared-protocol/errors';
import type {
  ClientAckData,
  ClientEventName,
  ClientPayloadInput,
} from '@ttc/shared-protocol/events';
import type { ClassroomSocket } from './classroom-socket-types';

/** How long an ack may take before it counts as lost. */
export const ACK_TIMEOUT_MS = 8_000;

/**
 * Emits a client event and resolves with its `Ack` (`{ ok: true, data } | { ok: false, error }`).
 * Never rejects: no answer in time (or no connection) resolves
 * `{ ok: false, error: { code: 'unavailable' } }`, so a screen always has something to show.
 * A command sent while disconnected is not queued for later (a stale answer must not arrive
 * minutes after the question closed).
 */
export async function emitWithAck<E extends ClientEventName>(
  socket: ClassroomSocket,
  event: E,
  payload: ClientPayloadInput<E>,
  { timeoutMs = ACK_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<Ack<ClientAckData<E>>> {
  if (!socket.connected) return unavailable('Not connected.');
  try {
    // The event map is generic over E here; socket.io's overloads cannot narrow it, and the
    // ack's shape is checked below anyway.
    const timed = socket.timeout(timeoutMs) as unknown as {
      emitWithAck(event: string, payload: unknown): Promise<unknown>;
    };
    const ack = (await timed.emitWithAck(event, payload)) as Ack<ClientAckData<E>> | null;
    if (ack && typeof ack === 'object' && 'ok' in ack) return ack;
    return unavailable('The server gave an unexpected answer.');
  } catch {
    return unavailable('The server did not answer in time.');
  }
}

function unavailable(message: string): Ack<never> {
  return { ok: false, error: { code: 'unavailable', message } };
}
