import { Router } from 'express';
import { route } from '../../http/route';
import { listLevels } from './service';

/** GET /api/levels */
export function levelsRoutes(): Router {
  const router = Router();
  route(router, '/levels', {
    get: (_req, res) => {
      res.json(listLevels());
    },
  });
  return router;
}
