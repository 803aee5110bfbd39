import { Router } from 'express';
import type { ApiConfig } from '../../config';
import { route } from '../../http/route';
import { publicConfig } from './service';

/** GET /api/config */
export function publicConfigRoutes(config: ApiConfig): Router {
  const body = publicConfig(config);
  const router = Router();
  route(router, '/config', {
    get: (_req, res) => {
      res.json(body);
    },
  });
  return router;
}
