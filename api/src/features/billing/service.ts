import { createHash, randomUUID } from 'node:crypto';
import type { Plan } from '@ttc/shared-protocol/api/auth-user';
import type { BillingStatus } from '@ttc/shared-protocol/api/billing-status';
import { entitlementsOf } from '@ttc/shared-protocol/api/entitlements';
import {
  type CreateSubscriptionResponse,
  type PaidPlan,
  TRIAL_DAYS,
} from '@ttc/shared-protocol/api/subscriptions';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import { desc, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppDatabase } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthenticatedUser } from '../auth/authenticate';
import { ensureUserRow, requireUserRow } from '../auth/users-repository';
import type { Payments } from './deps';
import { stripeSdk } from './stripe-client';

/** Subscriptions that already give their plan: the account is not sold another one. */
const LIVE_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing']);

/** Idempotency keys: the same logical call always sends the same key (Stripe keeps them 24 h). */
const key = (...parts: string[]) => `ttc-${parts.join('-')}`;

const fingerprint = (ids: readonly string[]) =>
  createHash('sha256')
    .update([...ids].sort().join(','))
    .digest('hex')
    .slice(0, 16);

/** Stripe's failures as the API's error body; the SDK already retried network failures. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const { errors } = stripeSdk();
    if (error instanceof errors.StripeError) {
      const status = error instanceof errors.StripeConnectionError ? 503 : 502;
      throw new AppError(
        status === 503 ? ErrorCode.Unavailable : ErrorCode.PaymentProviderError,
        status,
        status === 503
          ? 'The payment service cannot be reached right now. Try again in a moment.'
          : 'The payment service refused the request. Please try again.',
        { cause: error },
      );
    }
    throw error;
  }
}

/** The account's Stripe customer: the stored one, or a new one stored now. */
async function customerOf(db: AppDatabase, payments: Payments, user: AuthenticatedUser) {
  const row = await requireUserRow(db, user);
  if (row.stripeCustomerId) return row.stripeCustomerId;
  // Two first clicks at once send the same key, so Stripe makes one customer for both.
  const customer = await callStripe(() =>
    payments.stripe.customers.create(
      { email: row.email ?? user.email, metadata: { userId: row.id } },
      { idempotencyKey: key('customer', row.id) },
    ),
  );
  const [stored] = await db
    .update(users)
    .set({ stripeCustomerId: sql`coalesce(${users.stripeCustomerId}, ${customer.id})` })
    .where(eq(users.id, row.id))
    .returning({ id: users.stripeCustomerId });
  return stored?.id ?? customer.id;
}

const EXPAND = ['latest_invoice.confirmation_secret', 'pending_setup_intent'];

/** The secret the payment form confirms: the trial's card setup, or the first payment. */
function secretOf(subscription: Stripe.Subscription): CreateSubscriptionResponse | null {
  const setup = subscription.pending_setup_intent;
  if (setup && typeof setup === 'object' && setup.client_secret) {
    return { clientSecret: setup.client_secret, intent: 'setup', subscriptionId: subscription.id };
  }
  const invoice = subscription.latest_invoice;
  const secret = invoice && typeof invoice === 'object' ? invoice.confirmation_secret : null;
  if (secret?.client_secret) {
    return {
      clientSecret: secret.client_secret,
      intent: 'payment',
      subscriptionId: subscription.id,
    };
  }
  return null;
}

/**
 * POST /api/create-subscription: the account's subscription to `plan`. One already active or
 * trialing answers only its id; an unfinished one for the same price (the form was left) is
 * offered again; otherwise a new one is made, waiting for its first payment or, with a trial,
 * for the card to be saved. Every call to Stripe carries an idempotency key made of what
 * decides it, so a double click or a retry makes one customer and one subscription.
 */
export async function createSubscription(
  db: AppDatabase,
  payments: Payments,
  user: AuthenticatedUser,
  plan: PaidPlan,
): Promise<CreateSubscriptionResponse> {
  const { stripe, settings } = payments;
  const customer = await customerOf(db, payments, user);
  const price = settings.prices[plan];
  const existing = await callStripe(() =>
    stripe.subscriptions.list({
      customer,
      status: 'all',
      limit: 20,
      expand: ['data.latest_invoice.confirmation_secret', 'data.pending_setup_intent'],
    }),
  );
  const live = existing.data.find((subscription) => LIVE_STATUSES.has(subscription.status));
  if (live) return { subscriptionId: live.id };
  const unfinished = existing.data.find(
    (subscription) =>
      subscription.status === 'incomplete' &&
      subscription.items.data.some((item) => item.price.id === price),
  );
  const reusable = unfinished ? secretOf(unfinished) : null;
  if (reusable) return reusable;

  const trialDays = TRIAL_DAYS[plan];
  const created = await callStripe(() =>
    stripe.subscriptions.create(
      {
        customer,
        items: [{ price }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        ...(trialDays > 0
          ? {
              trial_period_days: trialDays,
              // A trial whose card was never saved ends, rather than running on unpaid.
              trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
            }
          : {}),
        metadata: { userId: user.id, plan },
        expand: EXPAND,
      },
      {
        // The subscriptions the customer had decide the key: a retry of this very request
        // finds the same ones, a later purchase (after a cancellation) does not.
        idempotencyKey: key(
          'subscription',
          user.id,
          plan,
          fingerprint(existing.data.map((s) => s.id)),
        ),
      },
    ),
  );
  const answer = secretOf(created);
  if (!answer) {
    // Nothing to confirm: Stripe started it at once (a 100% coupon, a customer's balance).
    return { subscriptionId: created.id };
  }
  return answer;
}

/** POST /api/billing-portal: a Stripe customer portal session that comes back to /profile. */
export async function billingPortal(
  db: AppDatabase,
  payments: Payments,
  publicUrl: string,
  user: AuthenticatedUser,
): Promise<{ url: string }> {
  const [row] = await db
    .select({ customer: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row?.customer) {
    throw new AppError(ErrorCode.Conflict, 409, 'This account has no subscription to manage.');
  }
  const customer = row.customer;
  const session = await callStripe(() =>
    payments.stripe.billingPortal.sessions.create(
      { customer, return_url: `${publicUrl}/profile` },
      // Each click is its own session; the key covers the SDK's retries of this one.
      { idempotencyKey: key('portal', user.id, randomUUID()) },
    ),
  );
  return { url: session.url };
}

/** GET /api/entitlements: the plan, what it unlocks, and the latest subscription. */
export async function billingStatus(
  db: AppDatabase,
  paymentsEnabled: boolean,
  user: AuthenticatedUser,
): Promise<BillingStatus> {
  const row = await ensureUserRow(db, user);
  const plan: Plan = row?.plan ?? 'free';
  const [latest] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return {
    plan,
    paymentsEnabled,
    entitlements: entitlementsOf(plan, paymentsEnabled),
    subscription: latest
      ? {
          status: latest.status,
          trialEndsAt:
            latest.status === 'trialing' ? (latest.currentPeriodEnd?.toISOString() ?? null) : null,
          currentPeriodEnd: latest.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: latest.cancelAtPeriodEnd,
        }
      : null,
    canManage: paymentsEnabled && Boolean(row?.stripeCustomerId),
  };
}
