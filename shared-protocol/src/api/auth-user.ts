import { z } from 'zod';
import { ValidationMessage } from './messages';

export const userRoleSchema = z.enum(['student', 'parent', 'teacher', 'admin']);
export type UserRole = z.infer<typeof userRoleSchema>;

/** The roles a user may pick for themselves (profile completion, sign-up); admin is granted. */
export const selfSelectableRoleSchema = z.enum(['student', 'parent', 'teacher'], {
  error: ValidationMessage.roleInvalid,
});
export type SelfSelectableRole = z.infer<typeof selfSelectableRoleSchema>;

/** PATCH /api/profile/role: switch among the self-selectable roles (answers the user). */
export const profileRoleRequestSchema = z.object({ role: selfSelectableRoleSchema }).strict();
export type ProfileRoleRequest = z.input<typeof profileRoleRequestSchema>;

/** The data model's plans plus the pro and school values the teacher and plan screens read. */
export const planSchema = z.enum(['free', 'premium', 'pro', 'school']);
export type Plan = z.infer<typeof planSchema>;

/**
 * GET /api/auth/user: the signed-in user as the UI reads it (spec section 3). fullName and
 * role stay null until the profile is completed; a 401 means "no user".
 */
export const authUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    fullName: z.string().nullable(),
    firstName: z.string().nullable(),
    role: /* @__PURE__ */ userRoleSchema.nullable(),
    plan: planSchema,
  })
  .strict();
export type AuthUser = z.infer<typeof authUserSchema>;

/** A profile counts as incomplete when fullName or role is missing (spec section 3). */
export function isProfileComplete(user: Pick<AuthUser, 'fullName' | 'role'>): boolean {
  return Boolean(user.fullName?.trim()) && user.role !== null;
}
