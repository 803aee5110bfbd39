import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import type { RequestHandler } from 'express';
import { AppError } from '../../errors';
import { bearerToken } from '../auth/authenticate';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Guards the routes only the realtime server calls: `Authorization: Bearer <INTERNAL_API_TOKEN>`.
 * No credential is 401, a wrong one 403, and an API without a configured token answers 503 (the
 * sender keeps its results and retries, so setting the token later loses nothing). Runs before
 * the body is read. Digests of equal length are compared in constant time, so the comparison
 * says nothing about the token's length or prefix.
 */
export function requireServiceToken(
  expected: string | null,
  unavailableMessage = 'Session results cannot be stored: INTERNAL_API_TOKEN is not set on the API.',
): RequestHandler {
  const expectedDigest = expected === null ? null : digest(expected);
  return (req, _res, next) => {
    const token = bearerToken(req);
    if (token === null) {
      throw new AppError(ErrorCode.Unauthorized, 401, 'A service credential is required.');
    }
    if (expectedDigest === null) {
      throw new AppError(ErrorCode.Unavailable, 503, unavailableMessage);
    }
    if (!timingSafeEqual(digest(token), expectedDigest)) {
      throw new AppError(ErrorCode.Forbidden, 403, 'This service credential is not valid.');
    }
    next();
  };
}
