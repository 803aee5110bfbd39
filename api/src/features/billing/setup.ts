import type { ApiConfig } from '../../config';
import type { AppDatabase } from '../../db/client';
import type { Logger } from '../../logger';
import type { Payments } from './deps';
import { startEventWorker } from './event-worker';
import { createStripeClient } from './stripe-client';

/**
 * Payments when Stripe is configured: the SDK client and the worker that applies queued
 * webhook events (started here; `worker.stop()` must run before the database closes). Null
 * otherwise: the payment routes answer 503 and every feature is free.
 */
export function startPayments(config: ApiConfig, db: AppDatabase, logger: Logger): Payments | null {
  if (!config.stripe) return null;
  const stripe = createStripeClient(config.stripe);
  const worker = startEventWorker({ db, stripe, settings: config.stripe, logger });
  return { settings: config.stripe, stripe, worker };
}
