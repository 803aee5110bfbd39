import { useSyncExternalStore } from 'react';

/**
 * The access token of the current sign-in session, or null when signed out. The accounts
 * feature owns the session (supabase-js) and mirrors its token here; the API client reads it
 * for the bearer header and the auth-user query only runs while a session exists (spec
 * section 7), so a signed-out visit sends no request that is bound to fail.
 */
let accessToken: string | null = null;
const listeners = new Set<() => void>();

export function getAccessToken(): string | null {
  return accessToken;
}

/** Called by the sign-in code on every session change (signed in, refreshed, signed out). */
export function setAccessToken(token: string | null): void {
  if (token === accessToken) return;
  accessToken = token;
  for (const listener of listeners) listener();
}

export function subscribeToAccessToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a sign-in session exists; re-renders when it starts or ends. */
export function useHasSession(): boolean {
  return useSyncExternalStore(
    subscribeToAccessToken,
    () => accessToken !== null,
    () => false,
  );
}
