import { Router } from 'express';
import type { AppDatabase } from '../../db/client';
import { errorHandler, notFound } from '../../http/error-handler';
import { route } from '../../http/route';
import { withUser } from './authenticate';
import { goTrueRoutes } from './gotrue-routes';
import { currentUser } from './service';
import type { Auth } from './setup';

/** GET /api/auth/user */
export function authUserRoutes(db: AppDatabase): Router {
  const router = Router();
  route(router, '/auth/user', {
    get: withUser(async (_req, res, user) => {
      res.json(await currentUser(db, user));
    }),
  });
  return router;
}

/** Answered on /auth/v1 when a hosted Supabase project does the sign-in. */
export const SIGN_IN_IS_HOSTED = 'Sign-in is handled by the hosted Supabase project.';

/** /auth/v1/*: the built-in GoTrue-compatible sign-in, or a JSON 404 in hosted mode. */
export function authV1Routes(auth: Auth): Router {
  if (auth.builtin) return goTrueRoutes(auth.builtin.goTrue, auth.builtin.auth.publicUrl);
  const router = Router();
  router.use(notFound(SIGN_IN_IS_HOSTED));
  router.use(errorHandler());
  return router;
}
