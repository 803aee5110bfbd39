import {
  addChildSchema,
  createClassSchema,
  updateChildSchema,
  updateClassSchema,
} from '@ttc/shared-protocol/api/classes';
import { Router } from 'express';
import { jsonBody } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { type TeacherDeps, withStaff } from '../teacher-access/access';
import {
  addChild,
  createClass,
  deleteClass,
  getClass,
  listClasses,
  removeChild,
  updateChild,
  updateClass,
} from './service';

/**
 * Classes and rosters: GET/POST /api/classes, GET/PATCH/DELETE /api/classes/:id,
 * POST /api/classes/:id/children, PATCH/DELETE /api/classes/:id/children/:childId.
 * Teachers and admins only; writes by the class's teacher, reads also by their school's admin.
 */
export function classRoutes(deps: TeacherDeps): Router {
  const router = Router();
  const staffOnly = (handler: Parameters<typeof withStaff>[2]) =>
    withStaff(deps.db, deps.config.features.payments, handler);
  route(router, '/classes', {
    get: staffOnly(async (_req, res, staff) => {
      res.json(await listClasses(deps, staff));
    }),
    post: [
      ...jsonBody,
      staffOnly(async (req, res, staff) => {
        const input = parseBody(createClassSchema, req.body);
        res.status(201).json(await createClass(deps, staff, input));
      }),
    ],
  });
  route(router, '/classes/:id', {
    get: staffOnly(async (req, res, staff) => {
      res.json(await getClass(deps, staff, String(req.params.id)));
    }),
    patch: [
      ...jsonBody,
      staffOnly(async (req, res, staff) => {
        const input = parseBody(updateClassSchema, req.body);
        res.json(await updateClass(deps, staff, String(req.params.id), input));
      }),
    ],
    delete: staffOnly(async (req, res, staff) => {
      await deleteClass(deps, staff, String(req.params.id));
      res.status(204).end();
    }),
  });
  route(router, '/classes/:id/children', {
    post: [
      ...jsonBody,
      staffOnly(async (req, res, staff) => {
        const input = parseBody(addChildSchema, req.body);
        res.status(201).json(await addChild(deps, staff, String(req.params.id), input));
      }),
    ],
  });
  route(router, '/classes/:id/children/:childId', {
    patch: [
      ...jsonBody,
      staffOnly(async (req, res, staff) => {
        const input = parseBody(updateChildSchema, req.body);
        const { id, childId } = req.params;
        res.json(await updateChild(deps, staff, String(id), String(childId), input));
      }),
    ],
    delete: staffOnly(async (req, res, staff) => {
      await removeChild(deps, staff, String(req.params.id), String(req.params.childId));
      res.status(204).end();
    }),
  });
  return router;
}
