import { assignmentResultsSchema, claimSeatSchema } from '@ttc/shared-protocol/api/assignments';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import { type RequestHandler, Router } from 'express';
import { AppError } from '../../errors';
import { jsonBody } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { signingSecretLoader } from '../auth/signing-secret';
import type { TeacherDeps } from '../teacher-access/access';
import { type PlayLimitOptions, PlayLimits } from './limits';
import { seatKey } from './seat-token';
import { assignmentForPlay, claimSeat, storeResults } from './service';

/**
 * A child opens an assignment: /api/play/:code... Public (children have no account): the share
 * code opens the assignment, a seat token proves the device took its roster seat through it, and
 * every request counts against a per-client limit.
 */
export function playRoutes(
  { db, config, now }: TeacherDeps,
  limitOptions?: PlayLimitOptions,
): Router {
  const router = Router();
  const limits = new PlayLimits(db, limitOptions);
  const loadSecret = signingSecretLoader({ secret: config.authJwtSecret, dataDir: config.dataDir });
  let key: Promise<Buffer> | null = null;
  const seatKeyNow = () => {
    key ??= loadSecret().then(seatKey, (error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  const limited: RequestHandler = async (req, _res, next) => {
    if (await limits.allow(req.ip ?? req.socket.remoteAddress ?? 'unknown')) return next();
    throw new AppError(ErrorCode.RateLimited, 429);
  };
  const code = (value: unknown) => String(value ?? '');

  route(router, '/play/:code', {
    get: [
      limited,
      async (req, res) => {
        res.json(await assignmentForPlay(db, code(req.params.code)));
      },
    ],
  });
  route(router, '/play/:code/seat', {
    post: [
      limited,
      ...jsonBody,
      async (req, res) => {
        const { childId } = parseBody(claimSeatSchema, req.body);
        res.json(await claimSeat(db, await seatKeyNow(), code(req.params.code), childId, now()));
      },
    ],
  });
  route(router, '/play/:code/results', {
    post: [
      limited,
      ...jsonBody,
      async (req, res) => {
        const body = parseBody(assignmentResultsSchema, req.body);
        const result = await storeResults(
          db,
          await seatKeyNow(),
          code(req.params.code),
          body,
          now(),
        );
        res.status(result.saved ? 201 : 200).json(result);
      },
    ],
  });
  return router;
}
