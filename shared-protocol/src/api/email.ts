import { z } from 'zod';
import { ValidationMessage } from './messages';

export const EMAIL_MAX_LENGTH = 254;

/**
 * POST /api/email/notify. The value is trimmed; an empty one gets the spec's message. The issue
 * adds a format check on the server (the page still always shows success, spec section 7).
 */
export const emailNotifyRequestSchema = z
  .object({
    email: z
      .string({ error: ValidationMessage.emailRequired })
      .trim()
      .min(1, ValidationMessage.emailRequired)
      .max(EMAIL_MAX_LENGTH, ValidationMessage.emailRequired)
      .pipe(z.email({ error: ValidationMessage.emailRequired })),
    source: z.string().trim().min(1).max(64).default('landing'),
  })
  .strict();
export type EmailNotifyRequest = z.input<typeof emailNotifyRequestSchema>;

export const emailNotifyResponseSchema = z.object({ ok: z.literal(true) }).strict();
export type EmailNotifyResponse = z.infer<typeof emailNotifyResponseSchema>;
