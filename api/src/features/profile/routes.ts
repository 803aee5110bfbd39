import { completeProfileRequestSchema } from '@ttc/shared-protocol/api/complete-profile';
import { Router } from 'express';
import type { AppDatabase } from '../../db/client';
import { jsonBody } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { withUser } from '../auth/authenticate';
import { completeProfile } from './service';

/** POST /api/complete-profile */
export function profileRoutes(db: AppDatabase): Router {
  const router = Router();
  route(router, '/complete-profile', {
    post: [
      ...jsonBody,
      withUser(async (req, res, user) => {
        const request = parseBody(completeProfileRequestSchema, req.body);
        res.json(await completeProfile(db, user, request));
      }),
    ],
  });
  return router;
}
