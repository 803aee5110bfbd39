import {
  parentPinRequestSchema,
  parentResetConfirmRequestSchema,
  parentResetRequestSchema,
  setParentPinRequestSchema,
} from '@ttc/shared-protocol/api/parent-lock';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import { type ErrorRequestHandler, type Request, Router } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../errors';
import { jsonBody } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import type { AccountDeps } from '../account/deps';
import { authenticateRequest, withUser } from '../auth/authenticate';
import { postgresLimiter } from '../auth/rate-limits';
import { sha256Hex } from '../auth/secrets';
import { chooseMailLanguage } from '../mail/language';
import {
  confirmReset,
  lockState,
  PinLockedError,
  removeLock,
  requestReset,
  setPin,
  verifyPin,
} from './service';

/** Every PIN an account sends is a slow hash: this many per window, whatever the answer. */
export const PIN_CHECKS_PER_WINDOW = 30;
/** Reset mails per account per window. */
export const RESETS_PER_WINDOW = 3;
const WINDOW_S = 15 * 60;

/** 429 with Retry-After, from rate-limiter-flexible's refusal. */
class RateLimitedError extends AppError {
  constructor(readonly retryAfterS: number) {
    super(
      ErrorCode.RateLimited,
      429,
      'Too many tries for now. Please wait a few minutes and try again.',
    );
  }
}

/**
 * The parent lock (spec sections 2 and 5): GET, PUT and DELETE /api/parent-lock,
 * POST /api/parent-lock/verify, POST /api/parent-lock/reset and /reset/confirm.
 */
export function parentLockRoutes(deps: AccountDeps): Router {
  const router = Router();
  const pinChecks = postgresLimiter(deps.db, {
    keyPrefix: 'parent-pin',
    points: PIN_CHECKS_PER_WINDOW,
    durationS: WINDOW_S,
  });
  const resets = postgresLimiter(deps.db, {
    keyPrefix: 'parent-reset',
    points: RESETS_PER_WINDOW,
    durationS: WINDOW_S,
  });
  /** Counts one request of the signed-in user against a limiter; 429 when over. */
  const limit =
    (limiter: typeof pinChecks) => async (req: Request, _res: unknown, next: () => void) => {
      const user = await authenticateRequest(req);
      try {
        await limiter.consume(sha256Hex(`parent-lock:${user.id}`));
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          throw new RateLimitedError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
        }
        throw error;
      }
      next();
    };

  route(router, '/parent-lock', {
    get: withUser(async (_req, res, user) => {
      res.json(await lockState(deps, user.id));
    }),
    put: [
      ...jsonBody,
      limit(pinChecks),
      withUser(async (req, res, user) => {
        res.json(await setPin(deps, user, parseBody(setParentPinRequestSchema, req.body)));
      }),
    ],
    delete: [
      ...jsonBody,
      limit(pinChecks),
      withUser(async (req, res, user) => {
        const { pin } = parseBody(parentPinRequestSchema, req.body);
        res.json(await removeLock(deps, user.id, pin));
      }),
    ],
  });
  route(router, '/parent-lock/verify', {
    post: [
      ...jsonBody,
      limit(pinChecks),
      withUser(async (req, res, user) => {
        const { pin } = parseBody(parentPinRequestSchema, req.body);
        res.json(await verifyPin(deps, user.id, pin));
      }),
    ],
  });
  route(router, '/parent-lock/reset', {
    post: [
      ...jsonBody,
      limit(resets),
      withUser(async (req, res, user) => {
        const { language } = parseBody(parentResetRequestSchema, req.body);
        const mailLanguage = chooseMailLanguage(language, req.headers['accept-language']);
        res.status(202).json(await requestReset(deps, user.id, mailLanguage));
      }),
    ],
  });
  route(router, '/parent-lock/reset/confirm', {
    post: [
      ...jsonBody,
      async (req, res) => {
        const { token } = parseBody(parentResetConfirmRequestSchema, req.body);
        await confirmReset(deps, token);
        res.json({ removed: true });
      },
    ],
  });
  router.use(retryAfter);
  return router;
}

/** A refusal for a while says how long: Retry-After in seconds. */
const retryAfter: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof PinLockedError || error instanceof RateLimitedError) {
    res.setHeader('Retry-After', String(error.retryAfterS));
  }
  next(error);
};
