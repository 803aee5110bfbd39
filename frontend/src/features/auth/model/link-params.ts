/** What the emailed link brought back to /auth/callback (spec section 2, "Auth screens"). */
export type CallbackParams =
  | { kind: 'tokens'; accessToken: string; refreshToken: string }
  | { kind: 'code'; code: string }
  | { kind: 'error'; message: string | null }
  | { kind: 'none' };

/**
 * Reads the callback URL: an access and refresh token pair from the hash (implicit links), a
 * PKCE code from the query string, or the provider's error from either.
 */
export function readCallbackParams(search: string, hash: string): CallbackParams {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const error =
    query.get('error_description') ??
    fragment.get('error_description') ??
    query.get('error') ??
    fragment.get('error');
  if (error !== null) return { kind: 'error', message: error.trim() || null };
  const accessToken = fragment.get('access_token');
  const refreshToken = fragment.get('refresh_token');
  if (accessToken && refreshToken) return { kind: 'tokens', accessToken, refreshToken };
  const code = query.get('code');
  if (code) return { kind: 'code', code };
  return { kind: 'none' };
}

/**
 * What /auth/verify was opened with; only a magiclink with a token hash can be verified. `next`
 * is the link's `redirect_to` as a path of this site (a school invitation lands on its join
 * page), or null when it names none or another site.
 */
export type VerifyParams =
  | { kind: 'magiclink'; tokenHash: string; next: string | null }
  | { kind: 'invalid' };

export function readVerifyParams(search: string, origin: string): VerifyParams {
  const query = new URLSearchParams(search);
  const tokenHash = query.get('token_hash')?.trim();
  if (query.get('type') !== 'magiclink' || !tokenHash) return { kind: 'invalid' };
  return { kind: 'magiclink', tokenHash, next: sameSitePath(query.get('redirect_to'), origin) };
}

function sameSitePath(target: string | null, origin: string): string | null {
  if (!target) return null;
  try {
    const url = new URL(target, origin);
    return url.origin === origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
