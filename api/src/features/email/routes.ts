import { emailNotifyRequestSchema } from '@ttc/shared-protocol/api/email';
import { Router } from 'express';
import type { AppDatabase } from '../../db/client';
import { jsonBody } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { subscribeToUpdates } from './service';

/** POST /api/email/notify */
export function emailRoutes(db: AppDatabase): Router {
  const router = Router();
  route(router, '/email/notify', {
    post: [
      ...jsonBody,
      async (req, res) => {
        const request = parseBody(emailNotifyRequestSchema, req.body);
        res.json(await subscribeToUpdates(db, request));
      },
    ],
  });
  return router;
}
