import type { Logger } from 'pino';
import { createRedisClient } from '../redis-client';
import { createHttpResultsSender, type HttpResultsSenderOptions } from './http-results-sender';
import { MemoryOutboxStore } from './memory-outbox-store';
import { RedisOutboxStore } from './redis-outbox-store';
import { ResultsOutbox, type ResultsOutboxOptions } from './results-outbox';

export type ResultsOutboxSettings = {
  /** Redis keeps the outbox (durable, shared by every node); unset: memory. */
  redisUrl: string | undefined;
  apiUrl: HttpResultsSenderOptions['apiUrl'];
  token: string | null;
};

export type CreateResultsOutboxOptions = {
  logger: Logger;
  /** Prefix of the outbox's Redis keys; nodes delivering for each other share it. Default `ttc:`. */
  keyPrefix?: string;
} & Partial<
  Pick<
    ResultsOutboxOptions,
    'now' | 'random' | 'firstRetryDelayMs' | 'maxRetryDelayMs' | 'pollIntervalMs' | 'leaseMs'
  >
>;

/**
 * The results outbox the configuration asks for: in Redis with REDIS_URL (results survive a
 * restart, any node delivers them), in memory otherwise; delivering over HTTP to the API's
 * internal results route. Call `start()` once the API can be reached, `close()` at shutdown.
 */
export function createResultsOutbox(
  settings: ResultsOutboxSettings,
  options: CreateResultsOutboxOptions,
): ResultsOutbox {
  const { logger, keyPrefix, ...timing } = options;
  if (settings.apiUrl === null) {
    logger.warn(
      'API_INTERNAL_URL is not set: finished sessions are kept in the outbox but not delivered',
    );
  }
  if (settings.token === null) {
    logger.warn('INTERNAL_API_TOKEN is not set: the API will refuse finished sessions (401)');
  }
  const store = settings.redisUrl
    ? new RedisOutboxStore(
        // Bodies can be a few MB: a generous command timeout, still bounded.
        createRedisClient(settings.redisUrl, logger, 'results-outbox', { commandTimeout: 10_000 }),
        { keyPrefix: keyPrefix ?? 'ttc:' },
      )
    : new MemoryOutboxStore();
  const send = createHttpResultsSender({ apiUrl: settings.apiUrl, token: settings.token });
  return new ResultsOutbox({ store, send, logger, ...timing });
}
