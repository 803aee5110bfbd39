import { ErrorCode } from '@ttc/shared-protocol/errors';
import { Router } from 'express';
import { AppError } from '../../errors';
import { route } from '../../http/route';
import { notFromThisMachine } from './loopback-only';
import type { Outbox } from './outbox';

/**
 * GET /api/dev/outbox?to=ADDRESS: the mail kept for one address, newest first, as
 * `[{to, subject, text, html, sentAt}]`, so a person on the server's own machine can sign in
 * without SMTP. Only from this machine (a loopback socket, no proxy header, a loopback Host) and
 * only for one named address; with SMTP_URL set there is no outbox and the path is a JSON 404.
 */
export function devOutboxRoutes(outbox: Outbox | null): Router {
  const router = Router();
  if (!outbox) return router;
  route(router, '/dev/outbox', {
    get: async (req, res) => {
      const refusal = notFromThisMachine(req);
      if (refusal) {
        throw new AppError(
          ErrorCode.Forbidden,
          403,
          `The outbox can be read only on the server's own machine: ${refusal}. Open http://localhost:<port>/api/dev/outbox?to=ADDRESS there, or read the files in DATA_DIR/outbox.`,
        );
      }
      const to = req.query.to;
      if (typeof to !== 'string' || to.trim() === '') {
        throw new AppError(
          ErrorCode.ValidationFailed,
          400,
          'to is required: the address whose mail you want, e.g. ?to=teacher@example.org',
        );
      }
      res.json(await outbox.list(to));
    },
  });
  return router;
}
