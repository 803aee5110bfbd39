import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';

/**
 * Whether the signed-in user has a subscription id (spec section 3: the user object carries
 * stripeSubscriptionId). The app's user schema does not carry it yet, so today every signed-in
 * user counts as not subscribed; this reads it as soon as the accounts work adds it.
 */
export function hasSubscription(user: AuthUser): boolean {
  const id = (user as AuthUser & { stripeSubscriptionId?: unknown }).stripeSubscriptionId;
  return typeof id === 'string' && id.trim() !== '';
}
