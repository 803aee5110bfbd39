import type { SchoolRole } from '@ttc/shared-protocol/api/school';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  classes,
  classroomSessions,
  schoolInvites,
  schoolMembers,
  schools,
  users,
} from '../../db/schema';

export type SchoolRow = typeof schools.$inferSelect;
export type InviteRow = typeof schoolInvites.$inferSelect;

export async function findSchool(db: AppDatabase, id: string): Promise<SchoolRow | undefined> {
  const [row] = await db.select().from(schools).where(eq(schools.id, id)).limit(1);
  return row;
}

/** The school a user belongs to and their role in it, if any. */
export async function membershipOf(
  db: AppDatabase,
  userId: string,
): Promise<{ schoolId: string; role: SchoolRole } | undefined> {
  const [row] = await db
    .select({ schoolId: schoolMembers.schoolId, role: schoolMembers.role })
    .from(schoolMembers)
    .where(eq(schoolMembers.userId, userId))
    .limit(1);
  return row;
}

/** The school's members, admins first, then by joining time, with their classes and sessions. */
export function membersOf(db: AppDatabase, schoolId: string) {
  return db
    .select({
      userId: schoolMembers.userId,
      email: users.email,
      name: users.fullName,
      role: schoolMembers.role,
      joinedAt: schoolMembers.joinedAt,
      classCount:
        sql<number>`(select count(*) from ${classes} where ${classes.teacherId} = ${users.id})`.mapWith(
          Number,
        ),
      sessionCount:
        sql<number>`(select count(*) from ${classroomSessions} where ${classroomSessions.teacherId} = ${users.id})`.mapWith(
          Number,
        ),
    })
    .from(schoolMembers)
    .innerJoin(users, eq(users.id, schoolMembers.userId))
    .where(eq(schoolMembers.schoolId, schoolId))
    .orderBy(asc(schoolMembers.role), asc(schoolMembers.joinedAt), asc(schoolMembers.userId));
}

/** The ids of the school's members (whose classes and sessions its admin reads). */
export async function memberIdsOf(db: AppDatabase, schoolId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: schoolMembers.userId })
    .from(schoolMembers)
    .where(eq(schoolMembers.schoolId, schoolId));
  return rows.map((row) => row.userId);
}

const pending = (schoolId: string, now: Date) =>
  and(
    eq(schoolInvites.schoolId, schoolId),
    isNull(schoolInvites.acceptedAt),
    gt(schoolInvites.expiresAt, now),
  );

/** The school's invitations not yet accepted nor expired, newest first. */
export function pendingInvitesOf(db: AppDatabase, schoolId: string, now: Date) {
  return db
    .select()
    .from(schoolInvites)
    .where(pending(schoolId, now))
    .orderBy(sql`${schoolInvites.createdAt} desc`, asc(schoolInvites.id));
}

export async function countPendingInvites(
  db: AppDatabase,
  schoolId: string,
  now: Date,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schoolInvites).where(pending(schoolId, now));
  return Number(row?.n ?? 0);
}

/** Locks the school row until the transaction ends (invitation and admin counts). */
export async function lockSchool(tx: AppDatabase, schoolId: string): Promise<void> {
  await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update');
}

/** A new school with `userId` as its admin; the user's role becomes admin. */
export async function insertSchool(
  tx: AppDatabase,
  name: string,
  userId: string,
): Promise<SchoolRow> {
  const [school] = await tx.insert(schools).values({ name }).returning();
  if (!school) throw new Error('a school insert returned nothing');
  await tx.insert(schoolMembers).values({ schoolId: school.id, userId, role: 'admin' });
  await tx.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
  return school;
}

/** Replaces any pending invitation of this address to this school with a new one. */
export async function insertInvite(
  tx: AppDatabase,
  invite: typeof schoolInvites.$inferInsert,
): Promise<InviteRow> {
  await tx
    .delete(schoolInvites)
    .where(
      and(
        eq(schoolInvites.schoolId, invite.schoolId),
        eq(schoolInvites.email, invite.email),
        isNull(schoolInvites.acceptedAt),
      ),
    );
  const [row] = await tx.insert(schoolInvites).values(invite).returning();
  if (!row) throw new Error('an invitation insert returned nothing');
  return row;
}

export async function deleteInvite(
  db: AppDatabase,
  schoolId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(schoolInvites)
    .where(
      and(
        eq(schoolInvites.id, id),
        eq(schoolInvites.schoolId, schoolId),
        isNull(schoolInvites.acceptedAt),
      ),
    )
    .returning({ id: schoolInvites.id });
  return rows.length > 0;
}

export async function findInviteByHash(
  db: AppDatabase,
  tokenHash: string,
): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(schoolInvites)
    .where(eq(schoolInvites.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks an invitation used, only if it still is not (two taps at once: one wins). */
export async function markInviteAccepted(tx: AppDatabase, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(schoolInvites)
    .set({ acceptedAt: now })
    .where(and(eq(schoolInvites.id, id), isNull(schoolInvites.acceptedAt)))
    .returning({ id: schoolInvites.id });
  return rows.length > 0;
}

/** The user joins the school as a teacher; their role becomes teacher unless they are admin. */
export async function addTeacher(tx: AppDatabase, schoolId: string, userId: string): Promise<void> {
  await tx.insert(schoolMembers).values({ schoolId, userId, role: 'teacher' });
  await tx
    .update(users)
    .set({ role: 'teacher' })
    .where(and(eq(users.id, userId), sql`${users.role} is distinct from 'admin'`));
}

export async function countAdmins(db: AppDatabase, schoolId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(schoolMembers)
    .where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.role, 'admin')));
  return Number(row?.n ?? 0);
}

/**
 * The member leaves the school; their classes and sessions stay theirs. A removed admin's
 * account role becomes teacher (admin is the role of a school's admin).
 */
export async function removeMemberRow(
  tx: AppDatabase,
  schoolId: string,
  userId: string,
): Promise<void> {
  await tx
    .delete(schoolMembers)
    .where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.userId, userId)));
  await tx
    .update(users)
    .set({ role: 'teacher' })
    .where(and(eq(users.id, userId), eq(users.role, 'admin')));
}
