import { progressGameRequestSchema } from '@ttc/shared-protocol/api/progress';
import { type Request, type RequestHandler, Router } from 'express';
import type { AppDatabase } from '../../db/client';
import { jsonBodyUpTo } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { type AuthenticatedUser, authenticateRequest } from '../auth/authenticate';
import { recordGame } from './service';

/**
 * A guest's whole device history (up to 3,000 answers of about 200 bytes each) comes in one
 * request, so this route takes more than the usual 100 KB.
 */
export const PROGRESS_BODY_LIMIT = '1mb';

const signedInUsers = new WeakMap<Request, AuthenticatedUser>();

/** Checks the session before the body is read, so nobody unknown gets a megabyte parsed. */
const authenticateFirst: RequestHandler = async (req, _res, next) => {
  signedInUsers.set(req, await authenticateRequest(req));
  next();
};

function signedInUser(req: Request): AuthenticatedUser {
  const user = signedInUsers.get(req);
  if (!user) throw new Error('progress route: authenticateFirst did not run');
  return user;
}

/** POST /api/progress */
export function progressRoutes(db: AppDatabase, now: () => number = Date.now): Router {
  const router = Router();
  route(router, '/progress', {
    post: [
      authenticateFirst,
      ...jsonBodyUpTo(PROGRESS_BODY_LIMIT),
      async (req, res) => {
        const request = parseBody(progressGameRequestSchema, req.body);
        const { body, replayed } = await recordGame(db, signedInUser(req), request, now());
        // Tells a retrying client (and its logs) that this id had already been stored.
        if (replayed) res.setHeader('Idempotent-Replayed', 'true');
        res.json(body);
      },
    ],
  });
  return router;
}
