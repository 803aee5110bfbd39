import type { SessionLiveness } from '@ttc/shared-protocol/auth/session-liveness';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import type { Request, RequestHandler, Response } from 'express';
import { AppError } from '../../errors';
import { AccessTokenError, type AccessTokenVerifier } from './verify-access-token';

/** The signed-in user behind a request, as its verified access token names them. */
export interface AuthenticatedUser {
  /** `sub`: users.id (the built-in sign-in) or the hosted project's user id. */
  id: string;
  email: string;
}

const VERIFIER = Symbol('accessTokenVerifier');
type Checks = { verify: AccessTokenVerifier; liveness: SessionLiveness | null };
type WithVerifier = Request & { [VERIFIER]?: Checks };

/**
 * Middleware createApp installs in front of every route: it hands the request the verifier of
 * the configured sign-in (built-in or hosted), so routes need nothing but the request. With
 * `liveness` (the built-in sign-in) a token also needs its session to be live: a sign-out ends
 * its access tokens within seconds, not when they expire.
 */
export function provideAuthentication(
  verify: AccessTokenVerifier,
  liveness: SessionLiveness | null = null,
): RequestHandler {
  const checks = { verify, liveness };
  return (req, _res, next) => {
    (req as WithVerifier)[VERIFIER] = checks;
    next();
  };
}

/** The bearer token of the Authorization header, or null when there is none. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The signed-in user of a request: the access token from `Authorization: Bearer`, verified
 * (signature, issuer, audience, expiry). Throws AppError 401 `unauthorized` when the token is
 * missing, malformed, tampered with or expired, and 503 when a hosted provider's keys cannot be
 * fetched. With the built-in sign-in the token's session must still exist (401 once signed out,
 * 503 while the database cannot tell; answers cached a few seconds). A user the token names may
 * not have a users row yet.
 */
export async function authenticateRequest(req: Request): Promise<AuthenticatedUser> {
  const checks = (req as WithVerifier)[VERIFIER];
  if (!checks) throw new Error('authenticateRequest: provideAuthentication is not installed');
  const token = bearerToken(req);
  if (!token) throw new AppError(ErrorCode.Unauthorized, 401);
  try {
    const { userId, email, sessionId } = await checks.verify(token);
    if (checks.liveness) await requireLiveSession(checks.liveness, sessionId);
    return { id: userId, email };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof AccessTokenError && error.reason === 'unavailable') {
      throw new AppError(
        ErrorCode.Unavailable,
        503,
        'Sign-in cannot be checked right now. Please try again in a moment.',
        { cause: error },
      );
    }
    throw new AppError(ErrorCode.Unauthorized, 401, undefined, { cause: error });
  }
}

async function requireLiveSession(liveness: SessionLiveness, sessionId: string | null) {
  const live = sessionId ? await liveness.isLive(sessionId) : false;
  if (live === 'unknown') {
    throw new AppError(
      ErrorCode.Unavailable,
      503,
      'Sign-in cannot be checked right now. Please try again in a moment.',
    );
  }
  if (!live) {
    throw new AppError(
      ErrorCode.Unauthorized,
      401,
      'Your sign-in has ended. Please sign in again.',
    );
  }
}

/**
 * A route handler for signed-in users only: `route(router, '/path', { get: withUser(async
 * (req, res, user) => { ... }) })`. Without a valid token the request ends in the 401 body.
 */
export function withUser(
  handler: (req: Request, res: Response, user: AuthenticatedUser) => unknown,
): RequestHandler {
  return async (req, res) => {
    const user = await authenticateRequest(req);
    await handler(req, res, user);
  };
}
