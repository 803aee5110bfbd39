import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { authUserQueryKey } from './api/get-auth-user';
import type { AuthClient } from './auth-client-source';
import { finishSessionRestore, setAccessToken } from './auth-session';
import { loadQueryClient } from './query-client-source';

/** Query keys that hold one user's data; they are dropped when the user changes. */
export const userQueryKeys = [authUserQueryKey, ['/api/user']] as const;

/**
 * What the app does on each supabase-js auth event (spec section 4, "Auth session events"):
 * the access token is mirrored for the API client on every event (initial session, signed in,
 * refreshed, signed out, user updated...), the first event settles the restoring state, and when
 * the signed-in user changes (sign-in, sign-out, another account) the cached user data is
 * dropped so the next read asks the server.
 */
export function connectAuthEvents(auth: AuthClient): void {
  // undefined until the first event: the initial session is not a change of user.
  let userId: string | null | undefined;
  auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
    const next = session?.user.id ?? null;
    setAccessToken(session?.access_token ?? null);
    if (event === 'INITIAL_SESSION') finishSessionRestore();
    if (userId !== undefined && next !== userId) void forgetUserQueries(next !== null);
    userId = next;
  });
}

/**
 * Forgets every cached user query. With a new user signed in, the queries on screen fetch again
 * at once; signed out, they are only removed (their screens go away with the session).
 */
export async function forgetUserQueries(refetch: boolean): Promise<void> {
  const client = await loadQueryClient();
  for (const queryKey of userQueryKeys) {
    if (refetch) await client.resetQueries({ queryKey });
    else client.removeQueries({ queryKey });
  }
}
