import { z } from 'zod';

/**
 * GET /api/config: the public runtime configuration the browser needs. Nothing here is secret:
 * the auth key is the public (anon) client key, the Stripe key the publishable one.
 */
export const publicConfigSchema = z
  .object({
    auth: z
      .object({
        /** `builtin`: the API's own GoTrue-compatible endpoints; `supabase`: a hosted project. */
        provider: z.enum(['builtin', 'supabase']),
        /** Base URL handed to supabase-js `createClient` (it appends /auth/v1). */
        url: z.string(),
        anonKey: z.string(),
      })
      .strict(),
    stripe: z.object({ publishableKey: z.string() }).strict().nullable(),
    features: z
      .object({
        /** Live classroom sessions over /socket.io. */
        liveSessions: z.boolean(),
        /** Paid plans; off until payments are configured. */
        payments: z.boolean(),
        /** Sign-in by magic link. */
        accounts: z.boolean(),
      })
      .strict(),
  })
  .strict();
export type PublicConfig = z.infer<typeof publicConfigSchema>;
