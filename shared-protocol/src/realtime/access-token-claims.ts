import { z } from 'zod';

/**
 * The claims of a signed-in user's access token that the realtime server relies on, the same
 * ones the API checks (`api/src/features/auth/verify-access-token.ts`): GoTrue-style tokens from
 * the built-in sign-in or a hosted Supabase project. The signature, `iss`, `aud` and `exp` are
 * checked by the verifier (jose) before this schema reads the payload.
 */
export const ACCESS_TOKEN_AUDIENCE = 'authenticated';

export const accessTokenClaimsSchema = z.object({
  /** The user's id: the host of the rooms this user opens. */
  sub: z.string().min(1).max(200),
  exp: z.number().int(),
  role: z.literal('authenticated'),
  email: z.string().min(1),
  session_id: z.string().optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** The issuer of the built-in sign-in's tokens for an app at `publicUrl` (its origin). */
export function builtinIssuer(publicUrl: string): string {
  return `${new URL(publicUrl).origin}/auth/v1`;
}
