import {
  type acceptInviteSchema,
  type createSchoolSchema,
  type inviteTeacherSchema,
  type MySchool,
  SCHOOL_INVITE_TTL_MS,
  SCHOOL_PENDING_INVITES_MAX,
  type SchoolClassList,
  type SchoolInvite,
  type SchoolSessionList,
} from '@ttc/shared-protocol/api/school';
import type { SessionListQuery } from '@ttc/shared-protocol/api/session-results';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { AuthenticatedUser } from '../auth/authenticate';
import { randomToken, sha256Hex } from '../auth/secrets';
import { ensureUserRow } from '../auth/users-repository';
import { classSummaryOf, listClassRows } from '../classes/repository';
import { chooseMailLanguage } from '../mail/language';
import { listSessionsOfTeachers } from '../sessions/repository';
import { pageCursor, pageOf, summaryOf } from '../sessions/service';
import { type Staff, type TeacherDeps, uuidParam } from '../teacher-access/access';
import { schoolInviteEmail } from './invite-email';
import { inviteLink } from './invite-link';
import {
  addTeacher,
  countAdmins,
  countPendingInvites,
  deleteInvite,
  findInviteByHash,
  findSchool,
  type InviteRow,
  insertInvite,
  insertSchool,
  lockSchool,
  markInviteAccepted,
  memberIdsOf,
  membershipOf,
  membersOf,
  pendingInvitesOf,
  removeMemberRow,
} from './repository';

export const ALREADY_IN_SCHOOL_MESSAGE =
  'You already belong to a school. A teacher belongs to one school at a time.';
export const NOT_SCHOOL_ADMIN_MESSAGE = "Only the school's admin can do this.";
export const INVITES_FULL_MESSAGE = `A school can have at most ${SCHOOL_PENDING_INVITES_MAX} pending invitations. Withdraw some before inviting more.`;
export const ALREADY_MEMBER_MESSAGE = 'This teacher already belongs to your school.';
export const INVITE_UNKNOWN_MESSAGE = 'This invitation link is not valid.';
export const INVITE_USED_MESSAGE = 'This invitation has already been used.';
export const INVITE_EXPIRED_MESSAGE =
  'This invitation has expired. Ask your school admin to send a new one.';
export const INVITE_OTHER_EMAIL_MESSAGE =
  'This invitation was sent to another email address. Sign in with the address it was sent to.';
export const LAST_ADMIN_MESSAGE = "You are the school's only admin, so you cannot leave it.";
export const MAIL_FAILED_MESSAGE =
  'The invitation email could not be sent. Please try again in a few minutes.';

type Deps = Pick<TeacherDeps, 'db' | 'config' | 'logger' | 'mailer' | 'now'>;

const iso = (date: Date) => date.toISOString();

function inviteOf(row: InviteRow): SchoolInvite {
  return {
    id: row.id,
    email: row.email,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
  };
}

/** The school of `staff` as its admin, or a 403. */
function requireAdmin(staff: Staff): string {
  if (staff.schoolRole !== 'admin' || staff.schoolId === null) {
    throw new AppError(ErrorCode.Forbidden, 403, NOT_SCHOOL_ADMIN_MESSAGE);
  }
  return staff.schoolId;
}

/** GET /api/school: the user's school; members and invitations for its admin only. */
export async function mySchool({ db, now }: Deps, member: { id: string }): Promise<MySchool> {
  const membership = await membershipOf(db, member.id);
  const school = membership && (await findSchool(db, membership.schoolId));
  if (!membership || !school) return { school: null };
  const admin = membership.role === 'admin';
  const [members, invites] = admin
    ? await Promise.all([
        membersOf(db, school.id),
        pendingInvitesOf(db, school.id, new Date(now())),
      ])
    : [[], []];
  return {
    school: {
      id: school.id,
      name: school.name,
      role: membership.role,
      members: members.map((row) => ({
        userId: row.userId,
        email: row.email ?? '',
        name: row.name,
        role: row.role,
        joinedAt: iso(row.joinedAt),
        classCount: row.classCount,
        sessionCount: row.sessionCount,
      })),
      invites: invites.map(inviteOf),
    },
  };
}

/** POST /api/school: a teacher creates a school and becomes its admin; 409 when in one. */
export async function createSchool(
  deps: Deps,
  staff: Staff,
  input: z.output<typeof createSchoolSchema>,
): Promise<MySchool> {
  if (staff.schoolId !== null)
    throw new AppError(ErrorCode.Conflict, 409, ALREADY_IN_SCHOOL_MESSAGE);
  try {
    await deps.db.transaction((tx) => insertSchool(tx, input.name, staff.id));
  } catch (error) {
    // Two creations at once: the unique member index lets one through.
    if (await membershipOf(deps.db, staff.id)) {
      throw new AppError(ErrorCode.Conflict, 409, ALREADY_IN_SCHOOL_MESSAGE);
    }
    throw error;
  }
  return mySchool(deps, staff);
}

/**
 * POST /api/school/invites: the admin invites a teacher by email. Only the SHA-256 of the link's
 * token is kept; a new invitation of the same address replaces the pending one. The email is in
 * the language the admin's app sends (else their browser's, else English). If it cannot be sent,
 * the invitation is withdrawn and the admin is told to retry.
 */
