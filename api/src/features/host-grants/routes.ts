import { hostGrantRequestSchema } from '@ttc/shared-protocol/api/host-grant';
import { Router } from 'express';
import { jsonBody } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { requireServiceToken } from '../sessions/service-credential';
import type { TeacherDeps } from '../teacher-access/access';
import { hostGrant } from './service';

/**
 * POST /api/internal/host-grants (the realtime server, with the service credential, as for
 * session results: 401 without it, 403 with a wrong one, 503 when the API has none set).
 */
export function hostGrantRoutes(deps: TeacherDeps): Router {
  const router = Router();
  route(router, '/internal/host-grants', {
    post: [
      requireServiceToken(
        deps.config.internalApiToken,
        'Hosting cannot be checked: INTERNAL_API_TOKEN is not set on the API.',
      ),
      ...jsonBody,
      async (req, res) => {
        const request = parseBody(hostGrantRequestSchema, req.body);
        res.json(await hostGrant(deps.db, request, deps.config.features.payments));
      },
    ],
  });
  return router;
}
