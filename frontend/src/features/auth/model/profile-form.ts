import {
  type CompleteProfile,
  completeProfileRequestSchema,
} from '@ttc/shared-protocol/api/complete-profile';
import { ValidationMessage } from '@ttc/shared-protocol/api/messages';

export type ProfileField = 'fullName' | 'role';
/** Translation keys (auth namespace) of the spec's messages (section 5). */
export type ProfileError =
  | 'completeProfile.errors.fullNameRequired'
  | 'completeProfile.errors.fullNameTooLong'
  | 'completeProfile.errors.roleRequired';

const ERROR_KEYS: Record<string, ProfileError> = {
  [ValidationMessage.fullNameRequired]: 'completeProfile.errors.fullNameRequired',
  [ValidationMessage.fullNameTooLong]: 'completeProfile.errors.fullNameTooLong',
  [ValidationMessage.roleRequired]: 'completeProfile.errors.roleRequired',
};

export type ProfileFormResult =
  | { ok: true; value: CompleteProfile }
  | { ok: false; errors: Partial<Record<ProfileField, ProfileError>> };

/**
 * Checks the form with the same shared schema the API uses: the full name is trimmed, required
 * and at most 100 characters; the role is student, parent or teacher.
 */
export function checkProfileForm(input: { fullName: string; role: string }): ProfileFormResult {
  const parsed = completeProfileRequestSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Partial<Record<ProfileField, ProfileError>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field !== 'fullName' && field !== 'role') continue;
    errors[field] ??=
      ERROR_KEYS[issue.message] ??
      (field === 'role'
        ? 'completeProfile.errors.roleRequired'
        : 'completeProfile.errors.fullNameRequired');
  }
  return { ok: false, errors };
}
