import { loadAuthClient } from '../../../lib/auth-client-source';
import { type AuthProblem, authProblemOf } from '../../../lib/auth-error-text';
import type { CallbackParams } from '../model/link-params';

/**
 * A failure carries what went wrong as one of the plain-words problems (lib/auth-error-text), not
 * the provider's message: that one is developer English ("Invalid JWT structure").
 */
export type SignInResult = { ok: true } | { ok: false; problem: AuthProblem };

/**
 * /auth/callback: exchanges what the link brought (a token pair, or a PKCE code with the
 * verifier kept on this device) for a session.
 */
export async function completeCallback(
  params: Exclude<CallbackParams, { kind: 'none' }>,
): Promise<SignInResult> {
  if (params.kind === 'error') return { ok: false, problem: authProblemOf(params.message ?? '') };
  try {
    const auth = await loadAuthClient();
    const { data, error } =
      params.kind === 'tokens'
        ? await auth.setSession({
            access_token: params.accessToken,
            refresh_token: params.refreshToken,
          })
        : await auth.exchangeCodeForSession(params.code);
    if (error) return { ok: false, problem: authProblemOf(error) };
    return data.session ? { ok: true } : { ok: false, problem: 'unknown' };
  } catch (error) {
    return { ok: false, problem: authProblemOf(error) };
  }
}

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'invalid-link' | 'no-session'; problem: AuthProblem };

/**
 * /auth/verify: consumes the link's token hash with a POST (supabase-js `verifyOtp`), so a mail
 * scanner that only GETs the link leaves it usable.
 */
export async function verifyMagicLink(tokenHash: string): Promise<VerifyResult> {
  try {
    const auth = await loadAuthClient();
    const { data, error } = await auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    if (error) return { ok: false, reason: 'invalid-link', problem: authProblemOf(error) };
    if (!data.session) return { ok: false, reason: 'no-session', problem: 'unknown' };
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: 'invalid-link', problem: authProblemOf(error) };
  }
}
