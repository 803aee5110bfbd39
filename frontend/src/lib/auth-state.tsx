import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import { type ComponentType, createContext, type ReactNode, useEffect, useState } from 'react';
import { useHasSession } from './auth-session';

export type AuthState = {
  /** The signed-in user, or null when signed out, still loading or on a failed request. */
  user: AuthUser | null;
  /** True while a session exists and its user has not arrived yet. */
  isLoading: boolean;
};

const signedOut: AuthState = { user: null, isLoading: false };
const loading: AuthState = { user: null, isLoading: true };

export const AuthStateContext = createContext<AuthState>(signedOut);

type QueryComponent = ComponentType<{ onState: (state: AuthState) => void }>;

/**
 * Provides the auth state to the whole app. Without a session it is "signed out" at once and
 * nothing is loaded. With one, the user query (and TanStack Query with it) loads after the first
 * paint and reports here; it renders beside the children, so they never remount.
 */
export function AuthStateProvider({ children }: { children: ReactNode }) {
  const hasSession = useHasSession();
  const [state, setState] = useState<AuthState>(loading);
  const [Query, setQuery] = useState<QueryComponent | null>(null);

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

  return (
    <AuthStateContext.Provider value={hasSession ? state : signedOut}>
      {hasSession && Query ? <Query onState={setState} /> : null}
      {children}
    </AuthStateContext.Provider>
  );
}
