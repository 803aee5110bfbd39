import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from '@ttc/shared-protocol/config-error';
import { defaultErrorMessage, ErrorCode, errorBody } from '@ttc/shared-protocol/errors';
import { parseApiConfig, parsePort } from './config';
import { createApp } from './create-app';
import { openDatabase } from './db/client';
import { prepareSignIn } from './features/auth/prepare-sign-in';
import { createLogger } from './logger';

/** How long a shutdown may wait for open requests before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

// The standalone API of docker-compose. `npm start` uses the one-process server instead.
async function main(): Promise<void> {
  const config = parseApiConfig(process.env);
  const port = parsePort(process.env);
  const logger = createLogger(config);
  // The signing key and the mail outbox under DATA_DIR: a start that could not sign anyone in stops here.
  await prepareSignIn(config);
  const database = await openDatabase(config, logger);

  const app = createApp({ config, database, logger });
  // Alone, nothing sits behind the API: any other path is a JSON 404 too.
  app.use((_req, res) => {
    res.status(404).json(errorBody(ErrorCode.NotFound, defaultErrorMessage.not_found));
  });

  const server = createServer(app);
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE' ? `Invalid PORT: ${port} is already in use` : error.message,
    );
    // Close PGlite properly so its files on disk stay clean.
    database.close().finally(() => process.exit(1));
  });
  server.listen(port, () => {
    logger.info(
      { port: (server.address() as AddressInfo).port, database: database.kind },
      'API listening',
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close(() => {
      database.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'closing the database failed');
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  // A bad variable is one clear line naming it, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
