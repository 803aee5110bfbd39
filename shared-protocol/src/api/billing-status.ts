import { z } from 'zod';
import { planSchema } from './auth-user';
import { subscriptionStatusSchema } from './subscriptions';

/**
 * GET /api/entitlements: the signed-in account's plan, what it unlocks (entitlements.ts, the
 * same rule the server enforces), and its subscription as the webhook last recorded it, so the
 * profile can show the plan badge, the trial's end and the "Manage subscription" button.
 */
export const billingStatusSchema = z.object({
  plan: planSchema,
  /** Whether payments are configured on this server (otherwise every feature is free). */
  paymentsEnabled: z.boolean(),
  entitlements: z.object({
    voiceReading: z.boolean(),
    offlinePractice: z.boolean(),
    teacherTools: z.boolean(),
  }),
  /** The account's latest subscription, or null when it never had one. */
  subscription: z
    .object({
      status: subscriptionStatusSchema,
      /** ISO time the free trial ends (trialing only), else null. */
      trialEndsAt: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  /** Whether the account has a Stripe customer, so POST /api/billing-portal can open. */
  canManage: z.boolean(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;
