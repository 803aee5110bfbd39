import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { StripeSettings } from '../../config';

const load = createRequire(import.meta.url);

/**
 * The Stripe SDK, loaded the first time something asks for it: a server without Stripe
 * configured never loads it (a few hundred milliseconds of every start, issue 18). Loaded
 * synchronously (the SDK's CommonJS build), so the app is still put together in one go; the
 * client and every error check take the SDK from here, so what the client throws is an instance
 * of the classes the checks name.
 */
export function stripeSdk(): typeof Stripe {
  return load('stripe') as typeof Stripe;
}

/** How long one call to Stripe may take before it counts as failed (and may be retried). */
const STRIPE_TIMEOUT_MS = 10_000;

/**
 * The official SDK for the configured account. `apiUrl` (tests: the local fake) replaces
 * api.stripe.com's protocol, host and port; the API version is the one the SDK was built for,
 * so the objects it types are the objects it gets. The SDK retries network failures and 409s
 * with the same idempotency key.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const target = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const Sdk = stripeSdk();
  return new Sdk(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: STRIPE_TIMEOUT_MS,
    appInfo: { name: 'Tick Tock Class' },
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
