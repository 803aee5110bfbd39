import type { SessionLiveness } from '@ttc/shared-protocol/auth/session-liveness';
import { clientAddress } from '../client-address';
import type { HandlerContext } from '../handler-context';
import type { RealtimeServer } from '../socket-types';
import { hostSessionLive } from './host-sessions';
import { HostTokenError, type HostTokenVerifier } from './host-token';

/**
 * The handshake: a client that sends `auth.token` is a host and must present a valid access
 * token (the same JWT the API verifies), or the connection is refused with `connect_error`
 * (`data.code` says why). The token's sign-in session must still be live (a signed-out token is
 * refused). A client without a token is a student and holds no host rights. Runs again on a
 * recovered connection, so a host whose token expired meanwhile loses host rights.
 */
export function registerHandshake(
  io: RealtimeServer,
  context: HandlerContext,
  verify: HostTokenVerifier,
  trustProxy: number,
  liveness: SessionLiveness | null,
): void {
  io.use((socket, next) => {
    socket.data.ip = clientAddress(socket.request, trustProxy);
    const auth = socket.handshake.auth as Record<string, unknown> | undefined;
    const token = auth?.token;
    if (token === undefined || token === null || token === '') {
      socket.data.host = undefined;
      return next();
    }
    const refuse = (code: 'unauthorized' | 'unavailable', message: string) => {
      context.counters.authFailures += 1;
      const error = new Error(message) as Error & { data?: unknown };
      error.data = { code, message };
      next(error);
    };
    if (typeof token !== 'string') return refuse('unauthorized', 'The sign-in token is not valid.');
    verify(token).then(
      async (host) => {
        const current = socket.data.host;
        if (current && current.userId !== host.userId) {
          return refuse('unauthorized', 'This connection belongs to another teacher.');
        }
        const live = await hostSessionLive(liveness, host);
        if (live === 'unknown')
          return refuse('unavailable', 'Sign-in cannot be checked right now.');
        if (!live) return refuse('unauthorized', 'This sign-in has ended. Sign in again.');
        socket.data.host = host;
        next();
      },
      (error: unknown) => {
        if (error instanceof HostTokenError && error.reason === 'unavailable') {
          return refuse('unavailable', 'Sign-in cannot be checked right now.');
        }
        refuse('unauthorized', 'The sign-in token is not valid.');
      },
    );
  });
}
