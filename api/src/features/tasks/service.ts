import type { InsertTask, TaskList, UpdateTask } from '@ttc/shared-protocol/api/tasks';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import { and, asc, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { assignmentGames, tasks } from '../../db/schema';
import { AppError } from '../../errors';
import { ownedClass, ownedTask, type Staff } from '../teacher-access/access';
import { newShareCode } from './share-code';
import { type TaskRow, taskJson } from './task-json';
import { completedAtFor, isAssignment } from './task-rules';

/** Tries before giving up on a free share code (a clash is about one in 10^14 per try). */
const SHARE_CODE_TRIES = 5;

export const NOT_YOUR_USER_ID = 'A task can only be created for yourself: userId must be your own.';

/** GET /api/tasks: the teacher's tasks by due date (none last), then newest first. */
export async function listTasks(db: AppDatabase, staff: Staff): Promise<TaskList> {
  const rows = await db
    .select()
    .from(tasks)
    .where(eq(tasks.userId, staff.id))
    .orderBy(sql`${tasks.dueDate} asc nulls last`, desc(tasks.createdAt), asc(tasks.id));
  const assignmentIds = rows.filter((row) => row.classId !== null).map((row) => row.id);
  const playCounts: Record<string, number> = {};
  if (assignmentIds.length > 0) {
    const played = await db
      .select({ taskId: assignmentGames.taskId, children: countDistinct(assignmentGames.childId) })
      .from(assignmentGames)
      .where(inArray(assignmentGames.taskId, assignmentIds))
      .groupBy(assignmentGames.taskId);
    for (const id of assignmentIds) playCounts[id] = 0;
    for (const row of played) playCounts[row.taskId] = Number(row.children);
  }
  return { tasks: rows.map(taskJson), playCounts };
}

/** A share code no task holds yet. */
async function freeShareCode(db: AppDatabase, makeCode: () => string): Promise<string> {
  for (let i = 0; i < SHARE_CODE_TRIES; i += 1) {
    const code = makeCode();
    const [taken] = await db.select({ n: count() }).from(tasks).where(eq(tasks.shareCode, code));
    if (!taken || Number(taken.n) === 0) return code;
  }
  throw new AppError(ErrorCode.Unavailable, 503, 'No assignment link could be made; try again.');
}

/**
 * POST /api/tasks. The insert rule of the spec: no id, timestamps or completedAt from the client,
 * and the userId must be the signed-in teacher's own (403 otherwise). An assignment's class must
 * be the teacher's own (404 otherwise); the server makes its share code, retrying on a clash.
 */
export async function createTask(
  db: AppDatabase,
  staff: Staff,
  input: InsertTask,
  now: Date,
  makeCode: () => string = newShareCode,
): Promise<TaskRow> {
  if (input.userId !== staff.id) throw new AppError(ErrorCode.Forbidden, 403, NOT_YOUR_USER_ID);
  const classId = input.classId ?? null;
  const preset = input.preset ?? null;
  const assignment = isAssignment({ classId, preset });
  if (classId !== null) await ownedClass(db, staff, classId);
  const values = {
    userId: staff.id,
    title: input.title,
    description: input.description ?? null,
    status: input.status,
    priority: input.priority,
    dueDate: input.dueDate ? new Date(input.dueDate) : null,
    completedAt: completedAtFor(null, input.status, now),
    classId,
    preset,
  };
  for (let i = 0; i < SHARE_CODE_TRIES; i += 1) {
    const shareCode = assignment ? makeCode() : null;
    // A clash on the share code inserts nothing; the next try draws a new code.
    const [row] = await db
      .insert(tasks)
      .values({ ...values, shareCode })
      .onConflictDoNothing({ target: tasks.shareCode })
      .returning();
    if (row) return row;
  }
  throw new AppError(ErrorCode.Unavailable, 503, 'No assignment link could be made; try again.');
}

export const ID_MISMATCH = 'The id in the body must be the id of the task in the path.';

/**
 * PATCH /api/tasks/:id. The update rule of the spec: the body names the task's id (the path's),
 * never a userId, and any of the other fields. completedAt follows the status; a task that
 * becomes an assignment gets a share code, one that stops being one loses its link.
 */
export async function updateTask(
  db: AppDatabase,
  staff: Staff,
  taskId: string,
  input: UpdateTask,
  now: Date,
  makeCode: () => string = newShareCode,
): Promise<TaskRow> {
  if (input.id.toLowerCase() !== taskId) {
    throw new AppError(ErrorCode.ValidationFailed, 400, ID_MISMATCH);
  }
  const current = await ownedTask(db, staff, taskId);
  const classId = input.classId === undefined ? current.classId : input.classId;
  const preset = input.preset === undefined ? current.preset : input.preset;
  const assignment = isAssignment({ classId, preset });
  if (classId !== null && classId !== current.classId) await ownedClass(db, staff, classId);
  const status = input.status ?? current.status;
  const shareCode = assignment ? (current.shareCode ?? (await freeShareCode(db, makeCode))) : null;
  const [row] = await db
    .update(tasks)
    .set({
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.priority !== undefined && { priority: input.priority }),
      ...(input.dueDate !== undefined && {
        dueDate: input.dueDate === null ? null : new Date(input.dueDate),
      }),
      status,
      completedAt: completedAtFor(current, status, now),
      classId,
      preset,
      shareCode,
    })
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, staff.id)))
    .returning();
  if (!row) throw new AppError(ErrorCode.NotFound, 404, 'No such task.');
  return row;
}

/** DELETE /api/tasks/:id: the task and, for an assignment, every game and answer played for it. */
export async function deleteTask(db: AppDatabase, staff: Staff, taskId: string): Promise<void> {
  await ownedTask(db, staff, taskId);
  await db.delete(tasks).where(and(eq(tasks.id, taskId), eq(tasks.userId, staff.id)));
}

export { taskJson };
