import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './email';

// The request bodies of the built-in, GoTrue-compatible sign-in at /auth/v1, as the unmodified
// @supabase/supabase-js 2.x client sends them. Unknown fields are ignored, as GoTrue does
// (supabase-js adds gotrue_meta_security and more). Messages are GoTrue's own, so the client
// shows the same text whichever provider answers.

export const GoTrueMessage = {
  emailRequired: 'An email address or phone number is required to get a magic link',
  emailInvalid: 'Unable to validate email address: invalid format',
  codeChallengeInvalid: 'code challenge must be between 43 and 128 characters of [A-Za-z0-9-._~]',
  codeChallengeMethodInvalid: 'code challenge method not supported',
  verifyTypeInvalid: 'Verify requires a verification type',
  tokenHashRequired: 'Verify requires a token_hash',
  pkceFieldsRequired: 'invalid request: both auth code and code verifier should be non-empty',
  refreshTokenRequired: 'refresh_token required',
  scopeInvalid: 'Unsupported logout scope',
} as const;

/** A sign-in address: trimmed, lower-cased, at most 254 characters, of email form. */
export const signInEmailSchema = z
  .string({ error: GoTrueMessage.emailRequired })
  .trim()
  .min(1, GoTrueMessage.emailRequired)
  .max(EMAIL_MAX_LENGTH, GoTrueMessage.emailInvalid)
  .pipe(z.email({ error: GoTrueMessage.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** RFC 7636 section 4.2: 43-128 characters of the unreserved set. */
const codeChallengeSchema = z
  .string()
  .regex(/^[A-Za-z0-9\-._~]{43,128}$/, GoTrueMessage.codeChallengeInvalid);

/** The email-template language hints the client may send in `data` (supabase-js `options.data`). */
const otpDataSchema = z
  .object({ language: z.string().max(35).optional(), locale: z.string().max(35).optional() })
  .catchall(z.unknown());

/** POST /auth/v1/otp (`redirect_to` travels in the query string). */
export const otpRequestSchema = z
  .object({
    email: signInEmailSchema,
    create_user: z.boolean().default(true),
    data: otpDataSchema.nullish(),
    code_challenge: codeChallengeSchema.nullish(),
    code_challenge_method: z
      .string()
      .transform((method) => method.toLowerCase())
      .pipe(z.enum(['s256', 'plain'], { error: GoTrueMessage.codeChallengeMethodInvalid }))
      .nullish(),
  })
  .refine((body) => !body.code_challenge || body.code_challenge_method, {
    message: GoTrueMessage.codeChallengeMethodInvalid,
    path: ['code_challenge_method'],
  });
export type OtpRequest = z.output<typeof otpRequestSchema>;

/** The link types this provider issues: GoTrue calls an email sign-in link `magiclink` or `email`. */
export const linkTypeSchema = z.enum(['magiclink', 'email'], {
  error: GoTrueMessage.verifyTypeInvalid,
});

/** POST /auth/v1/verify, as `verifyOtp({ token_hash, type })` sends it. */
export const verifyRequestSchema = z.object({
  type: linkTypeSchema,
  token_hash: z
    .string({ error: GoTrueMessage.tokenHashRequired })
    .min(1, GoTrueMessage.tokenHashRequired)
    .max(256, GoTrueMessage.tokenHashRequired),
});
export type VerifyRequest = z.output<typeof verifyRequestSchema>;

/** POST /auth/v1/token?grant_type=pkce, as `exchangeCodeForSession(code)` sends it. */
export const pkceTokenRequestSchema = z.object({
  auth_code: z
    .string({ error: GoTrueMessage.pkceFieldsRequired })
    .min(1, GoTrueMessage.pkceFieldsRequired)
    .max(256, GoTrueMessage.pkceFieldsRequired),
  code_verifier: z
    .string({ error: GoTrueMessage.pkceFieldsRequired })
    .min(1, GoTrueMessage.pkceFieldsRequired)
    .max(256, GoTrueMessage.pkceFieldsRequired),
});

/** POST /auth/v1/token?grant_type=refresh_token. */
export const refreshTokenRequestSchema = z.object({
  refresh_token: z
    .string({ error: GoTrueMessage.refreshTokenRequired })
    .min(1, GoTrueMessage.refreshTokenRequired)
    .max(256, GoTrueMessage.refreshTokenRequired),
});

/** POST /auth/v1/logout?scope=...: this device, every device, or every other device. */
export const logoutScopeSchema = z
  .enum(['global', 'local', 'others'], { error: GoTrueMessage.scopeInvalid })
  .default('global');
export type LogoutScope = z.output<typeof logoutScopeSchema>;

/**
 * POST /auth/v1/link-preview (this provider's own, not GoTrue's): what the sign-in page shows
 * before the person taps "Sign in". Spends nothing; only the link's holder can ask.
 */
export const linkPreviewRequestSchema = z.object({
  token_hash: z
    .string({ error: GoTrueMessage.tokenHashRequired })
    .min(1, GoTrueMessage.tokenHashRequired)
    .max(256, GoTrueMessage.tokenHashRequired),
});

export const linkPreviewSchema = z
  .object({
    /** The link's address, partly masked: `pa•••@example.org`. */
    email: z.string(),
    /** When the link stops working, epoch seconds. */
    expires_at: z.number().int(),
  })
  .strict();
export type LinkPreview = z.infer<typeof linkPreviewSchema>;
