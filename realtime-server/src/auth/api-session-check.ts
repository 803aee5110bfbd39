import type { SessionCheck } from '@ttc/shared-protocol/auth/session-liveness';
import { z } from 'zod';

/** One answer from the API may take this long; the cache then keeps the last one it knew. */
const CHECK_TIMEOUT_MS = 2_000;

const answerSchema = z.object({ live: z.boolean() });

/**
 * Asks the API whether a sign-in session is live (`GET /api/internal/auth-sessions/:id` with the
 * service credential): the realtime server has no database. Rejects when the API cannot tell
 * (unreachable, 5xx, a refused credential), which the cache turns into "the last answer stands".
 */
export function apiSessionCheck(apiUrl: string, token: string): SessionCheck {
  return async (sessionId) => {
    const response = await fetch(
      `${apiUrl}/api/internal/auth-sessions/${encodeURIComponent(sessionId)}`,
      {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      },
    );
    // Not a session id the API could have made: no such session.
    if (response.status === 400) return false;
    if (!response.ok) throw new Error(`The API answered ${response.status}`);
    return answerSchema.parse(await response.json()).live;
  };
}
