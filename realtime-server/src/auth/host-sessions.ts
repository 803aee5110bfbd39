import type { SessionLiveness } from '@ttc/shared-protocol/auth/session-liveness';
import type { Logger } from 'pino';
import type { RealtimeServer, SocketData } from '../socket-types';

/**
 * How often this node looks at its hosts' sessions. With the liveness cache (3 s) a host whose
 * session was signed out loses host rights within 2 + 3 = 5 s, on every node.
 */
export const HOST_SESSION_SWEEP_MS = 2_000;

/**
 * Whether a host's sign-in session is live: always with no liveness source (a hosted Supabase
 * project, or a realtime node told no API), never for a token that names no session.
 */
export function hostSessionLive(
  liveness: SessionLiveness | null,
  host: NonNullable<SocketData['host']>,
): Promise<boolean | 'unknown'> {
  if (!liveness) return Promise.resolve(true);
  if (!host.sessionId) return Promise.resolve(false);
  return liveness.isLive(host.sessionId);
}

/**
 * Every HOST_SESSION_SWEEP_MS, the hosts connected to this node whose session ended lose their
 * host rights and their connection: a reconnect with the same token is refused at the handshake,
 * so the board has to sign in again. Returns the function that stops the sweep.
 */
export function sweepHostSessions(
  io: RealtimeServer,
  liveness: SessionLiveness | null,
  logger: Logger,
): () => void {
  if (!liveness) return () => {};
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    const checks: Array<Promise<void>> = [];
    for (const socket of io.of('/').sockets.values()) {
      const host = socket.data.host;
      if (!host) continue;
      checks.push(
        hostSessionLive(liveness, host).then((live) => {
          if (live !== false || socket.data.host !== host) return;
          socket.data.host = undefined;
          logger.info({ socketId: socket.id }, 'Host signed out elsewhere: host rights ended');
          socket.disconnect(true);
        }),
      );
    }
    void Promise.allSettled(checks).then(() => {
      sweeping = false;
    });
  }, HOST_SESSION_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
