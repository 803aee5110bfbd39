import type { AuthUser, SelfSelectableRole } from '@ttc/shared-protocol/api/auth-user';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { profiles, schoolMembers, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthenticatedUser } from '../auth/authenticate';
import { currentUser } from '../auth/service';
import { requireUserRow } from '../auth/users-repository';

export const ADMIN_KEEPS_ROLE_MESSAGE =
  'An admin account stays admin: that role is granted by creating a school, not chosen.';
export const SCHOOL_TEACHER_KEEPS_ROLE_MESSAGE =
  'You teach in a school, so your account stays a teacher account. Ask the school admin to remove you first.';

/**
 * PATCH /api/profile/role: the signed-in user switches among student, parent and teacher (the
 * spec lets a user pick these; admin is granted). An admin is refused (409), and so is a
 * teacher who belongs to a school and asks for another role: the school's admin would keep
 * seeing a member who can no longer use the tools. Answers the user as GET /api/auth/user.
 */
export async function switchRole(
  db: AppDatabase,
  user: AuthenticatedUser,
  role: SelfSelectableRole,
): Promise<AuthUser> {
  const row = await requireUserRow(db, user);
  if (row.role === 'admin') throw new AppError(ErrorCode.Conflict, 409, ADMIN_KEEPS_ROLE_MESSAGE);
  if (role !== 'teacher') {
    const [member] = await db
      .select({ userId: schoolMembers.userId })
      .from(schoolMembers)
      .where(eq(schoolMembers.userId, row.id))
      .limit(1);
    if (member) throw new AppError(ErrorCode.Conflict, 409, SCHOOL_TEACHER_KEEPS_ROLE_MESSAGE);
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role }).where(eq(users.id, row.id));
    if (row.email) await tx.update(profiles).set({ role }).where(eq(profiles.email, row.email));
  });
  return currentUser(db, user);
}
