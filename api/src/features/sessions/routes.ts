import {
  sessionListQuerySchema,
  sessionResultsSchema,
} from '@ttc/shared-protocol/api/session-results';
import { Router } from 'express';
import type { ApiConfig } from '../../config';
import type { AppDatabase } from '../../db/client';
import { jsonBodyUpTo } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import type { Logger } from '../../logger';
import { withUser } from '../auth/authenticate';
import { ingestSessionResults, listSessions, sessionDetail } from './service';
import { requireServiceToken } from './service-credential';

/**
 * The largest session (1,000 players answering 50 questions, about 150 bytes an answer) is about
 * 8 MB of JSON; the route only reads a body after the service credential was checked.
 */
export const SESSION_RESULTS_BODY_LIMIT = '16mb';

/**
 * POST /api/internal/session-results (the realtime server, with the service credential);
 * GET /api/sessions and GET /api/sessions/:id (the signed-in teacher).
 */
export function sessionRoutes(
  db: AppDatabase,
  config: Pick<ApiConfig, 'internalApiToken'>,
  logger: Logger,
): Router {
  const router = Router();
  const log = logger.child({ component: 'sessions' });
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
    get: withUser(async (req, res, user) => {
      res.json(await listSessions(db, user, parseBody(sessionListQuerySchema, req.query)));
    }),
  });
  route(router, '/sessions/:id', {
    get: withUser(async (req, res, user) => {
      res.json(await sessionDetail(db, user, String(req.params.id)));
    }),
  });
  return router;
}
