import { Router } from 'express';
import type { Database } from '../../db/client';
import { route } from '../../http/route';
import { checkHealth, type HealthChecks } from './service';

/**
 * GET /api/health: 200 when every configured service answers, else 503 (with Retry-After, see
 * retryAfterOn503) and the same body naming the service that is down.
 */
export function healthRoutes(database: Database, checks: HealthChecks = {}): Router {
  const router = Router();
  route(router, '/health', {
    get: async (_req, res) => {
      const health = await checkHealth(database, checks);
      res.status(health.status === 'ok' ? 200 : 503).json(health);
    },
  });
  return router;
}
