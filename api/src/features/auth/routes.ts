import { Router } from 'express';
import { notFound } from '../../http/error-handler';
import { route } from '../../http/route';
import { currentUser, SIGN_IN_UNAVAILABLE } from './service';

/** GET /api/auth/user */
export function authUserRoutes(): Router {
  const router = Router();
  route(router, '/auth/user', {
    get: async (req, res) => {
      res.json(await currentUser(req.headers.authorization));
    },
  });
  return router;
}

/** /auth/v1/*: reserved for the built-in GoTrue-compatible sign-in; a JSON 404 until then. */
export function authV1Routes(): Router {
  const router = Router();
  router.use(notFound(SIGN_IN_UNAVAILABLE));
  return router;
}
