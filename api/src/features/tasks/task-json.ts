import type { Task } from '@ttc/shared-protocol/api/tasks';
import type { tasks } from '../../db/schema';

export type TaskRow = typeof tasks.$inferSelect;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** A tasks row as the API sends it (taskSchema). */
export function taskJson(row: TaskRow): Task {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    dueDate: iso(row.dueDate),
    completedAt: iso(row.completedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    classId: row.classId,
    preset: row.preset,
    shareCode: row.shareCode,
  };
}
