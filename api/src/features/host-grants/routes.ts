import { Router } from 'express';
import type { TeacherDeps } from '../teacher-access/access';

/** POST /api/internal/host-grants (the realtime server). */
export function hostGrantRoutes(_deps: TeacherDeps): Router {
  const router = Router();
  return router;
}
