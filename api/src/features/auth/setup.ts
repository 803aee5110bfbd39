import type { ApiConfig } from '../../config';
import type { AppDatabase } from '../../db/client';
import type { Logger } from '../../logger';
import type { Mailer } from '../mail/mailer';
import { type BuiltinAuth, createBuiltinAuth } from './builtin-auth';
import type { Clock } from './clock';
import { createGoTrueService, type GoTrueService } from './gotrue-service';
import { createMagicLinks } from './magic-links';
import { LinkRequestLimits } from './rate-limits';
import { type AccessTokenVerifier, createAccessTokenVerifier } from './verify-access-token';

/** The sign-in as configured: who verifies access tokens, and the built-in provider if used. */
export interface Auth {
  verifyAccessToken: AccessTokenVerifier;
  /** Null in hosted mode: a Supabase project issues the tokens, /auth/v1 is not served. */
  builtin: { auth: BuiltinAuth; goTrue: GoTrueService } | null;
}

export interface AuthDeps {
  config: ApiConfig;
  db: AppDatabase;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
}

export function createAuth({ config, db, clock, logger, mailer }: AuthDeps): Auth {
  if (config.supabase) {
    return {
      verifyAccessToken: createAccessTokenVerifier({
        kind: 'supabase',
        url: config.supabase.url,
        jwtSecret: config.supabase.jwtSecret,
        anonKey: config.supabase.anonKey,
        now: clock,
      }),
      builtin: null,
    };
  }
  const auth = createBuiltinAuth(config, db, clock);
  const verifyAccessToken = createAccessTokenVerifier({
    kind: 'builtin',
    issuer: auth.issuer,
    secret: auth.secret,
    now: clock,
  });
  const magicLinks = createMagicLinks({
    auth,
    limits: new LinkRequestLimits(db),
    mailer,
    logger,
  });
  return {
    verifyAccessToken,
    builtin: { auth, goTrue: createGoTrueService(auth, magicLinks, verifyAccessToken) },
  };
}
