import { createSubscriptionRequestSchema } from '@ttc/shared-protocol/api/subscriptions';
import express, { type RequestHandler, Router } from 'express';
import { jsonBody } from '../../http/json-body';
import { route } from '../../http/route';
import { parseBody } from '../../http/validate';
import { withUser } from '../auth/authenticate';
import { requireParentUnlock } from '../parent-lock/unlock';
import type { BillingDeps } from './deps';
import { billingPortal, billingStatus, createSubscription } from './service';
import { paymentsNotConfigured, receiveStripeEvent } from './webhook';

/** Stripe's events are small; this leaves room without inviting big bodies. */
const WEBHOOK_BODY_LIMIT = '512kb';

/**
 * The payment routes: POST /api/create-subscription, POST /api/billing-portal, GET
 * /api/entitlements, and POST /api/stripe/webhook. The webhook parses its own body as raw
 * bytes (the signature covers them exactly); no JSON parser runs before it, since the API
 * parses bodies per route.
 */
export function billingRoutes(deps: BillingDeps): Router {
  const router = Router();
  const configured: RequestHandler = (_req, _res, next) =>
    next(deps.payments ? undefined : paymentsNotConfigured());

  route(router, '/stripe/webhook', {
    post: [
      configured,
      express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
      receiveStripeEvent(deps),
    ],
  });
  route(router, '/create-subscription', {
    post: [
      configured,
      ...jsonBody,
      // A purchase is one of the things the parent lock guards.
      requireParentUnlock(deps),
      withUser(async (req, res, user) => {
        const { plan } = parseBody(createSubscriptionRequestSchema, req.body);
        if (!deps.payments) throw paymentsNotConfigured();
        res.json(await createSubscription(deps.db, deps.payments, user, plan));
      }),
    ],
  });
  route(router, '/billing-portal', {
    post: [
      configured,
      withUser(async (_req, res, user) => {
        if (!deps.payments) throw paymentsNotConfigured();
        res.json(await billingPortal(deps.db, deps.payments, deps.config.publicUrl, user));
      }),
    ],
  });
  route(router, '/entitlements', {
    get: withUser(async (_req, res, user) => {
      res.setHeader('Cache-Control', 'private, no-store');
      res.json(await billingStatus(deps.db, deps.config.features.payments, user));
    }),
  });
  return router;
}
