import { z } from 'zod';
import { selfSelectableRoleSchema } from './auth-user';
import { EMAIL_MAX_LENGTH } from './email';
import { ValidationMessage } from './messages';

export const PERSON_NAME_MAX_LENGTH = 50;

function personName(required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(PERSON_NAME_MAX_LENGTH, tooLong);
}

/**
 * The sign-up style schema of spec section 5 (its use is not shown there): a valid email, first
 * and last name of 1 to 50 characters after trimming, a self-selectable role, and the marketing
 * opt-in, false unless given.
 */
export const signUpSchema = z
  .object({
    email: z
      .string({ error: ValidationMessage.emailInvalid })
      .trim()
      .max(EMAIL_MAX_LENGTH, ValidationMessage.emailInvalid)
      .pipe(z.email({ error: ValidationMessage.emailInvalid })),
    firstName: personName(ValidationMessage.firstNameRequired, ValidationMessage.firstNameTooLong),
    lastName: personName(ValidationMessage.lastNameRequired, ValidationMessage.lastNameTooLong),
    role: selfSelectableRoleSchema,
    marketingOptIn: z.boolean().default(false),
  })
  .strict();
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;
