import {
  acceptInviteSchema,
  createSchoolSchema,
  inviteTeacherSchema,
} from '@ttc/shared-protocol/api/school';
import { sessionListQuerySchema } from '@ttc/shared-protocol/api/session-results';
import { Router } from 'express';
import { jsonBody } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { withUser } from '../auth/authenticate';
import { type TeacherDeps, withStaff } from '../teacher-access/access';
import {
  acceptInvite,
  createSchool,
  inviteTeacher,
  mySchool,
  removeMember,
  schoolClasses,
  schoolSessions,
  withdrawInvite,
} from './service';

/**
 * The school admin: GET/POST /api/school, POST /api/school/invites, DELETE
 * /api/school/invites/:id, POST /api/school/invites/accept, DELETE /api/school/members/:userId,
 * GET /api/school/classes, GET /api/school/sessions. Teachers and admins only, except accepting
 * an invitation (any signed-in user whose address was invited). School analytics live apart.
 */
export function schoolRoutes(deps: TeacherDeps): Router {
  const router = Router();
  const staffOnly = (handler: Parameters<typeof withStaff>[2]) =>
    withStaff(deps.db, deps.config.features.payments, handler);
  route(router, '/school', {
    get: staffOnly(async (_req, res, staff) => {
      res.json(await mySchool(deps, staff));
    }),
    post: [
      ...jsonBody,
      staffOnly(async (req, res, staff) => {
        const input = parseBody(createSchoolSchema, req.body);
        res.status(201).json(await createSchool(deps, staff, input));
      }),
    ],
  });
  route(router, '/school/invites', {
    post: [
      ...jsonBody,
      staffOnly(async (req, res, staff) => {
        const input = parseBody(inviteTeacherSchema, req.body);
        const invite = await inviteTeacher(deps, staff, input, req.get('accept-language'));
        res.status(201).json(invite);
      }),
    ],
  });
  // Before /school/invites/:id, which would otherwise take "accept" for an id.
  route(router, '/school/invites/accept', {
    post: [
      ...jsonBody,
      withUser(async (req, res, user) => {
        const input = parseBody(acceptInviteSchema, req.body);
        res.json(await acceptInvite(deps, user, input));
      }),
    ],
  });
  route(router, '/school/invites/:id', {
    delete: staffOnly(async (req, res, staff) => {
      await withdrawInvite(deps, staff, String(req.params.id));
      res.status(204).end();
    }),
  });
  route(router, '/school/members/:userId', {
    delete: staffOnly(async (req, res, staff) => {
      await removeMember(deps, staff, String(req.params.userId));
      res.status(204).end();
    }),
  });
  route(router, '/school/classes', {
    get: staffOnly(async (_req, res, staff) => {
      res.json(await schoolClasses(deps, staff));
    }),
  });
  route(router, '/school/sessions', {
    get: staffOnly(async (req, res, staff) => {
      res.json(await schoolSessions(deps, staff, parseBody(sessionListQuerySchema, req.query)));
    }),
  });
  return router;
}
