import { z } from 'zod';

/** GET /api/health: 200 when the database answers, 503 with the error body otherwise. */
export const healthResponseSchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
  })
  .strict();
export type HealthResponse = z.infer<typeof healthResponseSchema>;
