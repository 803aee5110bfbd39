import {
  linkPreviewRequestSchema,
  linkTypeSchema,
  logoutScopeSchema,
  otpRequestSchema,
  pkceTokenRequestSchema,
  refreshTokenRequestSchema,
  verifyRequestSchema,
} from '@ttc/shared-protocol/api/auth-gotrue';
import { type Request, Router } from 'express';
import type { z } from 'zod';
import { jsonBody } from '../../http/json-body';
import { route } from '../../http/route';
import { bearerToken } from './authenticate';
import { GoTrueError, goTrueErrorHandler } from './gotrue-errors';
import type { GoTrueService } from './gotrue-service';
import { sameSiteRedirect, signInLink } from './redirects';

/** A request body or query value checked with its shared schema; a failure is GoTrue's 400. */
function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new GoTrueError(
    400,
    'validation_failed',
    result.error.issues[0]?.message ?? 'The request is not valid.',
  );
}

/** One query parameter as a string; repeated or structured values count as absent. */
function queryValue(req: Request, name: string): string | undefined {
  const value = req.query[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The built-in sign-in at /auth/v1: the subset of GoTrue's API that supabase-js uses for
 * email magic links with PKCE. Every answer is JSON in GoTrue's shape (see gotrue-errors.ts),
 * except GET /verify, which redirects to the app's sign-in page without spending the link.
 */
export function goTrueRoutes(service: GoTrueService, publicUrl: string): Router {
  const router = Router();
  const redirectParam = (req: Request) => {
    const value = queryValue(req, 'redirect_to');
    return value === undefined ? null : sameSiteRedirect(publicUrl, value);
  };

  route(router, '/otp', {
    post: [
      ...jsonBody,
      async (req, res) => {
        const otp = parse(otpRequestSchema, req.body ?? {});
        await service.requestLink({
          otp,
          redirectTo: redirectParam(req),
          ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
          acceptLanguage: req.headers['accept-language'],
        });
        // The same answer for every address and for a reached limit (no account enumeration).
        res.json({});
      },
    ],
  });

  route(router, '/verify', {
    post: [
      ...jsonBody,
      async (req, res) => {
        const { token_hash: tokenHash } = parse(verifyRequestSchema, req.body ?? {});
        res.json(await service.verifyLink(tokenHash));
      },
    ],
    // A mail scanner follows links: GET spends nothing. It leads to the app's sign-in page with
    // the same parameters, where the person taps "Sign in" (a POST).
    get: (req, res) => {
      parse(linkTypeSchema, queryValue(req, 'type'));
      const token = queryValue(req, 'token') ?? queryValue(req, 'token_hash');
      if (!token || token.length > 256) {
        throw new GoTrueError(400, 'validation_failed', 'Verify requires a token');
      }
      res.redirect(303, signInLink(publicUrl, token, redirectParam(req)));
    },
  });

  route(router, '/link-preview', {
    post: [
      ...jsonBody,
      async (req, res) => {
        const { token_hash: tokenHash } = parse(linkPreviewRequestSchema, req.body ?? {});
        res.json(await service.previewLink(tokenHash));
      },
    ],
  });

  route(router, '/token', {
    post: [
      ...jsonBody,
      async (req, res) => {
        const grantType = queryValue(req, 'grant_type');
        if (grantType === 'pkce') {
          const body = parse(pkceTokenRequestSchema, req.body ?? {});
          res.json(await service.exchangeCode(body.auth_code, body.code_verifier));
        } else if (grantType === 'refresh_token') {
          const body = parse(refreshTokenRequestSchema, req.body ?? {});
          res.json(await service.refresh(body.refresh_token));
        } else {
          throw new GoTrueError(
            400,
            'unsupported_grant_type',
            'unsupported_grant_type: this server accepts grant_type pkce and refresh_token',
          );
        }
      },
    ],
  });

  route(router, '/user', {
    get: async (req, res) => {
      res.json(await service.user(bearerToken(req)));
    },
  });

  route(router, '/logout', {
    post: [
      ...jsonBody,
      async (req, res) => {
        const scope = parse(logoutScopeSchema, queryValue(req, 'scope'));
        await service.logout(bearerToken(req), scope);
        res.status(204).end();
      },
    ],
  });

  // HS256 keys are never published; GoTrue answers an empty set in that case too.
  route(router, '/.well-known/jwks.json', {
    get: (_req, res) => {
      res.json({ keys: [] });
    },
  });

  router.use((_req, _res, next) => {
    next(new GoTrueError(404, 'not_found', 'This sign-in endpoint does not exist.'));
  });
  router.use(goTrueErrorHandler());
  return router;
}
