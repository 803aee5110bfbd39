import { Router } from 'express';
import { z } from 'zod';
import { jsonBody } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { withUser } from '../auth/authenticate';
import { requireParentUnlock } from '../parent-lock/unlock';
import type { AccountDeps } from './deps';
import { deleteAccount, exportAccount } from './service';

/** DELETE /api/account's body: the account's address, typed again by the person deleting it. */
export const deleteAccountRequestSchema = z.object({
  confirmEmail: z
    .string({ error: 'Type your email address to confirm.' })
    .trim()
    .min(1, 'Type your email address to confirm.')
    .max(254, 'Type your email address to confirm.'),
});

/** GET /api/account/export; DELETE /api/account (issue 16: data and privacy). */
export function accountRoutes(deps: AccountDeps): Router {
  const router = Router();
  route(router, '/account/export', {
    get: withUser(async (_req, res, user) => {
      const data = await exportAccount(deps, user);
      const day = data.exportedAt.slice(0, 10);
      res.attachment(`tick-tock-class-data-${day}.json`);
      res.type('application/json').send(`${JSON.stringify(data, null, 2)}\n`);
    }),
  });
  route(router, '/account', {
    delete: [
      ...jsonBody,
      requireParentUnlock(deps),
      withUser(async (req, res, user) => {
        const { confirmEmail } = parseBody(deleteAccountRequestSchema, req.body);
        await deleteAccount(deps, user, confirmEmail);
        res.status(204).end();
      }),
    ],
  });
  return router;
}
