import { Router } from 'express';
import type { TeacherDeps } from '../teacher-access/access';

/** A child opens an assignment: /api/play/:code... */
export function playRoutes(_deps: TeacherDeps): Router {
  const router = Router();
  return router;
}
