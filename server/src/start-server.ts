import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSessionLiveness } from '@ttc/api/auth-sessions';
import { parseApiConfig } from '@ttc/api/config';
import { createApp } from '@ttc/api/create-app';
import { openDatabase } from '@ttc/api/db/client';
import { createLogger } from '@ttc/api/logger';
import { type MailDelivery, mailDelivery, prepareSignIn } from '@ttc/api/prepare-sign-in';
import {
  attachRealtime,
  LISTEN_BACKLOG,
  type RealtimeHandle,
} from '@ttc/realtime-server/attach-realtime';
import { apiHostGrants } from '@ttc/realtime-server/auth/host-grants';
import { parseRealtimeConfig } from '@ttc/realtime-server/config';
import { isStoreHealthy } from '@ttc/realtime-server/health';
import { createResultsOutbox } from '@ttc/realtime-server/results/create-results-outbox';
import { ConfigError } from '@ttc/shared-protocol/config-error';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { parseServerConfig } from './config';
import { frontendAssets, isBackendPath } from './frontend-assets';
import { pageSecurityHeaders } from './security-headers';

export type StartOptions = {
  /** Serve the frontend through Vite's dev middleware with hot reload instead of the build. */
  dev?: boolean;
};

export type RunningServer = {
  url: string;
  port: number;
  /** Where sign-in mail goes (SMTP, or the outbox under DATA_DIR), for the start banner. */
  signInMail: MailDelivery;
  close(): Promise<void>;
};

