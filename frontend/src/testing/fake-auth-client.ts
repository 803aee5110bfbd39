import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { vi } from 'vitest';
import type { AuthClient } from '../lib/auth-client-source';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/** A session as supabase-js hands it out; override any field. */
export function makeSession(
  overrides: { accessToken?: string; userId?: string; email?: string } = {},
): Session {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: overrides.accessToken ?? 'fake-access-token',
    refresh_token: 'fake-refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user: {
      id: overrides.userId ?? 'user-1',
      email: overrides.email ?? 'ada@example.com',
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: new Date(now * 1000).toISOString(),
    },
  };
}

/** An error as supabase-js returns it (an AuthError is an Error with a status). */
export function authError(message: string, status = 400): Error & { status: number } {
  return Object.assign(new Error(message), { status, name: 'AuthApiError' });
}

export type FakeAuth = ReturnType<typeof createFakeAuthClient>;

/**
 * A stand-in for supabase-js's auth client: it keeps one session, tells listeners about every
 * change as supabase-js does (INITIAL_SESSION on subscribe, SIGNED_IN, SIGNED_OUT...), and
 * every method is a spy the test can re-program.
 */
export function createFakeAuthClient(initial: Session | null = null) {
  let session = initial;
  const listeners = new Set<Listener>();
  const emit = (event: AuthChangeEvent, next: Session | null) => {
    session = next;
    for (const listener of listeners) listener(event, next);
  };
  const signedIn = async () => {
    const next = makeSession();
    emit('SIGNED_IN', next);
    return { data: { user: next.user, session: next }, error: null };
  };

  const auth = {
    onAuthStateChange: vi.fn((callback: Listener) => {
      listeners.add(callback);
      queueMicrotask(() => callback('INITIAL_SESSION', session));
      return {
        data: {
          subscription: { id: 'fake', callback, unsubscribe: () => listeners.delete(callback) },
        },
      };
    }),
    getSession: vi.fn(async () => ({ data: { session }, error: null })),
    signInWithOtp: vi.fn(
      async (_credentials: { email: string; options?: Record<string, unknown> }) => ({
        data: { user: null, session: null },
        error: null as Error | null,
      }),
    ),
    verifyOtp: vi.fn(async (_params: { token_hash: string; type: string }) => signedIn()),
    exchangeCodeForSession: vi.fn(async (_code: string) => signedIn()),
    setSession: vi.fn(async (_tokens: { access_token: string; refresh_token: string }) =>
      signedIn(),
    ),
    signOut: vi.fn(async () => {
      emit('SIGNED_OUT', null);
      return { error: null as Error | null };
    }),
  };

  return {
    auth,
    /** The client as the app sees it. */
    client: auth as unknown as AuthClient,
    emit,
    session: () => session,
  };
}
