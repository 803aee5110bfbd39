import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import { type ComponentType, createContext, type ReactNode, useEffect, useState } from 'react';
import { loadAuthClient } from './auth-client-source';
import { useHasSession, useSessionRestoring } from './auth-session';
import { AUTH_STORAGE_KEY } from './supabase-session-key';

export type AuthState = {
  /** The signed-in user, or null when signed out, still loading or on a failed request. */
  user: AuthUser | null;
  /** True while a stored session is read or a session's user has not arrived yet. */
  isLoading: boolean;
};

const signedOut: AuthState = { user: null, isLoading: false };
const loading: AuthState = { user: null, isLoading: true };

export const AuthStateContext = createContext<AuthState>(signedOut);

type QueryComponent = ComponentType<{ onState: (state: AuthState) => void }>;

/**
 * Provides the auth state to the whole app. Without a session (and none stored on the device)
 * it is "signed out" at once and nothing is loaded. With a stored session, supabase-js loads
 * after the first paint to read it; with a session, the user query (and TanStack Query with it)
 * loads and reports here. It renders beside the children, so they never remount.
 */
export function AuthStateProvider({ children }: { children: ReactNode }) {
  const hasSession = useHasSession();
  const restoring = useSessionRestoring();
  const [state, setState] = useState<AuthState>(loading);
  const [Query, setQuery] = useState<QueryComponent | null>(null);

  useEffect(() => {
    if (!restoring) return;
    loadAuthClient().catch((error: unknown) => {
      console.error('Could not load the sign-in session.', error);
    });
  }, [restoring]);

  // Another tab signed in on this device: take the session over (supabase-js, once loaded,
  // follows the other tabs itself).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_STORAGE_KEY || event.newValue === null) return;
      loadAuthClient().catch((error: unknown) => {
        console.error('Could not load the sign-in session.', error);
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // A session that ends takes its user along: the next session starts from "loading".
  useEffect(() => {
    if (!hasSession) setState(loading);
  }, [hasSession]);

  useEffect(() => {
    if (!hasSession || Query) return;
    let active = true;
    import('./api/auth-user-query').then(
      ({ AuthUserQuery }) => {
        if (active) setQuery(() => AuthUserQuery);
      },
      (error: unknown) => {
        console.error('Could not load the sign-in state.', error);
        if (active) setState(signedOut);
      },
    );
    return () => {
      active = false;
    };
  }, [hasSession, Query]);

  const value = hasSession ? state : restoring ? loading : signedOut;
  return (
    <AuthStateContext.Provider value={value}>
      {hasSession && Query ? <Query onState={setState} /> : null}
      {children}
    </AuthStateContext.Provider>
  );
}
