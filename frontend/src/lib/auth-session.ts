import { useSyncExternalStore } from 'react';
import { hasStoredSession } from './supabase-session-key';

/**
 * The access token of the current sign-in session, or null when signed out. The accounts
 * feature owns the session (supabase-js) and mirrors its token here; the API client reads it
 * for the bearer header and the auth-user query only runs while a session exists (spec
 * section 7), so a signed-out visit sends no request that is bound to fail.
 */
let accessToken: string | null = null;
/**
 * True from the first look (when supabase-js left a session on this device) until supabase-js
 * has loaded it: the auth state is "loading" then, not "signed out", so a guarded screen does not
 * send a signed-in user to the login page while the session is being read. Undefined until read.
 */
let restoring: boolean | undefined;
/** True while the user's own Sign Out runs: guarded screens leave quietly then. */
let signingOut = false;
const listeners = new Set<() => void>();

function publish(): void {
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return accessToken;
}

/** Called by the sign-in code on every session change (signed in, refreshed, signed out). */
export function setAccessToken(token: string | null): void {
  if (token === accessToken) return;
  accessToken = token;
  publish();
}

/** Whether a stored session is still being read (see `restoring`). */
export function isSessionRestoring(): boolean {
  restoring ??= hasStoredSession();
  return restoring;
}

/** The stored session has been read (or could not be): the auth state is settled. */
export function finishSessionRestore(): void {
  if (restoring === false) return;
  restoring = false;
  publish();
}

export function setSigningOut(value: boolean): void {
  signingOut = value;
}

export function isSigningOut(): boolean {
  return signingOut;
}

/** Tests start each case from a fresh look at the device's storage. */
export function resetAuthSessionForTests(): void {
  accessToken = null;
  restoring = undefined;
  signingOut = false;
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

/** True while a stored session is being read; re-renders when that settles. */
export function useSessionRestoring(): boolean {
  return useSyncExternalStore(subscribeToAccessToken, isSessionRestoring, () => false);
}
