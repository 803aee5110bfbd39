import { z } from 'zod';
import { errorBodySchema } from '../errors';

/** The services a health check may report; only the configured ones appear. */
export const HealthService = {
  /** The API's database (PGlite or PostgreSQL). */
  Database: 'database',
  /** Redis, when REDIS_URL is set: live rooms and the link between realtime nodes. */
  Redis: 'redis',
} as const;
export type HealthService = (typeof HealthService)[keyof typeof HealthService];

/** Whether a service answered its check in time. */
export const serviceStateSchema = z.enum(['ok', 'down']);
export type ServiceState = z.infer<typeof serviceStateSchema>;

export const healthServicesSchema = z
  .object({
    database: serviceStateSchema.optional(),
    redis: serviceStateSchema.optional(),
  })
  .strict();
export type HealthServices = z.infer<typeof healthServicesSchema>;

/**
 * GET /api/health (the API, and in the one-process server also its Redis) and GET /health (the
 * standalone realtime service): 200 with `status: 'ok'` when every configured service answers;
 * 503 with `status: 'unavailable'`, a `Retry-After` header and the error body naming the
 * services that are down otherwise. Orchestrators' health checks read the status code.
 */
export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    /** The API's database kind (API only). */
    database: z.enum(['pglite', 'postgres']).optional(),
    /** The answering realtime node (standalone realtime service only). */
    node: z.string().optional(),
    services: healthServicesSchema,
    /** Present exactly when `status` is `unavailable`. */
    error: errorBodySchema.shape.error.optional(),
  })
  .strict();
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** The one-line reason of an unhealthy answer, naming what is down (`redis`, `database`). */
export function unavailableMessage(down: readonly string[]): string {
  return `Not reachable right now: ${down.join(', ')}.`;
}

/** The answer for a set of checked services: ok when every one is, else unavailable. */
export function healthOf(
  services: HealthServices,
  extra: Pick<HealthResponse, 'database' | 'node'> = {},
): HealthResponse {
  const down = Object.entries(services)
    .filter(([, state]) => state === 'down')
    .map(([name]) => name);
  if (down.length === 0) return { status: 'ok', ...extra, services };
  return {
    status: 'unavailable',
    ...extra,
    services,
    error: { code: 'unavailable', message: unavailableMessage(down) },
  };
}
