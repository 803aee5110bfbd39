import type { RequestHandler } from 'express';

/**
 * Seconds a client is asked to wait after a 503 before trying again: long enough not to hammer
 * a database or Redis that is restarting, short enough that a teacher's retry soon works.
 */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Every 503 this router sends carries `Retry-After`, whoever wrote the answer (the error
 * middleware, GoTrue's error shape under /auth/v1, the health check). The header is added as the
 * status line is written, as the `on-headers` package does, because the routers' own error
 * handlers answer before any later middleware could see the response.
 */
export const retryAfterOn503: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithRetryAfter(
    this: typeof res,
    ...args: Parameters<typeof writeHead>
  ) {
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
    if (status === 503 && !this.hasHeader('Retry-After')) {
      this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};
