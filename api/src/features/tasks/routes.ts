import { insertTaskSchema, updateTaskSchema } from '@ttc/shared-protocol/api/tasks';
import { Router } from 'express';
import { jsonBody } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { type TeacherDeps, uuidParam, withStaff } from '../teacher-access/access';
import { createTask, deleteTask, listTasks, taskJson, updateTask } from './service';

/** The teacher's tasks and assignments: /api/tasks... (teachers and admins only). */
export function taskRoutes({ db, config, now }: TeacherDeps): Router {
  const router = Router();
  const billing = config.features.payments;
  route(router, '/tasks', {
    get: withStaff(db, billing, async (_req, res, staff) => {
      res.json(await listTasks(db, staff));
    }),
    post: [
      ...jsonBody,
      withStaff(db, billing, async (req, res, staff) => {
        const input = parseBody(insertTaskSchema, req.body);
        const row = await createTask(db, staff, input, new Date(now()));
        res.status(201).json(taskJson(row));
      }),
    ],
  });
  route(router, '/tasks/:id', {
    patch: [
      ...jsonBody,
      withStaff(db, billing, async (req, res, staff) => {
        const taskId = uuidParam(req.params.id, 'task');
        const input = parseBody(updateTaskSchema, req.body);
        res.json(taskJson(await updateTask(db, staff, taskId, input, new Date(now()))));
      }),
    ],
    delete: withStaff(db, billing, async (req, res, staff) => {
      await deleteTask(db, staff, uuidParam(req.params.id, 'task'));
      res.status(204).end();
    }),
  });
  return router;
}
