import type { BillingStatus } from '@ttc/shared-protocol/api/billing-status';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/entitlements: the plan, what it unlocks, the subscription and whether it can be managed. */
export async function getBillingStatus(signal?: AbortSignal): Promise<BillingStatus> {
  const [body, { billingStatusSchema }] = await Promise.all([
    apiRequest('GET', ApiPath.entitlements, signal ? { signal } : {}),
    import('@ttc/shared-protocol/api/billing-status'),
  ]);
  return billingStatusSchema.parse(body);
}

/** POST /api/billing-portal: the address of Stripe's customer portal for this account. */
export async function getBillingPortalUrl(): Promise<string> {
  const [body, { billingPortalResponseSchema }] = await Promise.all([
    apiRequest('POST', ApiPath.billingPortal),
    import('@ttc/shared-protocol/api/subscriptions'),
  ]);
  return billingPortalResponseSchema.parse(body).url;
}
