import { ErrorCode, errorBody } from '@ttc/shared-protocol/errors';
import type { ErrorRequestHandler, Response } from 'express';
import { toHttpFailure } from '../../http/error-handler';

/** supabase-js reads `code` as the error code only from answers of this API version on. */
export const GOTRUE_API_VERSION = '2024-01-01';

/** An error of the /auth/v1 endpoints, with GoTrue's error code (`otp_expired`, `bad_jwt`...). */
export class GoTrueError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'GoTrueError';
  }
}

export const linkInvalid = () =>
  new GoTrueError(403, 'otp_expired', 'Email link is invalid or has expired');

/** The project's own code for a status, for the `error` member every error body carries. */
function projectCode(status: number): ErrorCode {
  if (status === 401) return ErrorCode.Unauthorized;
  if (status === 403) return ErrorCode.Forbidden;
  if (status === 404) return ErrorCode.NotFound;
  if (status === 405) return ErrorCode.MethodNotAllowed;
  if (status === 413) return ErrorCode.PayloadTooLarge;
  if (status === 415) return ErrorCode.UnsupportedMediaType;
  if (status === 422) return ErrorCode.ValidationFailed;
  if (status === 429) return ErrorCode.RateLimited;
  if (status === 503) return ErrorCode.Unavailable;
  if (status >= 500) return ErrorCode.Internal;
  return ErrorCode.BadRequest;
}

/**
 * An error answer both clients understand: GoTrue's `{ code, error_code, msg }` (with the
 * API-version header, so supabase-js takes `code` as the error code and shows `msg`) and the
 * project's `{ error: { code, message } }`.
 */
export function sendGoTrueError(res: Response, error: GoTrueError): void {
  res.setHeader('X-Supabase-Api-Version', GOTRUE_API_VERSION);
  res.status(error.status).json({
    code: error.errorCode,
    error_code: error.errorCode,
    msg: error.message,
    ...errorBody(projectCode(error.status), error.message),
  });
}

/** The /auth/v1 error middleware: anything thrown is answered in the shape above. */
export function goTrueErrorHandler(): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof GoTrueError) return sendGoTrueError(res, error);
    const failure = toHttpFailure(error);
    if (failure.status >= 500) res.err = error instanceof Error ? error : new Error(String(error));
    sendGoTrueError(
      res,
      new GoTrueError(
        failure.status,
        failure.status >= 500 ? 'unexpected_failure' : failure.code,
        failure.message,
      ),
    );
  };
}
