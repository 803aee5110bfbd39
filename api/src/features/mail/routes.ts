import { Router } from 'express';
import { route } from '../../http/route';
import type { Outbox } from './outbox';

/**
 * GET /api/dev/outbox?to=ADDRESS: the mail this process sent, newest first, as
 * `[{to, subject, text, html, sentAt}]`. Registered only outside production, so there the path
 * is the ordinary JSON 404.
 */
export function devOutboxRoutes(outbox: Outbox | null): Router {
  const router = Router();
  if (!outbox) return router;
  route(router, '/dev/outbox', {
    get: (req, res) => {
      const to = typeof req.query.to === 'string' ? req.query.to : undefined;
      res.json(outbox.list(to));
    },
  });
  return router;
}
