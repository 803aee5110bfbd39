import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from '@ttc/shared-protocol/config-error';
import { pino } from 'pino';
import { attachRealtime, LISTEN_BACKLOG, type RealtimeHandle } from './attach-realtime';
import { parseStandaloneRealtimeConfig } from './config';
import { HEALTH_RETRY_AFTER_SECONDS, realtimeHealth } from './health';
import { createResultsOutbox } from './results/create-results-outbox';

/** How long /health waits for the store before answering 503. */
const HEALTH_TIMEOUT_MS = 1_000;
/** A shutdown that takes longer than this is cut short. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * The standalone realtime service (docker-compose runs two): Socket.IO on PORT (default 3002)
 * and GET /health, 200 while the room store answers (Redis named when REDIS_URL is set), 503
 * otherwise (shared-protocol/src/api/health.ts).
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof parseStandaloneRealtimeConfig>;
  try {
    config = parseStandaloneRealtimeConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = pino({ level: config.logLevel, base: { service: 'realtime' } });
  let realtime: RealtimeHandle | undefined;

  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/health' && (request.method === 'GET' || request.method === 'HEAD')) {
      const check = realtimeHealth({
        realtime,
        redisConfigured: config.redisUrl !== undefined,
        timeoutMs: HEALTH_TIMEOUT_MS,
      });
      void check.then((health) => {
        const ok = health.status === 'ok';
        response.writeHead(ok ? 200 : 503, {
          'content-type': 'application/json',
          ...(ok ? {} : { 'retry-after': String(HEALTH_RETRY_AFTER_SECONDS) }),
        });
        response.end(JSON.stringify(health));
      });
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { code: 'not_found', message: 'Not found.' } }));
  });

  // Finished sessions go to the API through a durable outbox (Redis when REDIS_URL is set).
  const outbox = createResultsOutbox(
    { redisUrl: config.redisUrl, apiUrl: config.results.apiUrl, token: config.results.token },
    { logger },
  );
  realtime = await attachRealtime(server, { config, logger, resultsSink: outbox });
  await new Promise<void>((resolve) =>
    server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, resolve),
  );
  outbox.start();
  // The port it got (PORT=0 asks for a free one).
  const { port } = server.address() as AddressInfo;
  logger.info({ port, host: config.host }, 'Realtime service listening');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down');
    setTimeout(() => {
      logger.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    void (async () => {
      await realtime?.close();
      await outbox.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      process.exit(0);
    })();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Realtime service failed to start:', error);
  process.exit(1);
});
