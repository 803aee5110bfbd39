import { emailNotifyRequestSchema } from '@ttc/shared-protocol/api/email';
import { Router } from 'express';
import type { AppDatabase } from '../../db/client';
import { jsonBody } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { NotifyLimits } from './limits';
import { subscribeToUpdates } from './service';

/** POST /api/email/notify: always `{ ok: true }` for a valid address (see subscribeToUpdates). */
export function emailRoutes(db: AppDatabase): Router {
  const router = Router();
  const limits = new NotifyLimits(db);
  route(router, '/email/notify', {
    post: [
      ...jsonBody,
      async (req, res) => {
        const request = parseBody(emailNotifyRequestSchema, req.body);
        const { ok } = await subscribeToUpdates(db, limits, {
          ...request,
          ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        });
        res.json({ ok });
      },
    ],
  });
  return router;
}
