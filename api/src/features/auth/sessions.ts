import { ACCESS_TOKEN_TTL_S, signAccessToken } from './access-token';
import type { BuiltinAuth } from './builtin-auth';
import { toGoTrueUser } from './gotrue-user';
import { randomToken, sha256Hex } from './secrets';
import { insertSession } from './sessions-repository';
import type { UserRow } from './users-repository';

/** A session as GoTrue answers /verify and /token: what supabase-js stores. */
export interface GoTrueSession {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof toGoTrueUser>;
}

/** Access token and refresh token for a session (new or refreshed), in GoTrue's session shape. */
export async function sessionResponse(
  auth: BuiltinAuth,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<GoTrueSession> {
  const now = auth.clock();
  const { token, expiresAt } = await signAccessToken(
    await auth.secret(),
    auth.issuer,
    { userId: user.id, email: user.email ?? '', sessionId },
    now,
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toGoTrueUser(user, now),
  };
}

/** Starts a session for a user who proved they hold their address. */
export async function startSession(auth: BuiltinAuth, user: UserRow): Promise<GoTrueSession> {
  const refreshToken = randomToken();
  const session = await insertSession(auth.db, {
    userId: user.id,
    refreshTokenHash: sha256Hex(refreshToken),
    now: auth.clock(),
  });
  return sessionResponse(auth, user, session.id, refreshToken);
}
