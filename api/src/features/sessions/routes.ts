import {
  sessionListQuerySchema,
  sessionResultsSchema,
} from '@ttc/shared-protocol/api/session-results';
import { Router } from 'express';
import { jsonBodyUpTo } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { type TeacherDeps, withStaff } from '../teacher-access/access';
import { deleteSession, ingestSessionResults, listSessions, sessionDetail } from './service';
import { requireServiceToken } from './service-credential';

/**
 * The largest session (1,000 players answering 50 questions, about 150 bytes an answer) is about
 * 8 MB of JSON; the route only reads a body after the service credential was checked.
 */
export const SESSION_RESULTS_BODY_LIMIT = '16mb';

/**
 * POST /api/internal/session-results (the realtime server, with the service credential);
 * GET /api/sessions, GET and DELETE /api/sessions/:id (teachers and admins only).
 */
export function sessionRoutes(deps: TeacherDeps): Router {
  const { db, config } = deps;
  const billing = config.features.payments;
  const router = Router();
  const log = deps.logger.child({ component: 'sessions' });
  route(router, '/internal/session-results', {
    post: [
      requireServiceToken(config.internalApiToken),
      ...jsonBodyUpTo(SESSION_RESULTS_BODY_LIMIT),
      async (req, res) => {
        const results = parseBody(sessionResultsSchema, req.body);
        res.json(await ingestSessionResults(db, results, log));
      },
    ],
  });
  route(router, '/sessions', {
    get: withStaff(db, billing, async (req, res, staff) => {
      res.json(await listSessions(db, staff, parseBody(sessionListQuerySchema, req.query)));
    }),
  });
  route(router, '/sessions/:id', {
    get: withStaff(db, billing, async (req, res, staff) => {
      res.json(await sessionDetail(db, staff, String(req.params.id)));
    }),
    delete: withStaff(db, billing, async (req, res, staff) => {
      await deleteSession(db, staff, String(req.params.id), deps.purgeLiveSessions);
      res.status(204).end();
    }),
  });
  return router;
}
