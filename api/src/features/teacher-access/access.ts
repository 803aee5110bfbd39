import type { Plan, UserRole } from '@ttc/shared-protocol/api/auth-user';
import type { SchoolRole } from '@ttc/shared-protocol/api/school';
import { and, eq } from 'drizzle-orm';
import type { Request, RequestHandler, Response } from 'express';
import type { ApiConfig } from '../../config';
import type { AppDatabase } from '../../db/client';
import { classes, classroomSessions, schoolMembers, tasks, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { type AuthenticatedUser, authenticateRequest } from '../auth/authenticate';
import type { Mailer } from '../mail/mailer';

// Who may use the teacher tools, and whose data they may read (issue 14). Every teacher route
// goes through here, so the rules live in one place:
// - only teacher and admin accounts (the API refuses students and parents);
// - when billing is configured, only the pro and school plans (spec section 6);
// - a teacher reads and changes their own classes, children, sessions and assignments;
// - a school admin also reads (never changes) those of their school's teachers.
// Another teacher's class is "not found", not "forbidden": its id tells nobody it exists.

/** The roles that host live sessions and see the teacher tools. */
export const STAFF_ROLES: readonly UserRole[] = ['teacher', 'admin'];
/** The plans with the teacher tools when billing is configured (spec section 6). */
export const TEACHER_PLANS: readonly Plan[] = ['pro', 'school'];

export const NOT_STAFF_MESSAGE =
  'Only teacher and admin accounts can use the teacher tools. You can switch your role on your profile.';
export const PLAN_REQUIRED_MESSAGE =
  'The teacher tools are part of the Teacher Pro and School plans.';

/** A signed-in teacher or admin, with their school if they belong to one. */
export interface Staff {
  id: string;
  email: string;
  role: UserRole;
  plan: Plan;
  schoolId: string | null;
  schoolRole: SchoolRole | null;
}

/** Whether a user with this role and plan has the teacher tools. */
export function hasTeacherTools(role: UserRole | null, plan: Plan, billing: boolean): boolean {
  if (role === null || !STAFF_ROLES.includes(role)) return false;
  return !billing || TEACHER_PLANS.includes(plan);
}

/** The user's role, plan and school; null when the account has no users row. */
export async function staffRecord(
  db: AppDatabase,
  userId: string,
): Promise<Omit<Staff, 'email'> | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      plan: users.plan,
      schoolId: schoolMembers.schoolId,
      schoolRole: schoolMembers.role,
    })
    .from(users)
    .leftJoin(schoolMembers, eq(schoolMembers.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return { ...row, role: row.role ?? 'student' };
}

/**
 * The signed-in user as staff, or a 403 with a message the UI can show: the role (students and
 * parents) first, then the plan (only when billing is configured).
 */
export async function requireStaff(
  db: AppDatabase,
  user: AuthenticatedUser,
  billing: boolean,
): Promise<Staff> {
  const record = await staffRecord(db, user.id);
  if (!record || !STAFF_ROLES.includes(record.role)) {
    throw new AppError('forbidden', 403, NOT_STAFF_MESSAGE);
  }
  if (billing && !TEACHER_PLANS.includes(record.plan)) {
    // Its own code, so the screen can offer Teacher Pro rather than only saying no.
    throw new AppError('plan_required', 403, PLAN_REQUIRED_MESSAGE);
  }
  return { ...record, email: user.email };
}

/**
 * A route handler for staff only: `withStaff(db, billing, async (req, res, staff) => ...)`.
 * 401 without a valid token, 403 for other roles (or plans, when billing is configured).
 */
export function withStaff(
  db: AppDatabase,
  billing: boolean,
  handler: (req: Request, res: Response, staff: Staff) => unknown,
): RequestHandler {
  return async (req, res) => {
    const user = await authenticateRequest(req);
    await handler(req, res, await requireStaff(db, user, billing));
  };
}

/** Whether `staff` may read what `ownerId` owns: their own, or their school's as its admin. */
export async function canRead(db: AppDatabase, staff: Staff, ownerId: string): Promise<boolean> {
  if (ownerId === staff.id) return true;
  if (staff.schoolRole !== 'admin' || staff.schoolId === null) return false;
  const [member] = await db
    .select({ userId: schoolMembers.userId })
    .from(schoolMembers)
    .where(and(eq(schoolMembers.schoolId, staff.schoolId), eq(schoolMembers.userId, ownerId)))
    .limit(1);
  return member !== undefined;
}

const notFound = (what: string) => new AppError('not_found', 404, `No such ${what}.`);

/** A UUID path parameter, or a 404 (a malformed id names nothing). */
export function uuidParam(value: unknown, what: string): string {
  const text = String(value ?? '');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)) {
    throw notFound(what);
  }
  return text.toLowerCase();
}

export type ClassRow = typeof classes.$inferSelect;

/** A class `staff` may read (own, or their school's as admin); 404 otherwise. */
export async function readableClass(
  db: AppDatabase,
  staff: Staff,
  classId: string,
): Promise<ClassRow> {
  const [row] = await db.select().from(classes).where(eq(classes.id, classId)).limit(1);
  if (!row || !(await canRead(db, staff, row.teacherId))) throw notFound('class');
  return row;
}

/** A class `staff` may change: their own only (an admin reads others', never changes them). */
export async function ownedClass(
  db: AppDatabase,
  staff: Staff,
  classId: string,
): Promise<ClassRow> {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, staff.id)))
    .limit(1);
  if (!row) throw notFound('class');
  return row;
}

/** A finished session `staff` may read; 404 otherwise. */
export async function readableSession(
  db: AppDatabase,
  staff: Staff,
  sessionId: string,
): Promise<{ id: string; teacherId: string; classId: string | null }> {
  const [row] = await db
    .select({
      id: classroomSessions.id,
      teacherId: classroomSessions.teacherId,
      classId: classroomSessions.classId,
    })
    .from(classroomSessions)
    .where(eq(classroomSessions.id, sessionId))
    .limit(1);
  if (!row || !(await canRead(db, staff, row.teacherId))) throw notFound('session');
  return row;
}

/** A task or assignment of `staff`'s own; 404 otherwise. */
export async function ownedTask(
  db: AppDatabase,
  staff: Staff,
  taskId: string,
): Promise<typeof tasks.$inferSelect> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, staff.id)))
    .limit(1);
  if (!row) throw notFound('task');
  return row;
}

/** What the teacher tools' routes are built from (createApp passes it to each). */
export interface TeacherDeps {
  db: AppDatabase;
  config: ApiConfig;
  logger: Logger;
  mailer: Mailer;
  /** ms since the epoch; tests move it. */
  now: () => number;
  /**
   * Removes what live rooms still hold of these finished sessions (Redis room state, results
   * outbox). Called after a session or a class is deleted; the one-process server passes the
   * realtime server's; without one (the API alone) there is nothing live to remove. With
   * `hostIds` (a deleted account), also every room those users host, whatever its session.
   */
  purgeLiveSessions: (
    sessionIds: readonly string[],
    scope?: { hostIds?: readonly string[] },
  ) => Promise<void>;
}
