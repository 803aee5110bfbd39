import { z } from 'zod';

/**
 * GET /api/config: the public runtime configuration the browser needs. Nothing here is secret:
 * the auth key is the public (anon) client key, the Stripe key the publishable one. Not strict:
 * a tab still running an older build must not fail on a field a newer server added (unknown
 * fields are dropped; the API's test compares parse output with the body, so none slip out).
 */
export const publicConfigSchema = z.object({
  auth: z.object({
    /** `builtin`: the API's own GoTrue-compatible endpoints; `supabase`: a hosted project. */
    provider: z.enum(['builtin', 'supabase']),
    /** Base URL handed to supabase-js `createClient` (it appends /auth/v1). */
    url: z.string(),
    anonKey: z.string(),
  }),
  /**
   * `PUBLIC_URL`'s origin: the address users open. The host's lobby builds the join address and
   * its QR code from it (`<publicUrl>/join?code=123456`), not from the page it runs on, which
   * may be a local or internal address the tablets cannot reach. Always sent by this API;
   * optional so a browser still starts against one that does not send it (it then falls back
   * to its page's origin).
   */
  publicUrl: z.string().optional(),
  /**
   * Payments, when configured: the publishable key, and where Stripe.js is loaded from (Stripe's
   * own address; tests point it at their local fake). Only the payment screens load it.
   */
  stripe: z.object({ publishableKey: z.string(), scriptUrl: z.string().optional() }).nullable(),
  features: z.object({
    /** Live classroom sessions over /socket.io. */
    liveSessions: z.boolean(),
    /** Paid plans; off until payments are configured. */
    payments: z.boolean(),
    /** Sign-in by magic link. */
    accounts: z.boolean(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
