import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { confirmIntent, returnUrlFor } from './confirm-intent';

function fakes(submitError?: { type: string; message: string }) {
  const elements = {
    submit: vi.fn(async () => (submitError ? { error: submitError } : {})),
  } as unknown as StripeElements;
  const stripe = {
    confirmPayment: vi.fn(async () => ({ paymentIntent: { status: 'succeeded' } })),
    confirmSetup: vi.fn(async () => ({
      error: { type: 'card_error', message: 'Your card was declined.' },
    })),
  };
  return { elements, stripe, client: stripe as unknown as Stripe };
}

describe('confirmIntent', () => {
  it('When the secret is a payment intent, then confirmPayment runs with redirect if_required', async () => {
    const { elements, stripe, client } = fakes();
    await expect(confirmIntent(client, elements, 'payment', 'https://x.test')).resolves.toEqual({
      ok: true,
    });
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements,
      confirmParams: { return_url: 'https://x.test' },
      redirect: 'if_required',
    });
    expect(stripe.confirmSetup).not.toHaveBeenCalled();
  });

  it('When the secret is a setup intent (a trial), then confirmSetup runs and its error comes back', async () => {
    const { elements, stripe, client } = fakes();
    const outcome = await confirmIntent(client, elements, 'setup', 'https://x.test/playground');
    expect(outcome).toEqual({
      ok: false,
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    expect(stripe.confirmSetup).toHaveBeenCalledOnce();
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('When the form does not validate, then nothing is confirmed', async () => {
    const { elements, stripe, client } = fakes({ type: 'validation_error', message: 'Incomplete' });
    const outcome = await confirmIntent(client, elements, 'payment', 'https://x.test');
    expect(outcome.ok).toBe(false);
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });
});

describe('returnUrlFor (spec section 7)', () => {
  it('When the upgrade dialog confirms, then the bank returns to the origin; the Parent Plan form to /playground', () => {
    expect(returnUrlFor('dialog', 'https://ttc.test')).toBe('https://ttc.test');
    expect(returnUrlFor('parent', 'https://ttc.test')).toBe('https://ttc.test/playground');
  });
});
