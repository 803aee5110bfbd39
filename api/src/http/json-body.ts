import { ErrorCode } from '@ttc/shared-protocol/errors';
import express, { type RequestHandler } from 'express';
import { AppError } from '../errors';

/** Request bodies above this are refused with 413 before they are read. */
export const JSON_BODY_LIMIT = '100kb';

/** Whether the request carries a body at all (a zero Content-Length does not count). */
function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** 415 for a body that is not declared as JSON; a request without a body passes. */
const requireJsonContentType: RequestHandler = (req, _res, next) => {
  if (!hasBody(req.headers) || req.is(['application/json', '+json'])) return next();
  next(
    new AppError(
      ErrorCode.UnsupportedMediaType,
      415,
      'Send the request body as JSON with Content-Type: application/json.',
    ),
  );
};

/**
 * For routes that take a body: checks the content type, then parses JSON objects and arrays up
 * to `limit` (JSON_BODY_LIMIT unless a route needs more). Parser errors go to the error
 * middleware (400 invalid_json, 413, 415).
 */
export function jsonBodyUpTo(limit: string): RequestHandler[] {
  return [
    requireJsonContentType,
    express.json({ limit, strict: true, type: ['application/json', '+json'] }),
  ];
}

export const jsonBody: RequestHandler[] = jsonBodyUpTo(JSON_BODY_LIMIT);
