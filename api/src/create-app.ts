import type { SessionLiveness } from '@ttc/shared-protocol/auth/session-liveness';
import express, { type Express, type RequestHandler, Router } from 'express';
import helmet from 'helmet';
import type { ApiConfig } from './config';
import type { Database } from './db/client';
import type { AccountDeps } from './features/account/deps';
import { accountRoutes } from './features/account/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { provideAuthentication } from './features/auth/authenticate';
import { type Clock, systemClock } from './features/auth/clock';
import { authUserRoutes, authV1Routes } from './features/auth/routes';
import { createAuth } from './features/auth/setup';
import { authSessionRoutes, createSessionLiveness } from './features/auth-sessions/routes';
import { billingRoutes } from './features/billing/routes';
import { startPayments } from './features/billing/setup';
import { classRoutes } from './features/classes/routes';
import { emailRoutes } from './features/email/routes';
import { healthRoutes } from './features/health/routes';
import type { HealthChecks } from './features/health/service';
import { hostGrantRoutes } from './features/host-grants/routes';
import { levelsRoutes } from './features/levels/routes';
import { createMailer } from './features/mail/mailer';
import { devOutboxRoutes } from './features/mail/routes';
import { parentLockRoutes } from './features/parent-lock/routes';
import { playRoutes } from './features/play/routes';
import { profileRoutes } from './features/profile/routes';
import { progressRoutes } from './features/progress/routes';
import { publicConfigRoutes } from './features/public-config/routes';
import { reportRoutes } from './features/reports/routes';
import { schoolRoutes } from './features/school/routes';
import { sessionRoutes } from './features/sessions/routes';
import { settingsRoutes } from './features/settings/routes';
import { statsRoutes } from './features/stats/routes';
import { taskRoutes } from './features/tasks/routes';
import type { TeacherDeps } from './features/teacher-access/access';
import { createObjectStore, type ObjectStore } from './features/uploads/object-store';
import { objectRoutes, uploadRoutes } from './features/uploads/routes';
import { errorHandler, notFound } from './http/error-handler';
import { retryAfterOn503 } from './http/retry-after';
import { createHttpLogger, type Logger } from './logger';

/** What the API is built from; the caller opens the database and owns its lifetime. */
export interface AppDeps {
  config: ApiConfig;
  database: Database;
  logger: Logger;
  /** The time sign-in tokens and links are issued and checked at; tests move it. */
  clock?: Clock;
  /** More services /api/health reports (the one-process server's Redis). */
  healthChecks?: HealthChecks;
  /**
   * Whether a sign-in session is still live (built-in sign-in). Default: one over this database.
   * The one-process server passes one it shares with the realtime server (one cache, and a
   * sign-out here is seen there at once).
   */
  sessionLiveness?: SessionLiveness;
  /** See TeacherDeps: what live rooms still hold of deleted sessions. Default: nothing to do. */
  purgeLiveSessions?: TeacherDeps['purgeLiveSessions'];
  /** Where uploaded images are kept. Default: the one the configuration names (disk or S3). */
  objects?: ObjectStore;
}

/** The path prefixes the API answers; everything else falls through to the next handler. */
export const API_PREFIXES = ['/api', '/auth/v1', '/objects'] as const;

/**
 * The REST API as an Express 5 app, without listening. It answers `/api/*` and `/auth/v1/*`
 * (JSON only, helmet headers, one error body) and calls `next()` for any other path, so a
 * one-process server can mount it in front of the static frontend with `server.use(app)`.
 */
export function createApp({
  config,
  database,
  logger,
  clock = systemClock,
  healthChecks = {},
  sessionLiveness,
  purgeLiveSessions = async () => {},
  objects = createObjectStore(config),
}: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // Otherwise a mounting app's setting applies (Express's default for sub-apps).
  if (config.trustProxy > 0) app.set('trust proxy', config.trustProxy);
  const mailer = createMailer(config, logger, clock);
  const signIn = createAuth({ config, db: database.db, clock, logger, mailer });
  // A hosted project's sessions live there; only the built-in sign-in's are checked here.
  const liveness = signIn.builtin ? (sessionLiveness ?? createSessionLiveness(database.db)) : null;

  const guard = [
    createHttpLogger(logger),
    retryAfterOn503,
    apiHelmet(),
    noStore,
    provideAuthentication(signIn.verifyAccessToken, liveness),
  ];

  const api = Router();
  api.use(guard);
  api.use(healthRoutes(database, healthChecks));
  api.use(levelsRoutes());
  api.use(emailRoutes(database.db));
  api.use(publicConfigRoutes(config));
  api.use(authUserRoutes(database.db));
  api.use(devOutboxRoutes(mailer.outbox));
  // Progress and stats take the same clock as sign-in: "today" and future answer times.
  const now = () => clock().getTime();
  api.use(profileRoutes(database.db));
  api.use(progressRoutes(database.db, now));
  api.use(statsRoutes(database.db, now));
  // The teacher's and the school admin's tools (issue 14).
  const teacher: TeacherDeps = {
    db: database.db,
    config,
    logger,
    mailer,
    now,
    purgeLiveSessions,
  };
  api.use(sessionRoutes(teacher));
  api.use(authSessionRoutes(database.db, config.internalApiToken));
  api.use(hostGrantRoutes(teacher));
  api.use(classRoutes(teacher));
  api.use(analyticsRoutes(teacher));
  api.use(reportRoutes(teacher));
  api.use(taskRoutes(teacher));
  api.use(playRoutes(teacher));
  api.use(schoolRoutes(teacher));
  // The account's own settings, parent lock, uploads, export and deletion (issue 16).
  const account: AccountDeps = {
    db: database.db,
    config,
    logger,
    mailer,
    clock,
    objects,
    purgeLiveSessions,
    sessionLiveness: liveness,
  };
  api.use(settingsRoutes(account));
  api.use(parentLockRoutes(account));
  api.use(uploadRoutes(account));
  api.use(accountRoutes(account));
  // Plans and payments (issue 17): Stripe when configured, and its webhook's event worker.
  const payments = startPayments(config, database.db, logger);
  if (payments) stopBeforeClose(database, () => payments.worker.stop());
  api.use(billingRoutes({ ...account, payments }));
  api.use(notFound());
  api.use(errorHandler());

  const auth = Router();
  auth.use(guard);
  // After a sign-out here the cached answers go at once (other processes wait out their cache).
  auth.use('/logout', (_req, res, next) => {
    res.on('finish', () => {
      if (res.statusCode < 300) liveness?.clear();
    });
    next();
  });
  auth.use(authV1Routes(signIn));

  // Uploaded images are served beside the API (`/objects/uploads/<id>`), under the same guard.
  const objectsRouter = Router();
  objectsRouter.use(guard);
  objectsRouter.use(objectRoutes(account));
  objectsRouter.use(notFound());
  objectsRouter.use(errorHandler());

  app.use('/api', api);
  app.use('/auth/v1', auth);
  app.use('/objects', objectsRouter);
  return app;
}

/**
 * Runs `stop` before the database closes. The caller owns the database and closes it when the
 * app goes (tests start and stop many apps), and background work of the app must end before
 * that: so `close` is wrapped rather than asking every caller to stop the app first.
 */
function stopBeforeClose(database: Database, stop: () => Promise<void>): void {
  const close = database.close.bind(database);
  database.close = async () => {
    await stop();
    await close();
  };
}

/** JSON responses never render, so the policy can forbid everything. */
function apiHelmet(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
  });
}

/** API answers depend on who asks and when; no cache along the way may keep them. */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
