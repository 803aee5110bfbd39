import type { Stripe, StripeConstructor } from '@stripe/stripe-js';

/**
 * Stripe.js is never bundled: Stripe requires it to be loaded from its own address
 * (`config.stripe.scriptUrl`, https://js.stripe.com/v3/ by default; tests point it at their local
 * fake). Only the payment screens import this module, so no student route (the Playground, the
 * Student Game, /join, /play) ever fetches a third-party script.
 */

/** One load per address: every payment screen after the first reuses the same script. */
const loads = new Map<string, Promise<StripeConstructor>>();
/** One Stripe instance per publishable key, as Stripe recommends. */
const instances = new Map<string, Stripe>();

/**
 * Adds `<script src={scriptUrl}>` once and resolves with `window.Stripe`. A failed load (offline,
 * blocked) is forgotten, so the next call tries again instead of failing for the page's life.
 */
export function loadStripeJs(scriptUrl: string): Promise<StripeConstructor> {
  const pending = loads.get(scriptUrl);
  if (pending) return pending;
  const load = new Promise<StripeConstructor>((resolve, reject) => {
    if (window.Stripe) {
      resolve(window.Stripe);
      return;
    }
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.addEventListener('load', () => {
      if (window.Stripe) resolve(window.Stripe);
      else reject(new Error(`${scriptUrl} did not define window.Stripe`));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`Stripe.js could not be loaded from ${scriptUrl}`));
    });
    document.head.append(script);
  });
  loads.set(scriptUrl, load);
  load.catch(() => loads.delete(scriptUrl));
  return load;
}

/** The Stripe client for `publishableKey`, loading Stripe.js first if needed. */
export async function getStripe(publishableKey: string, scriptUrl: string): Promise<Stripe> {
  const existing = instances.get(publishableKey);
  if (existing) return existing;
  const StripeJs = await loadStripeJs(scriptUrl);
  const stripe = instances.get(publishableKey) ?? StripeJs(publishableKey);
  instances.set(publishableKey, stripe);
  return stripe;
}

/** Stripe's own address, used when /api/config names none. */
export const DEFAULT_STRIPE_JS_URL = 'https://js.stripe.com/v3/';

/** Test hook: forget the loaded script and clients (each test starts without Stripe.js). */
export function resetStripeLoaderForTests(): void {
  loads.clear();
  instances.clear();
}
