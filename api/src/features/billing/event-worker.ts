import type Stripe from 'stripe';
import type { StripeSettings } from '../../config';
import type { AppDatabase } from '../../db/client';
import type { Logger } from '../../logger';
import {
  applyEvent,
  type DueEvent,
  nextAttemptTime,
  nextDueEvent,
  postponeEvent,
  pruneProcessed,
} from './repository';
import { stripeSdk } from './stripe-client';
import { subscriptionState } from './stripe-state';

/** The subscription as Stripe has it now, or 'missing' when Stripe has no such subscription. */
async function retrieveSubscription(
  stripe: Stripe,
  id: string,
): Promise<Stripe.Subscription | 'missing'> {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (error) {
    if (
      error instanceof stripeSdk().errors.StripeInvalidRequestError &&
      error.code === 'resource_missing'
    ) {
      return 'missing';
    }
    throw error;
  }
}

/** How often the queue is looked at without a wake-up (events another process queued). */
const POLL_MS = 30_000;
/** A failed attempt waits 2^attempts seconds, at most this long. */
const MAX_BACKOFF_MS = 10 * 60_000;
/** Applied events are kept this long, so a late redelivery is still recognised. */
export const KEEP_PROCESSED_MS = 30 * 24 * 60 * 60_000;
/** How often applied events past KEEP_PROCESSED_MS are removed. */
const PRUNE_EVERY_MS = 60 * 60_000;

export interface EventWorker {
  /** Looks at the queue now (the webhook calls it after each insert). */
  wake(): void;
  /** Stops: no new attempt starts; resolves once the one in progress has finished. */
  stop(): Promise<void>;
}

export interface EventWorkerDeps {
  db: AppDatabase;
  stripe: Stripe;
  settings: StripeSettings;
  logger: Logger;
  now?: () => Date;
}

/**
 * Applies the queued Stripe events one at a time, in the order Stripe created them. For each,
 * the subscription is read again from Stripe (so events arriving out of order, or the same
 * event twice, all end in Stripe's current state), then written with the event marked processed
 * in one transaction. A failure (Stripe or the database away) leaves the event queued and tries
 * it again later, waiting longer each time.
 */
export function startEventWorker({
  db,
  stripe,
  settings,
  logger,
  now = () => new Date(),
}: EventWorkerDeps): EventWorker {
  const log = logger.child({ component: 'stripe-events' });
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let prunedAt = Number.NEGATIVE_INFINITY;

  const schedule = async () => {
    if (stopped) return;
    const next = await nextAttemptTime(db).catch(() => null);
    const delay = next ? Math.max(0, next.getTime() - now().getTime()) : POLL_MS;
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(wake, Math.min(delay, POLL_MS) + 5);
    // A pending retry must not keep a process (or a test run) alive by itself.
    timer.unref();
  };

  async function processOne(event: DueEvent) {
    const syncedAt = now();
    try {
      let state = null;
      if (event.subscriptionId) {
        const subscription = await retrieveSubscription(stripe, event.subscriptionId);
        if (subscription === 'missing') {
          // Stripe does not know it (deleted test data, another account's key): nothing to
          // apply, and retrying would never change that.
          log.warn(
            { event: event.id, subscription: event.subscriptionId },
            'stripe event names an unknown subscription',
          );
        } else {
          state = subscriptionState(subscription, settings.prices);
        }
      }
      const outcome = await applyEvent(db, event.id, state, syncedAt);
      log.info(
        {
          event: event.id,
          type: event.type,
          subscription: event.subscriptionId,
          outcome,
          status: state?.status ?? null,
          plan: state?.plan ?? null,
        },
        'stripe event applied',
      );
    } catch (error) {
      const attempts = event.attempts + 1;
      const wait = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 20));
      const message = error instanceof Error ? error.message : String(error);
      log.warn(
        { event: event.id, type: event.type, err: error, retryInMs: wait },
        'stripe event failed; retrying later',
      );
      await postponeEvent(db, event.id, message, new Date(now().getTime() + wait)).catch(
        (postponeError: unknown) =>
          log.error({ err: postponeError }, 'could not postpone a stripe event'),
      );
    }
  }

  async function drain() {
    while (!stopped) {
      const event = await nextDueEvent(db, now());
      if (!event) break;
      await processOne(event);
    }
    if (!stopped && now().getTime() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now().getTime();
      await pruneProcessed(db, new Date(prunedAt - KEEP_PROCESSED_MS));
    }
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (error) {
          // The database is away: the next poll tries again.
          if (!stopped) log.warn({ err: error }, 'the stripe event queue could not be read');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
      // A wake-up that came while the last pass was finishing gets its own pass.
      if (again) wake();
      else void schedule();
    });
  }

  // Events left from before a restart (or queued while the worker was away) are picked up now.
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
