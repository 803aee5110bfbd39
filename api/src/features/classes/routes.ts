import { Router } from 'express';
import type { TeacherDeps } from '../teacher-access/access';

/** Classes and rosters: /api/classes... */
export function classRoutes(_deps: TeacherDeps): Router {
  const router = Router();
  return router;
}
