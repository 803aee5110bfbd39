import type { UserRole } from '@ttc/shared-protocol/api/auth-user';
import type { StatsAnswer } from '@ttc/shared-protocol/game/stats';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db/client';
import { progressAnswers, schoolMembers, users } from '../../db/schema';

/** The user's role, null before profile completion; undefined when there is no such user. */
export async function findUserRole(
  db: AppDatabase,
  userId: string,
): Promise<UserRole | null | undefined> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? row.role : undefined;
}

/**
 * Every answer the user recorded, in time order (ties in the order they were stored), with what
 * the learner model reads: all devices' games and merged guest histories fold into one model.
 */
export async function listStatsAnswers(db: AppDatabase, userId: string): Promise<StatsAnswer[]> {
  const rows = await db
    .select({
      correct: progressAnswers.correct,
      answeredAt: progressAnswers.answeredAt,
      tag: progressAnswers.tag,
      // What the learner model folds besides (issue 13): it follows the child to every device.
      questionType: progressAnswers.questionType,
      expected: progressAnswers.expected,
      skill: progressAnswers.skill,
      level: progressAnswers.level,
      purpose: progressAnswers.purpose,
    })
    .from(progressAnswers)
    .where(eq(progressAnswers.userId, userId))
    .orderBy(asc(progressAnswers.answeredAt), asc(progressAnswers.id));
  return rows.map((row) => ({ ...row, answeredAt: row.answeredAt.getTime() }));
}

/** Whether `targetId` belongs to the school `adminId` is an admin of. */
export async function isInAdminsSchool(
  db: AppDatabase,
  adminId: string,
  targetId: string,
): Promise<boolean> {
  const admin = alias(schoolMembers, 'admin_membership');
  const [row] = await db
    .select({ userId: schoolMembers.userId })
    .from(schoolMembers)
    .innerJoin(admin, eq(admin.schoolId, schoolMembers.schoolId))
    .where(
      and(eq(admin.userId, adminId), eq(admin.role, 'admin'), eq(schoolMembers.userId, targetId)),
    )
    .limit(1);
  return row !== undefined;
}
