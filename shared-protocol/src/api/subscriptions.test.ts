import { describe, expect, it } from 'vitest';
import { createSubscriptionRequestSchema, createSubscriptionResponseSchema } from './subscriptions';

describe('createSubscriptionResponseSchema', () => {
  it.each([
    { clientSecret: 'pi_123_secret_456' },
    { clientSecret: 'pi_123_secret_456', subscriptionId: 'sub_1' },
    { subscriptionId: 'sub_1' },
  ])('When the answer is %j, then it is accepted', (body) => {
    expect(createSubscriptionResponseSchema.parse(body)).toEqual(body);
  });

  it.each([{}, { clientSecret: '' }, { subscriptionId: 1 }, { clientSecret: 'x', other: true }])(
    'When the answer is %j, then it is refused',
    (body) => {
      expect(createSubscriptionResponseSchema.safeParse(body).success).toBe(false);
    },
  );
});

describe('createSubscriptionRequestSchema', () => {
  it('When a field is sent, then it is refused (the request takes none)', () => {
    expect(createSubscriptionRequestSchema.safeParse({}).success).toBe(true);
    expect(createSubscriptionRequestSchema.safeParse({ plan: 'pro' }).success).toBe(false);
  });
});
