import { Router } from 'express';
import type { TeacherDeps } from '../teacher-access/access';

/** Class, child and school analytics. */
export function analyticsRoutes(_deps: TeacherDeps): Router {
  const router = Router();
  return router;
}
