import { userStatsQuerySchema } from '@ttc/shared-protocol/api/progress';
import { Router } from 'express';
import type { AppDatabase } from '../../db/client';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { withUser } from '../auth/authenticate';
import { userStats } from './service';

/** GET /api/user/:userId/stats[?utcOffsetMinutes=<minutes east of UTC>] */
export function statsRoutes(db: AppDatabase, now: () => number = Date.now): Router {
  const router = Router();
  route(router, '/user/:userId/stats', {
    get: withUser(async (req, res, user) => {
      const query = parseBody(userStatsQuerySchema, req.query);
      res.json(await userStats(db, user, String(req.params.userId), query, now()));
    }),
  });
  return router;
}
