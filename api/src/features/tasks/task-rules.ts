import type { AssignmentPreset } from '@ttc/shared-protocol/api/assignments';
import type { TaskStatus } from '@ttc/shared-protocol/api/tasks';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import { AppError } from '../../errors';

// The rules of a task's life that do not need the database: what completedAt becomes when the
// status changes, and the shape of an assignment (a class and a preset, together or neither).

/**
 * completedAt after a status change: set when the task becomes completed, kept while it stays
 * completed, cleared when it leaves completed (a reopened task is not done).
 */
export function completedAtFor(
  previous: { status: TaskStatus; completedAt: Date | null } | null,
  status: TaskStatus,
  now: Date,
): Date | null {
  if (status !== 'completed') return null;
  if (previous?.status === 'completed') return previous.completedAt ?? now;
  return now;
}

export const ASSIGNMENT_NEEDS_BOTH =
  'An assignment needs both a class (classId) and a Student Game (preset); a to-do has neither.';

/** Whether the task is an assignment; a class without a preset (or the reverse) is refused. */
export function isAssignment(shape: {
  classId: string | null;
  preset: AssignmentPreset | null;
}): boolean {
  if ((shape.classId === null) !== (shape.preset === null)) {
    throw new AppError(ErrorCode.ValidationFailed, 400, ASSIGNMENT_NEEDS_BOTH);
  }
  return shape.classId !== null;
}
