import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { accountPlan, statusOf, subscriptionIdOfEvent, subscriptionState } from './stripe-state';

const prices = { parent: 'price_parent', teacher: 'price_teacher' };

const subscription = (fields: Record<string, unknown>) =>
  ({
    id: 'sub_1',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    trial_end: null,
    metadata: { userId: 'u1' },
    items: {
      data: [
        { price: { id: 'price_parent' }, current_period_start: 1_000, current_period_end: 2_000 },
      ],
    },
    ...fields,
  }) as unknown as Stripe.Subscription;

describe('Reading Stripe subscriptions', () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'trialing'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['paused', 'past_due'],
    ['canceled', 'cancelled'],
    ['incomplete_expired', 'cancelled'],
    ['incomplete', null],
  ] as const)('When Stripe says %s, then the subscriptions table says %s', (stripe, ours) => {
    expect(statusOf(stripe)).toBe(ours);
  });

  it('When a Parent Plan subscription is trialing, then it gives premium with the trial’s end', () => {
    expect(
      subscriptionState(subscription({ status: 'trialing', trial_end: 2_000 }), prices),
    ).toEqual({
      stripeSubscriptionId: 'sub_1',
      stripeCustomerId: 'cus_1',
      userId: 'u1',
      status: 'trialing',
      plan: 'premium',
      currentPeriodStart: new Date(1_000_000),
      currentPeriodEnd: new Date(2_000_000),
      cancelAtPeriodEnd: false,
      trialEndsAt: new Date(2_000_000),
    });
  });

  it('When the price is not one the app sells, then the subscription gives no plan', () => {
    const other = subscription({
      items: {
        data: [{ price: { id: 'price_other' }, current_period_start: 1, current_period_end: 2 }],
      },
    });
    expect(subscriptionState(other, prices)?.plan).toBe('free');
  });

  it('When events of each kind are read, then the subscription they concern is found', () => {
    const event = (type: string, object: Record<string, unknown>) =>
      ({ type, data: { object } }) as unknown as Stripe.Event;
    expect(subscriptionIdOfEvent(event('customer.subscription.deleted', { id: 'sub_a' }))).toBe(
      'sub_a',
    );
    expect(
      subscriptionIdOfEvent(
        event('invoice.payment_failed', {
          id: 'in_1',
          parent: { subscription_details: { subscription: 'sub_b' } },
        }),
      ),
    ).toBe('sub_b');
    expect(
      subscriptionIdOfEvent(event('invoice.paid', { id: 'in_2', subscription: 'sub_c' })),
    ).toBe('sub_c');
    expect(
      subscriptionIdOfEvent(event('checkout.session.completed', { subscription: 'sub_d' })),
    ).toBe('sub_d');
    expect(subscriptionIdOfEvent(event('invoice.paid', { id: 'in_3', parent: null }))).toBeNull();
  });
});

describe('The account’s plan from its subscriptions', () => {
  it('When nothing is active, then free; when several are, then the best plan', () => {
    expect(accountPlan('premium', [{ status: 'cancelled', plan: 'premium' }])).toBe('free');
    expect(accountPlan('free', [{ status: 'past_due', plan: 'pro' }])).toBe('free');
    expect(
      accountPlan('free', [
        { status: 'trialing', plan: 'premium' },
        { status: 'active', plan: 'pro' },
      ]),
    ).toBe('pro');
  });

  it('When the account is on School (sold by contact), then its subscriptions never change that', () => {
    expect(accountPlan('school', [{ status: 'cancelled', plan: 'pro' }])).toBe('school');
  });
});
