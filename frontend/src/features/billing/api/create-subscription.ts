import { ApiPath } from '@ttc/shared-protocol/api/paths';
import type { CreateSubscriptionResponse, PaidPlan } from '@ttc/shared-protocol/api/subscriptions';
import { apiRequest } from '../../../lib/api-client';
import { parentUnlockHeaders } from '../../../lib/parent-lock/unlock-token';

/**
 * POST /api/create-subscription: a client secret for a new subscription (the payment form
 * shows), or only the id of one already active (spec sections 3 and 7).
 */
export async function createSubscription(plan: PaidPlan): Promise<CreateSubscriptionResponse> {
  const [body, { createSubscriptionResponseSchema }] = await Promise.all([
    // A purchase is guarded by the parent lock: the server wants this tab's recent unlock too.
    apiRequest('POST', ApiPath.createSubscription, {
      body: { plan },
      headers: parentUnlockHeaders(),
    }),
    import('@ttc/shared-protocol/api/subscriptions'),
  ]);
  return createSubscriptionResponseSchema.parse(body);
}
