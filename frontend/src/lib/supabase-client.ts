import { createClient } from '@supabase/supabase-js';
import { publicConfigSchema } from '@ttc/shared-protocol/api/config';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { apiRequest } from './api-client';
import type { AuthClient } from './auth-client-source';
import { AUTH_STORAGE_KEY } from './supabase-session-key';

/**
 * Creates supabase-js from GET /api/config: the API's built-in GoTrue-compatible auth on this
 * origin (`/auth/v1`), or a hosted Supabase project. PKCE sign-in links; the session persists
 * on the device under AUTH_STORAGE_KEY and is refreshed by supabase-js itself: a tick every
 * 30 s refreshes a token expiring within 3 ticks, retrying with a 200 ms doubling backoff inside
 * the tick, and a non-retryable failure removes the session (spec sections 4 and 9).
 * Links are handled by the /auth/callback and /auth/verify screens, not on every page load.
 */
export async function createAuthClient(): Promise<AuthClient> {
  const { auth } = publicConfigSchema.parse(await apiRequest('GET', ApiPath.config));
  // The built-in auth lives on this origin, whatever host name the page was opened by.
  const url = auth.provider === 'builtin' ? window.location.origin : auth.url;
  const supabase = createClient(url, auth.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      storageKey: AUTH_STORAGE_KEY,
    },
  });
  return supabase.auth;
}
