import { describe, expect, it } from 'vitest';
import { createSubscriptionRequestSchema, createSubscriptionResponseSchema } from './subscriptions';

describe('createSubscriptionResponseSchema', () => {
  it.each([
    { clientSecret: 'pi_123_secret_456', intent: 'payment', subscriptionId: 'sub_1' },
    { clientSecret: 'seti_123_secret_456', intent: 'setup', subscriptionId: 'sub_1' },
    { subscriptionId: 'sub_1' },
  ])('When the answer is %j, then it is accepted', (body) => {
    expect(createSubscriptionResponseSchema.parse(body)).toEqual(body);
  });

  it.each([
    {},
    { clientSecret: '' },
    { clientSecret: 'x', subscriptionId: 'sub_1' },
    { clientSecret: 'x', intent: 'refund', subscriptionId: 'sub_1' },
    { subscriptionId: 1 },
    { clientSecret: 'x', intent: 'payment', subscriptionId: 'sub_1', other: true },
  ])('When the answer is %j, then it is refused', (body) => {
    expect(createSubscriptionResponseSchema.safeParse(body).success).toBe(false);
  });
});

describe('createSubscriptionRequestSchema', () => {
  it('When a paid plan is named, then it is accepted; anything else is refused', () => {
    expect(createSubscriptionRequestSchema.safeParse({ plan: 'parent' }).success).toBe(true);
    expect(createSubscriptionRequestSchema.safeParse({ plan: 'teacher' }).success).toBe(true);
    for (const body of [{}, { plan: 'pro' }, { plan: 'school' }, { plan: 'parent', x: 1 }]) {
      expect(createSubscriptionRequestSchema.safeParse(body).success).toBe(false);
    }
  });
});
