import type { LogoutScope } from '@ttc/shared-protocol/api/auth-gotrue';
import type { BuiltinAuth } from './builtin-auth';
import { GoTrueError } from './gotrue-errors';
import { toGoTrueUser } from './gotrue-user';
import { consumeAuthCode, insertAuthCode, type PkceChallenge } from './links-repository';
import type { MagicLinks } from './magic-links';
import { pkceVerifierMatches, randomToken, sha256Hex } from './secrets';
import { type GoTrueSession, sessionResponse, startSession } from './sessions';
import { deleteSessions, rotateRefreshToken, sessionExists } from './sessions-repository';
import { findUserById } from './users-repository';
import type { AccessTokenVerifier, VerifiedAccessToken } from './verify-access-token';

/** GoTrue keeps a PKCE flow open for 5 minutes after the link is opened. */
export const AUTH_CODE_TTL_MS = 5 * 60 * 1000;

const flowStateNotFound = () =>
  new GoTrueError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');

/** What the /auth/v1 endpoints do, behind their HTTP shapes. */
export function createGoTrueService(
  auth: BuiltinAuth,
  magicLinks: MagicLinks,
  verify: AccessTokenVerifier,
) {
  const { db, clock } = auth;

  return {
    requestLink: magicLinks.request,

    /** POST /verify: the link's token for a session. */
    async verifyLink(tokenHash: string): Promise<GoTrueSession> {
      const { user } = await magicLinks.consume(tokenHash);
      return startSession(auth, user);
    },

    /**
     * GET /verify: spends the link; a PKCE request gets an authorization code for the redirect,
     * an implicit one the session itself (GoTrue puts it in the redirect's fragment).
     */
    async verifyLinkForRedirect(
      tokenHash: string,
    ): Promise<
      | { kind: 'code'; code: string; redirectTo: string | null }
      | { kind: 'session'; session: GoTrueSession; redirectTo: string | null }
    > {
      const { user, link } = await magicLinks.consume(tokenHash);
      if (link.pkce) {
        const code = await issueAuthCode(user.id, link.pkce);
        return { kind: 'code', code, redirectTo: link.redirectTo };
      }
      return {
        kind: 'session',
        session: await startSession(auth, user),
        redirectTo: link.redirectTo,
      };
    },

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

    /** POST /token?grant_type=refresh_token: rotates; a second use ends the whole session. */
    async refresh(refreshToken: string): Promise<GoTrueSession> {
      const next = randomToken();
      const result = await rotateRefreshToken(db, {
        tokenHash: sha256Hex(refreshToken),
        nextTokenHash: sha256Hex(next),
        now: clock(),
      });
      if (result.outcome === 'reused') {
        throw new GoTrueError(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        );
      }
      const user = result.outcome === 'rotated' ? await findUserById(db, result.userId) : undefined;
      if (result.outcome !== 'rotated' || !user) {
        throw new GoTrueError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        );
      }
      return sessionResponse(auth, user, result.sessionId, next);
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

  async function issueAuthCode(userId: string, pkce: PkceChallenge): Promise<string> {
    const code = randomToken();
    const now = clock();
    await insertAuthCode(db, {
      codeHash: sha256Hex(code),
      userId,
      pkce,
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH_CODE_TTL_MS),
    });
    return code;
  }
}

export type GoTrueService = ReturnType<typeof createGoTrueService>;
