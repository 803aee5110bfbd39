import { Router } from 'express';
import { route } from '../../http/route';
import { type TeacherDeps, uuidParam, withStaff } from '../teacher-access/access';
import { childAnalytics, classAnalytics, schoolAnalytics } from './service';

/**
 * GET /api/classes/:id/analytics, GET /api/classes/:id/children/:childId/analytics (the class's
 * teacher, or their school's admin; 404 for anyone else's class) and GET /api/school/analytics
 * (a school's admins).
 */
export function analyticsRoutes({ db, config }: TeacherDeps): Router {
  const billing = config.features.payments;
  const router = Router();
  route(router, '/classes/:id/analytics', {
    get: withStaff(db, billing, async (req, res, staff) => {
      res.json(await classAnalytics(db, staff, uuidParam(req.params.id, 'class')));
    }),
  });
  route(router, '/classes/:id/children/:childId/analytics', {
    get: withStaff(db, billing, async (req, res, staff) => {
      const classId = uuidParam(req.params.id, 'class');
      const childId = uuidParam(req.params.childId, 'child');
      res.json(await childAnalytics(db, staff, classId, childId));
    }),
  });
  route(router, '/school/analytics', {
    get: withStaff(db, billing, async (_req, res, staff) => {
      res.json(await schoolAnalytics(db, staff));
    }),
  });
  return router;
}
