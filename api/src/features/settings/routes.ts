import { settingsPayloadSchema } from '@ttc/shared-protocol/api/settings';
import { Router } from 'express';
import { jsonBody } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import type { AccountDeps } from '../account/deps';
import { withUser } from '../auth/authenticate';
import { requireParentUnlock } from '../parent-lock/unlock';
import { readSettings, writeSettings } from './service';

/**
 * GET /api/settings: the signed-in account's settings `{ values: { [setting]: { value,
 * changedAt } } }`. PUT /api/settings: merges a device's settings (newer change wins per
 * setting) and answers with all of them; with a parent lock on, it needs `X-Parent-Unlock`.
 */
export function settingsRoutes(deps: AccountDeps): Router {
  const router = Router();
  route(router, '/settings', {
    get: withUser(async (_req, res, user) => {
      res.setHeader('Cache-Control', 'private, no-store');
      res.json(await readSettings(deps.db, user.id));
    }),
    put: [
      ...jsonBody,
      requireParentUnlock(deps),
      withUser(async (req, res, user) => {
        const { values } = parseBody(settingsPayloadSchema, req.body);
        res.setHeader('Cache-Control', 'private, no-store');
        res.json(await writeSettings(deps.db, deps.clock, user.id, values));
      }),
    ],
  });
  return router;
}