export async function inviteTeacher(
  deps: Deps,
  staff: Staff,
  input: z.output<typeof inviteTeacherSchema>,
  acceptLanguage: string | undefined,
): Promise<SchoolInvite> {
  const schoolId = requireAdmin(staff);
  const { db } = deps;
  const now = new Date(deps.now());
  const school = await findSchool(db, schoolId);
  if (!school) throw new AppError(ErrorCode.NotFound, 404, 'No such school.');
  const members = await membersOf(db, schoolId);
  if (members.some((member) => member.email === input.email)) {
    throw new AppError(ErrorCode.Conflict, 409, ALREADY_MEMBER_MESSAGE);
  }
  const token = randomToken();
  const invite = await db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    if ((await countPendingInvites(tx, schoolId, now)) >= SCHOOL_PENDING_INVITES_MAX) {
      throw new AppError(ErrorCode.Conflict, 409, INVITES_FULL_MESSAGE);
    }
    return insertInvite(tx, {
      schoolId,
      email: input.email,
      tokenHash: sha256Hex(token),
      invitedBy: staff.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SCHOOL_INVITE_TTL_MS),
    });
  });
  const inviter = members.find((member) => member.userId === staff.id)?.name || staff.email;
  const language = chooseMailLanguage(input.language, acceptLanguage);
  try {
    const link = await inviteLink(deps, input.email, token, invite.expiresAt);
    await deps.mailer.send(schoolInviteEmail(input.email, link, language, inviter, school.name));
  } catch (error) {
    deps.logger.error({ err: error, component: 'school' }, 'sending a school invitation failed');
    await deleteInvite(db, schoolId, invite.id);
    throw new AppError(ErrorCode.Unavailable, 503, MAIL_FAILED_MESSAGE);
  }
  return inviteOf(invite);
}

/** DELETE /api/school/invites/:id: the admin withdraws a pending invitation. */
export async function withdrawInvite({ db }: Deps, staff: Staff, id: string): Promise<void> {
  const schoolId = requireAdmin(staff);
  if (!(await deleteInvite(db, schoolId, uuidParam(id, 'invitation')))) {
    throw new AppError(ErrorCode.NotFound, 404, 'No such invitation.');
  }
}

/**
 * POST /api/school/invites/accept: the signed-in user whose address was invited joins the school
 * as a teacher (their role becomes teacher, unless they are an admin). Any signed-in user may
 * call it: an invited person who has just signed up has no role yet.
 */
export async function acceptInvite(
  deps: Deps,
  user: AuthenticatedUser,
  input: z.output<typeof acceptInviteSchema>,
): Promise<MySchool> {
  const { db } = deps;
  const now = new Date(deps.now());
  const invite = await findInviteByHash(db, sha256Hex(input.token));
  if (!invite) throw new AppError(ErrorCode.NotFound, 404, INVITE_UNKNOWN_MESSAGE);
  if (invite.acceptedAt) throw new AppError(ErrorCode.Conflict, 409, INVITE_USED_MESSAGE);
  if (invite.expiresAt <= now) throw new AppError(ErrorCode.Conflict, 409, INVITE_EXPIRED_MESSAGE);
  const row = await ensureUserRow(db, user);
  const email = (row?.email ?? user.email).toLowerCase();
  if (!row || email !== invite.email) {
    throw new AppError(ErrorCode.Forbidden, 403, INVITE_OTHER_EMAIL_MESSAGE);
  }
  const membership = await membershipOf(db, row.id);
  if (membership) throw new AppError(ErrorCode.Conflict, 409, ALREADY_IN_SCHOOL_MESSAGE);
  await db.transaction(async (tx) => {
    if (!(await markInviteAccepted(tx, invite.id, now))) {
      throw new AppError(ErrorCode.Conflict, 409, INVITE_USED_MESSAGE);
    }
    await addTeacher(tx, invite.schoolId, row.id);
  });
  return mySchool(deps, { id: row.id });
}

/**
 * DELETE /api/school/members/:userId: the admin removes a teacher (or another admin) from the
 * school; their classes and sessions stay theirs. An admin may leave only if another admin stays.
 */
export async function removeMember({ db }: Deps, staff: Staff, userId: string): Promise<void> {
  const schoolId = requireAdmin(staff);
  const target = uuidParam(userId, 'member');
  await db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const membership = await membershipOf(tx, target);
    if (!membership || membership.schoolId !== schoolId) {
      throw new AppError(ErrorCode.NotFound, 404, 'No such member.');
    }
    if (membership.role === 'admin' && (await countAdmins(tx, schoolId)) <= 1) {
      throw new AppError(ErrorCode.Conflict, 409, LAST_ADMIN_MESSAGE);
    }
    await removeMemberRow(tx, schoolId, target);
  });
}

/** GET /api/school/classes: every class of the school's members, newest first (admin). */
export async function schoolClasses({ db }: Deps, staff: Staff): Promise<SchoolClassList> {
  const schoolId = requireAdmin(staff);
  const rows = await listClassRows(db, await memberIdsOf(db, schoolId));
  return {
    classes: rows.map((row) => ({
      ...classSummaryOf(row, row.childCount),
      teacherName: row.teacherName,
      teacherEmail: row.teacherEmail,
    })),
  };
}

/** GET /api/school/sessions: every session of the school's members, newest first (admin). */
export async function schoolSessions(
  { db }: Deps,
  staff: Staff,
  query: SessionListQuery,
): Promise<SchoolSessionList> {
  const schoolId = requireAdmin(staff);
  const cursor = pageCursor(query.cursor);
  const teacherIds = await memberIdsOf(db, schoolId);
  const rows = await listSessionsOfTeachers(db, teacherIds, query.limit + 1, cursor);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return {
    sessions: page.map((row) => ({
      ...summaryOf(row, row.mostMissedQuestion),
      teacherId: row.teacherId,
      teacherName: row.teacherName,
      teacherEmail: row.teacherEmail,
      className: row.className,
    })),
    nextCursor,
  };
}
