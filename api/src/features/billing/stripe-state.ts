import type { Plan } from '@ttc/shared-protocol/api/auth-user';
import type { PaidPlan, SubscriptionStatus } from '@ttc/shared-protocol/api/subscriptions';
import { planOfPaidPlan } from '@ttc/shared-protocol/api/subscriptions';
import type Stripe from 'stripe';

// Pure reading of Stripe's objects: which subscription an event is about, and what a
// subscription's current state means for the account (spec sections 3 and 6).

/** The events the webhook queues; any other type is acknowledged and dropped. */
export const HANDLED_EVENTS: ReadonlySet<string> = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'checkout.session.completed',
]);

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return null;
};

/** The subscription an event concerns, or null when it names none. */
export function subscriptionIdOfEvent(event: Pick<Stripe.Event, 'type' | 'data'>): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return idOf(object.id);
  if (event.type.startsWith('invoice.')) {
    // The invoice's parent names it (API versions since 2025); older ones had `subscription`.
    const parent = object.parent as
      | { subscription_details?: { subscription?: unknown } | null }
      | null
      | undefined;
    return idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription);
  }
  if (event.type === 'checkout.session.completed') return idOf(object.subscription);
  return null;
}

/**
 * Stripe's subscription status in the spec's four (subscription_status). An `incomplete` one
 * (the first payment not made yet) is not recorded at all: null. Paused and unpaid give no
 * access, like past_due.
 */
export function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus | null {
  switch (status) {
    case 'active':
      return 'active';
    case 'trialing':
      return 'trialing';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'cancelled';
    default:
      return null;
  }
}

/** Which paid plan a Stripe price sells, by the configured prices; null for another price. */
export function paidPlanOfPrice(
  priceId: string | null,
  prices: Record<PaidPlan, string>,
): PaidPlan | null {
  if (priceId === prices.parent) return 'parent';
  if (priceId === prices.teacher) return 'teacher';
  return null;
}

/** What the subscriptions table keeps of a subscription read from Stripe. */
export interface SubscriptionState {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  /** The account it was bought for (our metadata), when it says. */
  userId: string | null;
  status: SubscriptionStatus;
  /** The plan it gives while active or trialing (free for a price we do not sell). */
  plan: Plan;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialEndsAt: Date | null;
}

const time = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** A subscription as the database keeps it, or null when it is not recorded (incomplete). */
export function subscriptionState(
  subscription: Stripe.Subscription,
  prices: Record<PaidPlan, string>,
): SubscriptionState | null {
  const status = statusOf(subscription.status);
  if (status === null) return null;
  const item = subscription.items?.data?.[0];
  const paid = paidPlanOfPrice(item?.price?.id ?? null, prices);
  const userId = subscription.metadata?.userId;
  return {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer) ?? '',
    userId: typeof userId === 'string' && userId !== '' ? userId : null,
    status,
    plan: paid ? planOfPaidPlan[paid] : 'free',
    currentPeriodStart: time(item?.current_period_start),
    currentPeriodEnd: time(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    trialEndsAt: status === 'trialing' ? time(subscription.trial_end) : null,
  };
}

/** Whether a recorded subscription gives its plan now. */
export const grantsPlan = (status: SubscriptionStatus) =>
  status === 'active' || status === 'trialing';

const PLAN_RANK: Record<Plan, number> = { free: 0, premium: 1, pro: 2, school: 3 };

/**
 * The account's plan from its subscriptions: the best plan among those active or trialing,
 * otherwise free. School is sold by contact, not through Stripe: an account set to school keeps
 * it whatever its subscriptions do.
 */
export function accountPlan(
  current: Plan,
  subscriptions: ReadonlyArray<{ status: SubscriptionStatus; plan: Plan }>,
): Plan {
  if (current === 'school') return 'school';
  let best: Plan = 'free';
  for (const row of subscriptions) {
    if (grantsPlan(row.status) && PLAN_RANK[row.plan] > PLAN_RANK[best]) best = row.plan;
  }
  return best;
}
