import { z } from 'zod';
import { languageSchema } from '../clock/language-schema';
import { classSummarySchema } from './classes';
import { EMAIL_MAX_LENGTH } from './email';
import { ValidationMessage } from './messages';
import { sessionSummarySchema } from './session-results';

// A school is a group of teachers with an admin (issue 14). A teacher becomes an admin by
// creating a school; the admin invites teachers by email (a magic link), sees every class and
// session of the school and can remove a teacher. A user belongs to at most one school.

export const SCHOOL_NAME_MAX_LENGTH = 100;
/** Pending invitations a school may have at once. */
export const SCHOOL_PENDING_INVITES_MAX = 100;
/** How long an invitation link is valid. */
export const SCHOOL_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const schoolRoleSchema = z.enum(['admin', 'teacher']);
export type SchoolRole = z.infer<typeof schoolRoleSchema>;

const isoTimestamp = z.iso.datetime({ offset: true });

export const schoolMemberSchema = z
  .object({
    userId: z.uuid(),
    email: z.string(),
    name: z.string().nullable(),
    role: schoolRoleSchema,
    joinedAt: isoTimestamp,
    classCount: z.number().int().min(0),
    sessionCount: z.number().int().min(0),
  })
  .strict();
export type SchoolMember = z.infer<typeof schoolMemberSchema>;

export const schoolInviteSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    createdAt: isoTimestamp,
    expiresAt: isoTimestamp,
  })
  .strict();
export type SchoolInvite = z.infer<typeof schoolInviteSchema>;

/**
 * GET /api/school: the signed-in user's school, or `{ school: null }`. Members and pending
 * invitations are listed for an admin only (a teacher sees the school's name and their role).
 */
export const mySchoolSchema = z
  .object({
    school: z
      .object({
        id: z.uuid(),
        name: z.string(),
        role: schoolRoleSchema,
        members: z.array(schoolMemberSchema),
        invites: z.array(schoolInviteSchema),
      })
      .strict()
      .nullable(),
  })
  .strict();
export type MySchool = z.infer<typeof mySchoolSchema>;

/** POST /api/school: a teacher creates a school and becomes its admin. */
export const createSchoolSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Give the school a name.')
      .max(
        SCHOOL_NAME_MAX_LENGTH,
        `A school name has at most ${SCHOOL_NAME_MAX_LENGTH} characters.`,
      ),
  })
  .strict();
export type CreateSchoolInput = z.input<typeof createSchoolSchema>;

/** POST /api/school/invites: the admin invites a teacher; a magic link goes to that address. */
export const inviteTeacherSchema = z
  .object({
    email: z
      .string({ error: ValidationMessage.emailInvalid })
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX_LENGTH, ValidationMessage.emailInvalid)
      .pipe(z.email({ error: ValidationMessage.emailInvalid })),
    /** The invitation email's language (the admin's app language); English when absent. */
    language: languageSchema.optional(),
  })
  .strict();
export type InviteTeacherInput = z.input<typeof inviteTeacherSchema>;

/** POST /api/school/invites/accept: the signed-in teacher whose email was invited joins. */
export const acceptInviteSchema = z.object({ token: z.string().min(16).max(200) }).strict();
export type AcceptInviteInput = z.input<typeof acceptInviteSchema>;

/** Who a class or session of the school belongs to (the admin's lists). */
const teacherFields = {
  teacherName: z.string().nullable(),
  teacherEmail: z.string().nullable(),
};

/** GET /api/school/classes (admin): every class of the school, newest first, with its teacher. */
export const schoolClassListSchema = z
  .object({ classes: z.array(classSummarySchema.extend(teacherFields).strict()) })
  .strict();
export type SchoolClassList = z.infer<typeof schoolClassListSchema>;

/**
 * GET /api/school/sessions (admin): every session of the school, newest (latest end) first,
 * paged like GET /api/sessions (`limit`, `cursor`), each with its teacher and class name.
 */
export const schoolSessionListSchema = z
  .object({
    sessions: z.array(
      sessionSummarySchema
        .extend({ teacherId: z.uuid(), ...teacherFields, className: z.string().nullable() })
        .strict(),
    ),
    nextCursor: z.string().nullable(),
  })
  .strict();
export type SchoolSessionList = z.infer<typeof schoolSessionListSchema>;
