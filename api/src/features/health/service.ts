import { type HealthResponse, healthOf } from '@ttc/shared-protocol/api/health';
import type { Database } from '../../db/client';

/** How long each service may take to answer before it counts as down. */
export const HEALTH_TIMEOUT_MS = 2_000;

/**
 * A check of one more service the process depends on (the one-process server adds its Redis):
 * resolves true when it answered within the time given, false otherwise; never rejects.
 */
export type ServiceCheck = (timeoutMs: number) => Promise<boolean>;

export type HealthChecks = {
  /** Checked when set: Redis of the live rooms (one-process server with REDIS_URL). */
  redis?: ServiceCheck;
};

/**
 * Every configured service, checked at once: the database always, Redis when given. The answer
 * names each with `ok` or `down`; the route turns `unavailable` into a 503.
 */
export async function checkHealth(
  database: Pick<Database, 'kind' | 'ping'>,
  checks: HealthChecks = {},
): Promise<HealthResponse> {
  const [databaseUp, redisUp] = await Promise.all([
    database.ping(HEALTH_TIMEOUT_MS).then(
      () => true,
      () => false,
    ),
    checks.redis?.(HEALTH_TIMEOUT_MS).catch(() => false),
  ]);
  return healthOf(
    {
      database: databaseUp ? 'ok' : 'down',
      ...(redisUp === undefined ? {} : { redis: redisUp ? 'ok' : 'down' }),
    },
    { database: database.kind },
  );
}
