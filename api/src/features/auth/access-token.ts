import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_AUDIENCE } from './verify-access-token';

/** Access tokens live an hour, as GoTrue's default; the client refreshes them before that. */
export const ACCESS_TOKEN_TTL_S = 3600;

export interface AccessTokenSubject {
  userId: string;
  email: string;
  sessionId: string;
}

/**
 * Signs an access token with the claims GoTrue puts in its own (HS256), so supabase-js and any
 * Supabase-style verifier read it unchanged. Returns the token and its expiry in epoch seconds.
 */
export async function signAccessToken(
  secret: Uint8Array,
  issuer: string,
  subject: AccessTokenSubject,
  now: Date,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_S;
  const token = await new SignJWT({
    email: subject.email,
    phone: '',
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'otp', timestamp: issuedAt }],
    session_id: subject.sessionId,
    is_anonymous: false,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setSubject(subject.userId)
    .setIssuedAt(issuedAt)
    // Two tokens signed in the same second for the same session would otherwise be identical:
    // a refresh must always hand out a new token.
    .setJti(randomUUID())
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { token, expiresAt };
}
