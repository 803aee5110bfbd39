import {
  type ClassroomConnection,
  type ConnectionEnvironment,
  createClassroomConnection,
} from './classroom-connection';
import type { ClassroomSocket } from './classroom-socket-types';

export type OpenClassroomSocketOptions = {
  /** Who connects: a host proves it with its access token; a student with nothing yet. */
  role: 'host' | 'student';
  /**
   * Host: the signed-in user's access token, or a function giving a fresh one (called again
   * before every reconnect, so an expired token is never re-sent).
   */
  token?: string | (() => string | Promise<string>);
  /** The server; default this page's origin. */
  url?: string;
  /** Test seams (timers, window, document). */
  environment?: ConnectionEnvironment;
};

/** Reconnect quickly: a child waiting on "Reconnecting..." should not wait long. */
const RECONNECTION = { reconnectionDelay: 300, reconnectionDelayMax: 2_000 } as const;

/**
 * Opens a live-session connection (see `ClassroomConnection`). socket.io-client loads here, on
 * demand, so it is in no route's first download. The rejoin token is never put in the URL or
 * the handshake: a student sends it in `room:rejoin` (see `seat-storage.ts`).
 *
 * @example
 * const connection = await openClassroomSocket({ role: 'student' });
 * const ack = await emitWithAck(connection.socket, 'room:suggest-names', { code, count: 3 });
 */
export async function openClassroomSocket(
  options: OpenClassroomSocketOptions,
): Promise<ClassroomConnection> {
  const { io } = await import('socket.io-client');
  const { token } = options;
  const socket: ClassroomSocket = io(options.url ?? window.location.origin, {
    path: '/socket.io',
    autoConnect: false,
    // WebSocket first: classroom networks that block it still fall back to long polling.
    transports: ['websocket', 'polling'],
    ...RECONNECTION,
    ...(options.role === 'host' && token !== undefined
      ? {
          auth: (send: (data: object) => void) => {
            void Promise.resolve(typeof token === 'function' ? token() : token).then(
              (value) => send({ token: value }),
              () => send({}),
            );
          },
        }
      : {}),
  });
  return createClassroomConnection(socket, options.environment);
}
