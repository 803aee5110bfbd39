import { z } from 'zod';
import type { Plan } from './auth-user';

export const subscriptionStatusSchema = z.enum(['active', 'past_due', 'cancelled', 'trialing']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * The plans that can be bought, each with its own Stripe price: the Parent Plan ($4.99 a month
 * after a 7-day trial; plan `premium`) and Teacher Pro ($9.99 a month; plan `pro`). School is
 * sold by contact, never through this form (spec sections 6 and 9).
 */
export const paidPlanSchema = z.enum(['parent', 'teacher']);
export type PaidPlan = z.infer<typeof paidPlanSchema>;

/** The account plan each paid plan gives while its subscription is active or trialing. */
export const planOfPaidPlan: Record<PaidPlan, Plan> = { parent: 'premium', teacher: 'pro' };

/** Days of free trial before the first charge: the Parent Plan only (spec section 9). */
export const TRIAL_DAYS: Record<PaidPlan, number> = { parent: 7, teacher: 0 };

/**
 * POST /api/create-subscription: which plan to subscribe to (the spec does not show the
 * payload; the Parent Plan page and the Teacher Pro dialog each name theirs).
 */
export const createSubscriptionRequestSchema = z.object({ plan: paidPlanSchema }).strict();
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;

/**
 * POST /api/create-subscription answers a client secret (a new subscription: show the payment
 * form) or only a subscription id (one is already active), spec sections 3 and 4. `intent`
 * says what the secret confirms: a first payment, or (a trial: nothing is charged yet) the
 * card saved for later with Stripe.js's confirmSetup.
 */
export const createSubscriptionResponseSchema = z.union([
  z
    .object({
      clientSecret: z.string().min(1),
      intent: z.enum(['payment', 'setup']),
      subscriptionId: z.string().min(1),
    })
    .strict(),
  z.object({ subscriptionId: z.string().min(1) }).strict(),
]);
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/** POST /api/billing-portal: Stripe's customer portal, where a subscriber changes or cancels. */
export const billingPortalResponseSchema = z.object({ url: z.string().url() }).strict();
export type BillingPortalResponse = z.infer<typeof billingPortalResponseSchema>;
