import { defaultErrorMessage, ErrorCode, errorBody } from '@ttc/shared-protocol/errors';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { AppError } from '../errors';
import { RETRY_AFTER_SECONDS } from './retry-after';

interface HttpFailure {
  status: number;
  code: ErrorCode;
  message: string;
}

/** The `type` body-parser gives each of its errors, and what the client is told. */
const BODY_PARSER_ERRORS: Record<string, HttpFailure> = {
  'entity.parse.failed': {
    status: 400,
    code: ErrorCode.InvalidJson,
    message: defaultErrorMessage.invalid_json,
  },
  'encoding.unsupported': {
    status: 415,
    code: ErrorCode.UnsupportedMediaType,
    message: 'This content encoding is not supported.',
  },
  'charset.unsupported': {
    status: 415,
    code: ErrorCode.UnsupportedMediaType,
    message: 'Send the request body as UTF-8 JSON.',
  },
  'request.aborted': {
    status: 400,
    code: ErrorCode.BadRequest,
    message: 'The request body was not received completely.',
  },
  'request.size.invalid': {
    status: 400,
    code: ErrorCode.BadRequest,
    message: 'The request body does not match its Content-Length.',
  },
};

/** What a client is told while the database cannot be reached: try again, this is no bug. */
export const DATABASE_UNAVAILABLE: HttpFailure = {
  status: 503,
  code: ErrorCode.Unavailable,
  message: 'The database cannot be reached right now. Try again in a moment.',
};

/** Turns anything thrown into the status, code and message the client may see. */
export function toHttpFailure(error: unknown): HttpFailure {
  if (error instanceof AppError) {
    return { status: error.status, code: error.code, message: error.message };
  }
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') {
    const limit = (error as { limit?: unknown }).limit;
    return {
      status: 413,
      code: ErrorCode.PayloadTooLarge,
      message:
        typeof limit === 'number'
          ? `The request body is too large (the limit is ${formatBytes(limit)}).`
          : defaultErrorMessage.payload_too_large,
    };
  }
  if (typeof type === 'string' && BODY_PARSER_ERRORS[type]) return BODY_PARSER_ERRORS[type];
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, code: ErrorCode.BadRequest, message: defaultErrorMessage.bad_request };
  }
  return { status: 500, code: ErrorCode.Internal, message: defaultErrorMessage.internal };
}

/** 102400 -> "100 KB", 1048576 -> "1 MB" (body-parser limits are whole KB or MB). */
function formatBytes(bytes: number): string {
  const MB = 1024 * 1024;
  return bytes % MB === 0 ? `${bytes / MB} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * The one error middleware: every failure becomes `{ error: { code, message } }`. Unexpected
 * errors are logged with their stack and answered with a generic 500, never their message; a
 * service that is down is a 503 `unavailable` with `Retry-After`. Must sit behind the pino-http
 * middleware of createHttpLogger.
 */
export function errorHandler(): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const failure = toHttpFailure(error);
    // pino-http logs the request line with this error (and its stack) at level error.
    if (failure.status >= 500) res.err = error instanceof Error ? error : new Error(String(error));
    if (failure.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(failure.status).json(errorBody(failure.code, failure.message));
  };
}

/** The end of the /api and /auth/v1 stacks: a JSON 404 for any path no route claimed. */
export function notFound(message: string = defaultErrorMessage.not_found): RequestHandler {
  return (_req, _res, next) => next(new AppError(ErrorCode.NotFound, 404, message));
}
