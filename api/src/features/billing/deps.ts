import type Stripe from 'stripe';
import type { StripeSettings } from '../../config';
import type { AccountDeps } from '../account/deps';
import type { EventWorker } from './event-worker';

/** Payments as configured: Stripe's settings, the SDK client and the event worker. */
export interface Payments {
  settings: StripeSettings;
  stripe: Stripe;
  worker: EventWorker;
}

/** What the billing routes are built on: the account's deps, and payments when configured. */
export interface BillingDeps extends AccountDeps {
  payments: Payments | null;
}
