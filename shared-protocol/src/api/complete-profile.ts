import { z } from 'zod';
import { authUserSchema } from './auth-user';
import { ValidationMessage } from './messages';

export const FULL_NAME_MAX_LENGTH = 100;

/** POST /api/complete-profile (spec sections 5 and 7). The full name is trimmed first. */
export const completeProfileRequestSchema = z
  .object({
    fullName: z
      .string({ error: ValidationMessage.fullNameRequired })
      .trim()
      .min(1, ValidationMessage.fullNameRequired)
      .max(FULL_NAME_MAX_LENGTH, ValidationMessage.fullNameTooLong),
    role: z.enum(['student', 'parent', 'teacher'], { error: ValidationMessage.roleRequired }),
  })
  .strict();
export type CompleteProfileRequest = z.input<typeof completeProfileRequestSchema>;
export type CompleteProfile = z.output<typeof completeProfileRequestSchema>;

/**
 * The page only reads success or failure (spec section 7); answering with the updated user lets
 * a client skip one refetch.
 */
export const completeProfileResponseSchema = authUserSchema;
export type CompleteProfileResponse = z.infer<typeof completeProfileResponseSchema>;
