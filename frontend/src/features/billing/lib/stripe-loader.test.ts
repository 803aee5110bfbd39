import { afterEach, describe, expect, it } from 'vitest';
import { createFakeStripe } from '../testing/fake-stripe';
import { getStripe, loadStripeJs, resetStripeLoaderForTests } from './stripe-loader';

const URL_A = 'https://stripe.test/v3/';

function scripts(src = URL_A): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === src);
}

afterEach(() => {
  resetStripeLoaderForTests();
  for (const script of document.querySelectorAll('script')) script.remove();
  delete window.Stripe;
});

describe('Stripe.js loader', () => {
  it('When the module is imported, then no script is added until a payment screen asks', () => {
    expect(scripts()).toHaveLength(0);
  });

  it('When two screens ask for Stripe.js, then one script is added and both get window.Stripe', async () => {
    const fake = createFakeStripe();
    const first = loadStripeJs(URL_A);
    const second = loadStripeJs(URL_A);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.async).toBe(true);
    window.Stripe = fake.Stripe;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fake.Stripe);
    await expect(second).resolves.toBe(fake.Stripe);
    // Later calls reuse it: still one script.
    await loadStripeJs(URL_A);
    expect(scripts()).toHaveLength(1);
  });

  it('When the script fails to load, then the call fails and the next one tries again', async () => {
    const failed = loadStripeJs(URL_A);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(/could not be loaded/);
    expect(scripts()).toHaveLength(0);
    const retry = loadStripeJs(URL_A);
    expect(scripts()).toHaveLength(1);
    window.Stripe = createFakeStripe().Stripe;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeTypeOf('function');
  });

  it('When the script loads without defining Stripe, then the call fails', async () => {
    const load = loadStripeJs(URL_A);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(load).rejects.toThrow(/did not define window.Stripe/);
  });

  it('When a client is asked for twice with one key, then Stripe is created once', async () => {
    const fake = createFakeStripe();
    window.Stripe = fake.Stripe;
    const a = await getStripe('pk_test_1', URL_A);
    const b = await getStripe('pk_test_1', URL_A);
    expect(a).toBe(b);
    expect(fake.calls.keys).toEqual(['pk_test_1']);
    // window.Stripe was already there: no script needed.
    expect(scripts()).toHaveLength(0);
  });
});
