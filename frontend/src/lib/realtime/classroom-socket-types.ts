import type {
  ClientToServerEvents,
  ServerEventName,
  ServerPayload,
} from '@ttc/shared-protocol/events';
import type { Socket } from 'socket.io-client';

/**
 * The typed socket of a live session (type-only: socket.io-client itself loads lazily in
 * `open-classroom-socket.ts`, never in a route's first download).
 */
export type ClassroomSocket = Socket<
  { [E in ServerEventName]: (payload: ServerPayload<E>) => void },
  ClientToServerEvents
>;
