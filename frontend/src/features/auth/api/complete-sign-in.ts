import { loadAuthClient } from '../../../lib/auth-client-source';
import type { CallbackParams } from '../model/link-params';

export type SignInResult = { ok: true } | { ok: false; message: string | null };

/**
 * /auth/callback: exchanges what the link brought (a token pair, or a PKCE code with the
 * verifier kept on this device) for a session.
 */
export async function completeCallback(
  params: Exclude<CallbackParams, { kind: 'none' }>,
): Promise<SignInResult> {
  if (params.kind === 'error') return { ok: false, message: params.message };
  try {
    const auth = await loadAuthClient();
    const { data, error } =
      params.kind === 'tokens'
        ? await auth.setSession({
            access_token: params.accessToken,
            refresh_token: params.refreshToken,
          })
        : await auth.exchangeCodeForSession(params.code);
    if (error) return { ok: false, message: error.message || null };
    return data.session ? { ok: true } : { ok: false, message: null };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : null };
  }
}

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'invalid-link' | 'no-session'; message: string | null };

/**
 * /auth/verify: consumes the link's token hash with a POST (supabase-js `verifyOtp`), so a mail
 * scanner that only GETs the link leaves it usable.
 */
export async function verifyMagicLink(tokenHash: string): Promise<VerifyResult> {
  try {
    const auth = await loadAuthClient();
    const { data, error } = await auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    if (error) return { ok: false, reason: 'invalid-link', message: error.message || null };
    if (!data.session) return { ok: false, reason: 'no-session', message: null };
    return { ok: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : null;
    return { ok: false, reason: 'invalid-link', message };
  }
}
