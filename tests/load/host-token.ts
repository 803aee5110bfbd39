import { SignJWT } from 'jose';

/**
 * Signs a teacher's access token as the API's built-in sign-in does (HS256, GoTrue claims), so the
 * load generator can host rooms on a server started with the same `AUTH_JWT_SECRET`. `issuer` is
 * `builtinIssuer(PUBLIC_URL)` of that server (shared-protocol `realtime/access-token-claims`).
 */
export async function signHostToken(options: {
  secret: string;
  issuer: string;
  userId: string;
  /** Seconds from now. Default 6 hours: a long load run must not outlive its token. */
  expiresInS?: number;
}): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: `${options.userId}@load.example`,
    role: 'authenticated',
    session_id: `load-${options.userId}`,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience('authenticated')
    .setSubject(options.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.expiresInS ?? 6 * 3600))
    .sign(new TextEncoder().encode(options.secret));
}
