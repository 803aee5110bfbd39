import type { AppDatabase } from '../../db/client';
import { ACCESS_TOKEN_TTL_S, signAccessToken } from './access-token';
import type { BuiltinAuth } from './builtin-auth';
import { toGoTrueUser } from './gotrue-user';
import type { SuccessorPair } from './sealed-successor';
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

/** A new token pair for a session: a fresh refresh token and an access token naming the session. */
export async function issuePair(
  auth: BuiltinAuth,
  user: UserRow,
  sessionId: string,
  refreshToken = randomToken(),
): Promise<SuccessorPair> {
  const { token, expiresAt } = await signAccessToken(
    await auth.secret(),
    auth.issuer,
    { userId: user.id, email: user.email ?? '', sessionId },
    auth.clock(),
  );
  return { accessToken: token, expiresAt, refreshToken };
}

/** A token pair in GoTrue's session shape. */
export function sessionBody(user: UserRow, pair: SuccessorPair, now: Date): GoTrueSession {
  return {
    access_token: pair.accessToken,
    token_type: 'bearer',
    // What is left of the access token's hour (all of it, unless this is a repeated refresh).
    expires_in: Math.max(
      0,
      Math.min(ACCESS_TOKEN_TTL_S, pair.expiresAt - Math.floor(now.getTime() / 1000)),
    ),
    expires_at: pair.expiresAt,
    refresh_token: pair.refreshToken,
    user: toGoTrueUser(user, now),
  };
}

/**
 * Starts a session for a user who proved they hold their address. `db` may be a transaction:
 * the caller's (spending a link) then rolls back with anything that fails here.
 */
export async function startSession(
  auth: BuiltinAuth,
  user: UserRow,
  db: AppDatabase = auth.db,
): Promise<GoTrueSession> {
  const refreshToken = randomToken();
  const now = auth.clock();
  const session = await insertSession(db, {
    userId: user.id,
    refreshTokenHash: sha256Hex(refreshToken),
    now,
  });
  return sessionBody(user, await issuePair(auth, user, session.id, refreshToken), now);
}
