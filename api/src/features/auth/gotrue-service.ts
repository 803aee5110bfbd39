import type { LogoutScope } from '@ttc/shared-protocol/api/auth-gotrue';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import { AppError } from '../../errors';
import type { BuiltinAuth } from './builtin-auth';
import { GoTrueError } from './gotrue-errors';
import { toGoTrueUser } from './gotrue-user';
import { consumeAuthCode } from './links-repository';
import type { MagicLinks } from './magic-links';
import { pkceVerifierMatches, sha256Hex } from './secrets';
import { type GoTrueSession, issuePair, sessionBody, startSession } from './sessions';
import { deleteSessions, rotateRefreshToken, sessionExists } from './sessions-repository';
import { findUserById } from './users-repository';
import type { AccessTokenVerifier, VerifiedAccessToken } from './verify-access-token';

/**
 * A refresh token presented again this soon after its first use gets the same new pair: a second
 * tab or a retried request, not a thief (GoTrue's "reuse interval" is 10 s as well). Later, a
 * second use still ends the whole session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

const flowStateNotFound = () =>
  new GoTrueError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');

/** What the /auth/v1 endpoints do, behind their HTTP shapes. */
export function createGoTrueService(
  auth: BuiltinAuth,
  magicLinks: MagicLinks,
  verify: AccessTokenVerifier,
) {
  const { db, clock } = auth;

  /** The key is loaded at start; should it be unreadable now, nothing is spent and it is a 503. */
  async function signingKeyReady(): Promise<void> {
    try {
      await auth.secret();
    } catch (error) {
      throw new AppError(
        ErrorCode.Unavailable,
        503,
        'Sign-in is not available right now (its signing key cannot be read). Your link still works: try again in a moment.',
        { cause: error },
      );
    }
  }

  return {
    requestLink: magicLinks.request,

    /**
     * POST /verify: the link's token for a session. The link is spent in the same transaction
     * that starts the session, and the signing key is loaded first: a link is never used up by
     * a request that then fails.
     */
    async verifyLink(tokenHash: string): Promise<GoTrueSession> {
      await signingKeyReady();
      return db.transaction(async (tx) => {
        const { user } = await magicLinks.consume(tokenHash, tx);
        return startSession(auth, user, tx);
      });
    },

    /** The masked address of an unspent, unexpired link, for the page that asks to tap Sign in. */
    previewLink: magicLinks.preview,

    /** POST /token?grant_type=pkce: the code from the redirect, with the verifier it was made for. */
    async exchangeCode(authCode: string, codeVerifier: string): Promise<GoTrueSession> {
      const flow = await consumeAuthCode(db, sha256Hex(authCode), clock());
      if (!flow) throw flowStateNotFound();
      const { codeChallenge, codeChallengeMethod } = flow.pkce;
      if (!pkceVerifierMatches(codeVerifier, codeChallenge, codeChallengeMethod)) {
        throw new GoTrueError(
          403,
          'bad_code_verifier',
          'code challenge does not match previously saved code verifier',
        );
      }
      const user = await findUserById(db, flow.userId);
      if (!user) throw flowStateNotFound();
      return startSession(auth, user);
    },

    /**
     * POST /token?grant_type=refresh_token: rotates. A second use ends the whole session, except
     * within REFRESH_REUSE_GRACE_MS of the first, which gets the same new pair (two tabs, a retry).
     */
    async refresh(refreshToken: string): Promise<GoTrueSession> {
      await signingKeyReady();
      const result = await rotateRefreshToken(db, {
        refreshToken,
        now: clock(),
        graceMs: REFRESH_REUSE_GRACE_MS,
        issue: (user, sessionId) => issuePair(auth, user, sessionId),
      });
      if (result.outcome === 'reused') {
        throw new GoTrueError(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        );
      }
      if (result.outcome === 'unknown') {
        throw new GoTrueError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        );
      }
      return sessionBody(result.user, result.pair, clock());
    },

    /** The signed-in session behind a bearer token, as GoTrue checks it for /user and /logout. */
    async session(token: string | null): Promise<VerifiedAccessToken & { sessionId: string }> {
      if (!token) {
        throw new GoTrueError(
          401,
          'no_authorization',
          'This endpoint requires a valid Bearer token',
        );
      }
      let verified: VerifiedAccessToken;
      try {
        verified = await verify(token);
      } catch (error) {
        throw new GoTrueError(
          403,
          'bad_jwt',
          `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`,
        );
      }
      const { sessionId } = verified;
      if (!sessionId || !(await sessionExists(db, sessionId))) {
        throw new GoTrueError(
          403,
          'session_not_found',
          'Session from session_id claim in JWT does not exist',
        );
      }
      return { ...verified, sessionId };
    },

    /** GET /user */
    async user(token: string | null) {
      const { userId } = await this.session(token);
      const user = await findUserById(db, userId);
      if (!user) {
        throw new GoTrueError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
      }
      return toGoTrueUser(user);
    },

    /** POST /logout */
    async logout(token: string | null, scope: LogoutScope): Promise<void> {
      const { userId, sessionId } = await this.session(token);
      await deleteSessions(db, scope, { id: sessionId, userId });
    },
  };
}

export type GoTrueService = ReturnType<typeof createGoTrueService>;
