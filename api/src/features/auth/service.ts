import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import { AppError } from '../../errors';

/** Shown for every /auth/v1 path until the built-in sign-in exists. */
export const SIGN_IN_UNAVAILABLE = 'Sign-in is not available yet.';

/**
 * The signed-in user. Until the accounts issue adds sessions there is never one, so this is the
 * spec's "no user" answer: 401, which the client reads as null.
 */
export async function currentUser(_authorization: string | undefined): Promise<AuthUser> {
  throw new AppError(ErrorCode.Unauthorized, 401);
}
