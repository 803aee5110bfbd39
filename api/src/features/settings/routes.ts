import { entitlementsOf } from '@ttc/shared-protocol/api/entitlements';
import { settingsPayloadSchema } from '@ttc/shared-protocol/api/settings';
import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { users } from '../../db/schema';
import { jsonBody } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import type { AccountDeps } from '../account/deps';
import { withUser } from '../auth/authenticate';
import { requireParentUnlock } from '../parent-lock/unlock';
import { readSettings, writeSettings } from './service';

/** Whether the account's plan includes voice reading (always, while payments are off). */
async function voiceReadingAllowed(deps: AccountDeps, userId: string): Promise<boolean> {
  if (!deps.config.features.payments) return true;
  const [row] = await deps.db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
  return entitlementsOf(row?.plan ?? 'free', true).voiceReading;
}

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
      res.json(await readSettings(deps.db, user.id, await voiceReadingAllowed(deps, user.id)));
    }),
    put: [
      ...jsonBody,
      requireParentUnlock(deps),
      withUser(async (req, res, user) => {
        const { values } = parseBody(settingsPayloadSchema, req.body);
        res.setHeader('Cache-Control', 'private, no-store');
        const allowed = await voiceReadingAllowed(deps, user.id);
        res.json(await writeSettings(deps.db, deps.clock, user.id, values, allowed));
      }),
    ],
  });
  return router;
}
