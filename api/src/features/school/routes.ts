import { Router } from 'express';
import type { TeacherDeps } from '../teacher-access/access';

/** The school admin: /api/school... */
export function schoolRoutes(_deps: TeacherDeps): Router {
  const router = Router();
  return router;
}
