import type { SupabaseClient } from '@supabase/supabase-js';
import { connectAuthEvents } from './auth-events';
import { finishSessionRestore } from './auth-session';

/** The part of supabase-js's auth client the app uses (tests hand in a stand-in). */
export type AuthClient = Pick<
  SupabaseClient['auth'],
  | 'signInWithOtp'
  | 'verifyOtp'
  | 'exchangeCodeForSession'
  | 'setSession'
  | 'signOut'
  | 'onAuthStateChange'
  | 'getSession'
>;

let client: Promise<AuthClient> | undefined;

/**
 * The app's one sign-in client, created on first need: supabase-js is a separate chunk of about
 * 50 KiB gz, so it loads only when a stored session must be read or a sign-in screen acts, never
 * for a signed-out child on the student screens. A failed load is forgotten, so the next call
 * tries again.
 */
export function loadAuthClient(): Promise<AuthClient> {
  client ??= import('./supabase-client')
    .then(({ createAuthClient }) => createAuthClient())
    .then((auth) => {
      connectAuthEvents(auth);
      return auth;
    })
    .catch((error: unknown) => {
      client = undefined;
      // Without a client there is no session to wait for: the app carries on signed out.
      finishSessionRestore();
      throw error;
    });
  return client;
}

/** Tests hand in their own client before rendering; it is connected like the real one. */
export function setAuthClientForTests(auth: AuthClient): void {
  connectAuthEvents(auth);
  client = Promise.resolve(auth);
}

export function resetAuthClientForTests(): void {
  client = undefined;
}
