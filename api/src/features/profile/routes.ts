import { profileRoleRequestSchema } from '@ttc/shared-protocol/api/auth-user';
import { completeProfileRequestSchema } from '@ttc/shared-protocol/api/complete-profile';
import { Router } from 'express';
import type { AppDatabase } from '../../db/client';
import { jsonBody } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { withUser } from '../auth/authenticate';
import { switchRole } from './role';
import { completeProfile } from './service';

/** POST /api/complete-profile; PATCH /api/profile/role */
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
  route(router, '/profile/role', {
    patch: [
      ...jsonBody,
      withUser(async (req, res, user) => {
        const { role } = parseBody(profileRoleRequestSchema, req.body);
        res.json(await switchRole(db, user, role));
      }),
    ],
  });
  return router;
}
