import { ErrorCode } from '@ttc/shared-protocol/errors';
import type { RequestHandler, Router } from 'express';
import { AppError } from '../errors';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Handlers = RequestHandler | RequestHandler[];

/**
 * Registers the handlers of one path, and a 405 with an `Allow` header for every other method,
 * so a wrong method gets the error body instead of falling through to the 404.
 */
export function route(
  router: Router,
  path: string,
  handlers: Partial<Record<Method, Handlers>>,
): void {
  const methods = Object.keys(handlers) as Method[];
  for (const method of methods) {
    const chain = handlers[method];
    if (chain) router[method](path, ...(Array.isArray(chain) ? chain : [chain]));
  }
  const allowed = methods.map((method) => method.toUpperCase());
  if (allowed.includes('GET')) allowed.push('HEAD');
  const allow = allowed.join(', ');
  router.all(path, (_req, res, next) => {
    res.setHeader('Allow', allow);
    next(new AppError(ErrorCode.MethodNotAllowed, 405, `This path accepts ${allow} only.`));
  });
}
