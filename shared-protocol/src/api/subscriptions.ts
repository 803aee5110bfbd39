import { z } from 'zod';

export const subscriptionStatusSchema = z.enum(['active', 'past_due', 'cancelled', 'trialing']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** POST /api/create-subscription: the request payload is not shown in the spec; none is taken. */
export const createSubscriptionRequestSchema = z.object({}).strict();
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;

/**
 * POST /api/create-subscription answers a client secret (a new subscription: show the payment
 * form) or only a subscription id (one is already active), spec sections 3 and 4.
 */
export const createSubscriptionResponseSchema = z.union([
  z
    .object({ clientSecret: z.string().min(1), subscriptionId: z.string().min(1).optional() })
    .strict(),
  z.object({ subscriptionId: z.string().min(1) }).strict(),
]);
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;