/**
 * Everything in one process on one port: the built frontend, /api and /auth/v1 (the API app),
 * and /socket.io (the realtime server). Each variable is parsed once, up front, so a bad one
 * stops the start with a ConfigError naming it before anything listens.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  options: StartOptions = {},
): Promise<RunningServer> {
  const config = parseServerConfig(env);
  // The realtime server hands finished sessions to the API with a service credential. Unless one
  // is configured, a fresh one is made for this process: nothing outside it needs to know it.
  const serviceEnv = {
    ...env,
    INTERNAL_API_TOKEN: env.INTERNAL_API_TOKEN?.trim() || randomBytes(32).toString('base64url'),
    // The address the page is opened at is this server's own port unless told otherwise: sign-in
    // links and the socket origin check must match it (PORT=8080 alone must just work).
    PUBLIC_URL: env.PUBLIC_URL?.trim() || `http://localhost:${config.PORT || 3000}`,
  };
  const apiConfig = parseApiConfig(serviceEnv);
  const realtimeConfig = parseRealtimeConfig(serviceEnv);
  const logger = createLogger(apiConfig);
  // The signing key and the mail outbox under DATA_DIR, before anything opens or listens.
  await prepareSignIn(apiConfig);

  const database = await openDatabase(apiConfig, logger);
  const app = express();
  app.disable('x-powered-by');
  const server = http.createServer(app);
  const closers: Array<() => Promise<unknown>> = [() => database.close()];

  // /api/health also reports the live rooms' Redis (attached below; down until then).
  let roomStore: RealtimeHandle['store'] | undefined;
  const healthChecks = realtimeConfig.redisUrl
    ? {
        redis: (timeoutMs: number) =>
          roomStore ? isStoreHealthy(roomStore, timeoutMs) : Promise.resolve(false),
      }
    : {};

  try {
    app.use(compression());
    // One answer about sign-in sessions for both: a sign-out through /auth/v1 is seen by the
    // live rooms at once (hosted sign-in: none; its sessions live with the provider).
    const sessionLiveness = apiConfig.supabase ? null : createSessionLiveness(database.db);
    // A teacher deleting sessions or a class (or their account: then every room they host) also
    // clears what the live rooms hold of them (the realtime server is attached below; before
    // that nothing is live).
    let realtimeHandle: RealtimeHandle | undefined;
    app.use(
      createApp({
        config: apiConfig,
        database,
        logger,
        healthChecks,
        ...(sessionLiveness ? { sessionLiveness } : {}),
        purgeLiveSessions: async (sessionIds, scope) => {
          await realtimeHandle?.purgeSessions(sessionIds, scope);
        },
      }),
    );
    app.use(
      onlyForPages(
        options.dev ? noop : pageSecurityHeaders({ stripeJsUrl: apiConfig.stripe?.jsUrl ?? null }),
      ),
    );
    if (options.dev) {
      const vite = await startViteMiddleware(config.repoRoot, server);
      closers.unshift(() => vite.close());
      app.use(vite.middlewares);
    } else {
      app.use(frontendAssets(config.FRONTEND_DIST));
    }

    // Results reach the API over loopback HTTP rather than by a function call: the same route,
    // credential check, body limit and validation as in the multi-process deployment, and no
    // API internals exported for it. It is one request per finished session, so the hop costs
    // nothing that matters. The address is known once the server listens; until then (and while
    // the API is away) results wait in the outbox.
    let loopbackUrl: string | null = null;
    const outbox = createResultsOutbox(
      {
        redisUrl: realtimeConfig.redisUrl,
        apiUrl: realtimeConfig.results.apiUrl ?? (() => loopbackUrl),
        token: apiConfig.internalApiToken,
      },
      { logger },
    );
    closers.unshift(() => outbox.close());

    const realtime = await attachRealtime(server, {
      config: realtimeConfig,
      logger,
      resultsSink: outbox,
      sessionLiveness,
      // Who may host asks the API's route over the same loopback, with the same credential.
      hostGrants: apiHostGrants({
        apiUrl: realtimeConfig.results.apiUrl ?? (() => loopbackUrl),
        token: apiConfig.internalApiToken,
      }),
    });
    realtimeHandle = realtime;
    // Closed first: no new results arrive while the outbox finishes its last delivery.
    closers.unshift(() => realtime.close());
    roomStore = realtime.store;

    await listen(server, config.PORT, config.HOST);
    loopbackUrl = loopbackUrlOf(server.address() as AddressInfo);
    outbox.start();
  } catch (error) {
    await closeAll(closers, logger);
    throw error;
  }

  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info(
    { port, database: database.kind, dev: Boolean(options.dev) },
    'Tick Tock Class is listening',
  );

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    signInMail: mailDelivery(apiConfig),
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        // Idle keep-alive sockets would hold close() open; live requests get a short grace period.
        server.closeIdleConnections();
        const force = setTimeout(() => server.closeAllConnections(), 5000);
        force.unref();
        await closeAll(closers, logger);
        await stopped;
        clearTimeout(force);
      })();
      return closing;
    },
  };
}

async function listen(server: http.Server, port: number, host: string): Promise<void> {
  // The realtime service's backlog: a classroom of tablets reconnecting at once after a restart
  // must not overflow Node's default queue of 511.
  server.listen({ port, host, backlog: LISTEN_BACKLOG });
  try {
    await once(server, 'listening');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new ConfigError('PORT', `port ${port} is already in use`);
    if (code === 'EACCES') throw new ConfigError('PORT', `no permission to listen on port ${port}`);
    throw error;
  }
}

async function closeAll(
  closers: Array<() => Promise<unknown>>,
  logger: { error(obj: unknown, msg: string): void },
): Promise<void> {
  for (const close of closers) {
    try {
      await close();
    } catch (error) {
      logger.error({ err: error }, 'error while shutting down');
    }
  }
}

/** How this process reaches itself: a wildcard address through the loopback interface. */
export function loopbackUrlOf(address: AddressInfo): string {
  const host =
    address.address === '0.0.0.0' || address.address === ''
      ? '127.0.0.1'
      : address.address === '::'
        ? '::1'
        : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

const noop: RequestHandler = (_req, _res, next) => next();

function onlyForPages(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (isBackendPath(req.path) ? next() : handler(req, res, next));
}

async function startViteMiddleware(repoRoot: string, server: http.Server) {
  // Imported lazily: Vite is a development dependency and never loads in production.
  const { createServer } = await import('vite');
  const root = path.join(repoRoot, 'frontend');
  return createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    appType: 'spa',
    server: { middlewareMode: true, hmr: { server } },
  });
}
