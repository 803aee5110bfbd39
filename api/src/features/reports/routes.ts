import { Router } from 'express';
import type { TeacherDeps } from '../teacher-access/access';

/** CSV exports and PDF progress reports. */
export function reportRoutes(_deps: TeacherDeps): Router {
  const router = Router();
  return router;
}
