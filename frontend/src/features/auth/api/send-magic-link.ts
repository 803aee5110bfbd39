import { paths } from '../../../config/paths';
import { loadAuthClient } from '../../../lib/auth-client-source';

/** The emailed link returns here (spec section 4, step 1). */
export function callbackUrl(): string {
  return new URL(paths.auth.callback.getHref(), window.location.origin).toString();
}

/**
 * Sends a one-time sign-in link to `email` (supabase-js `signInWithOtp`, PKCE). Rejects with the
 * provider's message; the caller supplies a fallback for an empty one.
 */
export async function sendMagicLink(email: string): Promise<void> {
  const auth = await loadAuthClient();
  const { error } = await auth.signInWithOtp({
    email,
    options: { emailRedirectTo: callbackUrl(), shouldCreateUser: true },
  });
  if (error) throw error;
}
