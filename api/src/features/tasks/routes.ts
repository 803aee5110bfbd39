import { Router } from 'express';
import type { TeacherDeps } from '../teacher-access/access';

/** The teacher's tasks and assignments: /api/tasks... */
export function taskRoutes(_deps: TeacherDeps): Router {
  const router = Router();
  return router;
}
