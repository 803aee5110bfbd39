import { describe, expect, it } from 'vitest';
import { pricingButtons, upgradeButtons } from './plan-buttons';

describe('upgrade page buttons (spec section 2)', () => {
  it('When nobody is signed in, then Free and Teacher Pro say Login Required and School says Contact Sales', () => {
    expect(upgradeButtons(null)).toEqual({
      free: { kind: 'login-required' },
      pro: { kind: 'login-required' },
      school: { kind: 'contact-sales' },
    });
  });

  it('When a free user looks, then Free is the current plan and Teacher Pro opens the dialog', () => {
    expect(upgradeButtons('free')).toEqual({
      free: { kind: 'current' },
      pro: { kind: 'subscribe' },
      school: { kind: 'contact-sales' },
    });
  });

  it.each(['premium', 'pro', 'school'] as const)(
    'When a %s user looks, then Teacher Pro is the current plan and nothing can be bought',
    (plan) => {
      const buttons = upgradeButtons(plan);
      expect(buttons.pro).toEqual({ kind: 'current' });
      expect(buttons.free).toEqual({ kind: 'manage' });
      expect(buttons.school).toEqual({ kind: 'contact-sales' });
    },
  );
});

describe('pricing page buttons', () => {
  it('When payments are not configured, then both cards are Coming Soon whoever looks', () => {
    for (const plan of [null, 'free', 'premium', 'pro'] as const) {
      expect(pricingButtons(plan, false)).toEqual({
        parent: { kind: 'coming-soon' },
        teacher: { kind: 'coming-soon' },
      });
    }
  });

  it('When payments are configured, then the Parent Plan starts a trial and the Teacher Plan subscribes', () => {
    expect(pricingButtons(null, true)).toEqual({
      parent: { kind: 'start-trial' },
      teacher: { kind: 'subscribe' },
    });
    expect(pricingButtons('free', true)).toEqual({
      parent: { kind: 'start-trial' },
      teacher: { kind: 'subscribe' },
    });
  });

  it('When the user already has a plan, then its card is the current plan', () => {
    expect(pricingButtons('premium', true).parent).toEqual({ kind: 'current' });
    expect(pricingButtons('pro', true).teacher).toEqual({ kind: 'current' });
    expect(pricingButtons('school', true)).toEqual({
      parent: { kind: 'included' },
      teacher: { kind: 'included' },
    });
  });
});
