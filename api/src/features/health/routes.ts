import { Router } from 'express';
import type { Database } from '../../db/client';
import { route } from '../../http/route';
import { checkHealth } from './service';

/** GET /api/health */
export function healthRoutes(database: Database): Router {
  const router = Router();
  route(router, '/health', {
    get: async (_req, res) => {
      res.json(await checkHealth(database));
    },
  });
  return router;
}
