import { z } from 'zod';
import { assignmentPresetSchema } from './assignments';

export const taskStatusSchema = z.enum(['pending', 'in_progress', 'completed', 'cancelled']);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const taskPrioritySchema = z.enum(['low', 'medium', 'high', 'urgent']);
export type TaskPriority = z.infer<typeof taskPrioritySchema>;

export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_DESCRIPTION_MAX_LENGTH = 5000;

/** A timestamp as it travels in JSON: ISO 8601 with an offset (`Date#toISOString` output). */
const isoTimestamp = z.iso.datetime({ offset: true });

/** A task as the API sends it (spec section 3). */
export const taskSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    title: z.string().trim().min(1).max(TASK_TITLE_MAX_LENGTH),
    description: z.string().max(TASK_DESCRIPTION_MAX_LENGTH).nullable(),
    status: taskStatusSchema,
    priority: taskPrioritySchema,
    dueDate: isoTimestamp.nullable(),
    completedAt: isoTimestamp.nullable(),
    createdAt: isoTimestamp,
    updatedAt: isoTimestamp,
    /** An assignment's class (issue 14); null for a to-do of the teacher's own. */
    classId: z.uuid().nullable(),
    /** An assignment's Student Game; null for a to-do. */
    preset: /* @__PURE__ */ assignmentPresetSchema.nullable(),
    /** Made by the server for an assignment: its link is `/play/<shareCode>`. */
    shareCode: z.string().nullable(),
  })
  .strict();
export type Task = z.infer<typeof taskSchema>;

/**
 * GET /api/tasks: the signed-in teacher's tasks and assignments, by due date then newest, and for
 * each assignment (by task id) how many of its class's children have played it.
 */
export const taskListSchema = z
  .object({
    tasks: z.array(taskSchema),
    playCounts: z.record(z.string(), z.number().int().min(0)),
  })
  .strict();
export type TaskList = z.infer<typeof taskListSchema>;

/** Task insert: everything but the id, the timestamps and completedAt (spec section 5). */
export const insertTaskSchema = taskSchema
  .omit({ id: true, createdAt: true, updatedAt: true, completedAt: true, shareCode: true })
  .extend({
    classId: taskSchema.shape.classId.optional(),
    preset: taskSchema.shape.preset.optional(),
    description: taskSchema.shape.description.optional(),
    status: /* @__PURE__ */ taskStatusSchema.default('pending'),
    priority: /* @__PURE__ */ taskPrioritySchema.default('medium'),
    dueDate: taskSchema.shape.dueDate.optional(),
  });
export type InsertTaskInput = z.input<typeof insertTaskSchema>;
export type InsertTask = z.output<typeof insertTaskSchema>;

/**
 * Task update: no userId, every field optional, and the id of the task required (spec
 * section 5). Defaults are dropped so an update never resets a field it does not name.
 */
export const updateTaskSchema = taskSchema
  .omit({
    id: true,
    userId: true,
    createdAt: true,
    updatedAt: true,
    completedAt: true,
    shareCode: true,
  })
  .partial()
  .extend({ id: z.string().min(1) });
export type UpdateTask = z.infer<typeof updateTaskSchema>;
