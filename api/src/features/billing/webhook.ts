import { ErrorCode } from '@ttc/shared-protocol/errors';
import type { RequestHandler } from 'express';
import type Stripe from 'stripe';
import { AppError } from '../../errors';
import type { BillingDeps } from './deps';
import { enqueueEvent } from './repository';
import { HANDLED_EVENTS, subscriptionIdOfEvent } from './stripe-state';

/** Seconds a signature stays good: Stripe's own default, against replays of old deliveries. */
export const SIGNATURE_TOLERANCE_S = 300;

const badSignature = (message: string) => new AppError(ErrorCode.BadRequest, 400, message);

/**
 * POST /api/stripe/webhook, behind a raw-body parser: the signature is checked on the bytes
 * Stripe sent (300 s tolerance), then the event is queued and answered. The change it brings is
 * applied by the worker, so the answer never waits for the tables it touches (a slow or locked
 * database still answers Stripe at once, and Stripe does not resend needlessly). A bad or old
 * signature is a 400 and writes nothing.
 */
export function receiveStripeEvent(deps: BillingDeps): RequestHandler {
  return async (req, res) => {
    const payments = deps.payments;
    if (!payments) throw paymentsNotConfigured();
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || signature === '') {
      throw badSignature('The Stripe-Signature header is missing.');
    }
    if (!Buffer.isBuffer(req.body)) throw badSignature('The event body is missing.');
    let event: Stripe.Event;
    try {
      event = payments.stripe.webhooks.constructEvent(
        req.body,
        signature,
        payments.settings.webhookSecret,
        SIGNATURE_TOLERANCE_S,
      );
    } catch (error) {
      deps.logger.warn({ err: error }, 'stripe webhook refused: bad signature');
      throw badSignature('The Stripe signature is not valid.');
    }
    if (!HANDLED_EVENTS.has(event.type)) {
      res.json({ received: true, queued: false });
      return;
    }
    const queued = await enqueueEvent(deps.db, {
      id: event.id,
      type: event.type,
      subscriptionId: subscriptionIdOfEvent(event),
      createdAt: new Date(event.created * 1000),
    });
    if (queued) payments.worker.wake();
    res.json({ received: true, queued });
  };
}

/** 503 for every payment route while Stripe is not configured. */
export function paymentsNotConfigured(): AppError {
  return new AppError(
    ErrorCode.PaymentsNotConfigured,
    503,
    'Subscription processing is currently not configured.',
  );
}
